import Drawing
import Geometry
import ViewTree

/// Prints a solved layout as an indented tree, for `matchcut layout`, fixtures and failures.
///
/// Views nest by identity; each drawn element shows its kind, `[x y w h]` in points, and its
/// corner radius, opacity and text where they matter:
///
///     ConceptoBasico
///       0:VStack
///         0
///           if:true
///             0:Circle [170 403.667 50 50] radius 25 fill #FF3B30
public enum LayoutDump {
    public static func tree(_ snapshot: LayoutSnapshot) -> String {
        var lines: [String] = []
        var open: [String] = []  // the identity path printed so far
        for element in snapshot.elements {
            let path = element.identity.components
            var shared = 0
            while shared < min(open.count, path.count - 1), open[shared] == path[shared] { shared += 1 }
            for depth in shared..<max(shared, path.count - 1) {
                lines.append(String(repeating: "  ", count: depth) + path[depth])
            }
            open = Array(path.dropLast())
            // A view named after its type ("0:Circle") needs no second "Circle".
            let kind = element.content.kindName, text = line(element)
            let last = path.last ?? ""
            let entry = last == kind ? text
                : last.hasSuffix(":" + kind) ? last + text.dropFirst(kind.count)
                : last + " " + text
            lines.append(String(repeating: "  ", count: max(0, path.count - 1)) + entry)
        }
        return lines.joined(separator: "\n")
    }

    /// One element on one line: `Kind [x y w h]` and its notable properties.
    public static func line(_ e: PlacedElement) -> String {
        var parts = [e.content.kindName, e.frame.description]
        switch e.content {
        case .shape(let shape, let fill, let stroke):
            let radius = shape == .ellipse ? 0 : shape.cornerRadius(in: e.frame)
            if radius > 0 { parts.append("radius \(formatPoints(radius))") }
            if let fill { parts.append("fill \(describe(fill))") }
            if let stroke { parts.append("stroke \(describe(stroke.paint)) \(formatPoints(stroke.lineWidth))") }
        case .text(let run):
            parts.append("\"\(run.string)\" \(formatPoints(run.font.size))pt \(run.font.weight.rawValue)")
            if run.font.design != .default { parts.append(run.font.design.rawValue) }
            if run.font.italic { parts.append("italic") }
            if run.font.monospacedDigit { parts.append("tabular") }
            if !run.spans.isEmpty { parts.append("runs " + run.spans.map { describe($0, in: run.string) }.joined(separator: " | ")) }
        case .image(let image):
            parts.append("\(image.contentMode.rawValue)")
        case .symbol(let name, _, _):
            parts.append(name)
        case let .layeredSymbol(name, primary, secondary, _):
            parts.append("\(name) layers \(describe(.color(primary))) on \(describe(.color(secondary)))")
        }
        if let clip = e.clips.last {
            let radius = clip.shape == .ellipse ? 0 : clip.shape.cornerRadius(in: clip.rect)
            parts.append("clip \(clip.rect)" + (radius > 0 ? " radius \(formatPoints(radius))" : ""))
        }
        if e.opacity != 1 { parts.append("opacity \(formatPoints(e.opacity))") }
        for t in e.transforms { parts.append(describe(t.effect)) }
        if let s = e.shadow { parts.append("shadow \(formatPoints(s.radius)) \(formatPoints(s.x)) \(formatPoints(s.y))") }
        if e.zIndex != 0, e.identity.components.first != "StatusBar" { parts.append("z \(formatPoints(e.zIndex))") }
        if let m = e.matched.last { parts.append("matched \(m.effect.id)") }
        return parts.joined(separator: " ")
    }

    /// A geometry effect as written, angles in degrees: `rotation 30° at (0.5, 0.5)`.
    static func describe(_ effect: GeometryEffect) -> String {
        func deg(_ r: Double) -> String { formatPoints((r * 180 / .pi * 1e6).rounded() / 1e6) + "°" }
        func at(_ a: UnitPoint) -> String { "at (\(formatPoints(a.x)), \(formatPoints(a.y)))" }
        switch effect {
        case let .scale(x, y, anchor): return "scale \(formatPoints(x)) \(formatPoints(y)) \(at(anchor))"
        case let .rotation(r, anchor): return "rotation \(deg(r)) \(at(anchor))"
        case let .rotation3D(r, axis, anchor, z, p):
            return "rotation3D \(deg(r)) axis (\(formatPoints(axis.x)), \(formatPoints(axis.y)), \(formatPoints(axis.z))) "
                + "\(at(anchor)) z \(formatPoints(z)) perspective \(formatPoints(p))"
        case .transform(let m):
            return "transform [\([m.m11, m.m12, m.m13, m.m21, m.m22, m.m23, m.m31, m.m32, m.m33].map(formatPoints).joined(separator: " "))]"
        }
    }

    /// A styled run: its text, font and colour, and what decorates it.
    static func describe(_ span: TextSpan, in string: String) -> String {
        let bytes = Array(string.utf8)
        let text = String(decoding: bytes[max(0, span.start)..<min(bytes.count, span.end)], as: UTF8.self)
        var parts = ["\"\(text)\"", formatPoints(span.font.size) + "pt", span.font.weight.rawValue]
        if span.font.design != .default { parts.append(span.font.design.rawValue) }
        if span.font.italic { parts.append("italic") }
        parts.append(hex(span.color))
        let d = span.decoration
        if d.underline != nil { parts.append("underline") }
        if d.strikethrough != nil { parts.append("strikethrough") }
        if let b = d.background { parts.append("background " + hex(b)) }
        if d.tracking != 0 { parts.append("tracking " + formatPoints(d.tracking)) }
        if d.baselineOffset != 0 { parts.append("baseline " + formatPoints(d.baselineOffset)) }
        return parts.joined(separator: " ")
    }

    static func describe(_ paint: Paint) -> String {
        switch paint {
        case .color(let c): return hex(c)
        case .gradient(let g):
            let stops = g.stops.map(\.color).map(hex).joined(separator: ",")
            switch g.geometry {
            case .linear: return "gradient(" + stops + ")"
            case .radial: return "radial(" + stops + ")"
            case .elliptical: return "elliptical(" + stops + ")"
            case .angular: return "angular(" + stops + ")"
            }
        case .material(let m): return "material(\(m.style.rawValue)\(m.appearance == .dark ? ", dark" : ""))"
        }
    }

    static func hex(_ c: Color) -> String {
        func byte(_ v: Double) -> String {
            let s = String(Int((min(1, max(0, v)) * 255).rounded()), radix: 16, uppercase: true)
            return s.count == 1 ? "0" + s : s
        }
        return "#" + byte(c.red) + byte(c.green) + byte(c.blue) + (c.opacity < 1 ? byte(c.opacity) : "")
    }
}
