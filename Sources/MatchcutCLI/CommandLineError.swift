/// A usage mistake on the command line. Each becomes one message, the usage line, and a
/// pointer to help, with exit status 2.
enum CommandLineError: Error, Equatable {
    case unknownCommand(String, suggestion: String?)
    case unknownOption(String, command: String, suggestion: String?)
    case missingValue(option: String, command: String)
    /// `-o -o`: the argument after an option that takes a value is itself an option.
    case optionAsValue(option: String, value: String, command: String)
    case invalidValue(option: String, value: String, expected: String, command: String)
    case missingArgument(name: String, command: String)
    case unexpectedArgument(String, command: String)

    var message: String {
        switch self {
        case let .unknownCommand(name, suggestion):
            "unknown command '\(name)'" + (suggestion.map { ". Did you mean '\($0)'?" } ?? "")
        case let .unknownOption(option, _, suggestion):
            "unknown option '\(option)'" + (suggestion.map { ". Did you mean '\($0)'?" } ?? "")
        case let .missingValue(option, _):
            "missing value for '\(option)'"
        case let .optionAsValue(option, value, _):
            "missing value for '\(option)': the next argument, '\(value)', is an option "
                + "(a value that starts with '-' is written '--name=\(value)')"
        case let .invalidValue(option, value, expected, _):
            "invalid value '\(value)' for '\(option)': expected \(expected)"
        case let .missingArgument(name, _):
            "missing expected argument '\(name)'"
        case let .unexpectedArgument(argument, _):
            "unexpected argument '\(argument)'"
        }
    }

    var command: String? {
        switch self {
        case .unknownCommand: nil
        case let .unknownOption(_, command, _), let .missingValue(_, command), let .optionAsValue(_, _, command),
             let .invalidValue(_, _, _, command),
             let .missingArgument(_, command), let .unexpectedArgument(_, command):
            command
        }
    }
}

/// Levenshtein distance, for "did you mean" suggestions.
func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    var previous = Array(0...b.count)
    for i in 1...max(1, a.count) where !a.isEmpty {
        var current = [i] + Array(repeating: 0, count: b.count)
        for j in 1...max(1, b.count) where !b.isEmpty {
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        }
        previous = current
    }
    return a.isEmpty ? b.count : previous[b.count]
}

/// The closest candidate within a distance that makes a typo plausible.
func suggestion(for word: String, among candidates: [String]) -> String? {
    let best = candidates.map { ($0, editDistance(word, $0)) }.min { $0.1 < $1.1 }
    guard let best, best.1 <= max(2, word.count / 3) else { return nil }
    return best.0
}
