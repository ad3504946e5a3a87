import Foundation
import ViewTree

/// Where `Image("name")` finds its file, and the checks a file passes before any stage
/// decodes it.
///
/// A name resolves, in order, to `<scene folder>/assets/<name>.png`, then
/// `<scene folder>/<name>.png`, then the same in each extra asset root; at each place the
/// `@3x` and `@2x` variants are tried after the plain name. A name may carry `.png` and
/// subfolders. An absolute name, or one whose `..` leaves the scene's folder, is refused
/// unless it lies inside an extra asset root (`SceneCompiler.Options.assetRoots`).
enum Assets {
    /// The largest image side accepted, in pixels.
    static let maxSide = 8192
    /// The most pixels accepted: 16 M pixels, 64 MiB decoded as RGBA.
    static let maxPixels = 16 * 1024 * 1024

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Why a file is not a usable PNG, from its first 33 bytes: signature, then the IHDR
    /// chunk (length 13, type, width, height, …, CRC). nil when the header is sound and
    /// within the limits. Nothing is decoded.
    static func problem(withPNGAt path: String, name: String) -> Message? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return .assetUnreadable(name: name, path: path) }
        defer { try? handle.close() }
        let bytes = [UInt8]((try? handle.read(upToCount: 33)) ?? Data())
        guard bytes.count >= 8, Array(bytes[0..<8]) == signature else { return .assetCorrupt(name: name, reason: "it is not a PNG file") }
        guard bytes.count == 33, Array(bytes[12..<16]) == Array("IHDR".utf8), be32(bytes, 8) == 13 else {
            return .assetCorrupt(name: name, reason: "its header is missing or cut short")
        }
        guard crc32(bytes[12..<29]) == be32(bytes, 29) else { return .assetCorrupt(name: name, reason: "its header's checksum is wrong") }
        let width = Int(be32(bytes, 16)), height = Int(be32(bytes, 20))
        guard width > 0, height > 0 else { return .assetCorrupt(name: name, reason: "it is \(width) × \(height) pixels") }
        if width > maxSide || height > maxSide || width * height > maxPixels {
            return .assetTooLarge(name: name, width: width, height: height, maxSide: maxSide, maxPixels: maxPixels)
        }
        return nil
    }

    private static func be32(_ b: [UInt8], _ i: Int) -> UInt32 {
        UInt32(b[i]) << 24 | UInt32(b[i + 1]) << 16 | UInt32(b[i + 2]) << 8 | UInt32(b[i + 3])
    }

    /// CRC-32 as PNG defines it (ISO 3309, reflected polynomial 0xEDB88320).
    static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return crc ^ 0xFFFF_FFFF
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
}

extension Interpreter {
    /// The file `Image(name)` draws, or an error at the Image's location.
    func assetPath(_ name: String, at location: SourceLocation) throws -> String {
        var dir = file.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        if dir.isEmpty, file.hasPrefix("/") { dir = "/" }
        let prefix = dir.isEmpty ? "" : (dir.hasSuffix("/") ? dir : dir + "/")
        guard options.checksAssets else { return prefix + "assets/" + name + ".png" }
        if let cached = assetCache[name] {
            switch cached {
            case let .success(path): return path
            case let .failure(error): throw EvalError(error.message, at: location)
            }
        }
        do {
            let path = try resolveAsset(name, sceneFolder: dir.isEmpty ? "." : dir, prefix: prefix)
            assetCache[name] = .success(path)
            return path
        } catch let error as AssetError {
            assetCache[name] = .failure(error)
            throw EvalError(error.message, at: location)
        }
    }

    private func resolveAsset(_ name: String, sceneFolder: String, prefix: String) throws -> String {
        var stem = name
        if stem.hasSuffix(".png") { stem.removeLast(4) }
        guard !stem.isEmpty else { throw AssetError(message: .assetNotFound(name: name, searched: "assets/.png", suggestion: nil)) }
        let roots = options.assetRoots
        var places: [String]
        if stem.hasPrefix("/") {
            places = [stem]
        } else {
            places = [prefix + "assets/" + stem, prefix + stem] + roots.map { ($0.hasSuffix("/") ? $0 : $0 + "/") + stem }
        }
        // The scene's folder, or an extra root, must hold the file: a name that is absolute
        // or whose `..` climbs out of the scene's folder is admitted only by a root.
        let escapes = stem.hasPrefix("/") || Assets.climbsOut(stem)
        places = places.filter { place in
            let full = Assets.absolute(place)
            return (!escapes && Assets.isInside(full, sceneFolder)) || roots.contains { Assets.isInside(full, $0) }
        }
        guard !places.isEmpty else {
            throw AssetError(message: .assetOutsideFolder(name: name))
        }
        let fm = FileManager.default
        for place in places {
            for candidate in [place + ".png", place + "@3x.png", place + "@2x.png"] {
                var isFolder: ObjCBool = false
                guard fm.fileExists(atPath: candidate, isDirectory: &isFolder), !isFolder.boolValue else { continue }
                if let problem = Assets.problem(withPNGAt: candidate, name: name) { throw AssetError(message: problem) }
                return candidate
            }
        }
        let present = Assets.names(in: [prefix + "assets", sceneFolder] + roots)
        // Named relative to the scene's folder, as the author thinks of it.
        let searched = stem.hasPrefix("/") ? stem + ".png" : "assets/" + stem + ".png"
        throw AssetError(message: .assetNotFound(name: name, searched: searched,
                                                 suggestion: Suggestions.closest(to: stem, in: Set(present).sorted())))
    }
}

/// A failed asset lookup, remembered so a name used in many layouts is checked once.
struct AssetError: Error {
    var message: Message
}
