import SwiftCore
import Geometry
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
    /// The file of `name.imageset` in one of `catalogs` (asset catalogs, relative to the
    /// scene's folder) for the render's `scale` and appearance; nil when no catalog has one.
    func imageSetFile(named name: String, catalogs: [String], scale: Double, dark: Bool) -> Result<String, AssetProblem>?
    /// The colour of `name.colorset` in one of `catalogs`, or why there is none.
    func colorSet(named name: String, catalogs: [String]) -> Result<CatalogColor, AssetProblem>
    /// Whether the catalog folder `catalog` (as `assets(…)` names it) lies outside the folders
    /// assets may come from, links resolved.
    func catalogIsOutside(_ catalog: String) -> Bool
}

extension AssetResolver {
    public func catalogIsOutside(_ catalog: String) -> Bool { false }
    public func imageSetFile(named name: String, catalogs: [String], scale: Double, dark: Bool) -> Result<String, AssetProblem>? { nil }
    public func colorSet(named name: String, catalogs: [String]) -> Result<CatalogColor, AssetProblem> {
        .failure(.notFound(searched: "Assets.xcassets/\(name).colorset", suggestion: nil))
    }
}

/// A colour set of an asset catalog: its colour for any appearance, and for dark.
public struct CatalogColor: Sendable, Equatable {
    public var any: Color
    public var dark: Color?

    public init(any: Color, dark: Color?) {
        self.any = any
        self.dark = dark
    }
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
    /// A catalog's `Contents.json` that does not say what Xcode writes there.
    case invalidContents(path: String, reason: String)
}

/// What is wrong inside an image file, found from its header without decoding it.
public enum AssetDefect: Sendable, Equatable {
    case notAnImage
    /// An image in a format Matchcut does not read (WebP, GIF, HEIC…), named by its signature.
    case otherFormat(String)
    case headerCutShort
    case headerChecksum
    case noPixels(width: Int, height: Int)
    /// A `.jpg` whose header libjpeg refuses, with its words.
    case jpegHeader(String)

    /// The file format the defect is one of.
    var format: String {
        if case .jpegHeader = self { return "JPEG" }
        return "PNG"
    }
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
        case let .corrupt(defect): .assetCorrupt(name: name, reason: Message.reason(defect), format: defect.format)
        case let .tooLarge(w, h, side, pixels): .assetTooLarge(name: name, width: w, height: h, maxSide: side, maxPixels: pixels)
        case let .invalidContents(path, reason): .colorAssetInvalid(name: name, path: path, reason: reason)
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
        if assetCache[name] == nil {
            let dark = build.environment.values["colorScheme"].map { if case .enumCase("dark", _) = $0 { true } else { false } } ?? false
            assetCache[name] = resolver.imageSetFile(named: name, catalogs: catalogs, scale: canvas.scale, dark: dark)
                ?? resolver.imageFile(named: name)
        }
        switch assetCache[name]! {
        case let .success(path): return path
        case let .failure(problem): throw EvalError(problem.message(name: name), at: location)
        }
    }
}

extension Interpreter {
    /// The asset catalogs of the scene: `Assets.xcassets` beside it, and those its
    /// `assets("…")` commands name, relative to its folder.
    static func catalogs(of program: Program) -> [String] {
        var found = ["Assets.xcassets"]
        for stmt in program.scenes.first?.body ?? [] {
            guard case let .expr(e) = stmt.kind, case let .call(callee, args, _) = e.kind,
                  case .identifier("assets") = callee.kind else { continue }
            for arg in args {
                if case let .string(parts) = arg.value.kind, let text = Parser.literalText(parts) { found.append(text) }
            }
        }
        return found
    }

    /// The app's `AccentColor` colour set, which iOS makes the default tint (Xcode's
    /// "Global Accent Color Name" names it `AccentColor` in new projects); nil without one.
    func catalogAccentColor() -> Color? {
        guard !catalogs.isEmpty, case let .success(set) = (options.assets ?? NoAssets()).colorSet(named: "AccentColor", catalogs: catalogs) else {
            return nil
        }
        return set.dark.map { set.any.darkVariant($0) } ?? set.any
    }

    /// `Color("Name")`: the colour set's colour for the appearance the view is built in. A name
    /// no catalog has draws clear, as SwiftUI resolves a missing named colour (it logs "No color
    /// named … found in asset catalog"; OpenSwiftUI's NamedColor, modelled on SwiftUICore, returns
    /// `.clear`), with a warning at the name.
    func catalogColor(_ name: String, at location: SourceLocation) throws -> Color {
        let result = (options.assets ?? NoAssets()).colorSet(named: name, catalogs: catalogs)
        switch result {
        case let .success(set):
            let dark = build.environment.values["colorScheme"].map { if case .enumCase("dark", _) = $0 { true } else { false } } ?? false
            return dark ? (set.dark ?? set.any) : set.any
        case let .failure(.notFound(_, suggestion)):
            diagnostics.add(.colorAssetNotFound(name: name, suggestion: suggestion), at: location)
            return .clear
        case let .failure(problem): throw EvalError(problem.message(name: name), at: location)
        }
    }
}

/// Without a resolver no catalog is read.
private struct NoAssets: AssetResolver {
    func imageFile(named name: String) -> Result<String, AssetProblem> { .failure(.notFound(searched: name, suggestion: nil)) }
}
