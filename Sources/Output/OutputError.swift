/// Everything that can go wrong while writing or reading an output file.
///
/// Errors stay enums until the CLI presents them; `message` is the one place that turns
/// one into text (lowercase, no trailing period, the path quoted).
public enum OutputError: Error, Equatable, Sendable {
    case cannotOpen(path: String, reason: String)
    case cannotWrite(path: String, reason: String)
    case notAPNG(path: String)
    case corruptPNG(path: String, reason: String)
    case compressionFailed(code: Int32)
    case emptyFrame

    public var message: String {
        switch self {
        case .cannotOpen(let path, let reason): "cannot open '\(path)': \(reason)"
        case .cannotWrite(let path, let reason): "cannot write '\(path)': \(reason)"
        case .notAPNG(let path): "'\(path)' is not a PNG file"
        case .corruptPNG(let path, let reason): "cannot decode '\(path)': \(reason)"
        case .compressionFailed(let code): "deflate failed with isa-l code \(code)"
        case .emptyFrame: "cannot encode a frame with no pixels"
        }
    }
}

extension OutputError: CustomStringConvertible {
    public var description: String { message }
}
