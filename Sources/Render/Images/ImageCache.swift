import CCairo
import Foundation

/// Decoded PNG images by path, as Cairo surfaces: a flight draws the same photo in every
/// frame.
///
/// One cache serves every worker thread of a render: each image is decoded once, not once
/// per worker (at 3x a scene's photos are 10–20 MB decoded). Workers only read the surfaces,
/// as sources, which Cairo allows from several threads (platform notes). Each image has its
/// own lock, held while it is decoded: two workers never decode the same file, and two
/// files decode at once on two workers. Before their first frame, the workers (and the
/// thread that started them) `decode` the scene's images together, each taking a file no
/// other has started. Surfaces live as long as the cache.
///
/// Decoding is Cairo's PNG reader (libpng underneath), which premultiplies into ARGB32.
/// A file that cannot be read is remembered as missing, and drawn as a placeholder.
public final class ImageCache: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [String: Entry] = [:]
    private var decodes = 0

    /// How many files have been decoded (or found unreadable) so far: each path once.
    var decodeCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return decodes
    }

    public init() {}

    /// One image: decoded by the first worker that needs it, under `lock`.
    private final class Entry: @unchecked Sendable {
        let lock = NSLock()
        var decoded = false
        var surface: OpaquePointer?

        deinit {
            if let surface { cairo_surface_destroy(surface) }
        }

        /// Decodes the file; `lock` is held by the caller.
        func decode(_ path: String) {
            decoded = true
            guard let image = cairo_image_surface_create_from_png(path) else { return }
            if cairo_surface_status(image) == CAIRO_STATUS_SUCCESS {
                surface = image
            } else {
                cairo_surface_destroy(image)
            }
        }
    }

    /// The image at `path`, or nil when it cannot be decoded.
    func surface(for path: String) -> OpaquePointer? {
        let entry = self.entry(for: path)
        entry.lock.lock()
        defer { entry.lock.unlock() }
        decodeOnce(entry, path)
        return entry.surface
    }

    /// Decodes every image of `paths` that no thread has decoded or is decoding, and returns
    /// when none is left to start. Every worker calls it before its first frame, with the
    /// scene's images: the photos then decode side by side, one per core, instead of one
    /// after another as the workers meet them in the same order while drawing.
    public func decode(_ paths: [String]) {
        for path in paths {
            let entry = self.entry(for: path)
            // Held by another thread: that thread is decoding it.
            guard entry.lock.try() else { continue }
            decodeOnce(entry, path)
            entry.lock.unlock()
        }
    }

    /// Decodes `entry`'s file unless that was done before; the caller holds `entry.lock`.
    private func decodeOnce(_ entry: Entry, _ path: String) {
        guard !entry.decoded else { return }
        entry.decode(path)
        lock.lock()
        decodes += 1
        lock.unlock()
    }

    private func entry(for path: String) -> Entry {
        lock.lock()
        defer { lock.unlock() }
        if let entry = entries[path] { return entry }
        let entry = Entry()
        entries[path] = entry
        return entry
    }
}
