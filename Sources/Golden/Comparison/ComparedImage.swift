import Files
import ImageFiles
import Foundation
import Geometry
import Output

/// One side of a comparison: the PNG bytes when there is a file, the size, and the pixels,
/// decoded only when the bytes alone cannot decide.
public struct ComparedImage: Sendable {
    public let width: Int
    public let height: Int
    /// The PNG file's bytes, for the exact-bytes fast path; nil for an image with no file.
    public let pngBytes: Data?
    private let decode: @Sendable () throws -> RGBAImage
    /// The pixels as straight-alpha BGRA, when they can be had without a conversion in
    /// Swift (an opaque frame's own bytes; libpng's decoding of a file): the quick way to
    /// see that two images have identical pixels. nil when there is no such way.
    private let straightBGRA: @Sendable () throws -> [UInt8]?

    public init(image: RGBAImage, pngBytes: Data? = nil) {
        width = image.width
        height = image.height
        self.pngBytes = pngBytes
        decode = { image }
        straightBGRA = { nil }
    }

    /// A rendered frame and the PNG bytes written for it.
    public init(frame: Frame, pngBytes: Data?) {
        width = frame.width
        height = frame.height
        self.pngBytes = pngBytes
        decode = { RGBAImage(frame) }
        // Premultiplied equals straight where every pixel is opaque, as nearly all UI frames are.
        straightBGRA = { OpaqueFrame.isOpaque(frame) ? frame.pixels : nil }
    }

    /// A PNG file: its bytes and its size now (every chunk checked), its pixels when needed.
    /// The file is read once, through `InputFile`: a folder or a FIFO is refused, not waited on.
    public init(pngFile path: String, maxPixels: Int = PNGReader.maxPixels) throws {
        let bytes = try InputFile.read(path, limit: PNGReader.maxFileBytes)
        let size = try PNGStructure.check(bytes, path: path, maxPixels: maxPixels)
        width = size.width
        height = size.height
        pngBytes = bytes
        decode = { try RGBAImage(png: bytes, path: path) }
        straightBGRA = { try PNGReader.decodeStraightBGRA(bytes, path: path, maxPixels: maxPixels).pixels }
    }

    public func pixels() throws -> RGBAImage { try decode() }

    /// True when both images' pixels are known, cheaply, to be identical; false when that
    /// cannot be told this way (the full comparison decides).
    func hasIdenticalPixels(to other: ComparedImage) throws -> Bool {
        guard width == other.width, height == other.height, let a = try straightBGRA() else { return false }
        guard let b = try other.straightBGRA(), a.count == b.count else { return false }
        return a.withUnsafeBytes { x in b.withUnsafeBytes { y in memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0 } }
    }
}
