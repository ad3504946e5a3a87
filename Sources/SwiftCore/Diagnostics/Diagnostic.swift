/// What a diagnostic says: its severity, a stable id, its words and an optional hint. The
/// core's own messages are `SyntaxMessage`; a host adds its own kinds.
public protocol DiagnosticMessage: Sendable {
    var severity: Diagnostic.Severity { get }
    /// A stable identifier, e.g. `unknown-view`, for tests and tooling.
    var id: String { get }
    /// The message text: lowercase, no trailing period, tokens quoted.
    var text: String { get }
    var hint: String? { get }
}

/// One problem found in a source file: data until the formatter draws it.
public struct Diagnostic: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Severity: String, Sendable {
        case error, warning, note
    }

    public var message: any DiagnosticMessage
    public var location: SourceLocation

    public init(_ message: any DiagnosticMessage, at location: SourceLocation) {
        self.message = message
        self.location = location
    }

    public init(_ message: SyntaxMessage, at location: SourceLocation) {
        self.message = message
        self.location = location
    }

    public init(_ message: EvaluationMessage, at location: SourceLocation) {
        self.message = message
        self.location = location
    }

    public var severity: Severity { message.severity }
    public var id: String { message.id }
    public var text: String { message.text }
    public var hint: String? { message.hint }

    public var description: String { "\(location): \(severity.rawValue): \(text)" }

    public static func == (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        lhs.location == rhs.location && lhs.text == rhs.text && lhs.severity == rhs.severity
    }
}

/// Diagnostics collected during one compilation, without duplicates (a view struct's body
/// is evaluated once per layout; its problems are reported once).
package struct DiagnosticBag: Sendable {
    package private(set) var all: [Diagnostic] = []
    private var seen: Set<String> = []
    /// How the host words the evaluator's messages (its hints name its own documentation and
    /// files); nil keeps the core's words.
    private let wording: (@Sendable (EvaluationMessage) -> any DiagnosticMessage)?

    package init(wording: (@Sendable (EvaluationMessage) -> any DiagnosticMessage)? = nil) {
        self.wording = wording
    }

    package mutating func add(_ message: EvaluationMessage, at location: SourceLocation) {
        add(message as any DiagnosticMessage, at: location)
    }

    package mutating func add(_ message: any DiagnosticMessage, at location: SourceLocation) {
        let message = (message as? EvaluationMessage).flatMap { wording?($0) } ?? message
        let key = "\(location)|\(message.id)|\(message.text)"
        guard seen.insert(key).inserted else { return }
        all.append(Diagnostic(message, at: location))
    }

    package mutating func add(_ diagnostic: Diagnostic) { add(diagnostic.message, at: diagnostic.location) }

    package var hasErrors: Bool { all.contains { $0.severity == .error } }

    /// Diagnostics in file order (stable for equal locations).
    package var sorted: [Diagnostic] {
        all.enumerated().sorted { a, b in
            let (la, lb) = (a.element.location, b.element.location)
            if la.file != lb.file { return a.offset < b.offset }
            if la.line != lb.line { return la.line < lb.line }
            if la.column != lb.column { return la.column < lb.column }
            return a.offset < b.offset
        }.map(\.element)
    }
}
