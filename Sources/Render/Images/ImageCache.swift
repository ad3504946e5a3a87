import CCairo
import Foundation

/// Decoded PNG images by path, as Cairo surfaces: a flight draws the same photo in every
/// frame.
///
/// One cache serves every worker thread of a render: each image is decoded once, not once
/// per worker (at 3x a scene's photos are 10–20 MB decoded). Workers only read the surfaces,
/// as sources, which Cairo allows from several threads (platform notes). Each image has its
/// own lock, held while it is decoded: two workers never decode the same file, and two
/// files decode at once on two workers. Surfaces live as long as the cache.
///
/// Decoding is Cairo's PNG reader (libpng underneath), which premultiplies into ARGB32.
/// A file that cannot be read is remembered as missing, and drawn as a placeholder.
public final class ImageCache: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [String: Entry] = [:]

    public init() {}

    /// One image: decoded by the first worker that needs it, under `lock`.
    private final class Entry: @unchecked Sendable {
        let lock = NSLock()
        var decoded = false
        var surface: OpaquePointer?

        deinit {
            if let surface { cairo_surface_destroy(surface) }
        }
    }

    /// The image at `path`, or nil when it cannot be decoded.
    func surface(for path: String) -> OpaquePointer? {
        lock.lock()
        let entry = entries[path] ?? Entry()
        entries[path] = entry
        lock.unlock()

        entry.lock.lock()
        defer { entry.lock.unlock() }
        if !entry.decoded {
            entry.decoded = true
            if let surface = cairo_image_surface_create_from_png(path) {
                if cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS {
                    entry.surface = surface
                } else {
                    cairo_surface_destroy(surface)
                }
            }
        }
        return entry.surface
    }
}
