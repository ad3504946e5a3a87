import Geometry
import ViewTree

/// Colours and shape styles: `Color.red`, `.secondary`, `Color(.secondarySystemBackground)`,
/// `Color(red:green:blue:opacity:)`, `LinearGradient(colors:startPoint:endPoint:)`.
enum Colors {
    static let hierarchical = ["primary": 0, "secondary": 1, "tertiary": 2, "quaternary": 3]

    static func color(from value: Value, at location: SourceLocation) throws -> Color {
        switch value {
        case let .color(c): return c
        case let .enumCase(name, _):
            if let c = SystemColors.named[name] ?? SystemColors.semantic[name] { return c }
            // UIColor's `systemBlue`, `systemRed`…: the system colours SwiftUI names `blue`, `red`.
            if name.hasPrefix("system"), name.count > 6 {
                let short = name.dropFirst(6).prefix(1).lowercased() + name.dropFirst(7)
                if let c = SystemColors.named[short] { return c }
            }
            if name == "accentColor" { return SystemColors.named["blue"]! } // the default tint
            let names = Array(SystemColors.named.keys) + Array(SystemColors.semantic.keys)
            throw EvalError(.unknownMember(name, type: "'Color'", suggestion: Suggestions.closest(to: name, in: names)), at: location)
        default:
            throw EvalError(.wrongArgumentType(parameter: "_", callee: "Color", expected: "a colour", found: value.kindDescription), at: location)
        }
    }

    /// A style for `fill`, `foregroundStyle`, `background`: `.secondary` stays hierarchical.
    static func shapeStyle(from value: Value, at location: SourceLocation) throws -> ShapeStyle {
        switch value {
        case let .shapeStyle(s): return s
        case let .enumCase(name, _) where hierarchical[name] != nil:
            return .hierarchical(level: hierarchical[name] ?? 0)
        default: return .color(try color(from: value, at: location))
        }
    }

    /// `Color(...)` initializers.
    static func make(_ args: inout Arguments) throws -> Color {
        if let arg = args.take(nil) ?? args.take("uiColor") {
            let c = try color(from: arg.value, at: arg.location)
            try args.finish(known: [])
            return c
        }
        if let white = try args.double("white") {
            let opacity = try args.double("opacity") ?? 1
            try args.finish(known: ["white", "opacity"])
            return Color(red: white, green: white, blue: white, opacity: opacity)
        }
        let r = try args.required("red") { try $0.double($1) }
        let g = try args.required("green") { try $0.double($1) }
        let b = try args.required("blue") { try $0.double($1) }
        let o = try args.double("opacity") ?? 1
        try args.finish(known: ["red", "green", "blue", "opacity"])
        return Color(red: r, green: g, blue: b, opacity: o)
    }

    static func gradient(_ args: inout Arguments) throws -> ShapeStyle {
        guard let colorsArg = args.take("colors"), case let .array(items) = colorsArg.value else {
            throw EvalError(.missingArgument("colors:", callee: "LinearGradient"), at: args.location)
        }
        let colors = try items.map { try color(from: $0, at: colorsArg.location) }
        let start = try Enumerations.unitPoint(args.take("startPoint")) ?? .top
        let end = try Enumerations.unitPoint(args.take("endPoint")) ?? .bottom
        try args.finish(known: ["colors", "startPoint", "endPoint"])
        return .linearGradient(colors: colors, start: start, end: end)
    }
}

/// Alignments, edges and unit points written with leading dots.
enum Enumerations {
    static func alignment(_ arg: ArgValue?) throws -> Alignment? {
        guard let arg else { return nil }
        guard case let .enumCase(name, _) = arg.value, let a = Alignment.named[name] else {
            throw unknown(arg, "'Alignment'", Array(Alignment.named.keys))
        }
        return a
    }

    static func horizontal(_ arg: ArgValue?) throws -> HorizontalAlignment? {
        guard let arg else { return nil }
        guard case let .enumCase(name, _) = arg.value, let a = HorizontalAlignment(rawValue: name) else {
            throw unknown(arg, "'HorizontalAlignment'", ["leading", "center", "trailing"])
        }
        return a
    }

    static func vertical(_ arg: ArgValue?) throws -> VerticalAlignment? {
        guard let arg else { return nil }
        guard case let .enumCase(name, _) = arg.value, let a = VerticalAlignment(rawValue: name) else {
            throw unknown(arg, "'VerticalAlignment'", ["top", "center", "bottom", "firstTextBaseline", "lastTextBaseline"])
        }
        return a
    }

    static func unitPoint(_ arg: ArgValue?) throws -> UnitPoint? {
        guard let arg else { return nil }
        guard case let .enumCase(name, _) = arg.value, let p = UnitPoint.named[name] else {
            throw unknown(arg, "'UnitPoint'", Array(UnitPoint.named.keys))
        }
        return p
    }

    static let edgeSets: [String: Set<Edge>] = [
        "all": Set(Edge.allCases), "top": [.top], "bottom": [.bottom], "leading": [.leading],
        "trailing": [.trailing], "horizontal": [.leading, .trailing], "vertical": [.top, .bottom],
    ]

    /// `.horizontal`, `.top`, `[.top, .leading]`, `.all`.
    static func edges(_ arg: ArgValue) throws -> Set<Edge> {
        switch arg.value {
        case let .enumCase(name, _):
            if let s = edgeSets[name] { return s }
        case let .array(items):
            return try items.reduce(into: Set<Edge>()) { $0.formUnion(try edges(ArgValue(label: arg.label, value: $1, location: arg.location))) }
        default: break
        }
        throw unknown(arg, "'Edge.Set'", Array(edgeSets.keys))
    }

    static func edge(_ arg: ArgValue) throws -> Edge {
        guard case let .enumCase(name, _) = arg.value, let e = Edge(rawValue: name) else {
            throw unknown(arg, "'Edge'", Edge.allCases.map(\.rawValue))
        }
        return e
    }

    static func unknown(_ arg: ArgValue, _ type: String, _ names: [String]) -> EvalError {
        if case let .enumCase(name, _) = arg.value {
            return EvalError(.unknownMember(name, type: type, suggestion: Suggestions.closest(to: name, in: names)), at: arg.location)
        }
        return EvalError(.wrongArgumentType(parameter: (arg.label ?? "_") + ":", callee: type.replacingOccurrences(of: "'", with: ""),
                                            expected: "a member of \(type)", found: arg.value.kindDescription), at: arg.location)
    }
}
