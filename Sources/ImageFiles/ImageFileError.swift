import Files

/// Everything that can go wrong while reading an image file's pixels. (Opening and reading
/// the file itself is `FileError`'s.)
///
/// Errors stay enums until the CLI presents them; `message` is the one place that turns
/// one into text (lowercase, no trailing period, the path quoted).
public enum ImageFileError: DescribedError, Equatable, Sendable {
    case notAPNG(path: String)
    case corruptPNG(path: String, reason: String)
    /// libjpeg-turbo could not read a JPEG: its own words.
    case corruptJPEG(path: String, reason: String)
    case imageTooLarge(path: String, width: Int, height: Int, maxPixels: Int)

    public var message: String {
        switch self {
        case .notAPNG(let path): "\(quoted(path)) is not a PNG file"
        case .corruptPNG(let path, let reason): "cannot decode \(quoted(path)): \(reason)"
        case .corruptJPEG(let path, let reason): "cannot decode the JPEG \(quoted(path)): \(reason)"
        case let .imageTooLarge(path, width, height, maxPixels):
            "\(quoted(path)) is \(width) × \(height) pixels; the limit is \(maxPixels) pixels"
        }
    }

    /// Nothing to add: whoever reads the image names what it was for, and says what to do.
    public var hint: String? { nil }
}

extension ImageFileError: CustomStringConvertible {
    public var description: String { message }
}
