import SwiftCore

/// An evaluation error: reported as a diagnostic. A fatal one (a limit) stops evaluation;
/// any other abandons one builder statement and evaluation continues with the next.
struct EvalError: Error {
    var diagnostic: Diagnostic
    var isFatal: Bool

    init(_ message: Message, at location: SourceLocation, fatal: Bool = false) {
        self.diagnostic = Diagnostic(message, at: location)
        self.isFatal = fatal
    }
}
