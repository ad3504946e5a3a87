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

    public init(image: RGBAImage, pngBytes: Data? = nil) {
        width = image.width
        height = image.height
        self.pngBytes = pngBytes
        decode = { image }
    }

    /// A rendered frame and the PNG bytes written for it.
    public init(frame: Frame, pngBytes: Data?) {
        width = frame.width
        height = frame.height
        self.pngBytes = pngBytes
        decode = { RGBAImage(frame) }
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
    }

    public func pixels() throws -> RGBAImage { try decode() }
}
