import Files
import CJPEG
import Foundation

/// JPEG files, read with libjpeg-turbo (the Debian system library, through CJPEG): the pixel
/// size from the header, and the pixels as Cairo's premultiplied ARGB32 (a JPEG is opaque).
/// libjpeg-turbo decodes with its accurate integer IDCT, so every machine gets the same bytes.
public enum JPEGReader {
    /// Whether `data` starts as a JPEG does (SOI, then a marker).
    public static func isJPEG(_ data: Data) -> Bool {
        data.count >= 3 && data[data.startIndex] == 0xFF && data[data.startIndex + 1] == 0xD8 && data[data.startIndex + 2] == 0xFF
    }

    /// The width and height of the JPEG in `data`, or why its header cannot be read.
    public static func size(_ data: Data, path: String) -> Result<(width: Int, height: Int), ImageFileError> {
        var width: Int32 = 0, height: Int32 = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = data.withUnsafeBytes { bytes in
            matchcut_jpeg_size(bytes.bindMemory(to: UInt8.self).baseAddress, bytes.count, &width, &height, &message, message.count)
        }
        guard status == 0 else { return .failure(.corruptJPEG(path: path, reason: text(of: message))) }
        guard width > 0, height > 0 else { return .failure(.corruptJPEG(path: path, reason: "it is \(width) × \(height) pixels")) }
        return .success((Int(width), Int(height)))
    }

    /// libjpeg's message in a buffer of C characters, up to its NUL.
    private static func text(of message: [CChar]) -> String {
        String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The size of the JPEG file at `path`, from its header.
    public static func size(atPath path: String) -> (width: Int, height: Int)? {
        guard let data = try? InputFile.read(path, limit: PNGReader.maxFileBytes) else { return nil }
        return try? size(data, path: path).get()
    }

    /// Decodes `data` into rows of `stride` bytes at `pixels`, which holds height × stride
    /// bytes for the size `size(_:)` gave.
    public static func decodeBGRA(_ data: Data, path: String, width: Int, height: Int, stride: Int,
                                  into pixels: UnsafeMutablePointer<UInt8>) -> ImageFileError? {
        var message = [CChar](repeating: 0, count: 256)
        let status = data.withUnsafeBytes { bytes in
            matchcut_jpeg_decode_bgra(bytes.bindMemory(to: UInt8.self).baseAddress, bytes.count, pixels, Int32(width), Int32(height),
                                      Int32(stride), &message, message.count)
        }
        return status == 0 ? nil : .corruptJPEG(path: path, reason: text(of: message))
    }

    /// Decodes the whole file to check it: why it cannot be drawn, or nil.
    public static func problem(_ data: Data, path: String, maxPixels: Int) -> ImageFileError? {
        switch size(data, path: path) {
        case let .failure(error): return error
        case let .success((width, height)):
            guard width <= maxPixels / height else {
                return .imageTooLarge(path: path, width: width, height: height, maxPixels: maxPixels)
            }
            var pixels = [UInt8](repeating: 0, count: width * height * 4)
            return pixels.withUnsafeMutableBufferPointer { decodeBGRA(data, path: path, width: width, height: height, stride: width * 4, into: $0.baseAddress!) }
        }
    }
}
