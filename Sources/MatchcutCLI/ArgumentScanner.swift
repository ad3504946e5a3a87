import Foundation
import Matchcut

/// Reads one command's arguments: `--name value`, `--name=value`, `-o value`, flags, and
/// positional arguments. Unknown options are errors with a suggestion. `--` ends the
/// options: everything after it is positional (`render -- -odd-name.scene`). A value given
/// as the next argument may not look like an option (`-o -o` is an error, not a folder
/// named `-o`); one that must start with `-` is written `--name=-value`.
struct ArgumentScanner {
    let command: String
    /// Options that take a value, by every spelling (`-o`, `--output`).
    let valued: Set<String>
    let flags: Set<String>
    private(set) var values: [String: [String]] = [:]
    private(set) var present: Set<String> = []
    private(set) var positional: [String] = []

    init(command: String, arguments: [String], valued: Set<String>, flags: Set<String> = []) throws {
        self.command = command
        self.valued = valued
        self.flags = flags.union(["--help", "-h"])
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" {
                positional += arguments[index...]
                break
            }
            guard Self.looksLikeOption(argument) else {
                positional.append(argument)
                continue
            }
            var name = argument, inline: String?
            if let eq = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                name = String(argument[..<eq])
                inline = String(argument[argument.index(after: eq)...])
            }
            if self.flags.contains(name) {
                present.insert(name)
            } else if valued.contains(name) {
                let value: String
                if let inline {
                    value = inline
                } else {
                    guard index < arguments.count else { throw CommandLineError.missingValue(option: name, command: command) }
                    value = arguments[index]
                    if Self.looksLikeOption(value) || value == "--" {
                        throw CommandLineError.optionAsValue(option: name, value: value, command: command)
                    }
                    index += 1
                }
                values[name, default: []].append(value)
            } else {
                let all = Array(valued) + Array(self.flags)
                throw CommandLineError.unknownOption(name, command: command, suggestion: suggestion(for: name, among: all.sorted()))
            }
        }
    }

    /// `-o`, `--fps`: a dash and a letter, or two dashes and more. `-` (standard input) and
    /// `-0.5` (a number) are values.
    static func looksLikeOption(_ argument: String) -> Bool {
        guard argument.hasPrefix("-"), argument.count > 1 else { return false }
        let second = argument[argument.index(after: argument.startIndex)]
        return second == "-" ? argument.count > 2 : second.isLetter
    }

    /// Whether `--help` or `-h` comes before any `--`.
    static func asksForHelp(_ arguments: [String]) -> Bool {
        arguments.prefix { $0 != "--" }.contains { $0 == "--help" || $0 == "-h" }
    }

    func value(_ names: String...) -> String? {
        names.lazy.compactMap { values[$0]?.last }.first
    }

    func has(_ name: String) -> Bool { present.contains(name) }

    func int(_ names: String..., in range: ClosedRange<Int>) throws -> Int? {
        guard let name = names.first(where: { values[$0] != nil }), let text = values[name]?.last else { return nil }
        guard let number = Int(text), range.contains(number) else {
            throw CommandLineError.invalidValue(option: name, value: text,
                                                expected: "a whole number from \(range.lowerBound) to \(range.upperBound)",
                                                command: command)
        }
        return number
    }

    func double(_ name: String, in range: ClosedRange<Double>) throws -> Double? {
        guard let text = values[name]?.last else { return nil }
        guard let number = Double(text), range.contains(number) else {
            throw CommandLineError.invalidValue(option: name, value: text,
                                                expected: "a number from \(formatNumber(range.lowerBound)) to \(formatNumber(range.upperBound))",
                                                command: command)
        }
        return number
    }
}

extension ArgumentScanner {
    /// `--shard K/N`.
    func shard() throws -> Shard? {
        try value("--shard").map { text in
            guard let shard = Shard(text) else {
                throw CommandLineError.invalidValue(option: "--shard", value: text,
                                                    expected: "k/n with 1 ≤ k ≤ n, such as 2/4", command: command)
            }
            return shard
        }
    }

    /// `--cache DIR`, `--cache-size MB`, `--no-cache`: where the frame cache lives, or none.
    func cache() throws -> FrameCache.Location? {
        let megabytes = try int("--cache-size", in: 1...(1 << 30))
        if has("--no-cache") {
            if let other = value("--cache").map({ _ in "--cache" }) ?? megabytes.map({ _ in "--cache-size" }) {
                throw CommandLineError.invalidValue(option: other, value: value(other) ?? "",
                                                    expected: "no cache options with --no-cache", command: command)
            }
            return nil
        }
        let location = FrameCache.Location(folder: value("--cache") ?? FrameCache.Location.defaultFolder,
                                           sizeLimit: megabytes.map { $0 << 20 } ?? FrameCache.Location.defaultSizeLimit)
        // A cache that cannot be used (a file, a read-only disk, a folder of the user's) is
        // said once, and the run goes on without it.
        let (usable, warning) = FrameCache.usable(location)
        if let warning { StandardStreams.error(warning + "\n") }
        return usable
    }

    /// `--jobs N`, by default the number of cores.
    func jobs() throws -> Int {
        try int("--jobs", in: 1...256) ?? ProcessInfo.processInfo.activeProcessorCount
    }
}

func formatNumber(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
}
