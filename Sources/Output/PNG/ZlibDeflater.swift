import CZlib

/// Compresses with zlib itself, for `--png-compression small`: several times slower than
/// ISA-L, and the only one of the two whose higher levels search hard enough to shrink UI
/// frames (large flat areas, gradients and text) by a quarter or more.
final class ZlibDeflater: Deflater {
    private let level: Int32
    private var stream = z_stream()
    private var output: [UInt8] = []
    private var written = 0
    private var started = false

    init(level: Int32) {
        self.level = level
    }

    deinit {
        if started { deflateEnd(&stream) }
    }

    func begin(expectedInput: Int) {
        if started {
            deflateReset(&stream)
        } else {
            let code = mc_zlib_deflate_init(&stream, level)
            precondition(code == Z_OK, "zlib's deflateInit2 failed (\(code)): out of memory")
            started = true
        }
        // Output grows as needed; a UI frame compresses to a few percent of its input.
        if output.count < expectedInput / 8 + 1024 { output = [UInt8](repeating: 0, count: expectedInput / 8 + 1024) }
        written = 0
    }

    func feed(_ input: UnsafeRawBufferPointer, isLast: Bool) throws {
        stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress?.assumingMemoryBound(to: UInt8.self))
        stream.avail_in = UInt32(input.count)
        let flush = isLast ? Z_FINISH : Z_NO_FLUSH
        while true {
            if written == output.count { output.append(contentsOf: [UInt8](repeating: 0, count: output.count)) }
            let code = output.withUnsafeMutableBufferPointer { buffer -> Int32 in
                stream.next_out = buffer.baseAddress! + written
                stream.avail_out = UInt32(buffer.count - written)
                let code = CZlib.deflate(&stream, flush)
                written = buffer.count - Int(stream.avail_out)
                return code
            }
            if code == Z_STREAM_END { return }
            guard code == Z_OK || code == Z_BUF_ERROR else { throw OutputError.compressionFailed(code: code) }
            if !isLast && stream.avail_in == 0 { return }
        }
    }

    func finish(into result: inout [UInt8]) {
        result.removeAll(keepingCapacity: true)
        result.append(contentsOf: output[0..<written])
    }
}
