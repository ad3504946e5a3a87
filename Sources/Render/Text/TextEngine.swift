import CCairo
import Foundation

/// The Pango state one thread needs to measure and draw text: a pinned font map and a
/// context with fixed font options.
///
/// **Confined to the thread that created it.** Pango font maps are not thread-safe: when one
/// map was shared, frames differed from run to run and `pango_cairo_show_layout` sometimes
/// deadlocked (platform notes). Create one engine per worker thread, inside that thread, and
/// keep the work synchronous (an `await` may move a task to another thread).
public final class TextEngine {
    let fontMap: UnsafeMutablePointer<PangoFontMap>
    let context: OpaquePointer
    let fontOptions: OpaquePointer
    let config: OpaquePointer
    /// The character maps of the faces of each family list asked about (GlyphCoverage);
    /// they belong to `config`, which outlives the engine's use of them.
    var charsets: [String: [OpaquePointer]] = [:]
    private let owner = pthread_self()

    public init() throws {
        config = try PinnedFonts.sharedConfig()
        guard let map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT) else {
            FcConfigDestroy(config)
            throw RenderError.fontSetupFailed(reason: "pango has no FreeType font map")
        }
        fontMap = map
        pango_fc_font_map_set_config(mc_pango_fc_font_map(fontMap), config)
        context = pango_font_map_create_context(fontMap)

        // Unhinted outlines at fractional positions: a width is then an exact linear function
        // of the size, and the same at every output scale (platform notes).
        fontOptions = cairo_font_options_create()
        cairo_font_options_set_antialias(fontOptions, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(fontOptions, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(fontOptions, CAIRO_HINT_METRICS_OFF)
        pango_cairo_context_set_font_options(context, fontOptions)
        pango_context_set_round_glyph_positions(context, 0)
        pango_context_set_base_dir(context, PANGO_DIRECTION_LTR)
        pango_context_set_language(context, pango_language_from_string("en-us"))
    }

    deinit {
        mc_g_object_unref(UnsafeMutableRawPointer(context))
        mc_g_object_unref(fontMap)
        cairo_font_options_destroy(fontOptions)
        FcConfigDestroy(config)
    }

    /// Traps in debug builds when the engine is used from a thread other than its creator's.
    func assertOwningThread() {
        assert(pthread_equal(owner, pthread_self()) != 0, "a TextEngine is confined to its thread")
    }
}
