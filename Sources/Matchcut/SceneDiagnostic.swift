import SwiftCore
import Foundation
import Motion
import SceneLanguage
import ViewTree

/// One diagnostic from any stage — the scene language, layout, motion — as plain data:
/// what `matchcut check` prints and `--format json` serializes.
public struct SceneDiagnostic: Sendable, Equatable, Encodable {
    public var severity: Diagnostic.Severity
    public var location: SourceLocation
    /// A stable identifier, e.g. `unknown-view`.
    public var id: String
    public var message: String
    public var hint: String?

    public init(severity: Diagnostic.Severity, location: SourceLocation, id: String, message: String, hint: String?) {
        self.severity = severity
        self.location = location
        self.id = id
        self.message = message
        self.hint = hint
    }

    public init(_ d: Diagnostic) {
        self.init(severity: d.severity, location: d.location, id: d.id, message: d.text, hint: d.hint)
    }

    /// A matched-geometry finding from Motion; its notes join the message.
    public init(_ d: MotionDiagnostic) {
        let notes = d.notes.map { "\n\($0.location): note: \($0.message)" }.joined()
        self.init(severity: d.severity == .warning ? .warning : .note, location: d.location, id: d.id.rawValue,
                  message: d.message + notes, hint: d.hint)
    }

    /// Drawn as every diagnostic is: `file:line:column: severity: message`, the line, a caret, a hint.
    public func formatted(in source: SourceFile?) -> String {
        DiagnosticFormatter().format(severity: severity, location: location, message: message, hint: hint, in: source)
    }

    private enum Key: String, CodingKey { case file, line, column, severity, id, message, hint }

    /// `{file, line, column, severity, id, message, hint}`; `hint` is null when there is none.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Key.self)
        try c.encode(location.file, forKey: .file)
        try c.encode(location.line, forKey: .line)
        try c.encode(location.column, forKey: .column)
        try c.encode(severity.rawValue, forKey: .severity)
        try c.encode(id, forKey: .id)
        try c.encode(message, forKey: .message)
        try c.encode(hint, forKey: .hint)
    }
}

extension [SceneDiagnostic] {
    /// Each diagnostic drawn against its file's text.
    public func formatted(in source: SourceFile?) -> String {
        map { $0.formatted(in: source) }.joined()
    }
}
