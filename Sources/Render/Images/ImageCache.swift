import CCairo
import Foundation

/// Decoded PNG images by path, as Cairo surfaces: a flight draws the same photo in every
/// frame.
///
/// One cache serves every worker thread of a render: each image is decoded once, not once
/// per worker (at 3x a scene's photos are 10–20 MB decoded). Workers only read the surfaces,
/// as sources, which Cairo allows from several threads (platform notes); the dictionary is
/// behind a lock, held while decoding so two workers never decode the same file. Surfaces
/// live as long as the cache.
///
/// Decoding is Cairo's PNG reader (libpng underneath), which premultiplies into ARGB32.
/// A file that cannot be read is remembered as missing, and drawn as a placeholder.
public final class ImageCache: @unchecked Sendable {
    private let lock = NSLock()
    private var surfaces: [String: OpaquePointer?] = [:]

    public init() {}

    deinit {
        for case let surface? in surfaces.values { cairo_surface_destroy(surface) }
    }

    /// The image at `path`, or nil when it cannot be decoded.
    func surface(for path: String) -> OpaquePointer? {
        lock.lock()
        defer { lock.unlock() }
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
