import SwiftCore
import Drawing
import Geometry
import ViewTree

/// Colours and shape styles: `Color.red`, `.secondary`, `Color(.secondarySystemBackground)`,
/// `Color(red:green:blue:opacity:)`, `Color(white:)`, `Color(hue:saturation:brightness:)`,
/// materials (`.ultraThinMaterial` … `.bar`), `.tint`, `.foreground`, `.background`, and
/// `color.gradient`. Gradients made by a call are `Gradients`'.
enum Colors {
    static let hierarchical = ["primary": 0, "secondary": 1, "tertiary": 2, "quaternary": 3, "foreground": 0]

    /// SwiftUI's `Material`s by their leading-dot names.
    static let materials: [String: MaterialStyle] = [
        "ultraThinMaterial": .ultraThin, "thinMaterial": .thin, "regularMaterial": .regular, "thickMaterial": .thick,
        "ultraThickMaterial": .ultraThick, "bar": .bar,
    ]

    /// Shape styles that are system colours (iOS 15–17's `.background`, `.separator`, `.fill`).
    static let styleColors: [String: Color] = [
        "background": SystemColors.background, "separator": SystemColors.separator, "fill": SystemColors.fill,
        "placeholder": SystemColors.tertiaryLabel, "link": SystemColors.semantic["link"]!,
    ]

    static func color(from value: Value, at location: SourceLocation) throws -> Color {
        switch value {
        case let .host(SwiftUIValue.color(c)): return c
        case let .enumCase(name, _):
            if let c = SystemColors.named[name] ?? SystemColors.uiKit(name) { return c }
            if name == "accentColor" { return SystemColors.named["blue"]! } // the default tint
            let names = (Array(SystemColors.named.keys) + Array(SystemColors.semantic.keys)).sorted()
            throw EvalError(.unknownMember(name, type: "'Color'", suggestion: Suggestions.closest(to: name, in: names)), at: location)
        default:
            throw EvalError(.wrongArgumentType(parameter: "_", callee: "Color", expected: "a colour", found: value.kindDescription), at: location)
        }
    }

    /// A style for `fill`, `foregroundStyle`, `background`: `.secondary` stays hierarchical,
    /// a material stays a material, `.tint` the tint.
    static func shapeStyle(from value: Value, at location: SourceLocation) throws -> ShapeStyle {
        switch value {
        case let .host(SwiftUIValue.shapeStyle(s)): return s
        case let .enumCase(name, _) where hierarchical[name] != nil:
            return .hierarchical(level: hierarchical[name] ?? 0)
        case let .enumCase(name, _) where materials[name] != nil:
            return .material(materials[name]!, tint: nil)
        case .enumCase("tint", _):
            return .tint
        case let .enumCase(name, values) where name.hasSuffix("Gradient"):
            if let gradient = try Gradients.leadingDot(name, values, at: location) { return gradient }
            return .color(try color(from: value, at: location))
        case let .enumCase(name, _) where styleColors[name] != nil && SystemColors.named[name] == nil:
            return .color(styleColors[name]!)
        default: return .color(try color(from: value, at: location))
        }
    }

    /// `base.name` on a colour or a style: `Color.red.gradient`, `.blue.gradient`; nil for
    /// any other member.
    static func member(_ name: String, of base: Value) -> Value? {
        if name == "description", case let .host(SwiftUIValue.color(c)) = base { return .string(description(of: c)) }
        guard name == "gradient" else { return nil }
        switch base {
        case let .host(SwiftUIValue.color(c)): return .shapeStyle(.gradient(c.standardGradient))
        case let .enumCase(colorName, args) where args.isEmpty:
            guard let c = SystemColors.named[colorName] ?? SystemColors.uiKit(colorName) else { return nil }
            return .shapeStyle(.gradient(c.standardGradient))
        default: return nil
        }
    }

    /// `color.description`, as SwiftUI prints a colour: a system colour's name (`blue`), any
    /// other as `#RRGGBBAA` in sRGB; apps build ids from it.
    static func description(of c: Color) -> String {
        if let name = SystemColors.named.keys.sorted().first(where: { SystemColors.named[$0] == c }) { return name }
        func byte(_ v: Double) -> String {
            let unit = v.isFinite ? min(1, max(0, v)) : 0
            return String(format: "%02X", Int(exactly: (unit * 255).rounded()) ?? 0)
        }
        return "#" + byte(c.red) + byte(c.green) + byte(c.blue) + byte(c.opacity)
    }

    /// `Color(...)` initializers.
    static func make(_ args: inout Arguments) throws -> Color {
        // `Color(.sRGB, red:green:blue:opacity:)`: components in the space named (sRGB when
        // none is), converted to the sRGB Matchcut draws in.
        var space = "sRGB"
        if args.items.contains(where: { $0.label == "red" || $0.label == "white" }), let arg = args.take(nil) {
            guard case let .enumCase(name, _) = arg.value, ["sRGB", "sRGBLinear", "displayP3"].contains(name) else {
                throw EvalError(.wrongArgumentType(parameter: "_", callee: "Color", expected: "a 'Color.RGBColorSpace' ('.sRGB')",
                                                   found: arg.value.kindDescription), at: arg.location)
            }
            space = name
        }
        if let arg = args.take(nil) ?? args.take("uiColor") {
            let c = try color(from: arg.value, at: arg.location)
            try args.finish(known: [])
            return c
        }
        if let white = try args.double("white") {
            let opacity = try args.double("opacity") ?? 1
            try args.finish(known: ["white", "opacity"])
            return Colors.inSpace(space, white, white, white, opacity)
        }
        if let hue = try args.double("hue") {
            // hsb takes the hue's integer part: NaN and ±inf have none.
            guard hue.isFinite else {
                throw EvalError(.wrongArgumentType(parameter: "hue", callee: "Color", expected: "a finite number",
                                                   found: Interpreter.literal(hue)), at: args.location)
            }
            let s = try args.double("saturation") ?? 1, b = try args.double("brightness") ?? 1
            let opacity = try args.double("opacity") ?? 1
            try args.finish(known: ["hue", "saturation", "brightness", "opacity"])
            return hsb(hue, s, b, opacity)
        }
        let r = try args.required("red") { try $0.double($1) }
        let g = try args.required("green") { try $0.double($1) }
        let b = try args.required("blue") { try $0.double($1) }
        // `UIColor(red:green:blue:alpha:)` and `#colorLiteral` say alpha.
        let o = try args.double("opacity") ?? args.double("alpha") ?? 1
        try args.finish(known: ["red", "green", "blue", "opacity", "alpha"])
        return Colors.inSpace(space, r, g, b, o)
    }

    /// Components written in `space` as the sRGB colour drawn; sRGB's own are kept as written.
    static func inSpace(_ space: String, _ r: Double, _ g: Double, _ b: Double, _ o: Double) -> Color {
        let clamp = { (v: Double) in min(1, max(0, v)) }
        switch space {
        case "displayP3":
            let (sr, sg, sb) = Color.sRGB(fromDisplayP3: r, g, b)
            return Color(red: clamp(sr), green: clamp(sg), blue: clamp(sb), opacity: o)
        case "sRGBLinear":
            let (sr, sg, sb) = Color.sRGB(fromLinear: r, g, b)
            return Color(red: clamp(sr), green: clamp(sg), blue: clamp(sb), opacity: o)
        default: return Color(red: r, green: g, blue: b, opacity: o)
        }
    }

    /// HSB (HSV) to sRGB, as `Color(hue:saturation:brightness:)` converts.
    static func hsb(_ h: Double, _ s: Double, _ v: Double, _ opacity: Double) -> Color {
        let hue = (h - h.rounded(.down)) * 6
        let i = Int(hue) % 6, f = hue - Double(Int(hue))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double)
        switch i {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        return Color(red: r, green: g, blue: b, opacity: opacity)
    }
}

/// Alignments, edges and unit points written with leading dots.
enum Enumerations {
    static func alignment(_ arg: ArgValue?) throws -> Alignment? {
        guard let arg else { return nil }
        guard case let .enumCase(name, _) = arg.value, let a = Alignment.named[name] else {
            throw unknown(arg, "'Alignment'", Alignment.named.keys.sorted())
        }
        return a
    }

    static func horizontal(_ arg: ArgValue?) throws -> HorizontalAlignment? {
        guard let arg else { return nil }
        guard case let .enumCase(name, _) = arg.value, let a = HorizontalAlignment(rawValue: name) else {
            throw unknown(arg, "'HorizontalAlignment'", HorizontalAlignment.allCases.map(\.rawValue))
        }
        return a
    }

    static func vertical(_ arg: ArgValue?) throws -> VerticalAlignment? {
        guard let arg else { return nil }
        guard case let .enumCase(name, _) = arg.value, let a = VerticalAlignment(rawValue: name) else {
            throw unknown(arg, "'VerticalAlignment'", VerticalAlignment.allCases.map(\.rawValue))
        }
        return a
    }

    static func unitPoint(_ arg: ArgValue?) throws -> UnitPoint? {
        guard let arg else { return nil }
        guard case let .enumCase(name, _) = arg.value, let p = UnitPoint.named[name] else {
            throw unknown(arg, "'UnitPoint'", UnitPoint.named.keys.sorted())
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
        throw unknown(arg, "'Edge.Set'", edgeSets.keys.sorted())
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
