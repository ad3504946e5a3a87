import CCairo
import Drawing
import Foundation
import Geometry

/// What lies behind the item being drawn: the frame's background and the top-level items
/// drawn before it, which a material blurs. Renderer sets `below` before each item.
///
/// `cache` holds the frame's backdrops, shared by the backdrops drawn inside backdrops: a
/// material behind another is drawn into the other's backdrop from the same entry, so
/// stacked materials cost one backdrop each, not one per material above them.
final class Backdrop {
    let background: Color
    let canvasSize: Size
    let cache: LayerCache
    var below: ArraySlice<DisplayItem> = []

    init(background: Color, canvasSize: Size, cache: LayerCache = LayerCache()) {
        self.background = background
        self.canvasSize = canvasSize
        self.cache = cache
    }
}

/// Draws a material filling a shape: what lies behind it, blurred and tinted by the
/// material's recipe (`MaterialRecipe`), clipped to the shape.
///
/// The backdrop is computed as iOS computes it, at reduced resolution: the items behind are
/// drawn again, at about three pixels per standard deviation of the blur (a 12-pt blur at 3x
/// draws them at a quarter of a pixel per point), over the part of the canvas the shape
/// covers and the blur's reach, clamped to the canvas (the screen's edge pixels repeat
/// outward, as a backdrop's do). They are blurred there (`ArgbBoxBlur`), the recipe's layers
/// are composited per pixel, and the result is scaled up bilinearly into the shape. A blur of
/// that width keeps nothing finer than the low resolution holds, so the bilinear scale-up is
/// the same picture as blurring at full resolution, at a hundredth of the work. The result
/// is drawn once a frame and kept for the frame's other bands (`LayerCache`).
enum MaterialDrawing {
    static func draw(_ material: MaterialPaint, shape kind: ShapeKind, item: DisplayItem, drawer: ItemDrawer,
                     canvas: cairo_matrix_t?, on cr: OpaquePointer) {
        let recipe = material.recipe
        guard let backdrop = drawer.backdrop, var base = canvas else {
            // A shadow's mask: only the shape's coverage matters.
            ShapePath.append(kind, in: item.frame, to: cr)
            CairoPaint.setColor(.black, on: cr)
            cairo_fill(cr)
            return
        }
        let deviceScale = abs(base.xx * base.yy - base.xy * base.yx).squareRoot()
        guard deviceScale > 0 else { return }
        let reduction = max(1, (recipe.blur * deviceScale / 3).rounded(.down))
        let scale = deviceScale / reduction
        let screen = Rect(origin: .zero, size: backdrop.canvasSize)
        let reach = (drawer.canvasBounds(of: item) ?? screen).inset(by: EdgeInsets(all: -3 * recipe.blur - 2 / scale))
        let sampled = reach.intersection(screen)
        guard sampled.width > 0, sampled.height > 0 else { return }
        let key = LayerCache.BackdropKey(item: item, below: backdrop.below.count, scale: scale)
        guard let layer = backdrop.cache.backdrop(for: key, make: {
            blurred(sampled, scale: scale, recipe: recipe, backdrop: backdrop, engine: drawer.engine)
        }) else { return }
        cairo_save(cr)
        cairo_new_path(cr)
        ShapePath.append(kind, in: item.frame, to: cr)
        ShapePath.setFillRule(for: kind, on: cr)
        cairo_clip(cr)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        if base.xy == 0, base.yx == 0, base.xx > 0, base.yy > 0 {
            upsample(layer, canvas: base, scratch: drawer.engine.scratch, on: cr)
        } else {
            cairo_set_matrix(cr, &base)
            cairo_translate(cr, layer.region.minX, layer.region.minY)
            cairo_scale(cr, 1 / layer.scale, 1 / layer.scale)
            cairo_set_source_surface(cr, layer.surface, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(cr), reduction > 1 ? CAIRO_FILTER_BILINEAR : CAIRO_FILTER_NEAREST)
            cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
            cairo_paint(cr)
        }
        cairo_restore(cr)
        if recipe.rim > 0 { rim(kind, in: item.frame, opacity: recipe.rim, dark: material.appearance == .dark, on: cr) }
    }

    /// Paints the backdrop, scaled up to device pixels by `BilinearUpsample`, over the device
    /// pixels the clip lets through (a band's rows of them), when canvas points map to pixels
    /// without rotation.
    private static func upsample(_ layer: LayerCache.Entry, canvas base: cairo_matrix_t, scratch: ScratchPixels, on cr: OpaquePointer) {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_identity_matrix(cr)
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        let left = Int(x1.rounded(.down)), top = Int(y1.rounded(.down))
        let width = Int(x2.rounded(.up)) - left, height = Int(y2.rounded(.up)) - top
        guard width > 0, height > 0, width * height <= 32_000_000, let tile = scratch.surface(width: width, height: height) else { return }
        defer { cairo_surface_destroy(tile) }
        let source = layer.surface
        cairo_surface_flush(source)
        guard let data = cairo_image_surface_get_data(source), let out = cairo_image_surface_get_data(tile) else { return }
        let scale = layer.scale
        let kernel = BilinearUpsample(
            source: UnsafePointer(data), sourceWidth: Int(cairo_image_surface_get_width(source)),
            sourceHeight: Int(cairo_image_surface_get_height(source)), sourceStride: Int(cairo_image_surface_get_stride(source)),
            scaleX: scale / base.xx, offsetX: (-base.x0 / base.xx - layer.region.minX) * scale,
            scaleY: scale / base.yy, offsetY: (-base.y0 / base.yy - layer.region.minY) * scale)
        kernel.fill(out, stride: Int(cairo_image_surface_get_stride(tile)), originX: left, originY: top, width: width, height: height)
        cairo_surface_mark_dirty(tile)
        cairo_set_source_surface(cr, tile, Double(left), Double(top))
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_NEAREST)
        cairo_paint(cr)
    }

    /// The backdrop of `region` at `scale`: the background and the items behind, blurred,
    /// then the recipe's layers.
    private static func blurred(_ region: Rect, scale: Double, recipe: MaterialRecipe, backdrop: Backdrop,
                                engine: RenderEngine) -> LayerCache.Entry? {
        let inner = Backdrop(background: backdrop.background, canvasSize: backdrop.canvasSize, cache: backdrop.cache)
        let below = backdrop.below
        guard let (surface, width, height) = FlatSurface.draw(region, scale: scale, engine: engine, backdrop: inner, { flat, cr in
            CairoPaint.setColor(backdrop.background, on: cr)
            cairo_paint(cr)
            for index in below.indices {
                inner.below = below[..<index]
                flat.draw(below[index], on: cr)
            }
        }) else { return nil }
        if let data = cairo_image_surface_get_data(surface) {
            let stride = Int(cairo_image_surface_get_stride(surface))
            ArgbBoxBlur.blur(data, width: width, height: height, stride: stride, sigma: recipe.blur * scale, clampEdges: true)
            MaterialLayers.apply(recipe.layers, to: data, width: width, height: height, stride: stride)
        }
        cairo_surface_mark_dirty(surface)
        return LayerCache.Entry(surface: surface, region: region, scale: scale)
    }

    /// Glass's light rim: a hairline along the shape's edge, brightest at the top.
    private static func rim(_ kind: ShapeKind, in frame: Rect, opacity: Double, dark: Bool, on cr: OpaquePointer) {
        let width = 1.0
        let (inset, rect) = kind.inset(by: width / 2, in: frame)
        cairo_save(cr)
        cairo_new_path(cr)
        ShapePath.append(inset, in: rect, to: cr)
        let top = Color(red: 1, green: 1, blue: 1, opacity: opacity)
        let bottom = Color(red: 1, green: 1, blue: 1, opacity: opacity * (dark ? 0.25 : 0.4))
        CairoPaint.setSource(.linearGradient(colors: [top, bottom, top.withOpacity(0.6)], start: .top, end: .bottom), in: frame, on: cr)
        cairo_set_line_width(cr, width)
        cairo_stroke(cr)
        cairo_restore(cr)
    }
}

/// A material's layers composited over its blurred backdrop, pixel by pixel: premultiplied
/// BGRA, each layer a colour with its blend mode (PDF's separable modes; plus-lighter adds).
/// Every layer works on each channel alone, so on an opaque pixel the whole chain is a table
/// of 256 values per channel, made once.
enum MaterialLayers {
    static func apply(_ layers: [MaterialRecipe.Layer], to data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int) {
        guard !layers.isEmpty else { return }
        // Tables for blue, green and red (BGRA order in memory).
        let tables: [[UInt8]] = [\Color.blue, \Color.green, \Color.red].map { channel in
            (0..<256).map { v in
                var c = Double(v) / 255
                for layer in layers { c = blend(c, layer.color[keyPath: channel], layer.color.opacity, layer.blend) }
                return UInt8((min(1, max(0, c)) * 255).rounded())
            }
        }
        for y in 0..<height {
            let row = data + y * stride
            for x in 0..<width {
                let p = row + x * 4
                if p[3] == 255 {
                    p[0] = tables[0][Int(p[0])]; p[1] = tables[1][Int(p[1])]; p[2] = tables[2][Int(p[2])]
                    continue
                }
                let a = Double(p[3]) / 255
                guard a > 0 else { continue }
                for (i, channel) in [\Color.blue, \Color.green, \Color.red].enumerated() {
                    var c = Double(p[i]) / 255 / a
                    for layer in layers { c = blend(c, layer.color[keyPath: channel], layer.color.opacity, layer.blend) }
                    p[i] = UInt8((min(1, max(0, c)) * a * 255).rounded())
                }
            }
        }
    }

    /// One channel: backdrop `b`, layer colour `s` at opacity `k`.
    static func blend(_ b: Double, _ s: Double, _ k: Double, _ mode: BlendMode) -> Double {
        let mixed: Double
        switch mode {
        case .plusLighter: return min(1, b + s * k)
        case .colorDodge: mixed = b == 0 ? 0 : (s >= 1 ? 1 : min(1, b / (1 - s)))
        case .overlay: mixed = b < 0.5 ? 2 * s * b : 1 - 2 * (1 - s) * (1 - b)
        case .multiply: mixed = s * b
        case .screen: mixed = s + b - s * b
        default: mixed = s
        }
        return b + (mixed - b) * k
    }
}
