import CCairo

/// Decoded PNG images by path, as Cairo surfaces, kept for the life of a render engine:
/// a flight draws the same photo in every frame.
///
/// Decoding is Cairo's PNG reader (libpng underneath), which premultiplies into ARGB32.
/// A file that cannot be read is remembered as missing, and drawn as a placeholder.
final class ImageCache {
    private var surfaces: [String: OpaquePointer?] = [:]

    deinit {
        for case let surface? in surfaces.values { cairo_surface_destroy(surface) }
    }

    /// The image at `path`, or nil when it cannot be decoded.
    func surface(for path: String) -> OpaquePointer? {
        if let cached = surfaces[path] { return cached }
        var loaded: OpaquePointer? = cairo_image_surface_create_from_png(path)
        if let surface = loaded, cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS {
            cairo_surface_destroy(surface)
            loaded = nil
        }
        surfaces[path] = loaded
        return loaded
    }
}
