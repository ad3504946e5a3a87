import SwiftCore
import Foundation
import ViewTree

/// Strings (and `Substring`s and `Character`s, which are strings here): the methods views
/// use to show text, with Swift's and Foundation's meaning.
extension Interpreter {
    func stringProperty(_ name: String, _ s: String) -> Value? {
        switch name {
        case "count": .int(s.count)
        case "isEmpty": .bool(s.isEmpty)
        case "first": s.first.map { .string(String($0)) } ?? Value.none
        case "last": s.last.map { .string(String($0)) } ?? Value.none
        case "capitalized": .string(s.capitalized)
        case "localizedCapitalized": .string(s.capitalized)
        case "description", "localizedDescription": .string(s)
        case "utf8", "unicodeScalars": .array(s.unicodeScalars.map { .int(Int($0.value)) })
        case "isNumber", "isLetter", "isUppercase", "isLowercase", "isWhitespace", "isPunctuation":
            s.first.map { .bool(Interpreter.character($0, is: name)) } ?? .bool(false)
        case "wholeNumberValue": s.first?.wholeNumberValue.map { .int($0) } ?? Value.none
        case "startIndex": .int(0)
        case "endIndex": .int(s.count)
        case "lines": .array(s.split(separator: "\n", omittingEmptySubsequences: false).map { .string(String($0)) })
        default: nil
        }
    }

    private static func character(_ c: Character, is test: String) -> Bool {
        switch test {
        case "isNumber": c.isNumber
        case "isLetter": c.isLetter
        case "isUppercase": c.isUppercase
        case "isLowercase": c.isLowercase
        case "isWhitespace": c.isWhitespace
        default: c.isPunctuation
        }
    }

    func stringMethod(_ name: String, _ s: String, _ values: [ArgValue], at location: SourceLocation) throws -> Value? {
        var a = Arguments(values, callee: name, at: location)
        func string(_ label: String? = nil) throws -> String {
            let arg = try a.required(label) { $0.take($1) }
            return try text(arg.value)
        }
        let result: Value
        switch name {
        case "uppercased": result = .string(s.uppercased())
        case "lowercased": result = .string(s.lowercased())
        case "hasPrefix": result = .bool(s.hasPrefix(try string()))
        case "hasSuffix": result = .bool(s.hasSuffix(try string()))
        case "contains":
            if let f = a.takeFunction("where") {
                result = .bool(try s.contains { try truth(try apply(f, [.string(String($0))], at: location), at: location) })
            } else {
                result = .bool(s.contains(try string()))
            }
        case "localizedCaseInsensitiveContains", "localizedStandardContains":
            result = .bool(s.range(of: try string(), options: [.caseInsensitive, .diacriticInsensitive]) != nil)
        case "prefix", "suffix", "dropFirst", "dropLast":
            let n = max(0, try a.int(nil) ?? (name.hasPrefix("drop") ? 1 : 0))
            switch name {
            case "prefix": result = .string(String(s.prefix(n)))
            case "suffix": result = .string(String(s.suffix(n)))
            case "dropFirst": result = .string(String(s.dropFirst(n)))
            default: result = .string(String(s.dropLast(n)))
            }
        case "split":
            let separator = try string("separator")
            let limit = try a.int("maxSplits") ?? Int.max
            let omit = try a.bool("omittingEmptySubsequences") ?? true
            guard let c = separator.first else { return nil }
            result = .array(s.split(separator: c, maxSplits: limit, omittingEmptySubsequences: omit).map { .string(String($0)) })
        case "components":
            result = .array(s.components(separatedBy: try string("separatedBy")).map { .string($0) })
        case "replacingOccurrences":
            result = .string(s.replacingOccurrences(of: try string("of"), with: try string("with")))
        case "trimmingCharacters":
            let set = try a.required("in") { $0.take($1) }
            let chars: CharacterSet = if case .enumCase("whitespaces", _) = set.value { .whitespaces } else { .whitespacesAndNewlines }
            result = .string(s.trimmingCharacters(in: chars))
        case "reversed": result = .string(String(s.reversed()))
        case "padding":
            let length = try a.required("toLength") { try $0.int($1) }
            let pad = try string("withPad")
            _ = try a.int("startingAt")
            result = .string(s.padding(toLength: max(0, min(length, Interpreter.maxStringLength)), withPad: pad, startingAt: 0))
        case "firstIndex", "lastIndex":
            let c = try string("of")
            let index = name == "firstIndex" ? s.firstIndex(of: Character(c)) : s.lastIndex(of: Character(c))
            result = index.map { .int(s.distance(from: s.startIndex, to: $0)) } ?? Value.none
        case "index":
            if let i = try a.int("after") { result = .int(i + 1) } else if let i = try a.int("before") { result = .int(i - 1) }
            else { result = .int((try a.required(nil) { try $0.int($1) }) + (try a.required("offsetBy") { try $0.int($1) })) }
        case "appending": result = .string(s + (try string()))
        case "formatted": result = .string(s)
        case "map", "filter", "compactMap", "forEach", "allSatisfy", "reduce", "enumerated", "sorted", "first", "last", "randomElement":
            let chars = s.map { Value.string(String($0)) }
            if name == "filter", let f = a.takeFunction(nil) {
                result = .string(try chars.filter { try truth(try apply(f, [$0], at: location), at: location) }.map(\.text).joined())
            } else {
                return try arrayMethod(name, chars, values, at: location)
            }
        default:
            return nil
        }
        try a.finish(known: ["separator", "maxSplits", "omittingEmptySubsequences", "separatedBy", "of", "with", "in",
                             "toLength", "withPad", "startingAt", "after", "before", "offsetBy", "where"])
        return result
    }
}
