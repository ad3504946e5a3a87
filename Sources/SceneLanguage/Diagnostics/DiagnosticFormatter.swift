import SwiftCore
import ViewTree

/// Draws diagnostics the one way the project shows them:
///
///     scenes/a.scene:3:9: error: unknown view 'Circel'
///     3 |         Circel()
///       |         ^
///     hint: did you mean 'Circle'?
public struct DiagnosticFormatter: Sendable {
    public init() {}

    public func format(_ diagnostic: Diagnostic, in source: SourceFile?) -> String {
        format(severity: diagnostic.severity, location: diagnostic.location, message: diagnostic.text,
               hint: diagnostic.hint, in: source)
    }

    /// The same drawing for a diagnostic from another stage (a layout or motion warning):
    /// its severity, where it points, its message and hint.
    public func format(severity: Diagnostic.Severity, location loc: SourceLocation, message: String,
                       hint: String?, in source: SourceFile?) -> String {
        var out = "\(loc.file):\(loc.line):\(loc.column): \(severity.rawValue): \(message)\n"
        // A diagnostic in one of the app's source files (`sources(…)`) shows that file's line.
        var source = source
        if let given = source, given.path != loc.file, case let .success(other) = SceneCompiler.read(path: loc.file) {
            source = other
        }
        if let source, loc.line >= 1, loc.line <= source.lineCount {
            let number = String(loc.line)
            let gutter = String(repeating: " ", count: number.count)
            let text = source.line(loc.line)
            out += "\(number) | \(text)\n"
            // Keep tabs in the marker line so the caret lines up under tab-indented code.
            let prefix = text.prefix(max(0, loc.column - 1)).map { $0 == "\t" ? "\t" : " " }.joined()
            out += "\(gutter) | \(prefix)^\n"
        }
        if let hint {
            out += "hint: \(hint)\n"
        }
        return out
    }

    public func format(_ diagnostics: [Diagnostic], in source: SourceFile?) -> String {
        diagnostics.map { format($0, in: source) }.joined()
    }
}
