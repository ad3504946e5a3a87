import ViewTree

/// Finds the file an `Image("name")` draws and checks it before any stage decodes it.
///
/// SceneLanguage only names what a scene asks for; the resolver owns the file system: where
/// a name is looked for, which folders it may come from, and whether a file is an image
/// within the limits. It is injected (`SceneCompiler.Options.assets`), the way Layout's
/// `TextMeasurer` is; the pipeline's is Matchcut's `SceneAssetFiles`.
public protocol AssetResolver: Sendable {
    /// The file `Image(name)` draws, or why there is none.
    func imageFile(named name: String) -> Result<String, AssetProblem>
}

/// Why an asset name does not give a usable file.
public enum AssetProblem: Error, Sendable, Equatable {
    /// Nothing by that name; `searched` is where it was looked for, relative to the scene.
    case notFound(searched: String, suggestion: String?)
    /// The name leaves the folders assets may come from.
    case outsideFolder
    /// The file found is a link (or lies under one) that leads out of those folders.
    case linkOutside(path: String, target: String)
    /// A folder, FIFO, device or socket where the PNG file should be.
    case notAFile(path: String, kind: String)
    case unreadable(path: String)
    case corrupt(AssetDefect)
    case tooLarge(width: Int, height: Int, maxSide: Int, maxPixels: Int)
}

/// What is wrong inside an image file, found from its header without decoding it.
public enum AssetDefect: Sendable, Equatable {
    case notAnImage
    case headerCutShort
    case headerChecksum
    case noPixels(width: Int, height: Int)
}

extension AssetProblem {
    /// The located message for `Image(name)`.
    func message(name: String) -> Message {
        switch self {
        case let .notFound(searched, suggestion): .assetNotFound(name: name, searched: searched, suggestion: suggestion)
        case .outsideFolder: .assetOutsideFolder(name: name)
        case let .linkOutside(path, target): .assetLinkOutside(name: name, path: path, target: target)
        case let .notAFile(path, kind): .assetNotAFile(name: name, path: path, kind: kind)
        case let .unreadable(path): .assetUnreadable(name: name, path: path)
        case let .corrupt(defect): .assetCorrupt(name: name, reason: Message.reason(defect))
        case let .tooLarge(w, h, side, pixels): .assetTooLarge(name: name, width: w, height: h, maxSide: side, maxPixels: pixels)
        }
    }
}

extension Interpreter {
    /// The file `Image(name)` draws, or an error at the Image's location. Without a resolver
    /// (editors, tests of the language itself) a name stands for `assets/<name>.png` beside
    /// the scene, unchecked.
    func assetPath(_ name: String, at location: SourceLocation) throws -> String {
        guard let resolver = options.assets else {
            var dir = file.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
            if dir.isEmpty, file.hasPrefix("/") { dir = "/" }
            let prefix = dir.isEmpty ? "" : (dir.hasSuffix("/") ? dir : dir + "/")
            return prefix + "assets/" + name + ".png"
        }
        if assetCache[name] == nil { assetCache[name] = resolver.imageFile(named: name) }
        switch assetCache[name]! {
        case let .success(path): return path
        case let .failure(problem): throw EvalError(problem.message(name: name), at: location)
        }
    }
}
