/// An evaluation error: reported as a diagnostic. A fatal one (a limit) stops evaluation;
/// any other abandons one statement of a result builder and evaluation continues with the next.
package struct EvalError: Error {
    package var diagnostic: Diagnostic
    package var isFatal: Bool

    package init(_ message: EvaluationMessage, at location: SourceLocation, fatal: Bool = false) {
        self.init(diagnostic: Diagnostic(message, at: location), fatal: fatal)
    }

    package init(diagnostic: Diagnostic, fatal: Bool = false) {
        self.diagnostic = diagnostic
        self.isFatal = fatal
    }
}
