import Files
import Foundation
import Output

/// A file Matchcut wrote, as the manifest lists it: its name in the scene folder, its size
/// in bytes and its SHA-256.
public struct OutputFile: Codable, Sendable, Equatable {
    public var name: String
    public var size: Int
    public var sha256: String

    public init(name: String, size: Int, sha256: String) {
        self.name = name
        self.size = size
        self.sha256 = sha256
    }

    /// Reads the file at `path` to measure and hash it.
    public init(path: String) throws {
        // A file Matchcut wrote: a regular file, never a link, at most a 4 GiB video.
        guard let data = try? InputFile.read(path, limit: 1 << 32, links: .refuse) else {
            throw MatchcutError.io(path: path, reason: "the file could not be read back")
        }
        self.init(name: URL(fileURLWithPath: path).lastPathComponent, size: data.count, sha256: SHA256.hex(data))
    }
}
