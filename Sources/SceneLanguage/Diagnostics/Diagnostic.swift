import ViewTree

/// One problem found in a scene file: data until the formatter draws it.
public struct Diagnostic: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Severity: String, Sendable {
        case error, warning, note
    }

    public var message: Message
    public var location: SourceLocation

    public init(_ message: Message, at location: SourceLocation) {
        self.message = message
        self.location = location
    }

    public var severity: Severity { message.severity }
    /// A stable identifier, e.g. `unknown-view`, for tests and tooling.
    public var id: String { message.id }
    /// The message text: lowercase, no trailing period, tokens quoted.
    public var text: String { message.text }
    public var hint: String? { message.hint }

    public var description: String { "\(location): \(severity.rawValue): \(text)" }

    public static func == (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        lhs.location == rhs.location && lhs.text == rhs.text && lhs.severity == rhs.severity
    }
}

/// Diagnostics collected during one compilation, without duplicates (a view struct's body
/// is evaluated once per layout; its problems are reported once).
struct DiagnosticBag {
    private(set) var all: [Diagnostic] = []
    private var seen: Set<String> = []

    mutating func add(_ message: Message, at location: SourceLocation) {
        let key = "\(location)|\(message.id)|\(message.text)"
        guard seen.insert(key).inserted else { return }
        all.append(Diagnostic(message, at: location))
    }

    mutating func add(_ diagnostic: Diagnostic) { add(diagnostic.message, at: diagnostic.location) }

    var hasErrors: Bool { all.contains { $0.severity == .error } }

    /// Diagnostics in file order (stable for equal locations).
    var sorted: [Diagnostic] {
        all.enumerated().sorted { a, b in
            let (la, lb) = (a.element.location, b.element.location)
            if la.file != lb.file { return a.offset < b.offset }
            if la.line != lb.line { return la.line < lb.line }
            if la.column != lb.column { return la.column < lb.column }
            return a.offset < b.offset
        }.map(\.element)
    }
}
