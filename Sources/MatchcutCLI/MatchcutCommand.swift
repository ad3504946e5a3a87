import Files
import Foundation
import Matchcut

/// The top-level command: dispatches to a subcommand and turns every error into a message
/// and an exit status (0 success, 1 failure while working, 2 bad usage or invalid scene).
enum MatchcutCommand {
    static let subcommands: [String: Subcommand] = [
        "render": RenderCommand.spec,
        "trace": TraceCommand.spec,
        "check": CheckCommand.spec,
        "layout": LayoutCommand.spec,
        "test": TestCommand.spec,
        "accept": AcceptCommand.spec,
        "diff": DiffCommand.spec,
        "merge": MergeCommand.spec,
        "merge-reports": MergeReportsCommand.spec,
        "preview": PreviewCommand.spec,
    ]

    static func run(_ arguments: [String]) -> Int32 {
        guard let first = arguments.first else {
            StandardStreams.line(Help.overview)
            return 0
        }
        switch first {
        case "--help", "-h", "help":
            if arguments.count > 1, let sub = subcommands[arguments[1]] {
                StandardStreams.line(sub.help)
            } else {
                StandardStreams.line(Help.overview)
            }
            return 0
        case "--version":
            StandardStreams.line(RendererFingerprint.current.description)
            return 0
        default:
            break
        }
        guard let sub = subcommands[first] else {
            let error = CommandLineError.unknownCommand(first, suggestion: suggestion(for: first, among: subcommands.keys.sorted()))
            return report(error)
        }
        let rest = Array(arguments.dropFirst())
        if ArgumentScanner.asksForHelp(rest) {
            StandardStreams.line(sub.help)
            return 0
        }
        do {
            try sub.run(try ProjectConfig.effectiveArguments(command: first, rest))
            return 0
        } catch let error as CommandLineError {
            return report(error)
        } catch MatchcutError.watchStopped {
            // Ctrl-C is how watching ends: said plainly, with the interrupted status.
            StandardStreams.error("stopped watching\n")
            return Interrupt.exitStatus
        } catch let error as MatchcutError {
            printError(error.message, hint: error.hint)
            if case .interrupted = error { return Interrupt.exitStatus }
            if case .interruptedAfterCommit = error { return Interrupt.exitStatus }
            return error.isInputError ? 2 : 1
        } catch {
            printError(SystemErrorText.reason(error), hint: nil)
            return 1
        }
    }

    static func report(_ error: CommandLineError) -> Int32 {
        printError(error.message, hint: nil)
        if let command = error.command, let sub = subcommands[command] {
            StandardStreams.error("Usage: \(sub.usage)\n  See 'matchcut \(command) --help'.\n")
        } else {
            StandardStreams.error("Usage: \(Help.usage)\n  See 'matchcut --help'.\n")
        }
        return 2
    }
}

/// Writes `Error: message` (and a hint) to stderr. A scene report is already formatted.
func printError(_ message: String, hint: String?) {
    var text = message.contains(": error: ") ? message : "Error: \(message)"
    if !text.hasSuffix("\n") { text += "\n" }
    if let hint { text += "hint: \(hint)\n" }
    StandardStreams.error(text)
}

/// A subcommand: its usage line, its help, and what it does.
struct Subcommand: Sendable {
    let usage: String
    let help: String
    let run: @Sendable ([String]) throws -> Void
}
