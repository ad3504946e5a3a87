import Geometry

/// Deterministic test frames: pseudo-random pixels from a small xorshift generator.
enum TestFrames {
    static func opaque(width: Int, height: Int, seed: UInt32) -> Frame {
        var rng = XorShift(state: seed | 1)
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for i in stride(from: 0, to: pixels.count, by: 4) {
            pixels[i] = rng.byte()
            pixels[i + 1] = rng.byte()
            pixels[i + 2] = rng.byte()
        }
        return Frame(width: width, height: height, pixels: pixels)
    }

    /// Valid premultiplied pixels (every colour ≤ alpha), including alpha 0 and 255.
    static func translucent(width: Int, height: Int, seed: UInt32) -> Frame {
        var rng = XorShift(state: seed | 1)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for i in stride(from: 0, to: pixels.count, by: 4) {
            let a = i == 0 ? 17 : rng.byte()
            pixels[i + 3] = a
            for c in 0..<3 { pixels[i + c] = a == 0 ? 0 : UInt8(UInt32(rng.byte()) % (UInt32(a) + 1)) }
        }
        return Frame(width: width, height: height, pixels: pixels)
    }

    static func gradient(width: Int, height: Int) -> Frame {
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                pixels[i] = UInt8(x * 255 / width)
                pixels[i + 1] = UInt8(y * 255 / height)
                pixels[i + 2] = UInt8((x + y) % 256)
            }
        }
        return Frame(width: width, height: height, pixels: pixels)
    }

    /// Like an app screen: a light background, cards with a vertical gradient, thin rules.
    static func interface(width: Int, height: Int) -> Frame {
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                var (r, g, b) = (242, 242, 247)
                if (20..<width - 20).contains(x), (20..<180).contains(y) {  // a card with a sky gradient
                    (r, g, b) = (90 + (y - 20) * 100 / 160, 150 + (y - 20) / 4, 230)
                }
                if (y - 30) % 48 == 0, (24..<width - 24).contains(x) { (r, g, b) = (198, 198, 200) }  // rules
                if (40..<80).contains(x), (200..<215).contains(y), (x / 3 + y) % 4 == 0 { (r, g, b) = (0, 0, 0) }  // "text"
                pixels[i] = UInt8(b)
                pixels[i + 1] = UInt8(g)
                pixels[i + 2] = UInt8(r)
            }
        }
        return Frame(width: width, height: height, pixels: pixels)
    }
}

struct XorShift {
    var state: UInt32

    mutating func byte() -> UInt8 {
        state ^= state << 13
        state ^= state >> 17
        state ^= state << 5
        return UInt8(truncatingIfNeeded: state >> 11)
    }
}
