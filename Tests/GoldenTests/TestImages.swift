@testable import Golden

/// Small straight-RGBA images drawn by hand, so expected counts can be worked out on paper.
enum TestImages {
    /// A `size`×`size` white image with a black `side`×`side` square whose top-left
    /// corner is at (x, y).
    static func square(size: Int = 20, side: Int = 4, x: Int, y: Int) -> RGBAImage {
        var image = solid(width: size, height: size, (255, 255, 255, 255))
        for py in y..<(y + side) {
            for px in x..<(x + side) { set(&image, px, py, (0, 0, 0, 255)) }
        }
        return image
    }

    static func solid(width: Int, height: Int, _ c: (UInt8, UInt8, UInt8, UInt8)) -> RGBAImage {
        var pixels: [UInt8] = []
        for _ in 0..<(width * height) { pixels += [c.0, c.1, c.2, c.3] }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    static func set(_ image: inout RGBAImage, _ x: Int, _ y: Int, _ c: (UInt8, UInt8, UInt8, UInt8)) {
        let i = (y * image.width + x) * 4
        image.pixels[i] = c.0
        image.pixels[i + 1] = c.1
        image.pixels[i + 2] = c.2
        image.pixels[i + 3] = c.3
    }

    static func pixel(_ image: RGBAImage, _ x: Int, _ y: Int) -> [UInt8] {
        let i = (y * image.width + x) * 4
        return Array(image.pixels[i..<(i + 4)])
    }
}

extension ImageComparison {
    func compare(_ expected: RGBAImage, _ actual: RGBAImage) throws -> ComparisonOutcome {
        try compare(expected: ComparedImage(image: expected), actual: ComparedImage(image: actual))
    }
}
