import COutputKernels
import Foundation
import Geometry

/// Encodes frames as PNG files: "sub"-filtered rows deflated by ISA-L, or, for `.small`,
/// rows filtered adaptively as libpng does and deflated by zlib at its default level.
///
/// Opaque frames (every alpha 255) are written as 8-bit RGB, which costs about 40% less to
/// encode than RGBA; others are written as straight-alpha RGBA. The "sub" filter is chosen
/// over libpng's adaptive filters for `.fast`: they cost several times as much for about 5%
/// of size, which is what `.small` buys.
///
/// Keeps its scratch buffers between frames: give each worker thread its own encoder.
public final class PNGEncoder {
    public let compression: PNGCompression
    private let deflater: Deflater
    private var filtered: [UInt8] = []
    private var compressed: [UInt8] = []
    /// Two raw rows (this one and the one above) and the candidate rows of adaptive filtering.
    private var raw: [UInt8] = []
    private var scratch: [UInt8] = []
    /// Seconds the last `encode` spent in each stage, for `make bench`.
    public private(set) var lastTimes = PNGStageTimes()

    public init(compression: PNGCompression = .fast) {
        self.compression = compression
        deflater = switch compression.deflate {
        case .isal(let level): ISALDeflater(level: level)
        case .zlib(let level): ZlibDeflater(level: level)
        }
    }

    /// The PNG file for `frame`.
    public func encode(_ frame: Frame) throws -> Data {
        guard frame.width > 0, frame.height > 0 else { throw OutputError.emptyFrame }
        return try frame.pixels.withUnsafeBufferPointer { pixels in
            try encode(width: frame.width, height: frame.height) { row in
                let rowBytes = frame.width * 4
                return (UnsafeBufferPointer(rebasing: pixels[(row * rowBytes)...]), frame.height - row)
            }
        }
    }

    /// The PNG file for a frame that `draw` paints a band of rows at a time into `pixels`
    /// (BGRA, `width × 4` bytes a row): each band is filtered and deflated as soon as it is
    /// drawn, while it is still in the cache. Bands are drawn top to bottom; when a
    /// translucent pixel turns up, the frame starts again as RGBA from its first band, so
    /// `draw` must give the same pixels for the same rows every time.
    public func encode(width: Int, height: Int, pixels: UnsafePointer<UInt8>, bandRows: Int,
                       draw: (Range<Int>) -> Void) throws -> Data {
        guard width > 0, height > 0 else { throw OutputError.emptyFrame }
        let rowsPerBand = max(1, min(bandRows, height))
        var drawn = 0..<0
        return try encode(width: width, height: height) { row in
            if !drawn.contains(row) {
                drawn = row..<min(height, row + rowsPerBand)
                draw(drawn)
            }
            return (UnsafeBufferPointer(start: pixels + row * width * 4, count: (drawn.upperBound - row) * width * 4),
                    drawn.upperBound - row)
        }
    }

    /// `rows(row)` gives the BGRA pixels from frame row `row` on and how many rows they hold.
    private func encode(width: Int, height: Int,
                        rows: (Int) -> (UnsafeBufferPointer<UInt8>, Int)) throws -> Data {
        // ISA-L leaves the vector registers' upper halves dirty, which slowed the Cairo
        // drawing that follows on this thread by 70% (docs/performance.md).
        defer { mc_zero_upper() }
        // Nearly every frame is opaque: filter as RGB, and start again as RGBA only when the
        // filter meets a translucent pixel.
        if let file = try encode(width: width, height: height, opaque: true, rows: rows) { return file }
        return try encode(width: width, height: height, opaque: false, rows: rows)!
    }

    /// The file, or nil when `opaque` is true and a pixel turns out not to be.
    private func encode(width: Int, height: Int, opaque: Bool,
                        rows source: (Int) -> (UnsafeBufferPointer<UInt8>, Int)) throws -> Data? {
        let channels = opaque ? 3 : 4
        let rowBytes = 1 + width * channels
        // Filtered rows are deflated a band at a time, so they stay in the cache.
        let bandRows = max(1, Self.bandBytes / rowBytes)
        if filtered.count < rowBytes * bandRows {
            filtered = [UInt8](repeating: 0, count: rowBytes * bandRows)
        }
        var filterTime = 0.0
        let start = monotonicSeconds()
        deflater.begin(expectedInput: rowBytes * height)
        // The deflater gets the same pieces (`bandRows` filtered rows, then the rest) however
        // the rows arrive: ISA-L's stream depends on where its input is cut.
        var row = 0, pending = 0
        while row < height {
            let (pixels, available) = source(row)
            let rows = min(bandRows - pending, height - row, available)
            let bandStart = monotonicSeconds()
            let band = UnsafeBufferPointer(rebasing: pixels[0..<(rows * width * 4)])
            let filteredBand = filtered.withUnsafeMutableBufferPointer { target in
                filterBand(band, firstRow: row, rows: rows, width: width, opaque: opaque,
                           into: UnsafeMutableBufferPointer(rebasing: target[(pending * rowBytes)...]))
            }
            filterTime += monotonicSeconds() - bandStart
            guard filteredBand else { return nil }
            row += rows
            pending += rows
            if pending == bandRows || row == height {
                try filtered.withUnsafeBytes {
                    try deflater.feed(UnsafeRawBufferPointer(rebasing: $0[0..<(pending * rowBytes)]), isLast: row == height)
                }
                pending = 0
            }
        }
        deflater.finish(into: &compressed)
        let deflatedAt = monotonicSeconds()
        let filteredAt = start + filterTime

        var file = PNGChunkWriter(capacity: compressed.count + 64)
        file.appendSignature()
        file.appendChunk("IHDR", PNGHeader(width: width, height: height, colorType: opaque ? 2 : 6).bytes)
        file.appendChunk("IDAT", compressed)
        file.appendChunk("IEND", [])
        lastTimes = PNGStageTimes(filter: filterTime, deflate: deflatedAt - filteredAt,
                                  container: monotonicSeconds() - deflatedAt)
        return file.data
    }

    /// Filters `rows` rows starting at frame row `firstRow`; false when `opaque` and a
    /// translucent pixel turns up.
    private func filterBand(_ band: UnsafeBufferPointer<UInt8>, firstRow: Int, rows: Int, width: Int, opaque: Bool,
                            into target: UnsafeMutableBufferPointer<UInt8>) -> Bool {
        guard compression.filtersAdaptively else {
            if opaque { return SubFilter.filterRGB(band, width: width, height: rows, into: target) }
            SubFilter.filterRGBA(band, width: width, height: rows, into: target)
            return true
        }
        // Adaptive filters look at the row above, so the raw (unfiltered) rows are kept, the
        // last one across bands.
        let channels = opaque ? 3 : 4
        let rawBytes = width * channels
        if raw.count < 2 * rawBytes { raw = [UInt8](repeating: 0, count: 2 * rawBytes) }
        if scratch.count < 4 * rawBytes { scratch = [UInt8](repeating: 0, count: 4 * rawBytes) }
        return raw.withUnsafeMutableBufferPointer { rawRows in
            scratch.withUnsafeMutableBufferPointer { scratch in
                for r in 0..<rows {
                    let y = firstRow + r
                    let current = rawRows.baseAddress! + (y % 2) * rawBytes
                    let above = rawRows.baseAddress! + ((y + 1) % 2) * rawBytes
                    let source = band.baseAddress! + r * width * 4
                    if opaque {
                        guard mc_bgra_to_rgb(source, width, current) == 255 else { return false }
                    } else {
                        SubFilter.straightRGBA(UnsafeBufferPointer(start: source, count: width * 4),
                                               into: UnsafeMutableBufferPointer(start: current, count: rawBytes))
                    }
                    mc_png_filter_adaptive(current, y == 0 ? nil : above, rawBytes, channels,
                                           target.baseAddress! + r * (1 + rawBytes), scratch.baseAddress!)
                }
                return true
            }
        }
    }

    /// False when this executable's link left ISA-L's assembly match finder in place of the
    /// project's choice (COutputKernels.h): `fast` files would then differ from run to run
    /// for the same pixels (docs/output.md, "Why PNG bytes are reproducible").
    public static let fastBytesAreReproducible = mc_isal_level1_body_is_portable() != 0

    /// The size of a band of filtered rows handed to the deflater at once: well inside a
    /// core's L2 cache (a 3x frame's 3,511-byte RGB rows make bands of 37 rows).
    static let bandBytes = 128 * 1024
}

/// Where one frame's encoding time went.
public struct PNGStageTimes: Sendable {
    /// Pixel conversion and the "sub" filter.
    public var filter: Double = 0
    public var deflate: Double = 0
    /// Chunks and CRCs.
    public var container: Double = 0
}

/// A monotonic clock in seconds (CLOCK_MONOTONIC: about 20 ns a call).
public func monotonicSeconds() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_MONOTONIC, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) * 1e-9
}

/// The 13 bytes of an IHDR chunk: 8-bit samples, deflate, adaptive filtering, no interlace.
struct PNGHeader {
    var width: Int
    var height: Int
    /// 2 = RGB, 6 = RGBA.
    var colorType: UInt8

    var bytes: [UInt8] {
        var b = [UInt8]()
        b.append(contentsOf: bigEndian(UInt32(width)))
        b.append(contentsOf: bigEndian(UInt32(height)))
        b.append(contentsOf: [8, colorType, 0, 0, 0])
        return b
    }
}

func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
}
