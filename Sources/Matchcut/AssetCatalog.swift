import Files
import Foundation
import Geometry
import SceneLanguage
import SwiftCore

/// An Xcode asset catalog (`Assets.xcassets`) as the pipeline reads it: colour sets and
/// image sets, each described by the `Contents.json` Xcode writes.
///
/// - A colour set gives its `universal` colour for any appearance and, when it has one, the
///   colour whose `appearances` hold `luminosity: dark`. Components are written as Xcode
///   writes them: `"0.500"` (0…1), `"0x80"` or `"128"` (0…255); `srgb`, `extended-srgb`,
///   `display-p3` (converted to sRGB, as Core Graphics does when it draws into an sRGB
///   context, and clamped) and `gray-gamma-22` (`white`).
/// - An image set gives the file of the scale the render draws at (@1x, @2x, @3x), else the
///   nearest larger one, else the largest; a dark variant in dark appearance.
enum AssetCatalog {
    /// A `Contents.json` is a few hundred bytes; Xcode never writes one near this.
    static let contentsLimit = 1 << 20

    struct Entry {
        var appearance: String?
        var contents: [String: Any]
    }

    /// `<catalog>/<name>.<kind>/Contents.json` in the first of `catalogs` that has one.
    static func contents(of name: String, kind: String, catalogs: [String], files: SceneAssetFiles)
        -> Result<(folder: String, json: [String: Any]), AssetProblem>? {
        for catalog in catalogs {
            // `Assets.xcassets/Others/Art.imageset` is `Art`: Xcode finds sets inside group folders.
            guard let folder = setFolder(name + "." + kind, in: files.prefix + catalog) else { continue }
            let path = folder + "/Contents.json"
            var info = stat()
            guard stat(path, &info) == 0 else { continue }
            if let outside = files.linkOutside(path) { return .failure(outside) }
            let data: Data
            do {
                data = try InputFile.read(path, limit: contentsLimit)
            } catch let FileError.notAFile(_, kind) {
                return .failure(.notAFile(path: path, kind: kind.rawValue))
            } catch {
                return .failure(.unreadable(path: path))
            }
            guard let json = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
                return .failure(.invalidContents(path: path, reason: "its Contents.json is not a JSON object"))
            }
            return .success((folder, json))
        }
        return nil
    }

    /// The entries of `key` ("colors" or "images") for the iPhone: `universal` or `iphone`.
    static func entries(_ json: [String: Any], _ key: String) -> [Entry] {
        ((json[key] as? [[String: Any]]) ?? []).filter { ["universal", "iphone", nil].contains($0["idiom"] as? String) }.map { item in
            let appearances = (item["appearances"] as? [[String: Any]]) ?? []
            let luminosity = appearances.first { $0["appearance"] as? String == "luminosity" }?["value"] as? String
            return Entry(appearance: appearances.isEmpty ? nil : (luminosity ?? "other"), contents: item)
        }
    }

    static func colorSet(named name: String, catalogs: [String], files: SceneAssetFiles) -> Result<CatalogColor, AssetProblem> {
        guard let found = contents(of: name, kind: "colorset", catalogs: catalogs, files: files) else {
            let present = catalogs.flatMap { Self.names(in: files.prefix + $0, kind: "colorset") }
            return .failure(.notFound(searched: catalogs[0] + "/" + name + ".colorset", suggestion: Suggestions.closest(to: name, in: present)))
        }
        switch found {
        case let .failure(problem): return .failure(problem)
        case let .success((folder, json)):
            let path = folder + "/Contents.json"
            let entries = entries(json, "colors")
            func color(_ entry: Entry?) throws -> Color? {
                guard let entry else { return nil }
                guard let c = entry.contents["color"] as? [String: Any] else { throw AssetProblem.invalidContents(path: path, reason: "a colour has no 'color'") }
                return try Self.color(c, path: path)
            }
            do {
                guard let any = try color(entries.first { $0.appearance == nil }) else {
                    return .failure(.invalidContents(path: path, reason: "it has no colour for any appearance"))
                }
                return .success(CatalogColor(any: any, dark: try color(entries.first { $0.appearance == "dark" })))
            } catch let problem as AssetProblem {
                return .failure(problem)
            } catch {
                return .failure(.unreadable(path: path))
            }
        }
    }

    /// One `color` object: its colour space and components, in sRGB.
    static func color(_ json: [String: Any], path: String) throws -> Color {
        guard let components = json["components"] as? [String: Any] else {
            throw AssetProblem.invalidContents(path: path, reason: "a colour has no 'components' (a system colour reference is not read)")
        }
        func component(_ key: String) throws -> Double {
            guard let raw = components[key] else { throw AssetProblem.invalidContents(path: path, reason: "a colour has no '\(key)'") }
            let text = "\(raw)".trimmingCharacters(in: .whitespaces)
            let value: Double?
            if text.lowercased().hasPrefix("0x") { value = Int(text.dropFirst(2), radix: 16).map { Double($0) / 255 } }
            else if text.contains(".") { value = Double(text) }
            else { value = Int(text).map { Double($0) / 255 } }
            guard let value, value.isFinite else { throw AssetProblem.invalidContents(path: path, reason: "'\(key)' is '\(text)'") }
            return value
        }
        let space = (json["color-space"] as? String) ?? "srgb"
        let alpha = components["alpha"] == nil ? 1 : try component("alpha")
        if space.contains("gray") {
            let w = try component("white")
            return Color(red: w, green: w, blue: w, opacity: alpha)
        }
        var (r, g, b) = (try component("red"), try component("green"), try component("blue"))
        if space == "display-p3" { (r, g, b) = Color.sRGB(fromDisplayP3: r, g, b) }
        let clamp = { (v: Double) in min(1, max(0, v)) }
        return Color(red: clamp(r), green: clamp(g), blue: clamp(b), opacity: clamp(alpha))
    }

    static func imageSetFile(named name: String, catalogs: [String], scale: Double, dark: Bool, files: SceneAssetFiles) -> Result<String, AssetProblem>? {
        guard let found = contents(of: name, kind: "imageset", catalogs: catalogs, files: files) else { return nil }
        switch found {
        case let .failure(problem): return .failure(problem)
        case let .success((folder, json)):
            let all = entries(json, "images").filter { $0.contents["filename"] is String }
            let wanted = dark && all.contains { $0.appearance == "dark" } ? "dark" : nil
            let images = all.filter { $0.appearance == wanted }
            func scaleOf(_ e: Entry) -> Double { Double(((e.contents["scale"] as? String) ?? "1x").dropLast()) ?? 1 }
            let chosen = images.filter { scaleOf($0) >= scale }.min { scaleOf($0) < scaleOf($1) } ?? images.max { scaleOf($0) < scaleOf($1) }
            guard let chosen, let file = chosen.contents["filename"] as? String, !file.contains("/") else {
                return .failure(.invalidContents(path: folder + "/Contents.json", reason: "it names no image file"))
            }
            let path = folder + "/" + file
            var info = stat()
            guard stat(path, &info) == 0 else { return .failure(.notFound(searched: path, suggestion: nil)) }
            // The image file is held to the catalog's rule: a link may not lead out.
            if let outside = files.linkOutside(path) { return .failure(outside) }
            if info.st_mode & S_IFMT != S_IFREG {
                return .failure(.notAFile(path: path, kind: InputFile.FileKind(mode: info.st_mode).rawValue))
            }
            if let problem = SceneAssetFiles.problem(withPNGAt: path) { return .failure(problem) }
            return .success(path)
        }
    }

    /// The scale an image set gives the file at `path` ("2x" → 2), nil when the file is not
    /// in an image set that names it. The set's Contents.json is read only when it is a
    /// regular file (not a link) of at most `contentsLimit` bytes; otherwise the image is
    /// drawn at 1x, as a loose image is.
    static func scale(ofImageSetFile path: String) -> Double? {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        guard folder.pathExtension == "imageset",
              let data = try? InputFile.read(folder.path + "/Contents.json", limit: contentsLimit, links: .refuse),
              let json = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else { return nil }
        let entry = ((json["images"] as? [[String: Any]]) ?? []).first { $0["filename"] as? String == url.lastPathComponent }
        return (entry?["scale"] as? String).flatMap { Double($0.dropLast()) }
    }

    /// How deep group folders may nest, and how many folders a search looks in.
    static let groupDepth = 4, groupFolders = 2_000

    /// The folder of the set `set` (`Art.imageset`) in `catalog`, directly or in its group
    /// folders, as Xcode finds it: breadth first, never through a link, skipping other sets
    /// and groups that provide a namespace (their sets are named `Group/Art`, which the
    /// direct lookup finds).
    static func setFolder(_ set: String, in catalog: String) -> String? {
        var level = [catalog], visited = 0
        for _ in 0...groupDepth {
            var next: [String] = []
            for folder in level {
                var info = stat()
                if stat(folder + "/" + set + "/Contents.json", &info) == 0 { return folder + "/" + set }
                for entry in ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted() {
                    let path = folder + "/" + entry
                    guard !entry.hasPrefix("."), !entry.contains("."), lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR,
                          !providesNamespace(path) else { continue }
                    visited += 1
                    if visited > groupFolders { return nil }
                    next.append(path)
                }
            }
            level = next
        }
        return nil
    }

    /// Whether a group folder's Contents.json says it provides a namespace.
    static func providesNamespace(_ group: String) -> Bool {
        guard let data = try? InputFile.read(group + "/Contents.json", limit: contentsLimit, links: .refuse),
              let json = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
              let properties = json["properties"] as? [String: Any] else { return false }
        return properties["provides-namespace"] as? Bool ?? false
    }

    static func names(in catalog: String, kind: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: catalog)) ?? []).filter { $0.hasSuffix("." + kind) }
            .map { String($0.dropLast(kind.count + 1)) }
    }
}

extension SceneAssetFiles {
    public func colorSet(named name: String, catalogs: [String]) -> Result<CatalogColor, AssetProblem> {
        AssetCatalog.colorSet(named: name, catalogs: catalogs, files: self)
    }

    public func imageSetFile(named name: String, catalogs: [String], scale: Double, dark: Bool) -> Result<String, AssetProblem>? {
        AssetCatalog.imageSetFile(named: name, catalogs: catalogs, scale: scale, dark: dark, files: self)
    }
}
