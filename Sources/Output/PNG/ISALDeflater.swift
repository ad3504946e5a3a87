import CISAL
import COutputKernels

/// Compresses a buffer into a zlib stream (RFC 1950) with ISA-L, for a PNG's IDAT: the
/// fast path (`--png-compression fast`).
///
/// Keeps its stream state and level buffer between calls, so one deflater per worker thread
/// allocates once. Not thread-safe: confine each instance to one thread.
final class ISALDeflater: Deflater {
    private let level: Int32
    private let stream: UnsafeMutablePointer<isal_zstream>
    private let levelBuffer: UnsafeMutableRawPointer?
    private let levelBufferSize: UInt32

    init(level: Int32) {
        self.level = level
        // isal_zstream embeds its history window; keep it off the stack.
        stream = .allocate(capacity: 1)
        levelBufferSize = UInt32(mc_isal_level_buf_size(level))
        levelBuffer = levelBufferSize > 0
            ? UnsafeMutableRawPointer.allocate(byteCount: Int(levelBufferSize), alignment: 64) : nil
    }

    deinit {
        stream.deallocate()
        levelBuffer?.deallocate()
        scratch.deallocate()
    }

    /// Starts a stream whose input will total about `expectedInput` bytes.
    func begin(expectedInput: Int) {
        isal_deflate_init(stream)
        stream.pointee.level = UInt32(level)
        stream.pointee.level_buf = levelBuffer?.assumingMemoryBound(to: UInt8.self)
        stream.pointee.level_buf_size = levelBufferSize
        stream.pointee.gzip_flag = UInt16(IGZIP_ZLIB)
        stream.pointee.flush = UInt16(NO_FLUSH)
        // Stored blocks (level 0) grow by 5 bytes per 64 KiB; leave room for that and headers.
        // The stream is written into a scratch buffer that is kept between frames, so a frame
        // costs neither an allocation nor a zero-fill of the bound; only the compressed bytes
        // are copied out.
        reserveScratch(expectedInput + expectedInput / 64 + 1024)
        written = 0
    }

    /// Compresses the next piece of input; the last piece ends the stream. Feeding a frame in
    /// pieces of a few rows keeps the filtered rows in the cache instead of a 9 MB buffer.
    func feed(_ input: UnsafeRawBufferPointer, isLast: Bool) throws {
        stream.pointee.end_of_stream = isLast ? 1 : 0
        stream.pointee.next_in = UnsafeMutablePointer(mutating: input.baseAddress?.assumingMemoryBound(to: UInt8.self))
        stream.pointee.avail_in = UInt32(input.count)
        while true {
            stream.pointee.next_out = scratch + written
            stream.pointee.avail_out = UInt32(scratchCapacity - written)
            let code = isal_deflate(stream)
            // ISA-L's AVX-512 code leaves the vector registers' upper halves dirty; clear
            // them before the SSE filter runs on the next band (COutputKernels.h).
            mc_zero_upper()
            written = scratchCapacity - Int(stream.pointee.avail_out)
            guard code == COMP_OK else { throw OutputError.compressionFailed(code: code) }
            let done = isLast ? mc_isal_stream_finished(stream) != 0 : stream.pointee.avail_in == 0
            if done { break }
            if stream.pointee.avail_out == 0 { reserveScratch(scratchCapacity * 2, keeping: written) }
        }
    }

    /// The compressed stream, copied into `output`.
    func finish(into output: inout [UInt8]) {
        output.removeAll(keepingCapacity: true)
        output.append(contentsOf: UnsafeBufferPointer(start: scratch, count: written))
    }

    private var written = 0
    private var scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
    private var scratchCapacity = 1

    /// Makes the scratch buffer at least `capacity` bytes, keeping its first `keeping` bytes.
    private func reserveScratch(_ capacity: Int, keeping: Int = 0) {
        guard capacity > scratchCapacity else { return }
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        grown.update(from: scratch, count: keeping)
        scratch.deallocate()
        scratch = grown
        scratchCapacity = capacity
    }
}
