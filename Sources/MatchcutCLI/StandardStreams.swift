import Foundation
import Output

/// Writes text to standard error or output: every line the CLI prints goes through here.
///
/// Control characters other than newline and tab are escaped on the way out
/// (`escapedForTerminal`), so a file or scene name can never colour the terminal, move its
/// cursor or retitle its window, whichever message it reaches.
///
/// `Data(string.utf8)` read past the end of some strings in Swift 6.3's FoundationEssentials
/// (valgrind: an invalid read in `__DataStorage.init(bytes:length:)`, and a crash in release
/// builds), so text is copied into an array of bytes first.
enum StandardStreams {
    static func error(_ text: String) {
        FileHandle.standardError.write(Data(Array(escapedForTerminal(text, keepingNewlines: true).utf8)))
    }

    static func output(_ text: String) {
        FileHandle.standardOutput.write(Data(Array(escapedForTerminal(text, keepingNewlines: true).utf8)))
    }

    /// One line on standard output.
    static func line(_ text: String) {
        output(text + "\n")
    }
}
