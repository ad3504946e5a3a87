import CISAL

/// Compresses a buffer into a zlib stream (RFC 1950) with ISA-L, for a PNG's IDAT.
///
/// Keeps its stream state and level buffer between calls, so one deflater per worker thread
/// allocates once. Not thread-safe: confine each instance to one thread.
final class ZlibDeflater {
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
    }

    /// Deflates `input` into `output`, replacing its contents.
    func deflate(_ input: UnsafeRawBufferPointer, into output: inout [UInt8]) throws {
        isal_deflate_init(stream)
        stream.pointee.level = UInt32(level)
        stream.pointee.level_buf = levelBuffer?.assumingMemoryBound(to: UInt8.self)
        stream.pointee.level_buf_size = levelBufferSize
        stream.pointee.gzip_flag = UInt16(IGZIP_ZLIB)
        stream.pointee.end_of_stream = 1
        stream.pointee.flush = UInt16(NO_FLUSH)
        stream.pointee.next_in = UnsafeMutablePointer(
            mutating: input.baseAddress?.assumingMemoryBound(to: UInt8.self))
        stream.pointee.avail_in = UInt32(input.count)

        // Stored blocks (level 0) grow by 5 bytes per 64 KiB; leave room for that and headers.
        var capacity = input.count + input.count / 64 + 1024
        var written = 0
        output.removeAll(keepingCapacity: true)
        while true {
            output.append(contentsOf: repeatElement(0, count: capacity - output.count))
            let code: Int32 = output.withUnsafeMutableBufferPointer { out in
                stream.pointee.next_out = out.baseAddress! + written
                stream.pointee.avail_out = UInt32(out.count - written)
                let code = isal_deflate(stream)
                written = out.count - Int(stream.pointee.avail_out)
                return code
            }
            guard code == COMP_OK else { throw OutputError.compressionFailed(code: code) }
            if mc_isal_stream_finished(stream) != 0 { break }
            capacity *= 2
        }
        output.removeLast(output.count - written)
    }
}
