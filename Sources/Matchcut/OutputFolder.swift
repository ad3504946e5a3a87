import Foundation

/// Swaps a freshly rendered folder into place.
enum OutputFolder {
    /// Replaces `destination` with `staging`: the old folder is moved aside, the new one
    /// renamed in, and the old one deleted. Renames within one parent folder are atomic, so a
    /// reader sees the old folder or the new one, never a mix.
    static func replace(_ destination: String, with staging: String) throws {
        let fm = FileManager.default
        let aside = destination + ".old-\(getpid())"
        let hadOld = fm.fileExists(atPath: destination)
        do {
            if hadOld { try fm.moveItem(atPath: destination, toPath: aside) }
            try fm.moveItem(atPath: staging, toPath: destination)
        } catch {
            if hadOld, !fm.fileExists(atPath: destination) { try? fm.moveItem(atPath: aside, toPath: destination) }
            throw MatchcutError.io(path: destination, reason: error.localizedDescription)
        }
        if hadOld { try? fm.removeItem(atPath: aside) }
    }
}
