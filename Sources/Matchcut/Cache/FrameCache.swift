import Drawing
import Foundation
import Output
import Render

/// Encoded frames and videos kept across runs, addressed by what decides their bytes.
///
/// A frame's key is the SHA-256 of the renderer's fingerprint, the scale, the PNG
/// compression, the display list's `Codable` encoding (`KeyEncoder`) and the contents of every image the
/// list draws; a video's key is that of its encoding settings and of every frame's key, in
/// order. Equal keys mean equal bytes, so a hit is used as it is; anything that could change
/// a byte changes the key (a different encoding of the same list is only a miss).
///
/// Entries are `v1/<2 hex>/<key>.png` (or `.<format>`) with `<key>.sha256` beside it, the
/// digest the manifest lists. Each is written to a temporary file and renamed into place, so
/// processes sharing the cache never see half an entry, and two that store one key store the
/// same bytes. A hit touches the entry; `trim` removes the least recently used entries until
/// the cache holds at most `sizeLimit` bytes.
public final class FrameCache: @unchecked Sendable {
    /// Where the cache lives and how large it may grow: what `--cache`, `--cache-size` and
    /// `--no-cache` choose.
    public struct Location: Sendable, Equatable {
        public var folder: String
        public var sizeLimit: Int
        /// Stands for the renderer in every key; nil is this build's (`currentRenderer`).
        /// Tests give another to see that a changed fingerprint misses.
        public var renderer: String?
        /// Also keep, as PNG, every frame a render draws only for its videos (no PNG frames
        /// asked for), so that a later render whose video changed decodes the frames that did
        /// not instead of drawing them. `render --watch` sets it; a plain video render does
        /// not pay for the encoding.
        public var keepsVideoFrames: Bool

        public init(folder: String, sizeLimit: Int = Location.defaultSizeLimit, renderer: String? = nil,
                    keepsVideoFrames: Bool = false) {
            self.folder = folder
            self.sizeLimit = sizeLimit
            self.renderer = renderer
            self.keepsVideoFrames = keepsVideoFrames
        }

        /// 4 GiB: some seven renders of all six scenes at 3x.
        public static let defaultSizeLimit = 4 << 30

        /// `$XDG_CACHE_HOME/matchcut`, else `~/.cache/matchcut`.
        public static var defaultFolder: String {
            let environment = ProcessInfo.processInfo.environment
            if let base = environment["XDG_CACHE_HOME"], base.hasPrefix("/") { return base + "/matchcut" }
            return (environment["HOME"] ?? NSHomeDirectory()) + "/.cache/matchcut"
        }
    }

    /// An entry found: the file to place, its size and the SHA-256 of its bytes.
    struct Entry {
        var path: String
        var size: Int
        var sha256: String
    }

    let location: Location
    /// What drew the pixels (RendererFingerprint.digest, or the binary's own hash for a build
    /// that no commit identifies): part of every key.
    let renderer: String
    private let root: String

    public init(_ location: Location) throws {
        self.location = location
        root = location.folder + "/v1"
        try OutputFolder.create(root + "/tmp")
        renderer = location.renderer ?? FrameCache.currentRenderer(memo: FileDigestMemo(path: root + "/file-digests.tsv"))
    }

    /// The fingerprint's digest when it names a commit; otherwise that digest with the
    /// SHA-256 of this executable, since an uncommitted or unstamped build can draw anything.
    /// Worked out once a process (`renderer(memo:)`).
    static func currentRenderer(memo: FileDigestMemo) -> String {
        rendererLock.withLock {
            if let knownRenderer { return knownRenderer }
            let renderer = renderer(memo: memo)
            knownRenderer = renderer
            return renderer
        }
    }

    private static let rendererLock = NSLock()
    nonisolated(unsafe) private static var knownRenderer: String?

    /// `currentRenderer`, with the fonts' and the executable's digests taken from `memo`
    /// where those files are unchanged: `RendererFingerprint.current` reads every font,
    /// some 100 MB, which would be most of a run from a warm cache.
    static func renderer(memo: FileDigestMemo) -> String {
        let fonts = memo.digests(of: PinnedFonts.files)
        let fingerprint = RendererFingerprint.measured { fonts[$0] ?? "missing" }
        if fingerprint.identifiesBuild { return fingerprint.digest }
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
        let binary = memo.digests(of: [executable])[executable].flatMap { $0 == "missing" ? nil : $0 }
        return fingerprint.digest + "+" + (binary ?? UUID().uuidString)
    }

    /// The key of a frame drawn from `list` at `scale`, encoded with `compression`;
    /// `images` maps each image file to the SHA-256 of its contents.
    func frameKey(_ list: DisplayList, scale: Double, compression: PNGCompression,
                  images: [String: String]) -> String {
        var text = "frame\n\(renderer)\n\(scale.bitPattern)\n\(compression.rawValue)\n"
        for path in Self.imagePaths(in: list.items) { text += path + " " + (images[path] ?? "missing") + "\n" }
        var bytes = Array(text.utf8)
        bytes += (try? KeyEncoder.encode(list)) ?? Array(UUID().uuidString.utf8)
        return SHA256.hex(bytes)
    }

    /// The key of a video made of the frames with `frameKeys`, with ffmpeg's `arguments`.
    func videoKey(frameKeys: [String], arguments: [String]) -> String {
        SHA256.hex(Array((["video", renderer] + arguments + frameKeys).joined(separator: "\n").utf8))
    }

    func lookup(_ key: String, extension ext: String = "png") -> Entry? {
        let path = entryPath(key, ext)
        var info = stat()
        guard let sha = try? String(contentsOfFile: path + ".sha256", encoding: .utf8), sha.count == 64,
              stat(path, &info) == 0 else { return nil }
        utimensat(AT_FDCWD, path, nil, 0)  // used now: the last to be trimmed
        return Entry(path: path, size: Int(info.st_size), sha256: sha)
    }

    /// The bytes kept under `key`, read whole and checked against their digest; nil when
    /// there is no such entry or its bytes are not what was stored. For small entries.
    func contents(_ key: String, extension ext: String) -> Data? {
        lookup(key, extension: ext).flatMap(contents(of:))
    }

    /// An entry's bytes, read whole; nil unless their SHA-256 is the one stored beside them.
    func contents(of entry: Entry) -> Data? {
        guard let data = FileManager.default.contents(atPath: entry.path), SHA256.hex(data) == entry.sha256 else { return nil }
        return data
    }

    /// Keeps `data` under `key`. A failure to store is no failure of the render.
    func store(_ data: Data, sha256: String, key: String, extension ext: String = "png") {
        let path = entryPath(key, ext)
        guard (try? OutputFolder.create((path as NSString).deletingLastPathComponent)) != nil else { return }
        // The digest first: an entry counts once its file is renamed in, and then has one.
        guard put(Data(sha256.utf8), at: path + ".sha256") else { return }
        _ = put(data, at: path)
    }

    /// Stores the file at `source` (a frame or video just written, never written again)
    /// under `key`: linked when it can be, else copied.
    func store(fileAt source: String, sha256: String, key: String, extension ext: String = "png") {
        let path = entryPath(key, ext)
        guard (try? OutputFolder.create((path as NSString).deletingLastPathComponent)) != nil,
              put(Data(sha256.utf8), at: path + ".sha256") else { return }
        let temporary = root + "/tmp/\(getpid())-\(UUID().uuidString)"
        if link(source, temporary) == 0 {
            if rename(temporary, path) != 0 { unlink(temporary) }
        } else if let data = FileManager.default.contents(atPath: source) {
            _ = put(data, at: path)
        }
    }

    /// Puts an entry's file at `target`: a hard link when both are on one file system (the
    /// cache's files are never written again once in place), else a copy.
    func place(_ entry: Entry, at target: String) throws {
        if link(entry.path, target) == 0 { return }
        guard let data = FileManager.default.contents(atPath: entry.path) else {
            throw MatchcutError.io(path: entry.path, reason: "a cached frame could not be read")
        }
        try wrapOutputErrors { try RawFile.write(data, to: target) }
    }

    /// Removes the least recently used entries until the cache is within its size limit.
    public func trim() {
        let fm = FileManager.default
        var entries: [(path: String, size: Int, used: Date)] = []
        for shard in (try? fm.contentsOfDirectory(atPath: root)) ?? [] where shard != "tmp" {
            let folder = root + "/" + shard
            for name in (try? fm.contentsOfDirectory(atPath: folder)) ?? [] where !name.hasSuffix(".sha256") {
                let path = folder + "/" + name
                guard let attributes = try? fm.attributesOfItem(atPath: path) else { continue }
                entries.append((path, (attributes[.size] as? Int) ?? 0,
                                (attributes[.modificationDate] as? Date) ?? .distantPast))
            }
        }
        var total = entries.reduce(0) { $0 + $1.size }
        guard total > location.sizeLimit else { return }
        for entry in entries.sorted(by: { $0.used < $1.used }) where total > location.sizeLimit {
            unlink(entry.path)
            unlink(entry.path + ".sha256")
            total -= entry.size
        }
    }

    private func entryPath(_ key: String, _ ext: String) -> String {
        root + "/" + key.prefix(2) + "/" + key + "." + ext
    }

    /// Writes `data` to a temporary file of this process and renames it to `path`.
    private func put(_ data: Data, at path: String) -> Bool {
        let temporary = root + "/tmp/\(getpid())-\(UUID().uuidString)"
        guard (try? RawFile.write(data, to: temporary)) != nil else { return false }
        guard rename(temporary, path) == 0 else {
            unlink(temporary)
            return false
        }
        return true
    }

    /// The image files `items` draw, groups included, in order.
    static func imagePaths(in items: [DisplayItem]) -> [String] {
        items.flatMap { item -> [String] in
            switch item.content {
            case .image(let image): [image.path]
            case .group(let children, _): imagePaths(in: children)
            default: []
            }
        }
    }
}
