import Files
import ImageFiles
import Output

extension MatchcutError {
    /// An output error as the CLI shows it.
    init(_ error: OutputError) {
        self = .render(reason: error.message, hint: error.hint)
    }

    /// An image that cannot be read, as the CLI shows it.
    init(_ error: ImageFileError) {
        self = .render(reason: error.message, hint: error.hint)
    }

    /// A file error as the CLI shows it.
    init(_ error: FileError) {
        self = .render(reason: error.message, hint: error.hint)
    }
}

/// Runs `body`, turning an OutputError, an ImageFileError or a FileError into the MatchcutError the CLI presents.
func wrapOutputErrors<T>(_ body: () throws -> T) throws -> T {
    do {
        return try body()
    } catch OutputError.stopped where Interrupt.requested {
        throw MatchcutError.interrupted
    } catch let error as OutputError {
        throw MatchcutError(error)
    } catch let error as ImageFileError {
        throw MatchcutError(error)
    } catch let error as FileError {
        throw MatchcutError(error)
    }
}
