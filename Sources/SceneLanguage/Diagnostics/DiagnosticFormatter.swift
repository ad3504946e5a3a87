/// Draws diagnostics the one way the project shows them:
///
///     scenes/a.scene:3:9: error: unknown view 'Circel'
///       3 |         Circel()
///         |         ^
///     hint: did you mean 'Circle'?
public struct DiagnosticFormatter: Sendable {
    public init() {}

    public func format(_ diagnostic: Diagnostic, in source: SourceFile?) -> String {
        let loc = diagnostic.location
        var out = "\(loc.file):\(loc.line):\(loc.column): \(diagnostic.severity.rawValue): \(diagnostic.text)\n"
        if let source, loc.line >= 1, loc.line <= source.lineCount {
            let number = String(loc.line)
            let gutter = String(repeating: " ", count: number.count)
            let text = source.line(loc.line)
            out += "\(number) | \(text)\n"
            // Keep tabs in the marker line so the caret lines up under tab-indented code.
            let prefix = text.prefix(max(0, loc.column - 1)).map { $0 == "\t" ? "\t" : " " }.joined()
            out += "\(gutter) | \(prefix)^\n"
        }
        if let hint = diagnostic.hint {
            out += "hint: \(hint)\n"
        }
        return out
    }

    public func format(_ diagnostics: [Diagnostic], in source: SourceFile?) -> String {
        diagnostics.map { format($0, in: source) }.joined()
    }
}
