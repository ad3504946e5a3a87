import Files
import SwiftCore
import Foundation

extension SceneCompiler {
    /// The most files of a scene's asset catalogs listed for a watch.
    static let maxCatalogFiles = 4_096

    /// The files a scene reads besides the images it draws, for a watch to follow
    /// (`render --watch`, `preview`): the scene file, the app's source files its `sources(…)`
    /// names (those the project root admits), and every file of its asset catalogs
    /// (`Assets.xcassets` beside it and those `assets(…)` names: their `Contents.json` files
    /// and the images in them). Found from the scene's syntax alone, so a scene whose app
    /// code has an error still names the files to fix.
    public static func namedFiles(path: String, projectRoot: String? = nil) -> [String] {
        guard case let .success(source) = read(path: path) else { return [path] }
        let (program, _) = Parser.parse(source, dialect: .swiftUI)
        var files = [path]
        if let decl = program.scenes.first {
            var ignored: [Diagnostic] = []
            files += AppSources.files(of: decl, sceneFile: path, projectRoot: projectRoot, diagnostics: &ignored)
        }
        let folder = AppSources.folder(of: path)
        var catalogFiles: [String] = []
        // Only catalogs inside the scene's folder or the project root are walked: `assets("/")`
        // is an error of the scene, and must not have the watch list the disk meanwhile.
        let allowed = ([folder] + (projectRoot.map { [$0] } ?? [])).map { AppSources.realPath($0) ?? $0 }
        for catalog in Interpreter.catalogs(of: program) {
            let root = catalog.hasPrefix("/") || folder == "." ? catalog : folder + "/" + catalog
            let real = AppSources.realPath(root) ?? root
            guard allowed.contains(where: { real == $0 || real.hasPrefix($0 == "/" ? "/" : $0 + "/") }) else { continue }
            catalogFiles += regularFiles(in: root, limit: maxCatalogFiles - catalogFiles.count)
        }
        // Data files the code loads by name (`Bundle.main.url(forResource: "items", withExtension:
        // "json")`), found as the scene finds them (BundleResources).
        let root = projectRoot ?? folder
        var resources: [String] = []
        for file in files {
            guard let data = try? InputFile.read(file, limit: SceneCompiler.maxFileSize, links: .refuse), let text = String(data: data, encoding: .utf8) else { continue }
            for (name, ext) in BundleResources.namedResources(in: text) {
                if let found = BundleResources.locate(name, extension: ext, under: root), !resources.contains(found) { resources.append(found) }
            }
        }
        return files + catalogFiles + resources
    }

    /// The regular files under `root`, in byte order, at most `limit`; links are not followed.
    private static func regularFiles(in root: String, limit: Int) -> [String] {
        guard limit > 0, let walker = FileManager.default.enumerator(atPath: root) else { return [] }
        var found: [String] = []
        while found.count < limit, let relative = walker.nextObject() as? String {
            let path = root + "/" + relative
            var info = stat()
            if lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG { found.append(path) }
        }
        return found.sorted()
    }
}
