import SwiftCore
import Drawing
import ViewTree

/// `Font` values: text styles, `.system(size:weight:design:)`, `.bold()`, `.weight(_:)`,
/// `.italic()`, `.monospacedDigit()`, `.smallCaps()`.
enum Fonts {
    static func font(from value: Value, at location: SourceLocation) throws -> Font {
        switch value {
        case let .host(SwiftUIValue.font(f)): return f
        case let .enumCase("system", values):
            var args = Arguments(values, callee: "system", at: location)
            var font: Font
            if let styleArg = args.take(nil) {
                font = try self.font(from: styleArg.value, at: styleArg.location)
            } else {
                font = Font(size: try args.required("size") { try $0.double($1) })
            }
            if let w = args.take("weight") { font.weight = try weight(w) }
            if let d = args.take("design") { font.design = try design(d) }
            try args.finish(known: ["size", "weight", "design"])
            return font
        case let .enumCase("custom", values):
            // `custom(_:size:)`, `custom(_:size:relativeTo:)`, `custom(_:fixedSize:)`: the app's
            // font is not pinned, so the text is drawn in Inter at the size asked (a note at the
            // `.font` call says so; `customFontNote`).
            var args = Arguments(values, callee: "custom", at: location)
            let name = try args.required(nil) { try $0.string($1) }
            let fixed = try args.double("fixedSize")
            let size = try fixed ?? args.required("size") { try $0.double($1) }
            if let style = args.take("relativeTo") { _ = try self.font(from: style.value, at: style.location) }
            try args.finish(known: ["size", "relativeTo", "fixedSize"])
            var font = Font(size: size)
            // The name, and whether the size is fixed (`fixedSize:` does not scale in SwiftUI
            // either), for the note.
            font.customName = fixed == nil ? name : name + " (fixed)"
            return font
        case let .enumCase(name, _):
            if let style = TextStyle(rawValue: name) { return Font(style: style) }
            throw EvalError(.unknownMember(name, type: "'Font'", suggestion: Suggestions.closest(to: name, in: TextStyle.allCases.map(\.rawValue) + ["system", "custom"])), at: location)
        default:
            throw EvalError(.wrongArgumentType(parameter: "_", callee: "font", expected: "a 'Font'", found: value.kindDescription), at: location)
        }
    }

    static func design(_ arg: ArgValue) throws -> FontDesign {
        guard case let .enumCase(name, _) = arg.value, let design = FontDesign(rawValue: name) else {
            throw Enumerations.unknown(arg, "'Font.Design'", FontDesign.allCases.map(\.rawValue))
        }
        return design
    }

    /// Warns where a font asks for the rounded design, which no pinned face draws (Inter does).
    static func reportDesign(_ design: FontDesign, at location: SourceLocation, to diagnostics: inout DiagnosticBag) {
        guard design == .rounded else { return }
        diagnostics.add(.fontApproximated("the '.rounded' design", drawnAs: "in Inter, as the default design",
                                          reason: "Matchcut pins no rounded face"), at: location)
    }

    /// Notes at `.font(.custom("Name", size: 17))`: the app's font is drawn in Inter at that
    /// size, and not scaled with Dynamic Type as `size:` (relative to body) would be.
    static func reportCustom(_ font: Font, at location: SourceLocation, to diagnostics: inout DiagnosticBag) {
        guard let custom = font.customName else { return }
        let fixed = custom.hasSuffix(" (fixed)"), name = fixed ? String(custom.dropLast(" (fixed)".count)) : custom
        diagnostics.add(.fontApproximated("the custom font '\(name)'", drawnAs: "in Inter at the size given" + (fixed ? "" : ", not scaled with Dynamic Type"),
                                          reason: "Matchcut draws only with the fonts it pins"), at: location)
    }

    /// Warns at `.smallCaps()`, which draws the font unchanged: Inter has no small capitals.
    static func reportSmallCaps(at location: SourceLocation, to diagnostics: inout DiagnosticBag) {
        diagnostics.add(.fontApproximated("'smallCaps()'", drawnAs: "in ordinary capitals and lower case",
                                          reason: "Inter has no small capitals"), at: location)
    }

    static func weight(_ arg: ArgValue) throws -> FontWeight {
        guard case let .enumCase(name, _) = arg.value, let w = FontWeight(rawValue: name) else {
            throw Enumerations.unknown(arg, "'Font.Weight'", FontWeight.allCases.map(\.rawValue))
        }
        return w
    }

    static func method(_ name: String, on font: Font, _ values: [ArgValue], at location: SourceLocation) throws -> Font {
        var args = Arguments(values, callee: name, at: location)
        var f = font
        switch name {
        case "bold": f = f.bold()
        case "weight": f.weight = try weight(try args.required(nil) { $0.take($1) })
        case "italic": f.italic = true
        case "monospacedDigit": f.monospacedDigit = true
        case "smallCaps": break  // drawn as the base font; the interpreter warns
        default:
            throw EvalError(.unknownMember(name, type: "'Font'", suggestion: Suggestions.closest(to: name, in: ["bold", "weight", "italic"])), at: location)
        }
        try args.finish(known: [])
        return f
    }
}

/// Methods on style values (fonts, animations, transitions, colours) and leading-dot values
/// that become one of them by the method called: `.title3.bold()`, `.spring().delay(0.1)`,
/// `.opacity.combined(with: .slide)`, `Color.red.opacity(0.5)`.
enum Styles {
    static func method(_ name: String, on base: Value, _ values: [ArgValue], at location: SourceLocation) throws -> Value {
        if let glass = try Glasses.method(name, on: base, values, at: location) { return glass }
        switch base {
        case let .host(SwiftUIValue.font(f)): return .font(try Fonts.method(name, on: f, values, at: location))
        case let .host(SwiftUIValue.animation(a)): return .animation(try Animations.method(name, on: a, values, at: location))
        case let .host(SwiftUIValue.transition(t)): return .transition(try Transitions.method(name, on: t, values, at: location))
        case let .host(SwiftUIValue.color(c)) where name == "opacity":
            var args = Arguments(values, callee: "opacity", at: location)
            let o = try args.required(nil) { try $0.double($1) }
            try args.finish(known: [])
            return .color(c.withOpacity(o))
        case let .enumCase("dateTime", fields) where DateFormatStyles.fields.contains(name):
            // `.dateTime.day().month(.wide)`: each call adds its field and option.
            return .enumCase("dateTime", fields + [ArgValue(label: name, value: values.first?.value ?? .none, location: location)])
        case .enumCase:
            let type: String
            switch name {
            case "bold", "weight", "italic", "monospacedDigit", "smallCaps": type = "Font"
            case "delay", "speed", "repeatCount", "repeatForever": type = "Animation"
            case "combined", "animation": type = "AnyTransition"
            case "opacity": type = "Color"
            // A format style's chain, read by `formatted(_:)`: `.number.precision(.fractionLength(2))`.
            case "precision", "grouping", "notation", "rounded", "sign", "locale", "presentation", "decimalSeparator":
                return .enumCase(name, values)
            default: throw EvalError(.unknownMember(name, type: base.kindDescription, suggestion: nil), at: location)
            }
            return try method(name, on: try coerce(base, toType: type, at: location), values, at: location)
        default:
            throw EvalError(.unknownMember(name, type: base.kindDescription, suggestion: nil), at: location)
        }
    }

    static func coerce(_ value: Value, toType type: String, at location: SourceLocation) throws -> Value {
        switch type {
        case "Font": .font(try Fonts.font(from: value, at: location))
        case "Animation": .animation(try Animations.spec(from: value, at: location))
        case "AnyTransition": .transition(try Transitions.transition(from: value, at: location))
        default: .color(try Colors.color(from: value, at: location))
        }
    }
}
