/// Tells anti-aliased edge pixels from real changes, as pixelmatch does.
///
/// From Vysniauskas, "Anti-aliased pixel and intensity slope detector" (2009): a pixel on
/// an anti-aliased edge lies between a darker and a brighter neighbour, and has at most two
/// neighbours of exactly its own colour. If the darkest or the brightest neighbour sits
/// inside a flat area (three or more equal neighbours) in both images, the pixel is a
/// smoothed edge of that area, and a difference there is a rendering detail.
struct AntiAliasing {
    let width: Int
    let height: Int
    let background: AlphaBackground

    /// Whether pixel (x, y) of `image` is anti-aliasing. `image` is one of the two compared
    /// images; `words1` and `words2` are both images as 32-bit pixels, for flat-area tests.
    func isAntiAliased(_ x1: Int, _ y1: Int, in image: UnsafeBufferPointer<UInt8>,
                       words1: UnsafeBufferPointer<UInt32>, words2: UnsafeBufferPointer<UInt32>) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let center = (y1 * width + x1) * 4
        // A pixel on the image's border counts one missing neighbour as equal.
        var equal = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        var darkest = 0.0, brightest = 0.0
        var darkX = 0, darkY = 0, brightX = 0, brightY = 0

        // Step 1: the 8 neighbours, column by column: count equal ones, find the darkest
        // and the brightest (the first one wins a tie).
        for x in x0...x2 {
            for y in y0...y2 where x != x1 || y != y1 {
                let delta = ColorDelta.brightness(image, center, image, (y * width + x) * 4, background: background)
                if delta == 0 {
                    equal += 1
                    if equal > 2 { return false }  // inside a flat area: not an edge
                } else if delta < darkest {
                    darkest = delta
                    darkX = x; darkY = y
                } else if delta > brightest {
                    brightest = delta
                    brightX = x; brightY = y
                }
            }
        }
        // Step 2: an edge pixel lies between darker and brighter neighbours.
        guard darkest != 0, brightest != 0 else { return false }
        // Step 3: …next to a flat area, in both images.
        return (hasManySiblings(darkX, darkY, words1) && hasManySiblings(darkX, darkY, words2))
            || (hasManySiblings(brightX, brightY, words1) && hasManySiblings(brightX, brightY, words2))
    }

    /// Whether pixel (x, y) has three or more neighbours of exactly its colour and alpha.
    func hasManySiblings(_ x1: Int, _ y1: Int, _ words: UnsafeBufferPointer<UInt32>) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let value = words[y1 * width + x1]
        var equal = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 where x != x1 || y != y1 {
                if words[y * width + x] == value { equal += 1 }
                if equal > 2 { return true }
            }
        }
        return false
    }
}
