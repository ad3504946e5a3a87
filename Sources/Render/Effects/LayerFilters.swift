import CCairo
import Drawing
import Geometry

/// Draws a group with filters (`blur`, colour filters): its children are drawn into a surface
/// of their own, covering the whole layer (never one band of it: a blur reaches across band
/// edges), the filters run on its pixels in order, and the result is composited at the
/// item's opacity (a blend mode other than normal composites the layer this is drawn into).
///
/// A blur is computed where it costs least: the layer is drawn at a resolution of about three
/// pixels per standard deviation (never finer than the device's), blurred there by three box
/// passes (`ArgbBoxBlur`, close to a Gaussian), and scaled back up with bilinear filtering,
/// as shadows are (ShadowDrawing). A `radius` is SwiftUI's: the Gaussian's standard deviation
/// in points.
enum LayerFilters {
    static func draw(_ item: DisplayItem, drawer: ItemDrawer, alpha: Double, on cr: OpaquePointer) {
        guard case .group(let children, let blend) = item.content else { return }
        let deviceScale = FlatSurface.deviceScale(cr)
        guard deviceScale > 0 else { return }
        let sigma = item.filters.reduce(0.0) { total, effect in
            if case .blur(let radius, _) = effect { return total + max(0, radius) }
            return total
        }
        let sigmaPixels = sigma * deviceScale
        // Device pixels per pixel of the layer: 1 without a blur, more for a wide one (about
        // three per standard deviation are plenty for a Gaussian).
        let reduction = max(1, (sigmaPixels / 3).rounded(.down))
        let scale = deviceScale / reduction
        guard let layer = drawer.layers.entry(for: item, make: {
            filtered(item, children: children, blend: blend, sigma: sigma, scale: scale, drawer: drawer)
        }) else { return }
        let region = layer.region, surface = layer.surface
        cairo_save(cr)
        cairo_translate(cr, region.minX, region.minY)
        cairo_scale(cr, 1 / scale, 1 / scale)
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), reduction > 1 ? CAIRO_FILTER_BILINEAR : CAIRO_FILTER_NEAREST)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        cairo_paint_with_alpha(cr, min(1, alpha))
        cairo_restore(cr)
    }

    /// The group drawn flat over its bounds (and the blur's reach) at `scale`, filtered.
    private static func filtered(_ item: DisplayItem, children: [DisplayItem], blend: BlendMode, sigma: Double,
                                 scale: Double, drawer: ItemDrawer) -> LayerCache.Entry? {
        var inner = item
        inner.content = .group(children, blend: blend)
        guard let bounds = drawer.canvasBounds(of: inner) else { return nil }
        let margin = 3 * sigma + 2 / scale
        let region = bounds.inset(by: EdgeInsets(all: -margin))
        let masked = item.filters.contains(.mask)
        guard let (surface, width, height) = FlatSurface.draw(region, scale: scale, engine: drawer.engine, backdrop: drawer.backdrop, { flatDrawer, layer in
            flatDrawer.drawChildren(masked ? children.dropLast() : children[...], blend: blend, on: layer)
            // `mask`: the layer times the mask's alpha, over the whole surface (DEST_IN
            // clears where the mask draws nothing).
            if masked, let mask = children.last {
                cairo_push_group(layer)
                flatDrawer.draw(mask, on: layer)
                cairo_pop_group_to_source(layer)
                cairo_set_operator(layer, CAIRO_OPERATOR_DEST_IN)
                cairo_paint(layer)
                cairo_set_operator(layer, CAIRO_OPERATOR_OVER)
            }
        }) else { return nil }
        if let data = cairo_image_surface_get_data(surface) {
            let stride = Int(cairo_image_surface_get_stride(surface))
            for effect in item.filters {
                if case .blur(let radius, let opaque) = effect {
                    ArgbBoxBlur.blur(data, width: width, height: height, stride: stride,
                                     sigma: radius * scale, clampEdges: opaque)
                } else if let matrix = effect.colorMatrix {
                    ColorFilter.apply(matrix, to: data, width: width, height: height, stride: stride)
                }
            }
        }
        cairo_surface_mark_dirty(surface)
        return LayerCache.Entry(surface: surface, region: region, scale: scale)
    }
}

/// Cairo's operator for each of SwiftUI's blend modes.
enum CairoOperator {
    static func of(_ mode: BlendMode) -> cairo_operator_t {
        switch mode {
        case .normal: CAIRO_OPERATOR_OVER
        case .plusLighter: CAIRO_OPERATOR_ADD
        case .multiply, .plusDarker: CAIRO_OPERATOR_MULTIPLY
        case .screen: CAIRO_OPERATOR_SCREEN
        case .overlay: CAIRO_OPERATOR_OVERLAY
        case .darken: CAIRO_OPERATOR_DARKEN
        case .lighten: CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
        case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
        case .difference: CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: CAIRO_OPERATOR_EXCLUSION
        case .hue: CAIRO_OPERATOR_HSL_HUE
        case .saturation: CAIRO_OPERATOR_HSL_SATURATION
        case .color: CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
        case .sourceAtop: CAIRO_OPERATOR_ATOP
        case .destinationOver: CAIRO_OPERATOR_DEST_OVER
        case .destinationOut: CAIRO_OPERATOR_DEST_OUT
        }
    }
}
