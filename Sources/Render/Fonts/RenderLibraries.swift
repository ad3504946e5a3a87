import CCairo

/// The versions of the C libraries that turn a display list into pixels, as the running
/// process loaded them (not as the headers said at build time): a golden drawn with one
/// cairo or FreeType can differ by a few anti-aliased pixels from one drawn with another.
public enum RenderLibraries {
    /// `(name, version)` for cairo, pixman, pango, harfbuzz, freetype and fontconfig, in
    /// that order: the rasterizer, its pixel kernels, text layout, shaping, glyph outlines
    /// and font matching.
    public static var versions: [(name: String, version: String)] {
        var major: Int32 = 0, minor: Int32 = 0, patch: Int32 = 0
        mc_freetype_version(&major, &minor, &patch)
        let fontconfig = Int(FcGetVersion())
        return [
            ("cairo", String(cString: cairo_version_string())),
            ("pixman", String(cString: pixman_version_string())),
            ("pango", String(cString: pango_version_string())),
            ("harfbuzz", String(cString: hb_version_string())),
            ("freetype", "\(major).\(minor).\(patch)"),
            ("fontconfig", "\(fontconfig / 10000).\(fontconfig / 100 % 100).\(fontconfig % 100)"),
        ]
    }
}
