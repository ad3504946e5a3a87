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
enum StandardStreams {
    /// Whether the last thing written to standard error is a progress bar without its newline.
    private static let barShown = Mutex(false)

    static func error(_ text: String) {
        write(escapedForTerminal(text, keepingNewlines: true), to: .standardError)
    }

    static func output(_ text: String) {
        write(escapedForTerminal(text, keepingNewlines: true), to: .standardOutput)
    }

    /// A progress bar's redraw (`\r[####----] …`, cursor control kept), or its last line.
    static func progress(_ text: String) {
        barShown.withLock { shown in
            FileHandle.standardError.write(Data(Array(text.utf8)))
            shown = text.hasPrefix("\r") && !text.hasSuffix("\n")
        }
    }

    private static func write(_ text: String, to handle: FileHandle) {
        barShown.withLock { shown in
            if shown {
                FileHandle.standardError.write(Data(Array("\r\u{1B}[K".utf8)))
                shown = false
            }
            handle.write(Data(Array(text.utf8)))
        }
    }

    /// One line on standard output.
    static func line(_ text: String) {
        output(text + "\n")
    }
}
