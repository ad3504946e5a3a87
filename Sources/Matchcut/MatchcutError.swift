import Files
import Output

/// Everything that can stop a Matchcut command, each with the words a person needs:
/// what went wrong, and how to fix it. The CLI maps these to exit codes.
public enum MatchcutError: Error, Sendable {
    /// The scene has errors; `report` is the formatted diagnostics (file:line:column, the
    /// line, a caret, a hint).
    case invalidScene(report: String)
    case fileNotFound(path: String)
    case io(path: String, reason: String)
    case render(reason: String, hint: String?)
    case unknownLayout(name: String, known: String)
    /// An argument or input file that cannot be used (an unreadable PNG, a frame range past
    /// the end of a scene).
    case invalidInput(message: String, hint: String?)
    /// `matchcut test` or `matchcut diff` found images that do not match (exit status 1).
    case goldenMismatch(summary: String, hint: String?)
    /// `check --continuity` found frames that pop (exit status 1).
    case discontinuous(summary: String, hint: String)
    /// `--strict`: the scenes have warnings (exit status 1).
    case strictWarnings(summary: String, hint: String)
    /// `--frames`, `--at` or `--transition` names frames the scene does not have.
    case invalidSelection(reason: String, hint: String)
    /// Shard outputs that cannot be merged: missing shards, mixed settings, missing frames.
    case merge(reason: String, hint: String)
    /// SIGINT or SIGTERM arrived; the previous output was left as it was.
    case interrupted
    /// `render --watch` stopped by SIGINT or SIGTERM: its normal end, not an error.
    case watchStopped
    /// SIGINT or SIGTERM arrived while the new output was being swapped in: it is complete.
    case interruptedAfterCommit

    public var message: String {
        switch self {
        case .invalidScene(let report): report
        case .fileNotFound(let path): "no such file or folder \(quoted(path))"
        case let .io(path, reason): "cannot write \(quoted(path)): \(reason)"
        case let .render(reason, _): reason
        case let .unknownLayout(name, _): "the scene has no layout named '\(name)'"
        case let .invalidInput(message, _): message
        case let .goldenMismatch(summary, _): summary
        case let .discontinuous(summary, _): summary
        case let .strictWarnings(summary, _): summary
        case let .invalidSelection(reason, _): reason
        case let .merge(reason, _): reason
        case .interrupted: "interrupted; the previous output is unchanged"
        case .watchStopped: "stopped watching"
        case .interruptedAfterCommit: "interrupted as the new output was swapped in; the new output is complete"
        }
    }

    public var hint: String? {
        switch self {
        case .invalidScene: nil
        case .fileNotFound: "scene files end in '.scene'; pass a file or a folder of them"
        case .io: "check that the folder exists and is writable"
        case .render(_, let hint): hint
        case let .unknownLayout(_, known): "its layouts are \(known)"
        case .invalidInput(_, let hint), .goldenMismatch(_, let hint): hint
        case .invalidSelection(_, let hint), .discontinuous(_, let hint), .strictWarnings(_, let hint): hint
        case .merge(_, let hint): hint
        case .interrupted, .interruptedAfterCommit, .watchStopped: nil
        }
    }

    /// Any error as Matchcut says it: a MatchcutError's message and hint, anything else
    /// (Foundation's, the system's) in Matchcut's words (`SystemErrorText`).
    public static func describe(_ error: Error) -> String {
        guard let error = error as? MatchcutError else { return SystemErrorText.reason(error) }
        return error.message + (error.hint.map { "\nhint: \($0)" } ?? "")
    }

    /// True when the input (a scene, a path) is at fault rather than the machine.
    public var isInputError: Bool {
        switch self {
        case .invalidScene, .fileNotFound, .unknownLayout, .invalidInput, .invalidSelection, .merge: true
        case .io, .render, .goldenMismatch, .discontinuous, .strictWarnings, .interrupted, .interruptedAfterCommit, .watchStopped: false
        }
    }
}

/// Its `message`, for `SystemErrorText.reason` and the ground floor's callers.
extension MatchcutError: DescribedError {}
