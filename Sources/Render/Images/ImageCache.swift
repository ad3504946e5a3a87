import Files
import ImageFiles
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
/// A file that cannot be read is remembered with the reason (`failures`), so a render can
/// stop with it rather than draw a placeholder.
public final class ImageCache: @unchecked Sendable {
    /// The most pixels an image may have: 16 M pixels, 64 MiB decoded, as the scene
    /// language's asset check allows.
    public static let maxPixels = 16 * 1024 * 1024

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

        /// Why the file could not be drawn, when it could not.
        var failure: String?

        /// Decodes the file; `lock` is held by the caller. The bytes are read through
        /// `InputFile` (a regular file; a FIFO never blocks) and every chunk is checked
        /// before Cairo's reader, which trusts chunk lengths, sees them.
        func decode(_ path: String) {
            decoded = true
            let png: Data
            do {
                png = try InputFile.read(path, limit: PNGReader.maxFileBytes)
                if JPEGReader.isJPEG(png) {
                    (surface, failure) = Self.jpegSurface(png, path: path)
                    return
                }
                try PNGStructure.check(png, path: path, maxPixels: ImageCache.maxPixels)
            } catch let error as ImageFileError {
                failure = error.message
                return
            } catch {
                failure = SystemErrorText.reason(error)
                return
            }
            guard let image = Self.cairoSurface(png) else {
                failure = "cannot decode \(quoted(path))"
                return
            }
            let status = cairo_surface_status(image)
            if status == CAIRO_STATUS_SUCCESS {
                surface = image
            } else {
                failure = "cannot decode \(quoted(path)): " + String(cString: cairo_status_to_string(status))
                cairo_surface_destroy(image)
            }
        }

        /// A JPEG, decoded by libjpeg-turbo straight into an ARGB32 surface (opaque, so
        /// premultiplied already).
        private static func jpegSurface(_ jpeg: Data, path: String) -> (OpaquePointer?, String?) {
            let width: Int, height: Int
            switch JPEGReader.size(jpeg, path: path) {
            case let .failure(error): return (nil, error.message)
            case let .success(size): (width, height) = size
            }
            guard width <= ImageCache.maxPixels / height else {
                return (nil, ImageFileError.imageTooLarge(path: path, width: width, height: height, maxPixels: ImageCache.maxPixels).message)
            }
            guard let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
                  cairo_surface_status(image) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(image) else {
                return (nil, "cannot decode \(quoted(path)): no memory for \(width) × \(height) pixels")
            }
            cairo_surface_flush(image)
            if let error = JPEGReader.decodeBGRA(jpeg, path: path, width: width, height: height,
                                                 stride: Int(cairo_image_surface_get_stride(image)), into: data) {
                cairo_surface_destroy(image)
                return (nil, error.message)
            }
            cairo_surface_mark_dirty(image)
            return (image, nil)
        }

        /// Cairo's own PNG reader (the one `cairo_image_surface_create_from_png` runs) over
        /// bytes in memory.
        private static func cairoSurface(_ png: Data) -> OpaquePointer? {
            png.withUnsafeBytes { bytes -> OpaquePointer? in
                var cursor = (bytes.baseAddress, bytes.count, 0)
                return withUnsafeMutablePointer(to: &cursor) { pointer in
                    cairo_image_surface_create_from_png_stream({ closure, data, length in
                        let c = closure!.assumingMemoryBound(to: (UnsafeRawPointer?, Int, Int).self)
                        let wanted = Int(length)
                        guard let base = c.pointee.0, c.pointee.2 + wanted <= c.pointee.1, let data else {
                            return CAIRO_STATUS_READ_ERROR
                        }
                        data.update(from: (base + c.pointee.2).assumingMemoryBound(to: UInt8.self), count: wanted)
                        c.pointee.2 += wanted
                        return CAIRO_STATUS_SUCCESS
                    }, pointer)
                }
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

    /// Why each of `paths` that was decoded and failed could not be drawn, by path.
    public func failures(_ paths: [String]) -> [(path: String, reason: String)] {
        paths.compactMap { path in
            let entry = self.entry(for: path)
            entry.lock.lock()
            defer { entry.lock.unlock() }
            return entry.failure.map { (path, $0) }
        }
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
