import Foundation

/// Writes text to standard error or output.
///
/// `Data(string.utf8)` read past the end of some strings in Swift 6.3's FoundationEssentials
/// (valgrind: an invalid read in `__DataStorage.init(bytes:length:)`, and a crash in release
/// builds), so text is copied into an array of bytes first.
enum StandardStreams {
    static func error(_ text: String) {
        FileHandle.standardError.write(Data(Array(text.utf8)))
    }

    static func output(_ text: String) {
        FileHandle.standardOutput.write(Data(Array(text.utf8)))
    }
}
