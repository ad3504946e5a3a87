import Foundation
import Matchcut

/// Turns command-line paths into scene files: files as given, folders searched for `.scene`
/// (skipping `__goldens__`), then narrowed by `--filter`. A folder with no scene, or a
/// filter that matches none, is an input error: a wrong path in CI must not pass green.
enum SceneFiles {
    static func expand(_ paths: [String], command: String, filters: [String] = []) throws -> [String] {
        // Without scenes named, the ones matchcut.json names.
        let paths = paths.isEmpty ? ProjectConfig.current?.scenes ?? [] : paths
        guard !paths.isEmpty else { throw CommandLineError.missingArgument(name: "<scene|dir>", command: command) }
        var files: [String] = []
        let fm = FileManager.default
        for path in paths {
            var isFolder: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &isFolder) else { throw MatchcutError.fileNotFound(path: path) }
            guard isFolder.boolValue else {
                files.append(path)
                continue
            }
            let found = (fm.enumerator(atPath: path)?.allObjects as? [String] ?? [])
                .filter { $0.hasSuffix(".scene") && !$0.contains("__goldens__") }
                .sorted()
                .map { (path as NSString).appendingPathComponent($0) }
            guard !found.isEmpty else {
                throw MatchcutError.invalidInput(message: "no scene files in '\(path)'",
                                                 hint: "scene files end in '.scene'; check the path, or pass the files themselves")
            }
            files.append(contentsOf: found)
        }
        return try filter(files, by: filters)
    }

    /// The files whose scene name (the file name without `.scene`) matches one of the
    /// globs; a glob with a `/` is matched against the path as found instead.
    static func filter(_ files: [String], by globs: [String]) throws -> [String] {
        guard !globs.isEmpty else { return files }
        let kept = files.filter { file in
            let name = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
            return globs.contains { glob in fnmatch(glob, glob.contains("/") ? file : name, 0) == 0 }
        }
        guard !kept.isEmpty else {
            let quoted = globs.map { "'--filter \($0)'" }.joined(separator: ", ")
            throw MatchcutError.invalidInput(
                message: "no scene matches \(quoted) among the \(files.count) found",
                hint: "a filter is a scene name or a glob of names, such as 'card-hero' or 'card-*'; one with a '/' matches paths")
        }
        return kept
    }
}
