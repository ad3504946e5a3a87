import Foundation

/// Strings (and `Substring`s and `Character`s, which are strings here): the methods views
/// use to show text, with Swift's and Foundation's meaning, as a table by name
/// (`StringMethods.methods`).
extension Interpreter {
    package func stringProperty(_ name: String, _ s: String) -> Value? {
        if let test = StringMethods.characterTests[name] { return .bool(s.first.map(test) ?? false) }
        return StringMethods.properties[name]?(s)
    }

    package func stringMethod(_ name: String, _ s: String, _ values: [ArgValue], at location: SourceLocation) throws -> Value? {
        try callLibrary(StringMethods.methods, name, on: s, values, at: location,
                        known: ["separator", "maxSplits", "omittingEmptySubsequences", "separatedBy", "of", "with", "in",
                                "toLength", "withPad", "startingAt", "after", "before", "offsetBy", "where"])
    }
}

/// The string methods of Swift's standard library and Foundation, by name.
package enum StringMethods {
    package typealias Call = LibraryCall<String>
    package typealias Method = LibraryMethod<String>

    /// `isNumber`, `isLetter`…: a Character's tests, asked of a string's first character
    /// (false for an empty string).
    package static let characterTests: [String: @Sendable (Character) -> Bool] = [
        "isNumber": { $0.isNumber }, "isLetter": { $0.isLetter }, "isUppercase": { $0.isUppercase },
        "isLowercase": { $0.isLowercase }, "isWhitespace": { $0.isWhitespace }, "isPunctuation": { $0.isPunctuation },
    ]

    package static let properties: [String: @Sendable (String) -> Value] = [
        "count": { .int($0.count) },
        "isEmpty": { .bool($0.isEmpty) },
        "first": { $0.first.map { .string(String($0)) } ?? Value.none },
        "last": { $0.last.map { .string(String($0)) } ?? Value.none },
        "capitalized": { .string($0.capitalized) },
        "localizedCapitalized": { .string($0.capitalized) },
        "description": { .string($0) },
        "localizedDescription": { .string($0) },
        "utf8": scalars,
        "unicodeScalars": scalars,
        "wholeNumberValue": { $0.first?.wholeNumberValue.map { .int($0) } ?? Value.none },
        "startIndex": { _ in .int(0) },
        "endIndex": { .int($0.count) },
        "lines": { .array($0.split(separator: "\n", omittingEmptySubsequences: false).map { .string(String($0)) }) },
    ]

    /// `utf8` and `unicodeScalars`: each scalar's value.
    private static func scalars(_ s: String) -> Value { .array(s.unicodeScalars.map { .int(Int($0.value)) }) }

    package static let methods: [String: Method] = [
        "uppercased": { c in .string(c.s.uppercased()) },
        "lowercased": { c in .string(c.s.lowercased()) },
        "hasPrefix": { c in .bool(c.s.hasPrefix(try c.string())) },
        "hasSuffix": { c in .bool(c.s.hasSuffix(try c.string())) },
        "contains": { c in
            if let f = c.args.takeFunction("where") {
                return .bool(try c.s.contains { try c.it.truth(try c.it.apply(f, [.string(String($0))], at: c.location), at: c.location) })
            }
            return .bool(c.s.contains(try c.string()))
        },
        "localizedCaseInsensitiveContains": containsIgnoringCase, "localizedStandardContains": containsIgnoringCase,
        "prefix": slice, "suffix": slice, "dropFirst": slice, "dropLast": slice,
        "split": { c in
            let separator = try c.string("separator")
            let limit = try c.args.int("maxSplits") ?? Int.max
            let omit = try c.args.bool("omittingEmptySubsequences") ?? true
            guard let first = separator.first else { return nil }
            return .array(c.s.split(separator: first, maxSplits: limit, omittingEmptySubsequences: omit).map { .string(String($0)) })
        },
        "components": { c in .array(c.s.components(separatedBy: try c.string("separatedBy")).map { .string($0) }) },
        "replacingOccurrences": { c in .string(c.s.replacingOccurrences(of: try c.string("of"), with: try c.string("with"))) },
        "trimmingCharacters": { c in
            let set = try c.args.required("in") { $0.take($1) }
            let chars: CharacterSet = if case .enumCase("whitespaces", _) = set.value { .whitespaces } else { .whitespacesAndNewlines }
            return .string(c.s.trimmingCharacters(in: chars))
        },
        "reversed": { c in .string(String(c.s.reversed())) },
        "padding": { c in
            let length = try c.args.required("toLength") { try $0.int($1) }
            let pad = try c.string("withPad")
            _ = try c.args.int("startingAt")
            return .string(c.s.padding(toLength: max(0, min(length, Interpreter.maxStringLength)), withPad: pad, startingAt: 0))
        },
        "firstIndex": firstOrLastIndex, "lastIndex": firstOrLastIndex,
        "index": { c in
            if let i = try c.args.int("after") { return .int(i + 1) }
            if let i = try c.args.int("before") { return .int(i - 1) }
            return .int((try c.args.required(nil) { try $0.int($1) }) + (try c.args.required("offsetBy") { try $0.int($1) }))
        },
        "appending": { c in .string(c.s + (try c.string())) },
        "formatted": { c in .string(c.s) },
        "map": characters, "filter": characters, "compactMap": characters, "forEach": characters, "allSatisfy": characters,
        "reduce": characters, "enumerated": characters, "sorted": characters, "first": characters, "last": characters,
        "randomElement": characters,
    ]

    private static func containsIgnoringCase(_ c: inout Call) throws -> Value? {
        .bool(c.s.range(of: try c.string(), options: [.caseInsensitive, .diacriticInsensitive]) != nil)
    }

    private static func slice(_ c: inout Call) throws -> Value? {
        let n = max(0, try c.args.int(nil) ?? (c.name.hasPrefix("drop") ? 1 : 0))
        switch c.name {
        case "prefix": return .string(String(c.s.prefix(n)))
        case "suffix": return .string(String(c.s.suffix(n)))
        case "dropFirst": return .string(String(c.s.dropFirst(n)))
        default: return .string(String(c.s.dropLast(n)))
        }
    }

    private static func firstOrLastIndex(_ c: inout Call) throws -> Value? {
        let s = c.s
        let arg = try c.args.required("of") { $0.take($1) }
        // A `Character`: Swift refuses a string of any other length at compile time (and
        // `Character("")` traps), so this is the error Xcode gives.
        guard case let .string(text) = arg.value, text.count == 1, let character = text.first else {
            throw c.args.wrongType(arg, expected: "a 'Character'")
        }
        let index = c.name == "firstIndex" ? s.firstIndex(of: character) : s.lastIndex(of: character)
        return index.map { .int(s.distance(from: s.startIndex, to: $0)) } ?? Value.none
    }

    /// A collection method on the string's characters: `filter` gives a string back, the
    /// others what the array method gives.
    private static func characters(_ c: inout Call) throws -> Value? {
        let chars = c.s.map { Value.string(String($0)) }
        if c.name == "filter", let f = c.args.takeFunction(nil) {
            return .string(try chars.filter { try c.it.truth(try c.it.apply(f, [$0], at: c.location), at: c.location) }.map(\.text).joined())
        }
        c.isFinished = true
        return try c.it.arrayMethod(c.name, chars, c.values, at: c.location)
    }
}
