/// One rendered image: premultiplied BGRA pixels (Cairo's ARGB32 on little-endian), rows
/// of exactly `width * 4` bytes, top row first.
public struct Frame: Sendable, Equatable {
    public let width: Int
    public let height: Int
    public var pixels: [UInt8]

    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(pixels.count == width * height * 4, "a frame holds width × height × 4 bytes")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    public init(width: Int, height: Int) {
        self.init(width: width, height: height, pixels: [UInt8](repeating: 0, count: width * height * 4))
    }

    /// A frame whose pixels are not set: for a renderer that paints every one of them first.
    /// Skips zeroing 12 MB (a 3x phone frame) that would at once be painted over.
    public init(unsetWidth width: Int, height: Int) {
        let count = width * height * 4
        self.init(width: width, height: height,
                  pixels: [UInt8](unsafeUninitializedCapacity: count) { _, initialized in initialized = count })
    }

    /// The pixel at (x, y) as straight-alpha (red, green, blue, alpha), 0…255.
    public func rgba(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let i = (y * width + x) * 4
        let a = pixels[i + 3]
        func unpremultiply(_ c: UInt8) -> UInt8 {
            a == 0 ? 0 : UInt8(min(255, (Int(c) * 255 + Int(a) / 2) / Int(a)))
        }
        return (unpremultiply(pixels[i + 2]), unpremultiply(pixels[i + 1]), unpremultiply(pixels[i]), a)
    }
}
