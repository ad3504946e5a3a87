/// An error that carries its own text: Matchcut's errors in Matchcut's words.
public protocol DescribedError: Error {
    /// Lowercase, no trailing period, paths quoted.
    var message: String { get }
}

/// Everything that can go wrong while reading an input file or writing a file Matchcut owns.
///
/// Errors stay enums until the CLI presents them; `message` is the one place that turns
/// one into text (lowercase, no trailing period, the path quoted).
public enum FileError: DescribedError, Equatable, Sendable {
    case cannotOpen(path: String, reason: String)
    /// A folder, FIFO, socket or device where a file was expected.
    case notAFile(path: String, kind: InputFile.FileKind)
    /// A symbolic link where the file itself must be.
    case linkNotAllowed(path: String)
    case fileTooLarge(path: String, size: Int, limit: Int)
    case cannotWrite(path: String, reason: String)
    /// A device, FIFO, socket, folder or link where a file is to be written: never replaced.
    case notReplaceable(path: String, kind: InputFile.FileKind)

    public var message: String {
        switch self {
        case .cannotOpen(let path, let reason): "cannot open \(quoted(path)): \(reason)"
        case let .notAFile(path, kind): "\(quoted(path)) is a \(kind.rawValue), not a file"
        case .linkNotAllowed(let path): "\(quoted(path)) is a symbolic link; it must be the file itself"
        case let .fileTooLarge(path, size, limit):
            "\(quoted(path)) is \(ByteCount(size)); the limit is \(ByteCount(limit))"
        case .cannotWrite(let path, let reason): "cannot write \(quoted(path)): \(reason)"
        case let .notReplaceable(path, kind):
            "will not write \(quoted(path)): it is a \(kind.rawValue), and Matchcut writes only where there is nothing or a regular file"
        }
    }

    /// What to do about it, when there is something to do.
    public var hint: String? {
        switch self {
        case .notReplaceable: "name a new file, or '-' (standard output) where a command writes one file"
        default: nil
        }
    }

    /// The file the error is about.
    public var path: String {
        switch self {
        case let .cannotOpen(path, _), let .notAFile(path, _), let .linkNotAllowed(path), let .fileTooLarge(path, _, _),
             let .cannotWrite(path, _), let .notReplaceable(path, _): path
        }
    }
}

extension FileError: CustomStringConvertible {
    public var description: String { message }
}
