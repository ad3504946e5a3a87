import ViewTree

/// A matched-geometry finding, as data (house style: a stable id, a severity, a message, a
/// location, notes). `matchcut check` prints them; the wording lives in `MotionMessages`.
public struct MotionDiagnostic: Sendable, Equatable, CustomStringConvertible {
    public enum Severity: String, Sendable {
        case warning, note
    }

    public enum ID: String, Sendable {
        case multipleSources = "matched-multiple-sources"
        case unmatchedID = "matched-id-in-one-layout"
        case forEachConstantID = "matched-constant-id-in-foreach"
        case effectOutsideFixedFrame = "matched-outside-fixed-frame"
        case namespaceMismatch = "matched-namespace-mismatch"
        case unanimatedChange = "matched-change-not-animated"
        case textWithFrame = "matched-text-frame"
        case instantMatchedView = "matched-view-instant"
    }

    /// Another place the diagnostic concerns.
    public struct Note: Sendable, Equatable {
        public var message: String
        public var location: SourceLocation
    }

    public var severity: Severity
    public var id: ID
    public var message: String
    public var hint: String?
    public var location: SourceLocation
    public var notes: [Note]

    /// `file:line:col: warning: message [id]`, then the notes and the hint.
    public var description: String {
        var lines = ["\(location): \(severity.rawValue): \(message) [\(id.rawValue)]"]
        lines += notes.map { "\($0.location): note: \($0.message)" }
        if let hint { lines.append("  hint: \(hint)") }
        return lines.joined(separator: "\n")
    }
}
