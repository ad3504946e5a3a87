import SwiftCore
import Foundation
import ViewTree

/// `sources("../MyApp/Views/*.swift", "../MyApp/Models/*.swift")` in a scene block: the app's
/// own files, parsed and evaluated together with the scene file as one module, so that a
/// golden test guards the app's code and not a copy of it.
///
/// Paths are relative to the scene's folder; `*`, `?` and `[…]` match within one folder
/// (glob(3)), and the files of one pattern come in byte order of their paths. Every file
/// must lie, links resolved, inside the project root: the scene's folder unless the caller
/// names another (`--project-root`). A source file holds declarations only; its `scene`
/// block would be a second scene.
enum AppSources {
    /// The most source files one scene may name.
    static let maxFiles = 512

    /// The files a scene's `sources(…)` names, parsed, and merged into `program`; the
    /// diagnostics are those of the patterns and of each file's syntax. Each file's text is
    /// added to `texts`.
    static func merge(into program: inout Program, sceneFile: String, projectRoot: String?,
                      texts: inout [String]) -> [Diagnostic] {
        guard let decl = program.scenes.first else { return [] }
        var diagnostics: [Diagnostic] = []
        for (path, pattern) in located(of: decl, sceneFile: sceneFile, projectRoot: projectRoot, diagnostics: &diagnostics) {
            switch SceneCompiler.read(path: path) {
            case let .failure(d):
                // Located at the pattern that named the file: the file has no line to show.
                if case let .fileTooLarge(bytes, limit) = d.message as? Message {
                    diagnostics.append(Diagnostic(.sourceFileTooLarge(path: path, bytes: bytes, limit: limit), at: pattern))
                } else {
                    diagnostics.append(Diagnostic(.fileUnreadable(path: path), at: pattern))
                }
            case let .success(source):
                texts.append(source.text)
                let (parsed, syntax) = Parser.parse(source, dialect: .swiftUI)
                diagnostics += syntax
                for scene in parsed.scenes { diagnostics.append(Diagnostic(.sceneInSourceFile, at: scene.location)) }
                program.types += parsed.types
                program.functions += parsed.functions
                program.globals += parsed.globals
                program.extensions += parsed.extensions
                program.macros += parsed.previews
                program.broken += parsed.broken
            }
        }
        return diagnostics
    }

    /// The files the scene's `sources(…)` patterns match that the project root admits, each
    /// once, in order; what is wrong with a pattern or a file goes to `diagnostics`.
    static func files(of decl: SceneDecl, sceneFile: String, projectRoot: String?, diagnostics: inout [Diagnostic]) -> [String] {
        located(of: decl, sceneFile: sceneFile, projectRoot: projectRoot, diagnostics: &diagnostics).map(\.path)
    }

    /// `files`, each with where the pattern that named it is written.
    static func located(of decl: SceneDecl, sceneFile: String, projectRoot: String?,
                        diagnostics: inout [Diagnostic]) -> [(path: String, pattern: SourceLocation)] {
        var found: [(path: String, pattern: SourceLocation)] = []
        var seen: Set<String> = []
        let folder = Self.folder(of: sceneFile)
        let root = projectRoot ?? folder
        let realRoot = realPath(root) ?? root
        for (pattern, location) in patterns(in: decl, diagnostics: &diagnostics) {
            let full = pattern.hasPrefix("/") ? pattern : (folder == "." ? pattern : folder + "/" + pattern)
            // Confined before the walk: the folders before the first wildcard must resolve
            // inside the root, and no `..` may follow a wildcard, so `/*/*/*` never globs
            // the machine (issue 28, finding 15).
            guard Self.staysInside(full, realRoot: realRoot) else {
                diagnostics.append(Diagnostic(.sourcesPatternOutsideRoot(pattern: pattern, root: root), at: location))
                continue
            }
            let matches = glob(full).filter { path in
                var info = stat()
                return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
            }
            guard !matches.isEmpty else {
                diagnostics.append(Diagnostic(.sourcesNoMatch(pattern), at: location))
                continue
            }
            for path in matches {
                let real = realPath(path) ?? path
                guard real == realRoot || real.hasPrefix(realRoot.hasSuffix("/") ? realRoot : realRoot + "/") else {
                    diagnostics.append(Diagnostic(.sourceOutsideRoot(path: path, root: root), at: location))
                    continue
                }
                guard seen.insert(real).inserted, real != realPath(sceneFile) else { continue }
                guard seen.count <= maxFiles else {
                    diagnostics.append(Diagnostic(.tooManySourceFiles(limit: maxFiles), at: location))
                    return found
                }
                found.append((path, location))
            }
        }
        return found
    }

    /// The string literals of every `sources(…)` command, with where each is written.
    static func patterns(in decl: SceneDecl, diagnostics: inout [Diagnostic]) -> [(String, SourceLocation)] {
        var found: [(String, SourceLocation)] = []
        for stmt in decl.body {
            guard case let .expr(e) = stmt.kind, case let .call(callee, args, _) = e.kind,
                  case .identifier("sources") = callee.kind else { continue }
            if args.isEmpty { diagnostics.append(Diagnostic(.missingArgument("_", callee: "sources"), at: e.location)) }
            for arg in args {
                guard arg.label == nil, case let .string(parts) = arg.value.kind, let text = Parser.literalText(parts) else {
                    diagnostics.append(Diagnostic(.sourcesNotLiteral, at: arg.location))
                    continue
                }
                found.append((text, arg.value.location))
            }
        }
        return found
    }

    /// Whether every path `pattern` can match starts inside `realRoot`: its components before
    /// the first one with a wildcard (`*`, `?`, `[`) name a folder that resolves inside the
    /// root (or, not existing, lexically is), and no `..` comes after a wildcard.
    static func staysInside(_ pattern: String, realRoot: String) -> Bool {
        let parts = pattern.split(separator: "/", omittingEmptySubsequences: false)
        guard let wild = parts.firstIndex(where: { $0.contains(where: { "*?[".contains($0) }) }) else {
            return true  // no wildcard: the one file is checked after, links resolved
        }
        if parts[wild...].contains("..") { return false }
        var literal = parts[..<wild].joined(separator: "/")
        if literal.isEmpty { literal = pattern.hasPrefix("/") ? "/" : "." }
        let resolved = realPath(literal) ?? URL(fileURLWithPath: literal).standardizedFileURL.path
        return resolved == realRoot || resolved.hasPrefix(realRoot.hasSuffix("/") ? realRoot : realRoot + "/")
    }

    /// The paths `pattern` matches, sorted; none when it matches nothing.
    static func glob(_ pattern: String) -> [String] {
        var result = glob_t()
        defer { globfree(&result) }
        guard Glibc.glob(pattern, 0, nil, &result) == 0 else { return [] }
        return (0..<Int(result.gl_pathc)).compactMap { result.gl_pathv[$0].map { String(cString: $0) } }
    }

    static func folder(of file: String) -> String {
        var dir = file.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        if dir.isEmpty, file.hasPrefix("/") { dir = "/" }
        return dir.isEmpty ? "." : dir
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
