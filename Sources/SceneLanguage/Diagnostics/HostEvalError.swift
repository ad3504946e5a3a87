import SwiftCore

extension EvalError {
    /// An error of the SwiftUI host's own: a view, a modifier, an asset, a scene.
    init(_ message: Message, at location: SourceLocation, fatal: Bool = false) {
        self.init(diagnostic: Diagnostic(message, at: location), fatal: fatal)
    }
}
