import CCairo
import Drawing
import Foundation
import Geometry

/// Sets a `Paint` as the Cairo source for a shape in `rect` (points).
///
/// Gradients are Cairo's own patterns: linear and radial directly, an elliptical gradient as a
/// radial one in a space stretched to the frame, an angular gradient as a mesh of sectors (Cairo
/// 1.16 has no conic pattern), each no wider than 1/16 turn and split at every stop, its colours
/// running along the arc. Outside its stops a gradient keeps its end colours, as SwiftUI's do.
/// A material cannot be a source (it is what lies behind the shape, which ItemDrawer draws
/// with MaterialDrawing); where one is asked for anyway (a material stroke) its top layer's
/// colour stands in.
enum CairoPaint {
    static func setSource(_ paint: Paint, in rect: Rect, on cr: OpaquePointer) {
        switch paint {
        case .color(let color):
            setColor(color, on: cr)
        case .gradient(let gradient):
            guard gradient.stops.count > 1 else {
                setColor(gradient.stops.first?.color ?? .clear, on: cr)
                return
            }
            let pattern = self.pattern(gradient, in: rect)
            cairo_set_source(cr, pattern)
            cairo_pattern_destroy(pattern)
        case .material(let material):
            setColor(material.recipe.layers.last?.color ?? .clear, on: cr)
        }
    }

    static func setColor(_ color: Color, on cr: OpaquePointer) {
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.opacity)
    }

    private static func pattern(_ gradient: GradientPaint, in rect: Rect) -> OpaquePointer {
        switch gradient.geometry {
        case let .linear(start, end):
            let p0 = rect.point(at: start), p1 = rect.point(at: end)
            return padded(cairo_pattern_create_linear(p0.x, p0.y, p1.x, p1.y)!, gradient.stops)
        case let .radial(center, startRadius, endRadius):
            let c = rect.point(at: center)
            return padded(cairo_pattern_create_radial(c.x, c.y, max(0, startRadius), c.x, c.y, max(0, endRadius))!, gradient.stops)
        case let .elliptical(center, startFraction, endFraction):
            // A radial gradient of radii `startFraction`…`endFraction` in a space where the
            // frame's width and height are each 1: its circles are the frame's ellipses.
            let c = rect.point(at: center)
            let pattern = padded(cairo_pattern_create_radial(0, 0, max(0, startFraction), 0, 0, max(0, endFraction))!, gradient.stops)
            let w = max(rect.width, 1e-6), h = max(rect.height, 1e-6)
            var m = cairo_matrix_t(xx: 1 / w, yx: 0, xy: 0, yy: 1 / h, x0: -c.x / w, y0: -c.y / h)
            cairo_pattern_set_matrix(pattern, &m)
            return pattern
        case let .angular(center, startAngle, endAngle):
            return AngularMesh.pattern(gradient.stops, center: rect.point(at: center), start: startAngle, end: endAngle, covering: rect)
        }
    }

    private static func padded(_ pattern: OpaquePointer, _ stops: [GradientStop]) -> OpaquePointer {
        for stop in stops {
            let c = stop.color
            cairo_pattern_add_color_stop_rgba(pattern, min(1, max(0, stop.location)), c.red, c.green, c.blue, c.opacity)
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        return pattern
    }
}

/// An angular (conic) gradient as a Cairo mesh: sectors about the centre, reaching past the
/// farthest corner of the rectangle, each an arc of at most 1/16 turn between two angles whose
/// colours it blends. A sweep shorter than a full turn leaves a gap, filled half with the last
/// colour and half with the first (the colours clamp at the ends).
enum AngularMesh {
    static func pattern(_ stops: [GradientStop], center c: Point, start: Double, end: Double, covering rect: Rect) -> OpaquePointer {
        let corners = [Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
                       Point(x: rect.minX, y: rect.maxY), Point(x: rect.maxX, y: rect.maxY)]
        let radius = corners.map { hypot($0.x - c.x, $0.y - c.y) }.max()! * 1.1 + 1
        var sweep = end - start
        if abs(sweep) < 1e-9 { sweep = 2 * .pi }
        let mesh = cairo_pattern_create_mesh()!
        // Angles where the colour changes course: each stop, inside the sweep.
        var marks = stops.map { start + sweep * min(1, max(0, $0.location)) }
        marks = [start] + marks + [start + sweep]
        var angles: [Double] = []
        for (a, b) in zip(marks, marks.dropFirst()) where b - a != 0 {
            let pieces = max(1, Int((abs(b - a) / (.pi / 8)).rounded(.up)))
            for k in 0..<pieces { angles.append(a + (b - a) * Double(k) / Double(pieces)) }
        }
        angles.append(start + sweep)
        func color(at angle: Double) -> Color {
            let t = (angle - start) / sweep
            return GradientColor.at(t, stops)
        }
        for (a, b) in zip(angles, angles.dropFirst()) { sector(mesh, c, radius, a, b, color(at: a), color(at: b)) }
        // The gap of a partial sweep: the last colour to its middle, the first after it.
        let gap = 2 * .pi - abs(sweep)
        if gap > 1e-6 {
            let dir = sweep > 0 ? 1.0 : -1.0
            let gapStart = start + sweep, middle = gapStart + dir * gap / 2, gapEnd = start + dir * 2 * .pi
            let last = stops.last!.color, first = stops.first!.color
            for (a, b, col) in [(gapStart, middle, last), (middle, gapEnd, first)] {
                let pieces = max(1, Int((abs(b - a) / (.pi / 8)).rounded(.up)))
                for k in 0..<pieces {
                    sector(mesh, c, radius, a + (b - a) * Double(k) / Double(pieces), a + (b - a) * Double(k + 1) / Double(pieces), col, col)
                }
            }
        }
        return mesh
    }

    /// One patch: the centre (twice), and the arc from `a` to `b` as a cubic Bézier.
    private static func sector(_ mesh: OpaquePointer, _ c: Point, _ r: Double, _ a: Double, _ b: Double, _ ca: Color, _ cb: Color) {
        let k = 4.0 / 3.0 * tan((b - a) / 4)
        let p1 = Point(x: c.x + r * cos(a), y: c.y + r * sin(a)), p2 = Point(x: c.x + r * cos(b), y: c.y + r * sin(b))
        let c1 = Point(x: p1.x - k * r * sin(a), y: p1.y + k * r * cos(a))
        let c2 = Point(x: p2.x + k * r * sin(b), y: p2.y - k * r * cos(b))
        cairo_mesh_pattern_begin_patch(mesh)
        cairo_mesh_pattern_move_to(mesh, c.x, c.y)
        cairo_mesh_pattern_line_to(mesh, p1.x, p1.y)
        cairo_mesh_pattern_curve_to(mesh, c1.x, c1.y, c2.x, c2.y, p2.x, p2.y)
        cairo_mesh_pattern_line_to(mesh, c.x, c.y)
        for (corner, color) in [(0, ca), (1, ca), (2, cb), (3, cb)] {
            cairo_mesh_pattern_set_corner_color_rgba(mesh, UInt32(corner), color.red, color.green, color.blue, color.opacity)
        }
        cairo_mesh_pattern_end_patch(mesh)
    }
}

/// The colour of a gradient at `t` (0…1 along it): the stops' colours blended linearly in
/// sRGB with straight alpha between the two stops around `t`, as Cairo blends its stops.
enum GradientColor {
    static func at(_ t: Double, _ stops: [GradientStop]) -> Color {
        guard let first = stops.first, let last = stops.last else { return .clear }
        if t <= first.location { return first.color }
        if t >= last.location { return last.color }
        for (a, b) in zip(stops, stops.dropFirst()) where t <= b.location {
            let span = b.location - a.location
            let u = span > 0 ? (t - a.location) / span : 1
            func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * u }
            return Color(red: mix(a.color.red, b.color.red), green: mix(a.color.green, b.color.green),
                         blue: mix(a.color.blue, b.color.blue), opacity: mix(a.color.opacity, b.color.opacity))
        }
        return last.color
    }
}
