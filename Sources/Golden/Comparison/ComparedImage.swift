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

    /// A PNG file: its bytes and its size now (from the header), its pixels when needed.
    public init(pngFile path: String) throws {
        let size = try PNGReader.size(path)
        guard let bytes = FileManager.default.contents(atPath: path) else {
            throw OutputError.cannotOpen(path: path, reason: "no such file or not readable")
        }
        width = size.width
        height = size.height
        pngBytes = bytes
        decode = { try RGBAImage(contentsOfPNG: path) }
    }

    public func pixels() throws -> RGBAImage { try decode() }
}
