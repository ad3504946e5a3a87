import CCairo
import Drawing
import Geometry

/// The surfaces a frame's effects drew, kept for the frame's other bands: a blurred or
/// filtered layer is drawn whole (FlatSurface), and a frame is drawn in a dozen bands at 3x;
/// drawing it again in each band it crosses cost a 3x full-screen blur twelve times over.
/// One per frame (Renderer.Bands); its surfaces are destroyed with it.
final class LayerCache {
    struct Entry {
        var surface: OpaquePointer
        var region: Rect
        var scale: Double
    }

    /// A material's backdrop: the item, how many items lie behind it, and the pixels per
    /// point it is made at (a material inside another's backdrop is made at that one's).
    struct BackdropKey: Hashable {
        var item: DisplayItem
        var below: Int
        var scale: Double
    }

    private var entries: [DisplayItem: Entry] = [:]
    private var backdrops: [BackdropKey: Entry] = [:]

    func backdrop(for key: BackdropKey, make: () -> Entry?) -> Entry? {
        if let known = backdrops[key] { return known }
        guard let made = make() else { return nil }
        backdrops[key] = made
        return made
    }

    func entry(for item: DisplayItem, make: () -> Entry?) -> Entry? {
        if let known = entries[item] { return known }
        guard let made = make() else { return nil }
        entries[item] = made
        return made
    }

    deinit {
        for entry in entries.values { cairo_surface_destroy(entry.surface) }
        for entry in backdrops.values { cairo_surface_destroy(entry.surface) }
    }
}
