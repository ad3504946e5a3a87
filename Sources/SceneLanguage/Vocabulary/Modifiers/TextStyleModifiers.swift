import SwiftCore
import Geometry
import ViewTree

/// Text modifiers beyond the font, for the text inside a view: `tracking`, `kerning`,
/// `baselineOffset`, `underline`, `strikethrough`, `lineSpacing`, `minimumScaleFactor`,
/// `truncationMode`, `allowsTightening` (accepted with a note: Matchcut never tightens), `redacted`
/// and `unredacted`, `dynamicTypeSize`, and `contentTransition`, which animates text as a
/// cross-fade here (a warning says so).
enum TextStyleModifiers {
    static let rules: [ModifierRule] = [
        ModifierRule("tracking") { call in call.add(.text(.tracking(try call.args.required(nil) { try $0.double($1) }))) },
        // Kerning adjusts pairs of characters; with SF's pair kerning drawn by the font, Matchcut
        // adds it between every character, as tracking.
        ModifierRule("kerning") { call in call.add(.text(.tracking(try call.args.required(nil) { try $0.double($1) }))) },
        ModifierRule("baselineOffset") { call in call.add(.text(.baselineOffset(try call.args.required(nil) { try $0.double($1) }))) },
        ModifierRule("underline", labels: ["pattern", "color"]) { call in try line(&call, strike: false) },
        ModifierRule("strikethrough", labels: ["pattern", "color"]) { call in try line(&call, strike: true) },
        ModifierRule("lineSpacing") { call in call.add(.text(.lineSpacing(try call.args.required(nil) { try $0.double($1) }))) },
        ModifierRule("minimumScaleFactor") { call in
            call.add(.text(.minimumScaleFactor(try call.args.required(nil) { try $0.double($1) })))
        },
        ModifierRule("truncationMode") { call in
            call.add(.text(.truncationMode(try call.args.required(nil) { try $0.name($1, allowed: ["head", "middle", "tail"]) })))
        },
        ModifierRule("allowsTightening") { call in
            guard try call.args.bool(nil) ?? true else { return }
            call.it.diagnostics.add(.notDrawn("allowsTightening", what: "tightened text: a line that does not fit is truncated at its normal spacing",
                                              hint: "give the text room, or let it shrink with '.minimumScaleFactor(…)'"), at: call.location)
        },
        ModifierRule("redacted", labels: ["reason"]) { call in
            let reason = try call.args.required("reason") { $0.take($1) }
            // An empty set (`redacted(reason: [])`) shows the content.
            if case let .array(items) = reason.value, items.isEmpty { return call.add(.redacted(false)) }
            call.add(.redacted(true))
        },
        ModifierRule("unredacted") { call in call.add(.redacted(false)) },
        ModifierRule("dynamicTypeSize", labels: [], environment: { args, env, _ in
            // `@Environment(\.dynamicTypeSize)` inside reads the size written here.
            if let size = args.take(nil)?.value, DynamicTypeSizes.size(size) != nil { env.values["dynamicTypeSize"] = size }
        }, apply: { call in
            let arg = try call.args.required(nil) { $0.take($1) }
            // A range (`...DynamicTypeSize.xxxLarge`) clamps the size outside: at the default
            // size, `.large`, every range apps write holds it, so it changes nothing.
            if case .range = arg.value { return }
            guard let size = DynamicTypeSizes.size(arg.value) else {
                throw Enumerations.unknown(arg, "'DynamicTypeSize'", DynamicTypeSizes.order)
            }
            call.add(.dynamicTypeSize(size))
        }),
        ModifierRule("contentTransition") { call in
            let arg = try call.args.required(nil) { $0.take($1) }
            if case .enumCase("identity", _) = arg.value { return }
            if case .enumCase("opacity", _) = arg.value { return }
            call.it.diagnostics.add(.approximatedView("contentTransition", as: "a cross-fade of the old and new content"),
                                    at: call.location)
        },
    ]

    /// `underline(_ isActive: Bool = true, pattern:, color:)`.
    private static func line(_ call: inout ModifierCall, strike: Bool) throws {
        let active = try call.args.bool(nil) ?? true
        _ = call.args.take("pattern")
        let color = try call.args.take("color").flatMap { $0.value.isNone ? nil : try Colors.color(from: $0.value, at: $0.location) }
        call.add(.text(strike ? .strikethrough(active, color) : .underline(active, color)))
    }
}
