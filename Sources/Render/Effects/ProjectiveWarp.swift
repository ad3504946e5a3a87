import CCairo
import Drawing
import Geometry

/// Draws an item under a perspective (`rotation3DEffect`, `projectionEffect`): Cairo's
/// transforms are affine, so the item is drawn flat into a surface of its own at the device's
/// resolution, and that surface is mapped onto the canvas through the projection, piecewise:
/// the item's rectangle is cut into a grid of triangles, each drawn with the affine map that
/// takes its three corners exactly where the projection takes them. The pieces meet edge to
/// edge (each is clipped without antialiasing, so every pixel belongs to one), and their
/// maps agree along every shared edge, so the picture has no seam; between corners it is
/// within a small fraction of a pixel of the true projection (the grid is finer for larger
/// items). The surface's margin is transparent, so the outer edge stays antialiased.
enum ProjectiveWarp {
    static func draw(_ item: DisplayItem, transform: ProjectionTransform, drawer: ItemDrawer, alpha: Double,
                     on cr: OpaquePointer) {
        var flat = item
        // Inside the effects: the item's own clips (under all of them) are drawn flat.
        flat.transforms = []
        flat.clips = item.clips.filter { $0.transformDepth >= item.transforms.count }.map { $0.with(rect: $0.rect) }
        for index in flat.clips.indices { flat.clips[index].transformDepth = 0 }
        flat.opacity = 1
        let bounds = drawer.layerBounds(of: flat)
        let scale = FlatSurface.deviceScale(cr)
        guard let (surface, width, height) = FlatSurface.draw(bounds, scale: scale, engine: drawer.engine, backdrop: drawer.backdrop, { flatDrawer, flatContext in
            flatDrawer.draw(flat, on: flatContext)
        }) else { return }
        defer { cairo_surface_destroy(surface) }

        let cells = max(2, min(48, Int((Double(max(width, height)) / 48).rounded(.up))))
        let pattern = cairo_pattern_create_for_surface(surface)!
        defer { cairo_pattern_destroy(pattern) }
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
        func corner(_ i: Int, _ j: Int) -> Point {
            Point(x: bounds.minX + bounds.width * Double(i) / Double(cells),
                  y: bounds.minY + bounds.height * Double(j) / Double(cells))
        }
        for j in 0..<cells {
            for i in 0..<cells {
                let q = [corner(i, j), corner(i + 1, j), corner(i, j + 1), corner(i + 1, j + 1)]
                let p = q.compactMap(transform.apply)
                guard p.count == 4 else { continue }  // behind the viewer
                for triangle in [[0, 1, 2], [1, 3, 2]] {
                    piece(from: triangle.map { q[$0] }, to: triangle.map { p[$0] }, pattern: pattern,
                          origin: bounds.origin, scale: scale, alpha: alpha, on: cr)
                }
            }
        }
    }

    /// One triangle: the flat surface's `source` corners (canvas points, unprojected) drawn at
    /// `target`, clipped to it.
    private static func piece(from source: [Point], to target: [Point], pattern: OpaquePointer, origin: Point,
                              scale: Double, alpha: Double, on cr: OpaquePointer) {
        // The affine map target → source, then source points → the surface's pixels.
        guard let map = affine(from: target, to: source) else { return }
        var toPixels = cairo_matrix_t()
        cairo_matrix_init_translate(&toPixels, -origin.x * scale, -origin.y * scale)
        var scaling = cairo_matrix_t()
        cairo_matrix_init_scale(&scaling, scale, scale)
        var m = map, product = cairo_matrix_t()
        cairo_matrix_multiply(&product, &m, &scaling)
        cairo_matrix_multiply(&m, &product, &toPixels)
        cairo_pattern_set_matrix(pattern, &m)
        cairo_save(cr)
        cairo_new_path(cr)
        cairo_move_to(cr, target[0].x, target[0].y)
        cairo_line_to(cr, target[1].x, target[1].y)
        cairo_line_to(cr, target[2].x, target[2].y)
        cairo_close_path(cr)
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_NONE)
        cairo_clip(cr)
        cairo_set_source(cr, pattern)
        cairo_paint_with_alpha(cr, alpha)
        cairo_restore(cr)
    }

    /// The affine map taking the three points `a` to the three points `b`, as Cairo's matrix.
    private static func affine(from a: [Point], to b: [Point]) -> cairo_matrix_t? {
        let ux = a[1].x - a[0].x, uy = a[1].y - a[0].y, vx = a[2].x - a[0].x, vy = a[2].y - a[0].y
        let det = ux * vy - uy * vx
        guard abs(det) > 1e-12 else { return nil }
        let sx = b[1].x - b[0].x, sy = b[1].y - b[0].y, tx = b[2].x - b[0].x, ty = b[2].y - b[0].y
        // Solve M · [u v] = [s t] for the linear part.
        let xx = (sx * vy - tx * uy) / det, xy = (tx * ux - sx * vx) / det
        let yx = (sy * vy - ty * uy) / det, yy = (ty * ux - sy * vx) / det
        let x0 = b[0].x - xx * a[0].x - xy * a[0].y, y0 = b[0].y - yx * a[0].x - yy * a[0].y
        return cairo_matrix_t(xx: xx, yx: yx, xy: xy, yy: yy, x0: x0, y0: y0)
    }
}
