import CBuildInfo
import Files
import Foundation
import Output
import Render

/// What draws Matchcut's pixels: its version and commit, the versions of the libraries that
/// rasterize, shape and outline text, and the SHA-256 of every pinned font file.
///
/// Two runs with equal fingerprints draw the same bytes for the same scene. Goldens record
/// the fingerprint that drew them, so when a golden fails, the failure can say whether the
/// renderer differs (an environment difference) or only the scene (a UI change).
/// `matchcut --version` prints it; the frame cache is keyed on `digest`.
public struct RendererFingerprint: Sendable, Equatable, Codable {
    public struct Library: Sendable, Equatable, Codable {
        public var name: String
        public var version: String
    }

    public struct FontFile: Sendable, Equatable, Codable {
        public var path: String
        /// Lowercase hex, or `missing` when the file is not there.
        public var sha256: String
    }

    /// One part that differs between two fingerprints.
    public struct Difference: Sendable, Equatable, Codable, CustomStringConvertible {
        /// `matchcut`, `commit`, a library's name, or a font file's name.
        public var part: String
        /// The value in the fingerprint compared against (a golden's), and in this one.
        public var recorded: String
        public var current: String

        /// `cairo 1.18.0 (the golden's: 1.16.0)`; a font shows the start of its hashes.
        public var description: String {
            let short = { (text: String) in text.count == 64 ? String(text.prefix(12)) : text }
            return "\(part) \(short(current)) (the golden's: \(short(recorded)))"
        }
    }

    /// `MatchcutVersion.current`.
    public var matchcut: String
    /// The git commit of the build, 12 hex digits, `-dirty` when the tree had changes;
    /// `unknown` for a build made without `make`.
    public var commit: String
    /// cairo, pixman, pango, harfbuzz, freetype and fontconfig, as loaded (`RenderLibraries`).
    public var libraries: [Library]
    /// Every pinned font file, in `PinnedFonts.files` order.
    public var fonts: [FontFile]

    public init(matchcut: String, commit: String, libraries: [Library], fonts: [FontFile]) {
        self.matchcut = matchcut
        self.commit = commit
        self.libraries = libraries
        self.fonts = fonts
    }

    /// This process's fingerprint, measured once: hashing the fonts reads about 100 MB
    /// (some 0.1 s), so it is only measured when something asks for it, and not at all when
    /// a frame cache has measured it already with its remembered digests (`adopt`).
    public static var current: RendererFingerprint { adoptedLock.withLock { adopted } ?? measured }

    private static let measured = measured { hash(fontAt: $0) }
    private static let adoptedLock = NSLock()
    nonisolated(unsafe) private static var adopted: RendererFingerprint?

    /// Takes `fingerprint` as this process's: one measured with a frame cache's digest memo,
    /// which gives every unchanged file's true SHA-256 (`FileDigestMemo`), so a run from a
    /// warm cache that writes its renderer beside the report reads no font.
    static func adopt(_ fingerprint: RendererFingerprint) {
        adoptedLock.withLock { adopted = fingerprint }
    }

    /// This process's fingerprint with each pinned font's SHA-256 from `fontDigest` (the
    /// frame cache remembers them: `FileDigestMemo`), which must give every file's true one.
    static func measured(fontDigest: (String) -> String) -> RendererFingerprint {
        RendererFingerprint(
            matchcut: MatchcutVersion.current,
            commit: String(cString: mc_build_commit()),
            libraries: RenderLibraries.versions.map { Library(name: $0.name, version: $0.version) },
            fonts: PinnedFonts.files.map { FontFile(path: $0, sha256: fontDigest($0)) })
    }

    /// The SHA-256 of the pinned file `path`, read where this binary reads it
    /// (`PinnedFonts.location`): a bundle's copy has the path of the file it copies.
    static func hash(fontAt path: String) -> String {
        guard let data = try? InputFile.read(PinnedFonts.location(of: path), limit: 1 << 30) else { return "missing" }
        return SHA256.hex(data)
    }

    /// What differs from `recorded`, part by part: the version, the commit, each library,
    /// each font file. Empty when the two are equal.
    public func differences(from recorded: RendererFingerprint) -> [Difference] {
        var found: [Difference] = []
        func compare(_ part: String, _ old: String?, _ new: String?) {
            if old != new { found.append(Difference(part: part, recorded: old ?? "absent", current: new ?? "absent")) }
        }
        compare("matchcut", recorded.matchcut, matchcut)
        compare("commit", recorded.commit, commit)
        for name in Self.names(recorded.libraries.map(\.name), libraries.map(\.name)) {
            compare(name, recorded.libraries.first { $0.name == name }?.version,
                    libraries.first { $0.name == name }?.version)
        }
        for path in Self.names(recorded.fonts.map(\.path), fonts.map(\.path)) {
            compare((path as NSString).lastPathComponent, recorded.fonts.first { $0.path == path }?.sha256,
                    fonts.first { $0.path == path }?.sha256)
        }
        return found
    }

    /// True when `commit` names exactly the code that was built: not `unknown`, not
    /// `-dirty`. A cache keyed on `digest` must not trust a fingerprint that does not.
    public var identifiesBuild: Bool { commit != "unknown" && !commit.hasSuffix("-dirty") }

    /// The differences that change pixels: everything but the commit and the version, which
    /// change with every build while the drawing code may not have.
    public func renderingDifferences(from recorded: RendererFingerprint) -> [Difference] {
        differences(from: recorded).filter { $0.part != "commit" && $0.part != "matchcut" }
    }

    /// The names of both lists, each once, in the order first seen.
    private static func names(_ a: [String], _ b: [String]) -> [String] {
        var seen: Set<String> = []
        return (a + b).filter { seen.insert($0).inserted }
    }

    /// The SHA-256 of the fingerprint's JSON: one string to key a cache on.
    public var digest: String {
        SHA256.hex((try? Self.encoder.encode(self)) ?? Data())
    }

    static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    /// What `matchcut --version` prints: the version line, then one line a part.
    public var description: String {
        var lines = ["matchcut \(matchcut) (commit \(commit))"]
        lines += libraries.map { "\($0.name) \($0.version)" }
        lines += fonts.map { "font \($0.path) sha256:\($0.sha256)" }
        lines.append("fingerprint \(digest)")
        return lines.joined(separator: "\n")
    }
}
