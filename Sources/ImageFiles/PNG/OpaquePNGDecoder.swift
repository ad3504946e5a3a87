import CISAL
import COutputKernels
import Foundation
import Geometry

/// Reads back the PNGs `PNGEncoder` writes for opaque frames: 8-bit RGB, not interlaced,
/// IHDR, then IDAT, then IEND and nothing else. The IDAT is inflated by ISA-L and the rows
/// unfiltered in C (`mc_png_unfilter_rgb_to_bgra`), giving the frame exactly as it was
/// drawn: an opaque premultiplied pixel is its straight colour with alpha 255, and the PNG
/// holds that colour losslessly. About 5 ms for a 3x frame, where libpng's simplified API
/// takes 13 (and drawing card-hero's frames 4).
///
/// For the frame cache: a frame it holds is decoded for a video instead of drawn again.
/// Any other PNG (a translucent frame's RGBA, whose premultiplied bytes straight alpha
/// cannot always give back; another depth, a palette, any other chunk) is not read: the
/// caller draws. Chunk CRCs are not checked here; the cache checks the whole file's SHA-256.
/// Not thread-safe: one decoder per worker.
public final class OpaquePNGDecoder {
    private let state = UnsafeMutablePointer<inflate_state>.allocate(capacity: 1)
    /// The inflated rows, kept between frames.
    private var rows: [UInt8] = []

    public init() {}

    deinit { state.deallocate() }

    /// Decodes `png` into `frame` (given a new buffer when its size differs) and returns
    /// true; false, with `frame` unspecified, when `png` is not an opaque PNG of this form
    /// or its data does not inflate to exactly its rows.
    public func decode(_ png: Data, into frame: inout Frame) -> Bool {
        png.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            guard let (width, height, data) = Self.layout(bytes) else { return false }
            let count = height * (1 + width * 3)
            if rows.count != count { rows = [UInt8](repeating: 0, count: count) }
            guard inflate(data.map { UnsafeRawBufferPointer(rebasing: raw[$0]) }, expected: count) else { return false }
            if frame.width != width || frame.height != height { frame = Frame(unsetWidth: width, height: height) }
            return rows.withUnsafeMutableBufferPointer { r in
                frame.pixels.withUnsafeMutableBufferPointer { p in
                    mc_png_unfilter_rgb_to_bgra(r.baseAddress!, width, height, p.baseAddress!) == 0
                }
            }
        }
    }

    /// The size and the IDAT data's byte ranges, or nil for any other form of PNG.
    static func layout(_ bytes: UnsafeBufferPointer<UInt8>) -> (Int, Int, [Range<Int>])? {
        guard bytes.count >= 8 + 25, Array(bytes[0..<8]) == PNGChunks.signature,
              let header = PNGChunks.chunk(at: 8, in: bytes), header.length == 13, header.type == "IHDR",
              // IHDR: width, height, depth 8, colour type 2 (RGB), deflate, filter method 0, no interlace.
              Array(bytes[24..<29]) == [8, 2, 0, 0, 0] else { return nil }
        let width = Int(PNGChunks.bigEndian32(bytes, 16)), height = Int(PNGChunks.bigEndian32(bytes, 20))
        guard width > 0, height > 0, width <= PNGReader.maxPixels / height else { return nil }
        var offset = 33, data: [Range<Int>] = []
        while let chunk = PNGChunks.chunk(at: offset, in: bytes), chunk.fits {
            switch chunk.type {
            case "IDAT": data.append(chunk.data)
            case "IEND": return data.isEmpty ? nil : (width, height, data)
            default: return nil
            }
            offset = chunk.next
        }
        return nil
    }

    /// Inflates the zlib stream split over `pieces` into `rows`: true when it ends, its
    /// Adler-32 checks, and it held exactly `expected` bytes.
    private func inflate(_ pieces: [UnsafeRawBufferPointer], expected: Int) -> Bool {
        defer { mc_zero_upper() }  // ISA-L may leave the vector state dirty (COutputKernels.h)
        isal_inflate_init(state)
        state.pointee.crc_flag = UInt32(ISAL_ZLIB)
        return rows.withUnsafeMutableBytes { out in
            state.pointee.next_out = out.baseAddress!.assumingMemoryBound(to: UInt8.self)
            state.pointee.avail_out = UInt32(out.count)
            for piece in pieces where piece.count > 0 {
                state.pointee.next_in = UnsafeMutablePointer(mutating: piece.baseAddress!.assumingMemoryBound(to: UInt8.self))
                state.pointee.avail_in = UInt32(piece.count)
                guard isal_inflate(state) == ISAL_DECOMP_OK else { return false }
                if state.pointee.block_state == ISAL_BLOCK_FINISH { break }
            }
            return state.pointee.block_state == ISAL_BLOCK_FINISH && Int(state.pointee.total_out) == expected
        }
    }
}
