import Files
import Foundation
import Matchcut
import Synchronization

/// Writes text to standard error or output: every line the CLI prints goes through here.
///
/// Each write goes straight to the file descriptor, unbuffered, so lines keep their order
/// in a pipe (a FAIL line before the error that counts it). While a progress bar is shown
/// on the terminal (a line redrawn in place after `\r`), any other text first clears it, so
/// the two never run into each other; the bar is drawn again at its next update.
///
/// Control characters other than newline and tab are escaped on the way out
/// (`escapedForTerminal`), so a file or scene name can never colour the terminal, move its
/// cursor or retitle its window, whichever message it reaches.
///
/// `Data(string.utf8)` read past the end of some strings in Swift 6.3's FoundationEssentials
/// (valgrind: an invalid read in `__DataStorage.init(bytes:length:)`, and a crash in release
/// builds), so text is copied into an array of bytes first.
///
/// A write that fails (a full disk behind a redirection, a closed descriptor) never traps:
/// the first failure is remembered, later output to that stream is dropped, and the command
/// ends with exit status 1 and a message on whichever stream still works (`finish`).
enum StandardStreams {
    /// Whether the last thing written to standard error is a progress bar without its newline.
    private static let barShown = Mutex(false)
    /// The first failed write of each stream: its name and the reason.
    private static let failures = Mutex<[Int32: String]>([:])

    static func error(_ text: String) {
        write(escapedForTerminal(text, keepingNewlines: true), to: 2)
    }

    static func output(_ text: String) {
        write(escapedForTerminal(text, keepingNewlines: true), to: 1)
    }

    /// Bytes as they are (JSON, a PNG) on standard output.
    static func raw(_ data: Data) {
        barShown.withLock { shown in
            clearBar(&shown)
            send(data, to: 1)
        }
    }

    /// A progress bar's redraw (`\r[####----] …`, cursor control kept), or its last line.
    static func progress(_ text: String) {
        barShown.withLock { shown in
            send(Data(Array(text.utf8)), to: 2)
            shown = text.hasPrefix("\r") && !text.hasSuffix("\n")
        }
    }

    private static func write(_ text: String, to fd: Int32) {
        barShown.withLock { shown in
            clearBar(&shown)
            send(Data(Array(text.utf8)), to: fd)
        }
    }

    private static func clearBar(_ shown: inout Bool) {
        if shown {
            send(Data(Array("\r\u{1B}[K".utf8)), to: 2)
            shown = false
        }
    }

    /// Writes unless the stream already failed; remembers the first failure.
    private static func send(_ data: Data, to fd: Int32) {
        guard failures.withLock({ $0[fd] == nil }) else { return }
        if let code = DescriptorWrite.all(data, to: fd) {
            let reason = String(cString: strerror(code))
            failures.withLock { $0[fd] = reason }
        }
    }

    /// The command's exit status, once every write is done: 1 in place of 0 when a write to
    /// standard output or error failed, with a message on standard error if it still works.
    static func finish(_ status: Int32) -> Int32 {
        let failed = failures.withLock { $0 }
        guard !failed.isEmpty else { return status }
        for (fd, reason) in failed.sorted(by: { $0.key < $1.key }) where failed[2] == nil {
            let name = fd == 1 ? "standard output" : "standard error"
            _ = DescriptorWrite.all(Data(Array("Error: cannot write to \(name): \(reason)\n".utf8)), to: 2)
        }
        return status == 0 ? 1 : status
    }

    /// One line on standard output.
    static func line(_ text: String) {
        output(text + "\n")
    }
}
