import SwiftCore
import ViewTree

/// What running code asks the scene to do later, beyond changing state: the work the scene's
/// clock runs (`DispatchQueue.main.asyncAfter`, a `Task`, `withAnimation`'s completion) and
/// the pages and sheets `dismiss()` closes. The timeline runner carries them out after the
/// code has run (TimelineRunner).
struct ActionEffects {
    /// `asyncAfter(deadline: .now() + delay) { … }`.
    var delayed: [(delay: Double, closure: ClosureValue, location: SourceLocation)] = []
    /// `Task { … }`: started when the code that made it has run.
    var tasks: [(closure: ClosureValue, location: SourceLocation)] = []
    /// `withAnimation(…) { … } completion: { … }`: runs when that animation settles.
    var completions: [(animation: AnimationSpec, closure: ClosureValue, location: SourceLocation)] = []
    /// `dismiss()`: the keys of the pages or presentations to close (`DismissRoute`).
    var dismissals: [String] = []
    /// `subject.send(value)`: delivered to the subject's `onReceive` handlers and sinks once the
    /// code that sent it has run (CombineSubjects).
    var sends: [(subject: String, value: Value, location: SourceLocation)] = []

    var isEmpty: Bool { delayed.isEmpty && tasks.isEmpty && completions.isEmpty && dismissals.isEmpty && sends.isEmpty }
}
