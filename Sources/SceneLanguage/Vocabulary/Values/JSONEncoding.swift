import Foundation
import SwiftCore

/// `JSONEncoder().encode(value)`, as apps save their models (docs/scene-language.md, "Files the
/// app ships"): the app's `Codable` structs and enums written as Swift's synthesized
/// `Encodable` writes them (stored properties in declaration order, or `CodingKeys`' order and
/// names; a nil optional left out; an enum by its raw value, or `{"case":{"_0":…}}`), with the
/// encoder's `outputFormatting` (`.prettyPrinted`, `.sortedKeys`, `.withoutEscapingSlashes`),
/// `keyEncodingStrategy` (`.convertToSnakeCase`) and `dateEncodingStrategy`
/// (`.deferredToDate`, `.secondsSince1970`, `.millisecondsSince1970`, `.iso8601`). The
/// `Data` it gives decodes again with `JSONDecoder` and reads as text with
/// `String(data:encoding:)`. Keys are in the order written: Swift's own encoder keeps no
/// promised order without `.sortedKeys`, and this one is the same on every run.
enum JSONEncoding {
    /// A new encoder: the defaults Apple documents for each setting.
    static let encoder = Value.instance(Instance(
        typeName: "JSONEncoder", names: ["outputFormatting", "keyEncodingStrategy", "dateEncodingStrategy"],
        fields: ["outputFormatting": .array([]), "keyEncodingStrategy": .enumCase("useDefaultKeys", []),
                 "dateEncodingStrategy": .enumCase("deferredToDate", [])]))

    /// `Data` holding JSON text made in the scene.
    static func data(json: String) -> Value {
        .instance(Instance(typeName: "Data", names: ["count", "json"], fields: ["count": .int(json.utf8.count), "json": .string(json)]))
    }

    /// A JSON value before it is written out.
    indirect enum Node {
        case object([(String, Node)])
        case array([Node])
        case string(String)
        case number(String)
        case bool(Bool)
        case null
    }

    struct Options {
        var pretty = false, sortedKeys = false, escapeSlashes = true, snakeCase = false
        var dates = "deferredToDate"
    }

    /// The text of `node`, compact or as Apple's pretty printer lays it out (two spaces a
    /// level, `"key" : value`).
    static func text(_ node: Node, _ options: Options, indent: Int = 0) -> String {
        let pad = String(repeating: "  ", count: indent + 1), close = String(repeating: "  ", count: indent)
        switch node {
        case let .object(members):
            if members.isEmpty { return "{}" }
            let ordered = options.sortedKeys ? members.sorted { $0.0 < $1.0 } : members
            let parts = ordered.map { quoted($0.0, options) + (options.pretty ? " : " : ":") + text($0.1, options, indent: indent + 1) }
            return options.pretty ? "{\n" + parts.map { pad + $0 }.joined(separator: ",\n") + "\n" + close + "}" : "{" + parts.joined(separator: ",") + "}"
        case let .array(items):
            if items.isEmpty { return "[]" }
            let parts = items.map { text($0, options, indent: indent + 1) }
            return options.pretty ? "[\n" + parts.map { pad + $0 }.joined(separator: ",\n") + "\n" + close + "]" : "[" + parts.joined(separator: ",") + "]"
        case let .string(s): return quoted(s, options)
        case let .number(n): return n
        case let .bool(b): return b ? "true" : "false"
        case .null: return "null"
        }
    }

    /// A JSON string: quotes, backslashes and control characters escaped, `/` as `\/` unless
    /// `.withoutEscapingSlashes`, as Foundation writes it.
    static func quoted(_ s: String, _ options: Options) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "/": out += options.escapeSlashes ? "\\/" : "/"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{8}": out += "\\b"
            case "\u{C}": out += "\\f"
            case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// A finite number as JSON writes it: an integral Double without its `.0` (`2`, not `2.0`).
    static func number(_ d: Double) -> String { Interpreter.literal(d) }

    /// `camelCase` → `camel_case`, as `.convertToSnakeCase` splits words: before a capital
    /// after a lowercase letter or digit, and before the last capital of a run followed by a
    /// lowercase letter (`myURLValue` → `my_url_value`).
    static func snakeCased(_ key: String) -> String {
        let chars = Array(key)
        var out = ""
        for (i, c) in chars.enumerated() {
            if c.isUppercase, i > 0 {
                let previous = chars[i - 1], next = i + 1 < chars.count ? chars[i + 1] : nil
                if previous.isLowercase || previous.isNumber || (previous.isUppercase && next?.isLowercase == true) { out += "_" }
            }
            out += c.lowercased()
        }
        return out
    }
}

extension Interpreter {
    /// `encoder.encode(value)`: the value's JSON as `Data`.
    func jsonEncode(_ encoder: Instance, _ values: [ArgValue], at location: SourceLocation) throws -> Value {
        var args = Arguments(values, callee: "encode", at: location)
        let arg = try args.required(nil) { $0.take($1) }
        try args.finish(known: [])
        var options = JSONEncoding.Options()
        let formatting: [Value]
        switch encoder["outputFormatting"] {
        case let .array(items)?, let .set(items)?: formatting = items
        case let value?: formatting = [value]
        case nil: formatting = []
        }
        for case let .enumCase(name, _) in formatting {
            switch name {
            case "prettyPrinted": options.pretty = true
            case "sortedKeys": options.sortedKeys = true
            case "withoutEscapingSlashes": options.escapeSlashes = false
            default: break
            }
        }
        if case .enumCase("convertToSnakeCase", _)? = encoder["keyEncodingStrategy"] { options.snakeCase = true }
        if case let .enumCase(name, _)? = encoder["dateEncodingStrategy"] { options.dates = name }
        let node = try jsonNode(arg.value, options, depth: 0, at: arg.location)
        return JSONEncoding.data(json: JSONEncoding.text(node, options))
    }

    private func jsonNode(_ value: Value, _ options: JSONEncoding.Options, depth: Int, at location: SourceLocation) throws -> JSONEncoding.Node {
        try charge(1)
        func refuse(_ what: String) -> EvalError {
            EvalError(.wrongArgumentType(parameter: "_", callee: "encode", expected: "a 'Codable' value the app declares or a standard one",
                                         found: what), at: location)
        }
        guard depth < 200 else { throw refuse("a value nested more than 200 deep") }
        switch value {
        case let .string(s): return .string(s)
        case let .int(i): return .number(String(i))
        case let .double(d):
            // Swift's encoder throws for a value JSON cannot write.
            guard d.isFinite else { throw AppError(value: .string("Unable to encode Double.\(d) directly in JSON."), location: location) }
            return .number(JSONEncoding.number(d))
        case let .bool(b): return .bool(b)
        case .none: return .null
        case let .array(items), let .set(items):
            return .array(try items.map { try jsonNode($0, options, depth: depth + 1, at: location) })
        case let .dictionary(pairs):
            return .object(try pairs.map { pair in
                let key: String
                switch pair.key {
                case let .string(s): key = s
                case let .int(i): key = String(i)
                default: throw refuse("a dictionary whose keys are not strings or integers")
                }
                return (key, try jsonNode(pair.value, options, depth: depth + 1, at: location))
            })
        case let .host(SwiftUIValue.uuid(u)): return .string(u)
        case let .enumValue(e):
            guard let decl = types[e.typeName] else { throw refuse("'\(e.typeName)'") }
            if rawType(of: decl) != nil { return try jsonNode(try rawValue(e, at: location), options, depth: depth + 1, at: location) }
            // Swift 5.5's synthesized form: the case's name holding its associated values, each
            // by its label or `_0`, `_1`.
            let fields = e.associated.enumerated().map { i, a in (a.0 ?? "_\(i)", a.1) }
            return .object([(e.caseName, .object(try fields.map { ($0.0, try jsonNode($0.1, options, depth: depth + 1, at: location)) }))])
        case let .instance(inst):
            return try jsonNode(inst, options, depth: depth, at: location)
        default:
            throw refuse("\(value.kindDescription)")
        }
    }

    private func jsonNode(_ inst: Instance, _ options: JSONEncoding.Options, depth: Int, at location: SourceLocation) throws -> JSONEncoding.Node {
        switch inst.typeName {
        case "Date":
            guard case let .double(since1970)? = inst["timeIntervalSince1970"] else { break }
            switch options.dates {
            case "secondsSince1970": return .number(JSONEncoding.number(since1970))
            case "millisecondsSince1970": return .number(JSONEncoding.number(since1970 * 1000))
            case "iso8601":
                let formatter = ISO8601DateFormatter()
                formatter.timeZone = TimeZone(identifier: "GMT")
                return .string(formatter.string(from: Date(timeIntervalSince1970: since1970)))
            default: return .number(JSONEncoding.number(since1970 - Interpreter.referenceDate))
            }
        case "URL":
            if case let .string(s)? = inst["absoluteString"] { return .string(s) }
        default:
            break
        }
        guard let decl = types[inst.typeName], !decl.isClass else {
            throw EvalError(.wrongArgumentType(parameter: "_", callee: "encode", expected: "a 'Codable' value the app declares or a standard one",
                                               found: "a '\(inst.typeName)'"), at: location)
        }
        let keys = orderedCodingKeys(of: decl) ?? inst.names.map { ($0, $0) }
        var members: [(String, JSONEncoding.Node)] = []
        for (property, key) in keys {
            // A nil optional is left out, as the synthesized encoder's encodeIfPresent does.
            guard let value = inst[property], !value.isNone else { continue }
            members.append((options.snakeCase ? JSONEncoding.snakeCased(key) : key, try jsonNode(value, options, depth: depth + 1, at: location)))
        }
        return .object(members)
    }
}
