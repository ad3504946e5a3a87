import Files
import Foundation
import Output
#if canImport(Glibc)
import Glibc
#endif

/// Which folders of an output root (`-o`) Matchcut may replace: only the ones it made.
///
/// Every scene folder Matchcut writes carries a marker, `.matchcut-output`, a small JSON
/// file naming the scene and Matchcut's version. A folder is Matchcut's own when it holds a
/// marker naming the same scene, or (for output written before markers) when the root's
/// `manifest.json` lists the scene and the folder holds nothing but files that manifest
/// lists for it. An empty folder may be replaced too: it holds nothing to lose. Anything
/// else (a regular file, a link, a folder without a marker, `docs/`, `assets/`) is
/// refused, never deleted.
enum OutputOwnership {
    static let markerName = ".matchcut-output"

    struct Marker: Codable, Equatable {
        var scene: String
        var matchcut: String
    }

    /// The marker's bytes for scene `name`.
    static func marker(scene name: String) -> Data {
        (try? JSONOutput.encode(Marker(scene: name, matchcut: MatchcutVersion.current))) ?? Data()
    }

    /// Why `path` (the folder scene `name` renders into) may not be replaced, or nil when it
    /// is absent or Matchcut's own. `manifest` is the root's manifest, when it reads.
    static func problem(_ path: String, scene name: String, manifest: Manifest?) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: break
        case S_IFLNK: return "it is a symbolic link"
        case S_IFREG: return "it is a file"
        default: return "it is not a folder"
        }
        // An empty folder holds nothing to lose (`mkdir out/x` before rendering into it).
        if (try? FileManager.default.contentsOfDirectory(atPath: path))?.isEmpty == true { return nil }
        if let marker = readMarker(in: path) {
            return marker.scene == name ? nil : "it holds the output of scene \(quoted(marker.scene))"
        }
        if let manifest, let scene = manifest.scenes.first(where: { $0.name == name }),
           holdsOnly(Set(scene.files.map(\.name) + OutputFormat.allCases.map { SceneOutput.videoName(name, $0) }), path) {
            return nil
        }
        return "Matchcut did not make it (it has no \(quoted(markerName)))"
    }

    /// The marker in `folder`, when it is a regular file holding one.
    static func readMarker(in folder: String) -> Marker? {
        guard let data = try? InputFile.read(folder + "/" + markerName, limit: 4096, links: .refuse) else { return nil }
        return try? JSONDecoder().decode(Marker.self, from: data)
    }

    /// Whether every entry of `folder` is a regular file named in `names` (and it has one).
    private static func holdsOnly(_ names: Set<String>, _ folder: String) -> Bool {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder), !entries.isEmpty else { return false }
        return entries.allSatisfy { entry in
            var info = stat()
            return names.contains(entry) && lstat(folder + "/" + entry, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
        }
    }

    /// Whether `folder` holds nothing but regular files named as a render of scene `name`
    /// names them (PNGs, its videos, its marker): an earlier version's staging folder.
    static func holdsOnlyRenderedFiles(_ folder: String, scene name: String) -> Bool {
        let videos = Set(OutputFormat.allCases.map { SceneOutput.videoName(name, $0) } + [markerName])
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return entries.allSatisfy { entry in
            var info = stat()
            return (entry.hasSuffix(".png") || videos.contains(entry))
                && lstat(folder + "/" + entry, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
        }
    }

    /// Whether `folder` is one Matchcut may delete after it was moved aside: its own.
    static func isOwn(_ folder: String, scene name: String, manifest: Manifest?) -> Bool {
        var info = stat()
        return lstat(folder, &info) == 0 && problem(folder, scene: name, manifest: manifest) == nil
    }

    /// Why rendering into `destination` would replace an input, or nil: the destination may
    /// be neither one of `inputs` nor a folder that holds one (resolved with links followed).
    static func collision(_ destination: String, inputs: [String]) -> String? {
        let target = resolved(destination)
        for input in inputs {
            let path = resolved(input)
            if path == target || path.hasPrefix(target + "/") {
                return path == target ? "it is an input of the render" : "it holds \(quoted(input)), an input of the render"
            }
        }
        return nil
    }

    /// `path` with links followed as far as it exists, and the rest appended.
    static func resolved(_ path: String) -> String {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        if let real = realpath(absolute, nil) {
            defer { free(real) }
            return String(cString: real)
        }
        let parent = parentPath(absolute)
        guard parent != absolute, !parent.isEmpty else { return absolute }
        let base = resolved(parent)
        return (base == "/" ? "" : base) + "/" + (absolute as NSString).lastPathComponent
    }
}
