import Foundation
import ViewTree

/// The scene language's entry point: a scene file in, a `SceneDescription` and its
/// diagnostics out. The description is nil when any error was reported.
public enum SceneCompiler {
    public static let maxFileSize = 1 << 20

    /// Reads and compiles the scene file at `path`.
    public static func compile(path: String) -> (SceneDescription?, [Diagnostic]) {
        let unknown = SourceLocation(file: path, line: 1, column: 1)
        guard let data = FileManager.default.contents(atPath: path) else {
            return (nil, [Diagnostic(.fileUnreadable(path: path), at: unknown)])
        }
        if data.count > maxFileSize {
            return (nil, [Diagnostic(.fileTooLarge(bytes: data.count, limit: maxFileSize), at: unknown)])
        }
        return compile(source: SourceFile(path: path, text: String(decoding: data, as: UTF8.self)))
    }

    /// Compiles scene text already in memory (tests, editors).
    public static func compile(source: SourceFile) -> (SceneDescription?, [Diagnostic]) {
        if source.text.utf8.count > maxFileSize {
            let loc = SourceLocation(file: source.path, line: 1, column: 1)
            return (nil, [Diagnostic(.fileTooLarge(bytes: source.text.utf8.count, limit: maxFileSize), at: loc)])
        }
        let (program, syntaxDiagnostics) = Parser.parse(source)
        var bag = DiagnosticBag()
        syntaxDiagnostics.forEach { bag.add($0) }
        // Evaluation runs only on a file that parsed: what follows a syntax error is guesswork.
        guard !bag.hasErrors else { return (nil, bag.sorted) }
        let it = Interpreter(program: program, file: source.path)
        var scene: SceneDescription?
        do {
            it.evaluateGlobals()
            if let decl = program.scenes.first {
                scene = try SceneBlock(decl: decl, it: it).evaluate()
            } else {
                var last = max(1, source.lineCount)
                while last > 1, source.line(last).allSatisfy(\.isWhitespace) { last -= 1 }
                it.diagnostics.add(.noScene, at: SourceLocation(file: source.path, line: last, column: 1))
            }
            checkViewStructs(program, it)
        } catch let error as EvalError {
            it.diagnostics.add(error.diagnostic)
        } catch {}
        it.diagnostics.all.forEach { bag.add($0) }
        return (bag.hasErrors ? nil : scene, bag.sorted)
    }

    /// Every `View` struct needs a `body`, even one the scene does not show.
    private static func checkViewStructs(_ program: Program, _ it: Interpreter) {
        for decl in program.structs where decl.isView && !decl.properties.contains(where: { $0.name == "body" && $0.getter != nil }) {
            it.diagnostics.add(.missingBody(decl.name), at: decl.location)
        }
    }
}

/// Compiles the scene file at `path`: `(description, diagnostics)`; the description is nil
/// when any diagnostic is an error.
public func compileScene(path: String) -> (SceneDescription?, [Diagnostic]) {
    SceneCompiler.compile(path: path)
}
