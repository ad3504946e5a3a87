import SwiftCore
import Geometry
import ViewTree

/// `AttributedString` as apps style runs of a text with it: made from a string or from
/// Markdown (`AttributedString(markdown:)`), joined with `+`, `+=` and `append`, styled on
/// the whole string (`s.foregroundColor = .red`) or on a range of it
/// (`if let r = s.range(of: "Swift") { s[r].font = .headline }`), and shown by `Text(s)`.
/// Each run keeps its attributes as text modifiers (`StyledText`); Layout gives each run its
/// font, colour and decoration (docs/scene-language.md, "Text").
enum AttributedStrings {
    static let rules: [ValueRule] = [
        ValueRule("AttributedString") { args, it in
            if let markdown = args.take("markdown") {
                try args.finish(known: ["markdown"])
                return .attributed(Markdown.styled(try it.text(markdown.value)))
            }
            guard let arg = args.take(nil) else { return .attributed(StyledText([])) }
            try args.finish(known: [])
            if case let .host(SwiftUIValue.attributed(text)) = arg.value { return .attributed(text) }
            return .attributed(StyledText(try it.text(arg.value)))
        },
    ]

    /// The attributes a scene may set, and the text modifier each stands for.
    static let attributeNames = ["font", "foregroundColor", "backgroundColor", "underlineStyle", "strikethroughStyle",
                                 "link", "kern", "tracking", "baselineOffset"]

    /// The modifier that gives a run the attribute `name` set to `value`; nil for an unknown
    /// attribute.
    static func modifier(_ name: String, _ value: Value, at location: SourceLocation) throws -> [Modifier]? {
        func number() throws -> Double {
            switch value {
            case let .int(i): return Double(i)
            case let .double(d): return d
            default: throw EvalError(.wrongArgumentType(parameter: name, callee: "AttributedString", expected: "a number",
                                                        found: value.kindDescription), at: location)
            }
        }
        switch name {
        case "font":
            if value.isNone { return [] }
            return [.font(try Fonts.font(from: value, at: location))]
        case "foregroundColor":
            if value.isNone { return [] }
            return [.foregroundStyle(try Colors.shapeStyle(from: value, at: location))]
        case "backgroundColor":
            return [.text(.background(value.isNone ? nil : try Colors.color(from: value, at: location)))]
        case "underlineStyle": return [.text(.underline(!value.isNone, nil))]
        case "strikethroughStyle": return [.text(.strikethrough(!value.isNone, nil))]
        // A link is drawn in the accent colour (tapping it belongs to the interactions).
        case "link": return value.isNone ? [] : [.foregroundStyle(.tint)]
        case "kern", "tracking": return [.text(.tracking(try number()))]
        case "baselineOffset": return [.text(.baselineOffset(try number()))]
        default: return nil
        }
    }
}

extension Interpreter {
    /// The runs a `Text` stands for in `Text + Text`: its text (or runs) with its own
    /// modifiers outside them; nil for a view that is not a `Text`.
    static func styledRuns(of node: ViewNode) -> StyledText? {
        switch node.kind {
        case let .text(string): StyledText(string).wrapped(in: node.modifiers)
        case let .styledText(text): text.wrapped(in: node.modifiers)
        default: nil
        }
    }

    /// `s.characters`, `s.description`, `s.startIndex` … of an attributed string.
    func attributedProperty(_ name: String, _ text: StyledText) -> Value? {
        switch name {
        case "characters", "description": .string(text.string)
        case "startIndex": .int(0)
        case "endIndex": .int(text.string.count)
        default: nil
        }
    }

    /// `s.range(of: "Swift")`: the characters of the first match, or nil.
    func attributedMethod(_ name: String, _ text: StyledText, _ values: [ArgValue], at location: SourceLocation) throws -> Value? {
        guard name == "range" else { return nil }
        var a = Arguments(values, callee: name, at: location)
        let needle = try a.required("of") { try $0.string($1) }
        try a.finish(known: ["of", "options"])
        let chars = Array(text.string), wanted = Array(needle)
        guard !wanted.isEmpty, wanted.count <= chars.count else { return .none }
        for start in 0...(chars.count - wanted.count) where Array(chars[start..<(start + wanted.count)]) == wanted {
            return .range(start, start + wanted.count)
        }
        return .none
    }

    /// `s.foregroundColor = .red`, `s[range].font = .headline`: the text with the attribute set.
    func settingAttribute(_ name: String, of text: StyledText, to value: Value, at location: SourceLocation) throws -> Value {
        guard let modifiers = try AttributedStrings.modifier(name, value, at: location) else {
            throw EvalError(.unknownMember(name, type: "an 'AttributedString'",
                                           suggestion: Suggestions.closest(to: name, in: AttributedStrings.attributeNames)), at: location)
        }
        return .attributed(modifiers.reduce(text) { $0.setting($1) })
    }

    /// The characters `a..<b` of an attributed string, open bounds running to its ends.
    func attributedRange(_ a: Int, _ b: Int, in text: StyledText, at location: SourceLocation) throws -> Range<Int> {
        let count = text.string.count
        let lower = a == Int.min ? 0 : a, upper = b == Int.max ? count : b
        guard lower >= 0, upper <= count, lower <= upper else { throw EvalError(.indexOutOfRange(index: upper, count: count), at: location) }
        return lower..<upper
    }
}
