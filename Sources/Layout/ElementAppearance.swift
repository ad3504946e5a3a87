import Drawing
import Geometry
import ViewTree

/// Colours as an element is drawn in an appearance: every system and semantic colour in it
/// (its fill, stroke, text, symbol, shadow, a layer's colour multiply) becomes its light or
/// dark value, and a colour written as components stays as it is. Layout resolves each element
/// as it is placed, with the appearance in force there, so nothing after Layout sees a colour
/// with two values.
extension PlacedElement {
    func resolved(in scheme: ColorScheme) -> PlacedElement {
        var e = self
        e.content = content.resolved(in: scheme)
        e.shadow = shadow.map { $0.resolved(in: scheme) }
        e.layers = layers.map { layer in
            var l = layer
            if case .colorMultiply(let c) = l.effect { l.effect = .colorMultiply(c.resolved(in: scheme)) }
            l.shadow = l.shadow.map { $0.resolved(in: scheme) }
            return l
        }
        return e
    }
}

extension ElementContent {
    func resolved(in scheme: ColorScheme) -> ElementContent {
        switch self {
        case let .shape(kind, fill, stroke):
            let s = stroke.map { StrokePaint(paint: $0.paint.resolved(in: scheme), lineWidth: $0.lineWidth, style: $0.style) }
            return .shape(kind, fill: fill?.resolved(in: scheme), stroke: s)
        case .text(var run):
            run.color = run.color.resolved(in: scheme)
            run.decoration = run.decoration.resolved(in: scheme)
            for i in run.spans.indices {
                run.spans[i].color = run.spans[i].color.resolved(in: scheme)
                run.spans[i].decoration = run.spans[i].decoration.resolved(in: scheme)
            }
            return .text(run)
        case let .symbol(name, color, weight):
            return .symbol(name: name, color: color.resolved(in: scheme), weight: weight)
        case let .layeredSymbol(name, primary, secondary, weight):
            return .layeredSymbol(name: name, primary: primary.resolved(in: scheme), secondary: secondary.resolved(in: scheme),
                                  weight: weight)
        case .image:
            return self
        }
    }
}

extension Paint {
    func resolved(in scheme: ColorScheme) -> Paint { mapColors { $0.resolved(in: scheme) } }
}

extension TextDecoration {
    func resolved(in scheme: ColorScheme) -> TextDecoration {
        var d = self
        d.underline = underline.map { $0?.resolved(in: scheme) }
        d.strikethrough = strikethrough.map { $0?.resolved(in: scheme) }
        d.background = background?.resolved(in: scheme)
        return d
    }
}

extension ShadowSpec {
    func resolved(in scheme: ColorScheme) -> ShadowSpec {
        var s = self
        s.color = color.resolved(in: scheme)
        return s
    }
}

extension ViewNode {
    /// The appearance a `preferredColorScheme(_:)` in the tree asks of the screen: the one
    /// closest to the root when several do (nil: none, or `nil` written).
    var preferredColorScheme: ColorScheme? {
        var found: ColorScheme?
        _ = rewritten { node in
            for case .preferredColorScheme(let scheme?) in node.modifiers { found = scheme }
            return node
        }
        return found
    }
}
