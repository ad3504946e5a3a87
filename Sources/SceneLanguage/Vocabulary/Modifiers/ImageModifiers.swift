import SwiftCore
import Drawing
import Geometry
import ViewTree

/// `resizable(capInsets:resizingMode:)` on an image, the content modes `scaledToFill()` /
/// `scaledToFit()`, the image options `renderingMode`, `interpolation` and `antialiased`, and
/// the symbol options every image inside takes: `imageScale`, `symbolVariant`,
/// `symbolRenderingMode`. `symbolEffect` draws the symbol at rest, with a note.
enum ImageModifiers {
    static let rules: [ModifierRule] = [
        ModifierRule("resizable", labels: ["capInsets", "resizingMode"]) { call in
            guard case let .image(source, _) = call.node.kind else { throw call.notApplicable }
            call.node.kind = .image(source, isResizable: true)
            let insets = try call.args.take("capInsets").map(edgeInsets)
            let mode = try call.args.name("resizingMode", allowed: ["stretch", "tile"]).flatMap(ImageResizingMode.init)
            if insets != nil || mode != nil { call.add(.image(.capInsets(insets ?? EdgeInsets(), mode ?? .stretch))) }
        },
        ModifierRule("scaledToFill") { call in call.add(.scaledToFill) },
        ModifierRule("scaledToFit") { call in call.add(.scaledToFit) },
        ModifierRule("renderingMode") { call in
            guard case let .image(source, _) = call.node.kind else { throw call.notApplicable }
            let mode = try call.args.required(nil) { try $0.name($1, allowed: ["template", "original"]) }
            call.add(.image(.template(mode == "template")))
            if mode == "original", case .system = source { noteLayers(&call, .multicolor, "'.original' (multicolor)") }
        },
        ModifierRule("interpolation") { call in
            guard case .image = call.node.kind else { throw call.notApplicable }
            noteVector(&call)
            let name = try call.args.required(nil) { try $0.name($1, allowed: ImageInterpolation.allCases.map(\.rawValue)) }
            call.add(.image(.interpolation(ImageInterpolation(rawValue: name) ?? .high)))
        },
        ModifierRule("antialiased") { call in
            guard case .image = call.node.kind else { throw call.notApplicable }
            noteVector(&call)
            call.add(.image(.antialiased(try call.args.required(nil) { try $0.bool($1) })))
        },
        ModifierRule("imageScale") { call in
            let name = try call.args.required(nil) { try $0.name($1, allowed: SymbolScale.allCases.map(\.rawValue)) }
            call.add(.image(.scale(SymbolScale(rawValue: name) ?? .medium)))
        },
        ModifierRule("symbolVariant") { call in
            let variants = try call.args.required(nil) { try variant(&$0, $1) }
            call.add(.image(.variants(variants)))
            noteMissingVariants(&call, variants)
        },
        ModifierRule("symbolRenderingMode") { call in
            let arg = try call.args.required(nil) { $0.take($1) }
            // `symbolRenderingMode(nil)` keeps the mode from outside.
            if arg.value.isNone { return }
            var one = Arguments([arg], callee: "symbolRenderingMode", at: arg.location)
            let name = try one.required(nil) { try $0.name($1, allowed: SymbolRenderingMode.allCases.map(\.rawValue)) }
            let mode = SymbolRenderingMode(rawValue: name) ?? .monochrome
            call.add(.image(.symbolRendering(mode)))
            if mode != .monochrome { noteLayers(&call, mode, "'.\(name)'") }
        },
        .inert("symbolEffect", note: .notDrawn("symbolEffect", what: "symbol effects: the symbol is drawn at rest",
                                               hint: "the effect's animation is not played; the frame shows the symbol as it is between effects")),
    ]

    /// `EdgeInsets(top:leading:bottom:trailing:)`, as the value rule makes it.
    private static func edgeInsets(_ arg: ArgValue) throws -> EdgeInsets {
        guard case let .tuple(fields) = arg.value else {
            throw EvalError(.wrongArgumentType(parameter: "capInsets:", callee: "resizable", expected: "'EdgeInsets(…)'",
                                               found: arg.value.kindDescription), at: arg.location)
        }
        func side(_ name: String) -> Double {
            if case let .double(v)? = fields.first(where: { $0.label == name })?.value { return max(0, v) }
            return 0
        }
        return EdgeInsets(top: side("top"), leading: side("leading"), bottom: side("bottom"), trailing: side("trailing"))
    }

    /// `.fill`, `.circle.fill`, `.slash` … (a chain of members reads as one dotted name).
    private static func variant(_ args: inout Arguments, _ label: String?) throws -> SymbolVariants? {
        guard let arg = args.take(label) else { return nil }
        guard case let .enumCase(name, _) = arg.value, let variants = SymbolVariants(dotted: name) else {
            throw args.wrongType(arg, expected: "a 'SymbolVariants' (" + SymbolVariants.names.map { "'.\($0)'" }.joined(separator: ", ") + ")")
        }
        return variants
    }

    /// A mode that colours a symbol's layers apart, noted for each symbol inside where Matchcut
    /// cannot do it: hierarchical and palette draw an enclosed family's two layers and note the
    /// symbols whose icon glyph is one layer; multicolor is always an approximation (the
    /// documented colours on the icon's shapes, or the foreground where none are known).
    private static func noteLayers(_ call: inout ModifierCall, _ mode: SymbolRenderingMode, _ spelled: String) {
        let names = symbolNames(in: call.node)
        guard !names.isEmpty else {
            return call.it.diagnostics.add(.notDrawn(call.name, what: "a symbol's separate layers in \(spelled) for symbols not written here",
                                                     hint: "symbols of enclosed families (X.circle.fill …) are drawn in layers; others in the primary level's style (docs/symbols.md, \"Rendering modes\")"),
                                           at: call.location)
        }
        for name in names {
            let layered = SymbolTable.layers(of: name) != nil
            if mode == .multicolor, let colours = SymbolLayers.multicolor[name], layered {
                call.it.diagnostics.add(.notDrawn(call.name, what: "SF's multicolor art for '\(name)' in \(spelled): approximated with its documented colours",
                                                  hint: "a \(colours.mark) mark on \(colours.enclosure), on the icon's shapes (docs/symbols.md, \"Rendering modes\")"),
                                        at: call.location)
            } else if mode == .multicolor {
                call.it.diagnostics.add(.notDrawn(call.name, what: "multicolor colours for '\(name)' in \(spelled): none are known to Matchcut",
                                                  hint: "it is drawn in the foreground style, as iOS draws a symbol without multicolor layers (docs/symbols.md, \"Rendering modes\")"),
                                        at: call.location)
            } else if !layered {
                call.it.diagnostics.add(.notDrawn(call.name, what: "separate layers for '\(name)' in \(spelled): its icon glyph is one layer",
                                                  hint: "it is drawn in the primary level's style; docs/symbols.md (\"Rendering modes\") lists the symbols drawn in layers"),
                                        at: call.location)
            }
        }
    }

    /// The SF Symbols written in `node` and inside it, each with the variants written on its
    /// own image, sorted.
    private static func symbolNames(in node: ViewNode) -> [String] {
        var names: Set<String> = []
        _ = node.rewritten { node in
            if case let .image(.system(name), _) = node.kind {
                var variants = SymbolVariants.none
                // The innermost one wins, as the environment applies them (LayoutEnvironment).
                for case .image(.variants(let v)) in node.modifiers {
                    variants = v
                    break
                }
                names.insert(SymbolTable.name(name, variants: variants))
            }
            return node
        }
        return names.sorted()
    }

    /// An SF Symbol is drawn as vectors: sampling options change nothing in it.
    private static func noteVector(_ call: inout ModifierCall) {
        guard case .image(.system, _) = call.node.kind else { return }
        call.it.diagnostics.add(.notDrawn(call.name, what: "pixel sampling on an SF Symbol",
                                          hint: "a symbol is drawn as vectors; the option applies to bitmap images"), at: call.location)
    }

    /// A symbol inside whose variant the icon fonts do not map draws the nearest mapped one.
    private static func noteMissingVariants(_ call: inout ModifierCall, _ variants: SymbolVariants) {
        var names: [String] = []
        _ = call.node.rewritten { node in
            if case let .image(.system(name), _) = node.kind { names.append(name) }
            return node
        }
        for name in Set(names).sorted() where SymbolTable.glyph(for: name) != nil {
            let wanted = SymbolTable.spelled(name, variants: variants), shown = SymbolTable.name(name, variants: variants)
            guard wanted != shown else { continue }
            call.it.diagnostics.add(.notDrawn(call.name, what: "'\(wanted)': no icon glyph maps that variant",
                                              hint: "it is drawn as '\(shown)' (docs/symbols.md lists the mapped names)"),
                                    at: call.location)
        }
    }
}
