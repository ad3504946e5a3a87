/// pixelmatch's per-pixel comparison of two images of the same size: how many pixels differ
/// perceptibly, how many of the rest differ only by anti-aliasing, and the diff picture.
///
/// For each pixel, in rows:
/// 1. equal bytes: unchanged;
/// 2. otherwise the squared YIQ distance (`ColorDelta`); within 35215 · threshold²: unchanged;
/// 3. beyond it: an anti-aliasing difference if the pixel is an anti-aliased edge in either
///    image (unless anti-aliasing is included), else a counted difference.
/// In the diff, counted differences are red, anti-aliasing differences yellow, and every
/// other pixel is the expected image's brightness, faded to 10% over white.
struct PixelMatch {
    var threshold: Double
    var includeAntiAliasing: Bool
    var background: AlphaBackground

    static let red: (UInt8, UInt8, UInt8) = (255, 0, 0)
    static let yellow: (UInt8, UInt8, UInt8) = (255, 255, 0)
    /// How much of the expected image shows through in the diff's unchanged pixels.
    static let fade = 0.1

    struct Result {
        var mismatched: Int
        var antiAliased: Int
        var diff: RGBAImage
    }

    func compare(_ expected: RGBAImage, _ actual: RGBAImage) -> Result {
        precondition(expected.width == actual.width && expected.height == actual.height, "compare images of one size")
        let width = expected.width, height = expected.height
        let maxDelta = ColorDelta.maximum * threshold * threshold
        let aa = AntiAliasing(width: width, height: height, background: background)
        var diff = [UInt8](repeating: 0, count: expected.pixels.count)
        var mismatched = 0, antiAliased = 0
        expected.pixels.withUnsafeBufferPointer { img1 in
            actual.pixels.withUnsafeBufferPointer { img2 in
                img1.withMemoryRebound(to: UInt32.self) { words1 in
                    img2.withMemoryRebound(to: UInt32.self) { words2 in
                        diff.withUnsafeMutableBufferPointer { out in
                            for y in 0..<height {
                                for x in 0..<width {
                                    let index = y * width + x, pos = index * 4
                                    let delta = words1[index] == words2[index]
                                        ? 0 : ColorDelta.delta(img1, pos, img2, pos, background: background)
                                    if abs(delta) <= maxDelta {
                                        Self.drawFaded(img1, pos, into: out)
                                    } else if !includeAntiAliasing,
                                              aa.isAntiAliased(x, y, in: img1, words1: words1, words2: words2)
                                                || aa.isAntiAliased(x, y, in: img2, words1: words2, words2: words1) {
                                        antiAliased += 1
                                        Self.draw(Self.yellow, pos, into: out)
                                    } else {
                                        mismatched += 1
                                        Self.draw(Self.red, pos, into: out)
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        return Result(mismatched: mismatched, antiAliased: antiAliased,
                      diff: RGBAImage(width: width, height: height, pixels: diff))
    }

    /// The diff of two identical images: the expected image, faded.
    static func fadedCopy(of image: RGBAImage) -> RGBAImage {
        var out = [UInt8](repeating: 0, count: image.pixels.count)
        image.pixels.withUnsafeBufferPointer { img in
            out.withUnsafeMutableBufferPointer { o in
                for pos in stride(from: 0, to: img.count, by: 4) { drawFaded(img, pos, into: o) }
            }
        }
        return RGBAImage(width: image.width, height: image.height, pixels: out)
    }

    @inline(__always)
    static func draw(_ color: (UInt8, UInt8, UInt8), _ pos: Int, into out: UnsafeMutableBufferPointer<UInt8>) {
        out[pos] = color.0
        out[pos + 1] = color.1
        out[pos + 2] = color.2
        out[pos + 3] = 255
    }

    /// The pixel's brightness, its opacity scaled by `fade`, over white.
    @inline(__always)
    static func drawFaded(_ img: UnsafeBufferPointer<UInt8>, _ pos: Int, into out: UnsafeMutableBufferPointer<UInt8>) {
        let brightness = ColorDelta.y(Double(img[pos]), Double(img[pos + 1]), Double(img[pos + 2]))
        let value = 255 + (brightness - 255) * fade * Double(img[pos + 3]) / 255
        let byte = UInt8(max(0, min(255, value)))  // truncated, as a typed array stores it
        draw((byte, byte, byte), pos, into: out)
    }
}
