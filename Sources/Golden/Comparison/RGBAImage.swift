import Files
import ImageFiles
import Foundation
import Geometry
import Output

/// An image as pixelmatch sees it: straight-alpha (not premultiplied) bytes in the order
/// red, green, blue, alpha, rows of exactly `width * 4` bytes, top row first.
///
/// Comparison works on straight colour because that is what a PNG file stores: two
/// different translucent colours can premultiply to the same bytes.
public struct RGBAImage: Sendable, Equatable {
    public let width: Int
    public let height: Int
    public var pixels: [UInt8]

    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(pixels.count == width * height * 4, "an image holds width × height × 4 bytes")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    public var pixelCount: Int { width * height }

    /// A rendered frame as its PNG file would hold it: colour un-premultiplied with the
    /// PNG writer's rounding, and 0 where alpha is 0, so that a frame and the file written
    /// from it compare identical.
    public init(_ frame: Frame) {
        var rgba = [UInt8](repeating: 0, count: frame.pixels.count)
        frame.pixels.withUnsafeBufferPointer { src in
            rgba.withUnsafeMutableBufferPointer { dst in
                var i = 0
                while i < src.count {
                    let a = src[i + 3]
                    dst[i] = Self.unpremultiply(src[i + 2], a)
                    dst[i + 1] = Self.unpremultiply(src[i + 1], a)
                    dst[i + 2] = Self.unpremultiply(src[i], a)
                    dst[i + 3] = a
                    i += 4
                }
            }
        }
        self.init(width: frame.width, height: frame.height, pixels: rgba)
    }

    /// Reads a PNG file of any colour type and bit depth libpng reads.
    public init(contentsOfPNG path: String) throws {
        try self.init(png: try InputFile.read(path, limit: PNGReader.maxFileBytes), path: path)
    }

    /// Decodes a PNG file's bytes; `path` names it in errors.
    public init(png: Data, path: String) throws {
        var (width, height, pixels) = try PNGReader.decodeStraightBGRA(png, path: path, maxPixels: PNGReader.maxPixels)
        pixels.withUnsafeMutableBufferPointer { p in
            var i = 0
            while i < p.count {
                p.swapAt(i, i + 2)  // BGRA → RGBA
                i += 4
            }
        }
        self.init(width: width, height: height, pixels: pixels)
    }

    /// The image as a premultiplied BGRA frame, for the PNG writer.
    public var frame: Frame {
        var bgra = pixels
        bgra.withUnsafeMutableBufferPointer { p in
            var i = 0
            while i < p.count {
                let a = UInt32(p[i + 3])
                let r = UInt32(p[i]), g = UInt32(p[i + 1]), b = UInt32(p[i + 2])
                p[i] = UInt8((b * a + 127) / 255)
                p[i + 1] = UInt8((g * a + 127) / 255)
                p[i + 2] = UInt8((r * a + 127) / 255)
                i += 4
            }
        }
        return Frame(width: width, height: height, pixels: bgra)
    }

    @inline(__always)
    static func unpremultiply(_ c: UInt8, _ a: UInt8) -> UInt8 {
        if a == 255 { return c }
        if a == 0 { return 0 }
        return UInt8(min(255, (UInt32(c) * 255 + UInt32(a) / 2) / UInt32(a)))
    }
}
