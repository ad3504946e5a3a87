import SwiftCore
import ViewTree

/// Modifiers for the text inside a view: `font`, `fontWeight`, `bold`, `italic`,
/// `monospacedDigit`, `fontDesign`, `foregroundStyle`/`foregroundColor`, `lineLimit`,
/// `multilineTextAlignment`. They reach the text inside, as SwiftUI's environment does.
enum TextModifiers {
    static let rules: [ModifierRule] = [
        ModifierRule("font") { call in
            let arg = try call.args.required(nil) { $0.take($1) }
            let font = try Fonts.font(from: arg.value, at: arg.location)
            Fonts.reportDesign(font.design, at: arg.location, to: &call.it.diagnostics)
            Fonts.reportCustom(font, at: arg.location, to: &call.it.diagnostics)
            call.add(.font(font))
        },
        ModifierRule("fontWeight") { call in
            call.add(.fontTrait(.weight(try Fonts.weight(try call.args.required(nil) { $0.take($1) }))))
        },
        // `bold(_ isActive: Bool = true)` and `italic(_:)`: false adds nothing.
        ModifierRule("bold") { call in if try call.args.bool(nil) ?? true { call.add(.fontTrait(.weight(.bold))) } },
        ModifierRule("italic") { call in if try call.args.bool(nil) ?? true { call.add(.fontTrait(.italic)) } },
        ModifierRule("monospacedDigit") { call in call.add(.fontTrait(.monospacedDigit)) },
        ModifierRule("fontDesign") { call in
            let arg = try call.args.required(nil) { $0.take($1) }
            let design = try Fonts.design(arg)
            Fonts.reportDesign(design, at: arg.location, to: &call.it.diagnostics)
            call.add(.fontTrait(.design(design)))
        },
        ModifierRule("foregroundStyle", apply: foregroundStyle),
        // `foregroundColor(_ color: Color?)` takes a Color: `.primary` and `.secondary` there are
        // `Color.primary` / `Color.secondary`, the label colours, not the hierarchical styles
        // that resolve against a Button's tint (docs/drawing.md, "Styles").
        ModifierRule("foregroundColor") { call in
            let arg = try call.args.required(nil) { $0.take($1) }
            if case let .enumCase(name, _) = arg.value, Colors.hierarchical[name] != nil, name != "foreground" {
                call.add(.foregroundStyle(.color(try Colors.color(from: arg.value, at: arg.location))))
            } else {
                call.add(.foregroundStyle(try Colors.shapeStyle(from: arg.value, at: arg.location)))
            }
        },
        // `lineLimit(_:)` of an Int, nil or a range (`1...3`, `2...`, `...4`), and
        // `lineLimit(_:reservesSpace:)`, as Apple declares them: the upper bound is the most
        // lines drawn; the lower bound (or the limit, when space is reserved) is the least
        // height the text keeps, which is not laid out yet and gets a `not-drawn` note.
        ModifierRule("lineLimit", labels: ["reservesSpace"]) { call in
            let arg = try call.args.required(nil) { $0.take($1) }
            let reservesSpace = try call.args.bool("reservesSpace") ?? false
            var reserved = 0
            switch arg.value {
            case let .int(n): call.add(.lineLimit(n)); if reservesSpace { reserved = n }
            case .none: call.add(.lineLimit(nil))
            case let .range(lower, upper, _) where upper > lower:
                call.add(.lineLimit(upper == Int.max ? nil : upper - 1))
                reserved = lower == Int.min ? 0 : lower
            default: throw call.args.wrongType(arg, expected: "an 'Int', a range of 'Int' or 'nil'")
            }
            if reserved > 1 {
                call.it.diagnostics.add(.notDrawn("lineLimit", what: "the height of \(reserved) lines reserved for a shorter text",
                                                  hint: "the text is laid out at the height of its own lines"), at: call.location)
            }
        },
        ModifierRule("multilineTextAlignment") { call in
            call.add(.multilineTextAlignment(try Enumerations.horizontal(call.args.take(nil)) ?? .leading))
        },
    ]

    /// `foregroundStyle(_:)`, or `(_:_:)` and `(_:_:_:)`: the primary, secondary and tertiary
    /// levels' styles (hierarchical content inside takes the level it asks for).
    private static func foregroundStyle(_ call: inout ModifierCall) throws {
        let arg = try call.args.required(nil) { $0.take($1) }
        let first = try Colors.shapeStyle(from: arg.value, at: arg.location)
        var levels = [first]
        while levels.count < 3, let more = call.args.take(nil) {
            levels.append(try Colors.shapeStyle(from: more.value, at: more.location))
        }
        call.add(levels.count == 1 ? .foregroundStyle(first) : .foregroundStyles(levels))
    }
}
