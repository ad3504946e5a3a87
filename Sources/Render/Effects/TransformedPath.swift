import CCairo
import Drawing
import Geometry

/// A shape's outline under a geometry effect, added to the current path in canvas points.
///
/// An affine transform is Cairo's own (the path is built under it, and Cairo keeps paths in
/// device space). A perspective is not: the outline is flattened (to Cairo's tolerance) and
/// each point projected, which is exact to that tolerance, since a projection maps straight
/// lines to straight lines.
enum TransformedPath {
    static func append(_ shape: ShapeKind, in rect: Rect, transform: ProjectionTransform?, to cr: OpaquePointer) {
        guard let transform, !transform.isIdentity else { return ShapePath.append(shape, in: rect, to: cr) }
        if transform.isAffine {
            cairo_save(cr)
            var m = cairo_matrix(transform)
            cairo_transform(cr, &m)
            ShapePath.append(shape, in: rect, to: cr)
            cairo_restore(cr)
            return
        }
        cairo_new_path(cr)
        ShapePath.append(shape, in: rect, to: cr)
        guard let flat = cairo_copy_path_flat(cr) else { return }
        defer { cairo_path_destroy(flat) }
        cairo_new_path(cr)
        var i = 0
        guard let data = flat.pointee.data else { return }
        while i < Int(flat.pointee.num_data) {
            let header = data[i].header
            switch header.type {
            case CAIRO_PATH_MOVE_TO, CAIRO_PATH_LINE_TO:
                let p = Point(x: data[i + 1].point.x, y: data[i + 1].point.y)
                guard let q = transform.apply(to: p) else { cairo_new_path(cr); return }
                if header.type == CAIRO_PATH_MOVE_TO { cairo_move_to(cr, q.x, q.y) } else { cairo_line_to(cr, q.x, q.y) }
            case CAIRO_PATH_CLOSE_PATH:
                cairo_close_path(cr)
            default:
                break
            }
            i += Int(header.length)
        }
    }

    /// Cairo's matrix for an affine `ProjectionTransform` (its perspective terms ignored).
    static func cairo_matrix(_ t: ProjectionTransform) -> cairo_matrix_t {
        cairo_matrix_t(xx: t.m11, yx: t.m12, xy: t.m21, yy: t.m22, x0: t.m31, y0: t.m32)
    }
}
