import Files
import CPNG
import Foundation
import Geometry

/// Reads PNG files into frames, for goldens, image comparison and merged shard frames.
///
/// Files are read whole through `InputFile` (a regular file, no blocking open, a size
/// limit) and checked chunk by chunk (`PNGStructure`) before libpng sees them, so a file
/// that claims more than it holds is refused before anything is allocated for it.
///
/// Decoding goes through libpng's simplified API (`png_image_*`), which expands every colour
/// type and bit depth (palette, grey, 16-bit, with or without alpha) to 8-bit BGRA, the job
/// `png_set_expand`, `png_set_strip_16`, `png_set_gray_to_rgb` and `png_set_add_alpha` do in
/// the low-level API. The low-level API reports errors by `longjmp`, which must never unwind
/// through Swift frames; the simplified API returns them instead.
public enum PNGReader {
    /// The largest PNG file read: 512 MiB.
    public static let maxFileBytes = 512 << 20
    /// The most pixels decoded: 400 MB of RGBA.
    public static let maxPixels = 100_000_000

    /// The image's size in pixels, from the IHDR chunk alone: lets a caller refuse a huge
    /// image before decoding it.
    public static func size(_ path: String) throws -> (width: Int, height: Int) {
        let file = try InputFile.open(path, limit: .max)
        var head = [UInt8](repeating: 0, count: 33)
        let n = head.withUnsafeMutableBytes { pread(file.descriptor, $0.baseAddress, 33, 0) }
        return try PNGStructure.header(Array(head.prefix(max(0, n))), path: path)
    }

    /// The whole image as a premultiplied BGRA frame.
    public static func read(_ path: String) throws -> Frame {
        try decode(try InputFile.read(path, limit: maxFileBytes), path: path)
    }

    /// A PNG file's bytes as a premultiplied BGRA frame; `path` names it in errors.
    public static func decode(_ png: Data, path: String, maxPixels: Int = maxPixels) throws -> Frame {
        var (width, height, pixels) = try decodeStraightBGRA(png, path: path, maxPixels: maxPixels)
        premultiply(&pixels)
        return Frame(width: width, height: height, pixels: pixels)
    }

    /// The whole image as straight-alpha (not premultiplied) BGRA bytes, exactly as the file
    /// stores colour: what an image comparison such as pixelmatch works on, since
    /// premultiplying would merge distinct translucent colours.
    public static func readStraightBGRA(_ path: String) throws -> (width: Int, height: Int, pixels: [UInt8]) {
        try decodeStraightBGRA(try InputFile.read(path, limit: maxFileBytes), path: path, maxPixels: maxPixels)
    }

    public static func decodeStraightBGRA(_ png: Data, path: String, maxPixels: Int) throws -> (width: Int, height: Int, pixels: [UInt8]) {
        let size = try PNGStructure.check(png, path: path, maxPixels: maxPixels)
        // libpng reads from the bytes until the image is finished: both steps run while
        // they are pinned.
        let decoded = png.withUnsafeBytes { bytes -> Result<[UInt8], ImageFileError> in
            var image = png_image()
            image.version = mc_png_image_version()
            guard png_image_begin_read_from_memory(&image, bytes.baseAddress, bytes.count) != 0 else {
                return .failure(.corruptPNG(path: path, reason: String(cString: mc_png_image_message(&image))))
            }
            defer { png_image_free(&image) }
            image.format = mc_png_format_bgra()
            // A 16-bit file without gAMA or sRGB is sRGB-encoded, as browsers and image
            // editors show it; libpng would otherwise assume linear light and brighten it.
            image.flags |= UInt32(PNG_IMAGE_FLAG_16BIT_sRGB)
            guard (Int(image.width), Int(image.height)) == size else {
                return .failure(.corruptPNG(path: path, reason: "libpng read another size than the header's"))
            }
            var pixels = [UInt8](repeating: 0, count: size.width * size.height * 4)
            let ok = pixels.withUnsafeMutableBytes { raw in
                png_image_finish_read(&image, nil, raw.baseAddress, Int32(size.width * 4), nil)
            }
            guard ok != 0 else {
                return .failure(.corruptPNG(path: path, reason: String(cString: mc_png_image_message(&image))))
            }
            return .success(pixels)
        }
        return (size.width, size.height, try decoded.get())
    }

    /// Straight BGRA → premultiplied, rounding to nearest (the inverse of the writer's
    /// un-premultiplication for every colour a premultiplied frame can hold).
    static func premultiply(_ pixels: inout [UInt8]) {
        pixels.withUnsafeMutableBufferPointer { p in
            var i = 0
            while i < p.count {
                let a = UInt32(p[i + 3])
                if a != 255 {
                    p[i] = UInt8((UInt32(p[i]) * a + 127) / 255)
                    p[i + 1] = UInt8((UInt32(p[i + 1]) * a + 127) / 255)
                    p[i + 2] = UInt8((UInt32(p[i + 2]) * a + 127) / 255)
                }
                i += 4
            }
        }
    }
}
