extension HostileConversionTests {
    /// Render/: Cairo and Pango drawing. Every number a scene gives has passed GeometryLimits
    /// (lengths within ±10^6 points, positions within ±10^7) and the canvas limits before it gets here.
    static let allowedInRender: [String: String] = [
        #"Sources/Render/Drawing/CairoPaint.swift: cairo_mesh_pattern_set_corner_color_rgba(mesh, UInt32(corner), color.red, color.green, color.blue, color.opacity)"#:
            "a corner index, 0…3, from the literal list on the line before",
        #"Sources/Render/Drawing/CairoPaint.swift: let pieces = max(1, Int((abs(b - a) / (.pi / 8)).rounded(.up)))"#:
            "the sweep between two of an angular gradient's angles, each within ±10^6 (GeometryLimits refuses NaN and infinity): a few million pieces at most",
        #"Sources/Render/Drawing/ItemDrawer.swift: let maskDrawer = ItemDrawer(engine: engine, canvasWidth: Int(Int32.max), canvasHeight: Int(Int32.max), backdrop: nil)"#:
            "a constant, Int32.max",
        #"Sources/Render/Drawing/ItemDrawer.swift: return Int(lower)..<Int(max(lower, upper))"#:
            "lower and upper are clamped to ±10^9 on the line before (not NaN: guarded finite)",
        #"Sources/Render/Drawing/TextDrawing.swift: guard let line = pango_layout_get_line_readonly(layout.layout, Int32(index)) else { continue }"#:
            "a line index below lineCount, itself an Int32 widened",
        #"Sources/Render/Effects/ArgbBoxBlur.swift: dst[0] = UInt32(src[0]); dst[1] = UInt32(src[1]); dst[2] = UInt32(src[2]); dst[3] = UInt32(src[3])"#:
            "bytes (UInt8) widened, or a sum of them divided back to a byte",
        #"Sources/Render/Effects/ArgbBoxBlur.swift: let m = Int(((12 * sigma * sigma - n * w * w - 4 * n * w - 3 * n) / (-4 * w - 4)).rounded())"#:
            "sigma is at most about 6 pixels (see radii), wl is at least 1, so the quotient is small",
        #"Sources/Render/Effects/ArgbBoxBlur.swift: let size = UInt32(2 * radius + 1), half = size / 2"#:
            "a box radius from radii(forSigma:), at most about 6",
        #"Sources/Render/Effects/ArgbBoxBlur.swift: out[0] = UInt8((s0 + half) / size); out[1] = UInt8((s1 + half) / size)"#:
            "the mean of 2·radius + 1 bytes, rounded: at most 255",
        #"Sources/Render/Effects/ArgbBoxBlur.swift: out[2] = UInt8((s2 + half) / size); out[3] = UInt8((s3 + half) / size)"#:
            "the mean of 2·radius + 1 bytes, rounded: at most 255",
        #"Sources/Render/Effects/ArgbBoxBlur.swift: p[0] = UInt8((out[2] * out[3] * 255).rounded())"#:
            "out[i] is clamped to 0…1 on the lines before (max(0, NaN) is 0), so the value is 0…255",
        #"Sources/Render/Effects/ArgbBoxBlur.swift: p[1] = UInt8((out[1] * out[3] * 255).rounded())"#:
            "out[i] is clamped to 0…1 on the lines before (max(0, NaN) is 0), so the value is 0…255",
        #"Sources/Render/Effects/ArgbBoxBlur.swift: p[2] = UInt8((out[0] * out[3] * 255).rounded())"#:
            "out[i] is clamped to 0…1 on the lines before (max(0, NaN) is 0), so the value is 0…255",
        #"Sources/Render/Effects/ArgbBoxBlur.swift: p[3] = UInt8((out[3] * 255).rounded())"#:
            "out[i] is clamped to 0…1 on the lines before (max(0, NaN) is 0), so the value is 0…255",
        #"Sources/Render/Effects/ArgbBoxBlur.swift: var wl = Int((12 * sigma * sigma / n + 1).squareRoot().rounded(.down))"#:
            "sigma is at most about 6 pixels: LayerFilters and MaterialDrawing draw a blur's layer at about three pixels per sigma; NaN fails `sigma > 0`",
        #"Sources/Render/Effects/BilinearUpsample.swift: for c in 0..<4 { o[x * 4 + c] = (UInt16(p[c]) &* w0 &+ UInt16(q[c]) &* w1) &>> 8 }"#:
            "bytes (UInt8) widened, or a sum of them divided back to a byte",
        #"Sources/Render/Effects/BilinearUpsample.swift: let p = line + c0 * 4, q = line + c1 * 4, w1 = UInt16(w), w0 = 256 - w1"#:
            "a weight from taps(), 0…256",
        #"Sources/Render/Effects/BilinearUpsample.swift: lower.withUnsafeBufferPointer { b in Self.blend(a.baseAddress!, b.baseAddress!, weight: UInt16(w), into: out, count: channels) }"#:
            "a weight from taps(), 0…256",
        #"Sources/Render/Effects/BilinearUpsample.swift: return (Int(floor), Int(floor) + 1, Int(((u - floor) * 256).rounded()))"#:
            "floor is within 0..<limit − 1 (compared as Doubles just before; NaN takes the first guard), u − floor within 0…1",
        #"Sources/Render/Effects/BoxBlur.swift: for i in 0..<count { scratch[i] = UInt32(p[i * step]) }"#:
            "bytes (UInt8) widened, or a sum of them divided back to a byte",
        #"Sources/Render/Effects/BoxBlur.swift: let size = UInt32(2 * radius + 1)"#:
            "a box radius from radius(forSigma:), at most about 4",
        #"Sources/Render/Effects/BoxBlur.swift: p[i * step] = UInt8((sum + size / 2) / size)"#:
            "the mean of 2·radius + 1 bytes, rounded: at most 255",
        #"Sources/Render/Effects/BoxBlur.swift: return max(0, Int(((width - 1) / 2).rounded()))"#:
            "sigma is at most about 4 mask pixels: ShadowDrawing downsamples by sigma / 2; NaN became 0 there (max(0, NaN))",
        #"Sources/Render/Effects/FlatSurface.swift: body(ItemDrawer(engine: engine, canvasWidth: Int(Int32.max), canvasHeight: Int(Int32.max), backdrop: backdrop), cr)"#:
            "a constant, Int32.max",
        #"Sources/Render/Effects/FlatSurface.swift: guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return nil }"#:
            "width and height are at most 32,000,000 (guarded before)",
        #"Sources/Render/Effects/FlatSurface.swift: let width = Int(w), height = Int(h)"#:
            "w and h are whole, positive and w × h ≤ 32,000,000, guarded on the line before (false for NaN and infinity)",
        #"Sources/Render/Effects/LayerFilters.swift: let stride = Int(cairo_image_surface_get_stride(surface))"#:
            "a C library's count or size (int, unsigned) widened to Int",
        #"Sources/Render/Effects/MaterialDrawing.swift: kernel.fill(out, stride: Int(cairo_image_surface_get_stride(tile)), originX: left, originY: top, width: width, height: height)"#:
            "a C library's count or size (int, unsigned) widened to Int",
        #"Sources/Render/Effects/MaterialDrawing.swift: let left = Int(x1.rounded(.down)), top = Int(y1.rounded(.down))"#:
            "Cairo's clip extents in device pixels: within the target surface, at most the canvas (SceneLimits) or a flat surface of ≤ 32,000,000 pixels",
        #"Sources/Render/Effects/MaterialDrawing.swift: let stride = Int(cairo_image_surface_get_stride(surface))"#:
            "a C library's count or size (int, unsigned) widened to Int",
        #"Sources/Render/Effects/MaterialDrawing.swift: let width = Int(x2.rounded(.up)) - left, height = Int(y2.rounded(.up)) - top"#:
            "Cairo's clip extents in device pixels: within the target surface, at most the canvas (SceneLimits) or a flat surface of ≤ 32,000,000 pixels",
        #"Sources/Render/Effects/MaterialDrawing.swift: p[0] = tables[0][Int(p[0])]; p[1] = tables[1][Int(p[1])]; p[2] = tables[2][Int(p[2])]"#:
            "bytes (UInt8) widened, or a sum of them divided back to a byte",
        #"Sources/Render/Effects/MaterialDrawing.swift: p[i] = UInt8((min(1, max(0, c)) * a * 255).rounded())"#:
            "c is clamped to 0…1 on the line, a (a byte / 255) within 0…1: the value is 0…255",
        #"Sources/Render/Effects/MaterialDrawing.swift: return UInt8((min(1, max(0, c)) * 255).rounded())"#:
            "c is clamped to 0…1 on the line (max(0, NaN) is 0), so the value is 0…255",
        #"Sources/Render/Effects/MaterialDrawing.swift: source: UnsafePointer(data), sourceWidth: Int(cairo_image_surface_get_width(source)),"#:
            "a C library's count or size (int, unsigned) widened to Int",
        #"Sources/Render/Effects/MaterialDrawing.swift: sourceHeight: Int(cairo_image_surface_get_height(source)), sourceStride: Int(cairo_image_surface_get_stride(source)),"#:
            "a C library's count or size (int, unsigned) widened to Int",
        #"Sources/Render/Effects/ProjectiveWarp.swift: let cells = max(2, min(48, Int((Double(max(width, height)) / 48).rounded(.up))))"#:
            "width and height of a flat surface, at most 32,000,000; clamped to 2…48 on the line",
        #"Sources/Render/Effects/ShadowDrawing.swift: guard let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)) else { return }"#:
            "width and height are below 64,000,000 (guarded before)",
        #"Sources/Render/Effects/ShadowDrawing.swift: let width = Int(w), height = Int(h)"#:
            "w and h are whole, positive and w × h < 64,000,000, guarded on the line before (false for NaN and infinity)",
        #"Sources/Render/Effects/ShadowDrawing.swift: stride: Int(cairo_image_surface_get_stride(mask)), radius: radius)"#:
            "a C library's count or size (int, unsigned) widened to Int",
        #"Sources/Render/Effects/TransformedPath.swift: i += Int(header.length)"#:
            "a C library's count or size (int, unsigned) widened to Int",
        #"Sources/Render/Effects/TransformedPath.swift: while i < Int(flat.pointee.num_data) {"#:
            "a C library's count or size (int, unsigned) widened to Int",
        #"Sources/Render/Engine/ScratchPixels.swift: Int32(width), Int32(height), Int32(stride))"#:
            "a tile's width, height and stride: width × height ≤ 32,000,000, guarded by the callers",
        #"Sources/Render/Engine/ScratchPixels.swift: let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))"#:
            "a tile's width: its callers guard width × height ≤ 32,000,000 (MaterialDrawing)",
        #"Sources/Render/Fonts/FontChoice.swift: pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(weight)))"#:
            "an OpenType weight from Font.Weight.numeric, 100…900",
        #"Sources/Render/Fonts/GlyphCoverage.swift: for i in 0..<Int(set.pointee.nfont) {"#:
            "a C library's count or size (int, unsigned) widened to Int",
        #"Sources/Render/Fonts/PinnedFonts.swift: return (0..<Int(set.pointee.nfont)).compactMap { i in"#:
            "a C library's count or size (int, unsigned) widened to Int",
        #"Sources/Render/Fonts/RenderLibraries.swift: let fontconfig = Int(FcGetVersion())"#:
            "a C library's count or size (int, unsigned) widened to Int",
        #"Sources/Render/Images/ImageCache.swift: guard let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),"#:
            "a JPEG's width and height, 16-bit fields of its header (at most 65,535)",
        #"Sources/Render/Images/ImageCache.swift: let wanted = Int(length)"#:
            "Cairo's read length (unsigned int), widened",
        #"Sources/Render/Images/ImageCache.swift: stride: Int(cairo_image_surface_get_stride(image)), into: data) {"#:
            "a C library's count or size (int, unsigned) widened to Int",
        #"Sources/Render/Images/ImageDrawing.swift: left: Int(left), top: Int(top), width: Int(right - left), height: Int(bottom - top), filter: filter.rawValue)"#:
            "left, top ≥ 0 and right, bottom ≤ the canvas (≤ Int32.max), right > left and bottom > top guarded before (false for NaN)",
        #"Sources/Render/Images/ResampledImages.swift: guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(key.width), Int32(key.height)),"#:
            "a key's width and height, within 0…Int32.max (ImageDrawing clamps them to the canvas)",
        #"Sources/Render/Renderer.swift: Int32(width), Int32(height), Int32(width * 4))!"#:
            "the frame's width and height, below 2^20 (Size.pixels(atScale:)); width × 4 below 2^22",
        #"Sources/Render/Renderer.swift: precondition(Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width))) == width * 4)"#:
            "the frame's width, below 2^20 (Size.pixels(atScale:))",
        #"Sources/Render/Shapes/StrokeDrawing.swift: cairo_set_dash(cr, dash, Int32(dash.count), style.dashPhase)"#:
            "a dash pattern's count, at most the scene's 10,000-element limit",
        #"Sources/Render/Shapes/TrimmedPath.swift: i += Int(header.length)"#:
            "a C library's count or size (int, unsigned) widened to Int",
        #"Sources/Render/Shapes/TrimmedPath.swift: while i < Int(flat.pointee.num_data) {"#:
            "a C library's count or size (int, unsigned) widened to Int",
        #"Sources/Render/Text/TextLayout.swift: attribute.pointee.end_index = UInt32(offset + length)"#:
            "a byte offset into a text of at most 4 × 1,048,576 bytes (TextLimits)",
        #"Sources/Render/Text/TextLayout.swift: attribute.pointee.start_index = UInt32(offset)"#:
            "a byte offset into a text of at most 4 × 1,048,576 bytes (TextLimits)",
        #"Sources/Render/Text/TextLayout.swift: buffer.withMemoryRebound(to: CChar.self) { pango_layout_set_text(layout, $0.baseAddress, Int32(buffer.count)) }"#:
            "a text's UTF-8 bytes: at most 4 × 1,048,576 (TextLimits)",
        #"Sources/Render/Text/TextLayout.swift: func v(_ x: Double) -> UInt16 { UInt16((min(1, max(0, x)) * 65535).rounded()) }"#:
            "x is clamped to 0…1 on the line (max(0, NaN) is 0), so the value is 0…65535",
        #"Sources/Render/Text/TextLayout.swift: guard let last = pango_layout_get_line_readonly(layout, Int32(limit - 1)) else { return }"#:
            "limit is a line count (an Int32 widened) at least 1",
        #"Sources/Render/Text/TextLayout.swift: guard let line = pango_layout_get_line_readonly(layout, Int32(index)) else { return 0 }"#:
            "a line index below lineCount, itself an Int32 widened",
        #"Sources/Render/Text/TextLayout.swift: if Int(pango_layout_get_line_count(layout)) <= limit { return }"#:
            "a C library's count or size (int, unsigned) widened to Int",
        #"Sources/Render/Text/TextLayout.swift: if Self.hasSeveralParagraphs(text), Int(pango_layout_get_line_count(layout)) > limit {"#:
            "a C library's count or size (int, unsigned) widened to Int",
        #"Sources/Render/Text/TextLayout.swift: let end = Int(last.pointee.start_index) + Int(last.pointee.length)"#:
            "a Pango line's start and length (Int32), widened",
        #"Sources/Render/Text/TextLayout.swift: return Int(logical.width)"#:
            "a C library's count or size (int, unsigned) widened to Int",
        #"Sources/Render/Text/TextLayout.swift: return Int32(max(-limit, min(limit, value)))"#:
            "value is clamped to ±Int32.max / 4 on the line (min(limit, NaN) is limit)",
        #"Sources/Render/Text/TextLayout.swift: return Int32(max(0, min(value, Double(Int32.max / 4))))"#:
            "value is clamped to 0…Int32.max / 4 on the line (max(0, NaN) is 0)",
        #"Sources/Render/Text/TextLayout.swift: var lineCount: Int { Int(pango_layout_get_line_count(layout)) }"#:
            "a C library's count or size (int, unsigned) widened to Int",
        #"Sources/Render/Text/TextLayout.swift: var unknownGlyphCount: Int { Int(pango_layout_get_unknown_glyphs_count(layout)) }"#:
            "a C library's count or size (int, unsigned) widened to Int",
        #"Sources/Render/Text/TextSpans.swift: func v(_ x: Double) -> UInt16 { UInt16((min(1, max(0, x)) * 65535).rounded()) }"#:
            "x is clamped to 0…1 on the line (max(0, NaN) is 0), so the value is 0…65535",
        #"Sources/Render/Text/TextSpans.swift: let start = UInt32(offsets.map(span.start)), end = UInt32(offsets.map(span.end))"#:
            "a span's byte offsets into a text of at most 4 × 1,048,576 bytes (TextLimits)",
    ]
}
