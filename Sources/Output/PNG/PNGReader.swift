import CPNG
import Foundation
import Geometry

/// Reads PNG files into frames, for goldens and image comparison.
///
/// Decoding goes through libpng's simplified API (`png_image_*`), which expands every colour
/// type and bit depth (palette, grey, 16-bit, with or without alpha) to 8-bit BGRA, the job
/// `png_set_expand`, `png_set_strip_16`, `png_set_gray_to_rgb` and `png_set_add_alpha` do in
/// the low-level API. The low-level API reports errors by `longjmp`, which must never unwind
/// through Swift frames; the simplified API returns them instead.
public enum PNGReader {
    /// The image's size in pixels, from the IHDR chunk alone: lets a caller refuse a huge
    /// image before decoding it.
    public static func size(_ path: String) throws -> (width: Int, height: Int) {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw OutputError.cannotOpen(path: path, reason: "no such file or not readable")
        }
        defer { try? handle.close() }
        let head = [UInt8](handle.readData(ofLength: 24))
        guard head.count == 24, Array(head[0..<8]) == PNGChunkWriter.signature,
              Array(head[12..<16]) == Array("IHDR".utf8) else {
            throw OutputError.notAPNG(path: path)
        }
        func u32(_ i: Int) -> Int {
            Int(head[i]) << 24 | Int(head[i + 1]) << 16 | Int(head[i + 2]) << 8 | Int(head[i + 3])
        }
        return (u32(16), u32(20))
    }

    /// The whole image as a premultiplied BGRA frame.
    public static func read(_ path: String) throws -> Frame {
        var (width, height, pixels) = try readStraightBGRA(path)
        premultiply(&pixels)
        return Frame(width: width, height: height, pixels: pixels)
    }

    /// The whole image as straight-alpha (not premultiplied) BGRA bytes, exactly as the file
    /// stores colour: what an image comparison such as pixelmatch works on, since
    /// premultiplying would merge distinct translucent colours.
    public static func readStraightBGRA(_ path: String) throws -> (width: Int, height: Int, pixels: [UInt8]) {
        _ = try size(path)  // a clear error for a missing or non-PNG file
        var image = png_image()
        image.version = mc_png_image_version()
        guard png_image_begin_read_from_file(&image, path) != 0 else {
            throw OutputError.corruptPNG(path: path, reason: String(cString: mc_png_image_message(&image)))
        }
        defer { png_image_free(&image) }
        image.format = mc_png_format_bgra()
        // A 16-bit file without gAMA or sRGB is sRGB-encoded, as browsers and image
        // editors show it; libpng would otherwise assume linear light and brighten it.
        image.flags |= UInt32(PNG_IMAGE_FLAG_16BIT_sRGB)
        let width = Int(image.width), height = Int(image.height)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let ok = pixels.withUnsafeMutableBytes { raw in
            png_image_finish_read(&image, nil, raw.baseAddress, Int32(width * 4), nil)
        }
        guard ok != 0 else {
            throw OutputError.corruptPNG(path: path, reason: String(cString: mc_png_image_message(&image)))
        }
        return (width, height, pixels)
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
