import Files
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

    /// An entry found and verified: its bytes, whose size and SHA-256 are those its sidecar
    /// stored. Nothing is placed from an entry that was not read whole and checked.
    struct Entry {
        var path: String
        var data: Data
        var sha256: String
        var size: Int { data.count }
    }

    /// The largest entry read back: a video of a long scene at 3x stays far below it.
    static let entryLimit = 2 << 30

    let location: Location
    /// What drew the pixels (RendererFingerprint.digest, or the binary's own hash for a build
    /// that no commit identifies): part of every key.
    let renderer: String
    private let root: String

    /// Opens the cache at `location`; throws when its folder cannot be used (see `usable`).
    public init(_ location: Location) throws {
        self.location = location
        root = location.folder + "/v1"
        if let problem = CacheOwnership.prepare(folder: location.folder) {
            throw MatchcutError.io(path: location.folder, reason: "the frame cache cannot be used: " + problem)
        }
        renderer = location.renderer ?? FrameCache.currentRenderer(memo: FileDigestMemo(path: root + "/file-digests.tsv"))
    }

    /// `location` when its cache can be used (made, or adopted and tagged, by
    /// `CacheOwnership`), else nil and a warning saying why and that the run goes on without
    /// it: the cache only saves time, so a cache that cannot be used fails nothing.
    public static func usable(_ location: Location?) -> (location: Location?, warning: String?) {
        guard let location else { return (nil, nil) }
        guard let problem = CacheOwnership.prepare(folder: location.folder) else { return (location, nil) }
        return (nil, "warning: the frame cache in \(quoted(location.folder)) cannot be used: \(problem); "
                    + "this run draws every frame without it\n"
                    + "hint: name a folder of its own with --cache <dir>, or pass --no-cache")
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
        let fonts = memo.digests(of: PinnedFonts.files.map(PinnedFonts.location))
        let fingerprint = RendererFingerprint.measured { fonts[PinnedFonts.location(of: $0)] ?? "missing" }
        RendererFingerprint.adopt(fingerprint)
        if fingerprint.identifiesBuild { return fingerprint.digest }
        let executable = PinnedFonts.executablePath() ?? "/proc/self/exe"
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

    /// The entry under `key`, read whole, or nil. An entry is used only when it is a regular
    /// file (never a link, FIFO or device), its sidecar a regular file holding a SHA-256, and
    /// its bytes hash to that digest. Anything else there (a restored CI cache can hold
    /// anything) is a miss: it is removed, and the frame is drawn and stored again.
    func lookup(_ key: String, extension ext: String = "png") -> Entry? {
        let path = entryPath(key, ext)
        var info = stat()
        guard shardIsFolder(key), lstat(path, &info) == 0 else { return nil }
        guard let sidecar = try? InputFile.read(path + ".sha256", limit: 64, links: .refuse),
              let sha = String(data: sidecar, encoding: .utf8), Self.isDigest(sha),
              let data = try? InputFile.read(path, limit: Self.entryLimit, links: .refuse), SHA256.hex(data) == sha else {
            unlink(path)
            unlink(path + ".sha256")
            return nil
        }
        utimensat(AT_FDCWD, path, nil, AT_SYMLINK_NOFOLLOW)  // used now: the last to be trimmed
        return Entry(path: path, data: data, sha256: sha)
    }

    /// The bytes kept under `key`, checked against their digest; nil when there is no such
    /// entry or its bytes are not what was stored. For small entries.
    func contents(_ key: String, extension ext: String) -> Data? {
        lookup(key, extension: ext)?.data
    }

    /// An entry's bytes, which `lookup` checked against their digest.
    func contents(of entry: Entry) -> Data? {
        entry.data
    }

    /// Keeps `data` under `key`. A failure to store is no failure of the render.
    func store(_ data: Data, sha256: String, key: String, extension ext: String = "png") {
        let path = entryPath(key, ext)
        // A link (or file) in place of the shard folder is removed, never written through.
        if !shardIsFolder(key) { unlink(parentPath(path)) }
        guard (try? OutputFolder.create(parentPath(path))) != nil, shardIsFolder(key) else { return }
        // The digest first: an entry counts once its file is renamed in, and then has one.
        guard put(Data(sha256.utf8), at: path + ".sha256") else { return }
        _ = put(data, at: path)
    }

    /// Stores a copy of the file at `source` (a frame or video just written) under `key`.
    /// Never a link: an output file edited in place must not change the cache.
    func store(fileAt source: String, sha256: String, key: String, extension ext: String = "png") {
        guard let data = try? InputFile.read(source, limit: Self.entryLimit, links: .refuse), SHA256.hex(data) == sha256 else { return }
        store(data, sha256: sha256, key: key, extension: ext)
    }

    /// Writes a verified entry's bytes at `target`: a copy of its own, so that the output and
    /// the cache never share a file.
    func place(_ entry: Entry, at target: String) throws {
        try wrapOutputErrors { try RawFile.write(entry.data, to: target) }
    }

    /// Removes the least recently used entries until the cache is within its size limit.
    ///
    /// Only what the cache writes is counted or removed: a shard folder named by two hex
    /// digits that is a folder (a link is never followed), holding regular files named
    /// `<key>.<extension>` whose key starts with those digits, and their sidecars.
    public func trim() {
        var entries: [(path: String, size: Int, used: timespec)] = []
        for shard in (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? [] where Self.isShardName(shard) {
            let folder = root + "/" + shard
            var info = stat()
            guard lstat(folder, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { continue }
            for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            where Self.isEntryName(name, shard: shard) {
                let path = folder + "/" + name
                guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
                entries.append((path, Int(info.st_size), info.st_mtim))
            }
        }
        var total = entries.reduce(0) { $0 + $1.size }
        guard total > location.sizeLimit else { return }
        let oldestFirst = entries.sorted { ($0.used.tv_sec, $0.used.tv_nsec, $0.path) < ($1.used.tv_sec, $1.used.tv_nsec, $1.path) }
        for entry in oldestFirst where total > location.sizeLimit {
            unlink(entry.path)
            unlink(entry.path + ".sha256")
            total -= entry.size
        }
    }

    /// 64 lowercase hex digits: a SHA-256 as the cache writes it.
    static func isDigest(_ text: String) -> Bool {
        text.utf8.count == 64 && text.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }

    static func isShardName(_ name: String) -> Bool {
        name.utf8.count == 2 && isDigest(String(repeating: name, count: 32))
    }

    /// `<key>.<extension>` (not a sidecar) with a key in `shard`.
    static func isEntryName(_ name: String, shard: String) -> Bool {
        guard !name.hasSuffix(".sha256"), let dot = name.firstIndex(of: ".") else { return false }
        let key = String(name[..<dot]), ext = name[name.index(after: dot)...]
        return isDigest(key) && key.hasPrefix(shard) && !ext.isEmpty
            && ext.utf8.allSatisfy { (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) || $0 == 0x2E }
    }

    /// Whether `key`'s shard folder is a folder itself, not a link to one.
    private func shardIsFolder(_ key: String) -> Bool {
        var info = stat()
        return lstat(root + "/" + key.prefix(2), &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
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
