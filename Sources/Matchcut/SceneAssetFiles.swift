import Files
import ImageFiles
import Foundation
import Output
import SceneLanguage
import SwiftCore

/// The pipeline's `AssetResolver`: where a scene's `Image("name")` finds its file, and the
/// checks a file passes before any stage decodes it.
///
/// A name resolves, in order, to `<scene folder>/assets/<name>.png`, then
/// `<scene folder>/<name>.png`, then the same in each extra asset root; at each place the
/// `@3x` and `@2x` variants are tried after the plain name. A name may carry `.png` and
/// subfolders. An absolute name, or one whose `..` leaves the scene's folder, is refused
/// unless it lies inside an extra asset root. Links are followed, but the file's real path
/// (realpath) must lie in the scene's folder or a root as well: a link cannot carry a name
/// out of them. A file found must be a regular file (a folder or a FIFO is named as such)
/// and is checked from its 33-byte header (PNGFileHeader): a PNG, of at most `maxSide`
/// pixels a side and `maxPixels` pixels.
public struct SceneAssetFiles: AssetResolver {
    /// The largest image side accepted, in pixels.
    public static let maxSide = 8192
    /// The most pixels accepted: 16 M pixels, 64 MiB decoded as RGBA.
    public static let maxPixels = 16 * 1024 * 1024

    /// The folder of the scene file ("." for a bare file name).
    let sceneFolder: String
    /// The scene folder as a prefix of paths: "" or "folder/".
    let prefix: String
    /// Extra folders images may come from (the CLI's `--asset-root`).
    let roots: [String]

    public init(sceneFile: String, assetRoots: [String] = []) {
        var dir = sceneFile.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        if dir.isEmpty, sceneFile.hasPrefix("/") { dir = "/" }
        self.prefix = dir.isEmpty ? "" : (dir.hasSuffix("/") ? dir : dir + "/")
        self.sceneFolder = dir.isEmpty ? "." : dir
        self.roots = assetRoots
    }

    public func imageFile(named name: String) -> Result<String, AssetProblem> {
        var stem = name
        if stem.hasSuffix(".png") { stem.removeLast(4) }
        guard !stem.isEmpty else { return .failure(.notFound(searched: "assets/.png", suggestion: nil)) }
        var places: [String]
        if stem.hasPrefix("/") {
            places = [stem]
        } else {
            places = [prefix + "assets/" + stem, prefix + stem] + roots.map { ($0.hasSuffix("/") ? $0 : $0 + "/") + stem }
        }
        // The scene's folder, or an extra root, must hold the file: a name that is absolute
        // or whose `..` climbs out of the scene's folder is admitted only by a root.
        let escapes = stem.hasPrefix("/") || Self.climbsOut(stem)
        places = places.filter { place in
            let full = Self.absolute(place)
            return (!escapes && Self.isInside(full, sceneFolder)) || roots.contains { Self.isInside(full, $0) }
        }
        guard !places.isEmpty else { return .failure(.outsideFolder) }
        // Links are followed, but where they lead must stay inside the folders the name may
        // come from: the real paths are compared, before the file is opened.
        let allowed = (escapes ? roots : [sceneFolder] + roots).compactMap(Self.realPath)
        for place in places {
            for candidate in [place + ".png", place + "@3x.png", place + "@2x.png", place + ".jpg", place + ".jpeg"] {
                var info = stat()
                guard stat(candidate, &info) == 0 else { continue }
                guard let real = Self.realPath(candidate), allowed.contains(where: { Self.isInside(real, $0) }) else {
                    return .failure(.linkOutside(path: candidate, target: Self.realPath(candidate) ?? "?"))
                }
                if info.st_mode & S_IFMT != S_IFREG {
                    return .failure(.notAFile(path: candidate, kind: InputFile.FileKind(mode: info.st_mode).rawValue))
                }
                if let problem = Self.problem(withPNGAt: candidate) { return .failure(problem) }
                return .success(candidate)
            }
        }
        let present = Self.names(in: [prefix + "assets", sceneFolder] + roots)
        // Named relative to the scene's folder, as the author thinks of it.
        let searched = stem.hasPrefix("/") ? stem + ".png" : "assets/" + stem + ".png"
        return .failure(.notFound(searched: searched, suggestion: Suggestions.closest(to: stem, in: Set(present).sorted())))
    }

    /// Why the file at `path` is not a usable PNG, from its header alone; nil when it is.
    static func problem(withPNGAt path: String) -> AssetProblem? {
        if path.hasSuffix(".jpg") || path.hasSuffix(".jpeg") || path.hasSuffix(".JPG") {
            let data: Data
            do {
                data = try InputFile.read(path, limit: PNGReader.maxFileBytes)
            } catch let FileError.notAFile(_, kind) {
                return .notAFile(path: path, kind: kind.rawValue)
            } catch {
                return .unreadable(path: path)
            }
            let size: (width: Int, height: Int)
            switch JPEGReader.size(data, path: path) {
            case let .success(found): size = found
            case let .failure(error):
                guard case let .corruptJPEG(_, reason) = error else { return .unreadable(path: path) }
                return .corrupt(.jpegHeader(reason))
            }
            if size.width > maxSide || size.height > maxSide || size.width * size.height > maxPixels {
                return .tooLarge(width: size.width, height: size.height, maxSide: maxSide, maxPixels: maxPixels)
            }
            return nil
        }
        switch PNGFileHeader.read(path) {
        case .failure(.unreadable): return .unreadable(path: path)
        case let .failure(.notAFile(kind)): return .notAFile(path: path, kind: kind.rawValue)
        case .failure(.notAPNG): return .corrupt(SceneAssetFiles.otherFormat(at: path).map { .otherFormat($0) } ?? .notAnImage)
        case .failure(.cutShort): return .corrupt(.headerCutShort)
        case .failure(.checksum): return .corrupt(.headerChecksum)
        case let .failure(.noPixels(w, h)): return .corrupt(.noPixels(width: w, height: h))
        case let .success(header):
            let (width, height) = (header.width, header.height)
            if width > maxSide || height > maxSide || width * height > maxPixels {
                return .tooLarge(width: width, height: height, maxSide: maxSide, maxPixels: maxPixels)
            }
            return nil
        }
    }

    /// `path` with every link resolved (realpath), or nil when it does not exist.
    /// Whether the catalog `catalog` (absolute, or relative to the scene's folder) resolves,
    /// links followed, outside the scene's folder and the asset roots.
    public func catalogIsOutside(_ catalog: String) -> Bool {
        let full = catalog.hasPrefix("/") ? catalog : prefix + catalog
        let resolved = Self.realPath(full) ?? Self.absolute(full)
        let allowed = ([sceneFolder] + roots).map { Self.realPath($0) ?? Self.absolute($0) }
        return !allowed.contains { Self.isInside(resolved, $0) }
    }

    /// `.linkOutside` when `path`, links followed, leads out of the scene's folder and the
    /// asset roots; nil when it stays inside.
    func linkOutside(_ path: String) -> AssetProblem? {
        let allowed = ([sceneFolder] + roots).compactMap(Self.realPath)
        guard let real = Self.realPath(path), allowed.contains(where: { Self.isInside(real, $0) }) else {
            return .linkOutside(path: path, target: Self.realPath(path) ?? "?")
        }
        return nil
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The standardized absolute form of `path`.
    static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    static func isInside(_ path: String, _ folder: String) -> Bool {
        let f = absolute(folder)
        return path == f || path.hasPrefix(f.hasSuffix("/") ? f : f + "/")
    }

    /// Whether a relative name's `..` components climb above its starting folder.
    static func climbsOut(_ name: String) -> Bool {
        var depth = 0
        for part in name.split(separator: "/") {
            if part == ".." { depth -= 1 } else if part != "." { depth += 1 }
            if depth < 0 { return true }
        }
        return false
    }

    /// The PNG names in `folders`, without `.png` and scale suffixes, for "did you mean".
    static func names(in folders: [String]) -> [String] {
        folders.flatMap { folder -> [String] in
            let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            return files.filter { $0.hasSuffix(".png") }.map {
                var n = String($0.dropLast(4))
                if n.hasSuffix("@2x") || n.hasSuffix("@3x") { n.removeLast(3) }
                return n
            }
        }
    }

    /// The image format a file's signature names, for one that is neither PNG nor JPEG.
    static func otherFormat(at path: String) -> String? {
        guard let opened = try? InputFile.open(path, limit: Int.max) else { return nil }
        let b = opened.prefix(12)
        func ascii(_ range: Range<Int>) -> String { b.count >= range.upperBound ? String(decoding: b[range], as: UTF8.self) : "" }
        if ascii(0..<4) == "RIFF", ascii(8..<12) == "WEBP" { return "WebP" }
        if ascii(0..<4) == "GIF8" { return "GIF" }
        if ascii(4..<8) == "ftyp" { return ["heic", "heix", "mif1", "msf1"].contains(ascii(8..<12)) ? "HEIC" : ascii(8..<12) == "avif" ? "AVIF" : nil }
        if ascii(0..<2) == "BM" { return "BMP" }
        if b.starts(with: [0x49, 0x49, 0x2A, 0x00]) || b.starts(with: [0x4D, 0x4D, 0x00, 0x2A]) { return "TIFF" }
        // An image set's vector art ("Preserve Vector Data"): Matchcut has no PDF or SVG rasterizer.
        if ascii(0..<4) == "%PDF" { return "PDF (vector)" }
        if ascii(0..<4) == "<svg" || (ascii(0..<5) == "<?xml" && path.lowercased().hasSuffix(".svg")) { return "SVG (vector)" }
        return nil
    }
}
