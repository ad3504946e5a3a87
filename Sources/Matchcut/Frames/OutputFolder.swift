import Files
import Foundation
import Output

/// Creating output folders.
enum OutputFolder {
    /// Creates `path` and any missing parents.
    static func create(_ path: String) throws {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw MatchcutError.io(path: path, reason: SystemErrorText.reason(error))
        }
    }
}
