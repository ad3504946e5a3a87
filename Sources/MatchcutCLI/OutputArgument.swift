import Files
import Foundation
import Matchcut

/// The file `-o` names for a command that writes one file (`trace -o`, `diff -o`).
///
/// `-` is standard output. `/dev/stdout`, `/dev/stderr` and `/dev/fd/N` are written to as
/// streams, never renamed over. Anything else is written atomically (`AtomicFile`), and only
/// where there is nothing or a regular file: a device, FIFO, socket, folder or link is
/// refused, and so is a file the command reads (`inputs`).
enum OutputArgument {
    /// `what` names the file in a hint: "the diff image", "the trace".
    static func write(_ data: Data, to output: String, option: String = "-o", what: String,
                      inputs: [(role: String, path: String)]) throws {
        if let fd = DescriptorWrite.stream(named: output) {
            guard fcntl(fd, F_GETFD) != -1 else {
                throw MatchcutError.invalidInput(message: "'\(option) \(escapedForTerminal(output))' names no open file descriptor",
                                                 hint: "use '-' for standard output")
            }
            if let code = DescriptorWrite.all(data, to: fd) {
                let name = fd == 1 ? "standard output" : fd == 2 ? "standard error" : "file descriptor \(fd)"
                throw MatchcutError.render(reason: "cannot write to \(name): \(String(cString: strerror(code)))", hint: nil)
            }
            return
        }
        try check(output, option: option, what: what, inputs: inputs)
        do {
            try AtomicFile.write(data, to: output)
        } catch FileError.cannotWrite(let path, let reason) {
            throw MatchcutError.io(path: path, reason: reason)
        } catch let error as FileError {
            throw refusal(error, option: option, output: output) ?? MatchcutError.io(path: output, reason: error.message)
        }
    }

    /// Throws when `output` is not a place this command may write a file.
    static func check(_ output: String, option: String = "-o", what: String,
                      inputs: [(role: String, path: String)]) throws {
        if DescriptorWrite.stream(named: output) != nil { return }
        do {
            try AtomicFile.checkTarget(output)
        } catch let error as FileError {
            if let refused = refusal(error, option: option, output: output) { throw refused }
            throw error
        }
        var target = stat()
        guard stat(output, &target) == 0 else { return }
        for input in inputs {
            var info = stat()
            if stat(input.path, &info) == 0, info.st_dev == target.st_dev, info.st_ino == target.st_ino {
                throw MatchcutError.invalidInput(
                    message: "'\(option) \(escapedForTerminal(output))' would overwrite the \(input.role) \(quoted(input.path))",
                    hint: "write \(what) somewhere else")
            }
        }
    }

    static func refusal(_ error: FileError, option: String, output: String) -> MatchcutError? {
        guard case let .notReplaceable(_, kind) = error else { return nil }
        return MatchcutError.invalidInput(
            message: "'\(option) \(escapedForTerminal(output))' is a \(kind.rawValue); Matchcut writes a file only where there "
                + "is nothing or a regular file, and never replaces anything else",
            hint: "name a new file, or '-' for standard output")
    }
}
