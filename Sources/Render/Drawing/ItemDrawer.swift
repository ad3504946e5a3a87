import CCairo
import Drawing
import Geometry

/// Draws one `DisplayItem`, in points, onto a Cairo context whose transform maps points to
/// pixels. The order of operations is SwiftUI's:
///
/// 1. clips, outermost first, each intersected with the last (they are in canvas points,
///    so they do not move with the item's scale);
/// 2. a layer when the item is translucent or is blended, composited with its opacity, so
///    overlapping parts of one item do not show through each other. An item that paints
///    once (a shape filled with one colour and not stroked, or an image), with no shadow,
///    has no parts to overlap: it is painted with its opacity directly, without the layer's
///    clear and second pass;
/// 3. the item's scale about its anchor;
/// 4. its shadow, then its content.
///
/// A `.group(items, blend: .plusLighter)` draws its children into one layer, each added to
/// the layer with Cairo's ADD (so partners cross-fading at p and 1 − p sum to full
/// coverage), then composites that layer onto the canvas normally. Adding onto the canvas
/// itself would wash everything out against an opaque background.
struct ItemDrawer {
    let engine: RenderEngine
    /// The canvas in device pixels: a resampled image covers its rectangle's part of it.
    let canvasWidth: Int, canvasHeight: Int
    /// The frame's filtered layers, drawn once for all its bands.
    let layers = LayerCache()
    /// What lies behind the item being drawn, which a material blurs; nil where only the
    /// items' coverage matters (a shadow's mask).
    var backdrop: Backdrop?

    /// `blend` is how the item joins what is below it inside its parent's layer.
    func draw(_ item: DisplayItem, on cr: OpaquePointer, blend parentBlend: BlendMode = .normal) {
        guard item.opacity > 0, item.scale != 0 else { return }
        var canvasMatrix = cairo_matrix_t()
        cairo_get_matrix(cr, &canvasMatrix)
        // Its own blend mode (`blendMode(_:)`) wins over how its parent adds its children.
        let blend = item.blendMode == .normal ? parentBlend : item.blendMode
        // A geometry effect that collapses the plane (a scale of 0) leaves nothing to draw.
        let transform = item.transforms.last
        if let transform, transform.inverted() == nil { return }
        cairo_save(cr)
        // The current path is not part of Cairo's saved state: an item that left one (an
        // image off the canvas returns after adding its rectangle) would hand it to the next
        // item that strokes or fills without starting a path (the battery's outline once
        // stroked an off-screen banner's edge). Each item starts and ends with none.
        cairo_new_path(cr)
        defer { cairo_new_path(cr) }
        // The clips' rectangles on the device grid, rounded out: where an image is resampled.
        var clipBox = DeviceBox.everything
        let (clips, shaping) = Self.splitClips(of: item)
        for clip in clips {
            cairo_new_path(cr)
            let depth = min(clip.transformDepth, item.transforms.count)
            let matrix = depth > 0 ? item.transforms[depth - 1] : nil
            TransformedPath.append(clip.shape, in: clip.rect, transform: matrix, to: cr)
            ShapePath.setFillRule(for: clip.shape, on: cr)
            cairo_clip(cr)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
            let bounds = matrix.map { $0.bounds(of: clip.rect) } ?? clip.rect
            clipBox = clipBox.intersection(bounds.map { DeviceBox(around: $0, on: cr) } ?? .everything)
        }
        var additiveChildren = false
        if case .group(_, .plusLighter) = item.content { additiveChildren = true }
        let translucent = item.opacity < 1
        let projective = transform.map { !$0.isAffine } ?? false
        // Filters draw into a surface of their own and composite it themselves.
        let filtered = !item.filters.isEmpty
        let paintedWithAlpha = translucent && blend == .normal
            && (projective || item.shadow == nil && (filtered || Self.paintsOnce(item.content)))
        let layered = (translucent && !paintedWithAlpha) || blend != .normal || additiveChildren
        if layered {
            // A layer is as large as the clip; bound it to what the item can touch, on whole
            // pixels (so the bound itself never antialiases an edge), or every translucent
            // item would clear and composite a whole-screen surface.
            if let bounds = canvasBounds(of: item) { PixelClip.clip(around: bounds, on: cr) }
            cairo_push_group(cr)
            // The layer is as large as the clip; inside it, draw unclipped. The clip then
            // applies once, when the layer is composited: drawn inside the layer as well, an
            // antialiased clip edge would be applied twice (coverage squared), and the edge
            // of a clipped photo or card would lighten the moment its opacity left 1.
            cairo_reset_clip(cr)
        }

        if filtered {
            if let shadow = item.shadow {
                let maskDrawer = ItemDrawer(engine: engine, canvasWidth: Int(Int32.max), canvasHeight: Int(Int32.max), backdrop: nil)
                ShadowDrawing.draw(shadow, bounds: bounds(of: item), deviceScale: Self.deviceScale(cr),
                                   on: cr) { maskDrawer.drawShadowCaster(item, on: $0) }
            }
            LayerFilters.draw(item, drawer: self, alpha: paintedWithAlpha ? item.opacity : 1, on: cr)
            return finish(layered: layered, blend: blend, opacity: item.opacity, on: cr)
        }
        if let transform, projective {
            ProjectiveWarp.draw(item, transform: transform, drawer: self, alpha: paintedWithAlpha ? item.opacity : 1, on: cr)
            return finish(layered: layered, blend: blend, opacity: item.opacity, on: cr)
        }
        if let transform, !transform.isIdentity {
            var m = cairo_matrix_t(xx: transform.m11, yx: transform.m12, xy: transform.m21, yy: transform.m22,
                                   x0: transform.m31, y0: transform.m32)
            cairo_transform(cr, &m)
        }
        if item.scale != 1 {
            let anchor = item.frame.point(at: item.scaleAnchor)
            cairo_translate(cr, anchor.x, anchor.y)
            cairo_scale(cr, item.scale, item.scale)
            cairo_translate(cr, -anchor.x, -anchor.y)
        }
        if let shadow = item.shadow {
            // The mask's pixels are not the canvas's: images in it are resampled whole.
            let maskDrawer = ItemDrawer(engine: engine, canvasWidth: Int(Int32.max), canvasHeight: Int(Int32.max), backdrop: nil)
            ShadowDrawing.draw(shadow, bounds: bounds(of: item), deviceScale: Self.deviceScale(cr), on: cr) { mask in
                for clip in shaping { Self.clip(mask, to: clip, of: item) }
                maskDrawer.drawContent(item, on: mask)
            }
        }
        // The clips written inside `.shadow` clip the content, after its shadow is cast.
        for clip in shaping {
            Self.clip(cr, to: clip, of: item)
            // Where an image is resampled, on the device grid; scaled, the whole image is.
            if item.scale == 1 { clipBox = clipBox.intersection(DeviceBox(around: clip.rect, on: cr)) }
        }
        drawContent(item, alpha: paintedWithAlpha ? item.opacity : 1, within: clipBox, canvas: canvasMatrix, on: cr)
        finish(layered: layered, blend: blend, opacity: item.opacity, on: cr)
    }

    /// An item's clips, apart from those written inside its `.shadow` (a `cornerRadius`
    /// before it): those shape the shadow and clip the content, and do not clip the shadow.
    /// Taken apart for clips at the item's own coordinates (inside all its transforms) of an
    /// item neither filtered nor projected; otherwise every clip clips the shadow with the
    /// content (docs/drawing.md, "Shadows").
    static func splitClips(of item: DisplayItem) -> (clips: [ClipRegion], shapingShadow: [ClipRegion]) {
        let shaping = item.clips.filter(\.shapesShadow)
        guard item.shadow != nil, !shaping.isEmpty, item.filters.isEmpty, item.transforms.last.map({ $0.isAffine }) ?? true,
              shaping.allSatisfy({ min($0.transformDepth, item.transforms.count) == item.transforms.count })
        else { return (item.clips, []) }
        return (item.clips.filter { !$0.shapesShadow }, shaping)
    }

    /// Clips `cr`, whose coordinates are the item's (its transform and its scale applied), to
    /// `clip`, whose rectangle is where the item's clips are drawn: inside its transform, not
    /// its scale.
    static func clip(_ cr: OpaquePointer, to clip: ClipRegion, of item: DisplayItem) {
        cairo_new_path(cr)
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        if item.scale != 1 {
            let anchor = item.frame.point(at: item.scaleAnchor)
            cairo_translate(cr, anchor.x, anchor.y)
            cairo_scale(cr, 1 / item.scale, 1 / item.scale)
            cairo_translate(cr, -anchor.x, -anchor.y)
        }
        TransformedPath.append(clip.shape, in: clip.rect, transform: nil, to: cr)
        cairo_set_matrix(cr, &matrix)
        ShapePath.setFillRule(for: clip.shape, on: cr)
        cairo_clip(cr)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
    }

    /// Composites the item's layer, if it has one, and restores what `draw` saved.
    private func finish(layered: Bool, blend: BlendMode, opacity: Double, on cr: OpaquePointer) {
        if layered {
            cairo_pop_group_to_source(cr)
            cairo_set_operator(cr, CairoOperator.of(blend))
            cairo_paint_with_alpha(cr, min(1, opacity))
        }
        cairo_restore(cr)
    }

    /// Whether `content` paints each of its pixels once, so its opacity can be applied as it
    /// is painted instead of through a layer.
    static func paintsOnce(_ content: DisplayItem.Content) -> Bool {
        switch content {
        case .shape(_, .color?, nil), .image: true
        default: false
        }
    }

    /// `alpha` < 1 only for content that `paintsOnce`.
    /// `clipBox`: the device pixels the item's clips can let through (images are resampled
    /// for that part of their rectangle).
    /// `canvas`: the transform from canvas points to pixels, outside the item's own effects
    /// (where a material samples what lies behind it).
    private func drawContent(_ item: DisplayItem, alpha: Double = 1, within clipBox: DeviceBox = .everything,
                             canvas: cairo_matrix_t? = nil, on cr: OpaquePointer) {
        switch item.content {
        case .shape(let kind, .material(let material)?, let stroke):
            MaterialDrawing.draw(material, shape: kind, item: item, drawer: self, canvas: canvas, on: cr)
            drawShape(kind, fill: nil, stroke: stroke, in: item.frame, on: cr)
        case .shape(let kind, var fill, let stroke):
            if alpha < 1, case .color(var color) = fill {
                color.opacity *= alpha
                fill = .color(color)
            }
            drawShape(kind, fill: fill, stroke: stroke, in: item.frame, on: cr)
        case .text(let run, let layoutSize):
            TextDrawing.draw(run, layoutSize: layoutSize, in: item.frame, engine: engine.text, on: cr)
        case .image(let image):
            drawImage(image, in: item.frame, alpha: alpha, within: clipBox, on: cr)
        case .symbol(let name, let color, let weight):
            if let glyph = SymbolTable.glyph(for: name) {
                SymbolGlyphDrawing.draw(glyph, color: color, weight: weight, in: item.frame, engine: engine.text, on: cr)
            } else {
                SymbolArt.draw(name, color: color, in: item.frame, on: cr)
            }
        case let .layeredSymbol(name, primary, secondary, weight):
            if let layers = SymbolTable.layers(of: name) {
                SymbolLayerDrawing.draw(layers, primary: primary, secondary: secondary, weight: weight, in: item.frame,
                                        engine: engine.text, on: cr)
            } else if let glyph = SymbolTable.glyph(for: name) {
                SymbolGlyphDrawing.draw(glyph, color: primary, weight: weight, in: item.frame, engine: engine.text, on: cr)
            } else {
                SymbolArt.draw(name, color: primary, in: item.frame, on: cr)
            }
        case .group(let children, let mode):
            drawChildren(children[...], blend: mode, on: cr)
        }
    }

    /// A group's children, in order. A child holding a material blurs the siblings drawn
    /// before it too, not only what lies behind the group: a title bar of `.ultraThinMaterial`
    /// over a photo, both inside a `mask` or a `compositingGroup`, blurs the photo, as on iOS
    /// (it blurred the page behind the card, and showed white).
    func drawChildren(_ children: ArraySlice<DisplayItem>, blend: BlendMode, on cr: OpaquePointer) {
        for index in children.indices {
            guard let backdrop, index > children.startIndex, Self.holdsMaterial(children[index]) else {
                draw(children[index], on: cr, blend: blend)
                continue
            }
            let outside = backdrop.below
            backdrop.below = ArraySlice(Array(outside) + children[children.startIndex..<index])
            draw(children[index], on: cr, blend: blend)
            backdrop.below = outside
        }
    }

    static func holdsMaterial(_ item: DisplayItem) -> Bool {
        switch item.content {
        case .shape(_, .material?, _): true
        case .group(let children, _): children.contains(where: holdsMaterial)
        default: false
        }
    }

    /// What a filtered item's shadow is cast by: its content, and for a `mask` the content
    /// times the mask's alpha, as iOS casts the masked result's shadow (a photo masked to a
    /// circle casts a round shadow, not its rectangle's).
    private func drawShadowCaster(_ item: DisplayItem, on cr: OpaquePointer) {
        guard item.filters.contains(.mask), case .group(let children, let blend) = item.content, let mask = children.last else {
            return drawContent(item, on: cr)
        }
        for child in children.dropLast() { draw(child, on: cr, blend: blend) }
        cairo_push_group(cr)
        draw(mask, on: cr)
        cairo_pop_group_to_source(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_DEST_IN)
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
    }

    private func drawShape(_ kind: ShapeKind, fill: Paint?, stroke: StrokePaint?, in frame: Rect,
                           on cr: OpaquePointer) {
        cairo_new_path(cr)
        ShapePath.append(kind, in: frame, to: cr)
        if let fill {
            CairoPaint.setSource(fill, in: frame, on: cr)
            ShapePath.setFillRule(for: kind, on: cr)
            cairo_fill_preserve(cr)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        }
        // Centred on the outline, like SwiftUI's `stroke`; a `strokeBorder` strokes the shape
        // inset by half the line width, so the stroke lies inside the frame.
        if let stroke, stroke.lineWidth > 0 {
            if stroke.style.isBorder {
                cairo_new_path(cr)
                let (inset, rect) = kind.inset(by: stroke.lineWidth / 2, in: frame)
                ShapePath.append(inset, in: rect, to: cr)
            }
            CairoPaint.setSource(stroke.paint, in: frame, on: cr)
            StrokeDrawing.setStyle(stroke, on: cr)
            cairo_stroke_preserve(cr)
        }
        cairo_new_path(cr)
    }

    /// The area an item draws into, in points, before its scale: where its shadow can fall.
    func bounds(of item: DisplayItem) -> Rect {
        switch item.content {
        case .shape(_, _, let stroke?):
            return item.frame.inset(by: EdgeInsets(all: -stroke.lineWidth / 2))
        case .group(let children, _):
            return children.map { bounds(of: $0) }.reduce(item.frame) { $0.union($1) }
        case .text(let run, let layoutSize):
            // Glyphs may overhang their line box (accents, italics): allow a third of an em.
            let scale = layoutSize.width > 0 ? item.frame.width / layoutSize.width : 1
            return item.frame.inset(by: EdgeInsets(all: -run.font.size * scale / 3))
        case .image(let image) where image.contentMode == .fill || image.contentMode == .original:
            return item.frame.union(ImageFit.rect(natural: image.naturalSize, in: item.frame,
                                                  mode: image.contentMode))
        default:
            return item.frame
        }
    }

    /// Everything `item` can draw, in canvas points: its bounds, scaled about its anchor, its
    /// shadow's blur and offset included, and a point of margin for antialiasing.
    func layerBounds(of item: DisplayItem) -> Rect {
        var rect = bounds(of: item)
        if item.scale != 1 {
            let anchor = item.frame.point(at: item.scaleAnchor)
            rect = Rect(x: anchor.x + (rect.minX - anchor.x) * item.scale, y: anchor.y + (rect.minY - anchor.y) * item.scale,
                        width: rect.width * item.scale, height: rect.height * item.scale)
        }
        if let shadow = item.shadow {
            let spread = shadow.radius * 3
            rect = rect.union(rect.offsetBy(dx: shadow.x, dy: shadow.y).inset(by: EdgeInsets(all: -spread)))
        }
        return rect.inset(by: EdgeInsets(all: -1))
    }

    /// `layerBounds` under the item's geometry effects, in canvas points; nil when a corner
    /// goes behind the viewer of a perspective (the item may then reach anywhere).
    func canvasBounds(of item: DisplayItem) -> Rect? {
        guard let transform = item.transforms.last else { return layerBounds(of: item) }
        return transform.bounds(of: layerBounds(of: item))
    }

    /// The device rows `item` can touch on a canvas drawn at `scale`: its layer bounds, with
    /// an em of the largest text in it as margin (glyphs may overhang their line box more
    /// than a layer allows for) and two pixels for antialiasing. Rows outside it are left as
    /// they are when the item is drawn, so a band of rows it does not reach can skip it.
    func rowsReached(by item: DisplayItem, scale: Double) -> Range<Int> {
        guard let rect = canvasBounds(of: item) else { return Int.min / 2..<Int.max / 2 }
        let stretch = item.transforms.last.map { abs($0.m11 * $0.m22 - $0.m12 * $0.m21).squareRoot() } ?? 1
        let em = Self.largestText(in: item) * max(1, item.scale) * max(1, stretch)
        let top = ((rect.minY - em) * scale).rounded(.down) - 2
        let bottom = ((rect.maxY + em) * scale).rounded(.up) + 2
        guard top.isFinite, bottom.isFinite, bottom > top else { return Int.min / 2..<Int.max / 2 }
        // Clamped on both ends: an item wholly above -1e9 (or below 1e9) reaches no row.
        let lower = min(max(top, -1e9), 1e9), upper = max(min(bottom, 1e9), -1e9)
        return Int(lower)..<Int(max(lower, upper))
    }

    /// The largest text size in `item`, in canvas points as drawn (0 when it has none).
    private static func largestText(in item: DisplayItem) -> Double {
        switch item.content {
        case .text(let run, let layoutSize):
            let textScale = layoutSize.width > 0 ? item.frame.width / layoutSize.width : 1
            return run.font.size * max(1, textScale)
        case .group(let children, _):
            return children.map { largestText(in: $0) }.max() ?? 0
        default:
            return 0
        }
    }

    private static func deviceScale(_ cr: OpaquePointer) -> Double { FlatSurface.deviceScale(cr) }
}
