/// A zlib-stream (RFC 1950) compressor for a PNG's IDAT, fed a frame's filtered rows a band
/// at a time. Not thread-safe: each encoder, and so each worker thread, has its own.
protocol Deflater: AnyObject {
    /// Starts a stream whose input will total about `expectedInput` bytes.
    func begin(expectedInput: Int)
    /// Compresses the next piece of input; the last piece ends the stream.
    func feed(_ input: UnsafeRawBufferPointer, isLast: Bool) throws
    /// The compressed stream, copied into `output`.
    func finish(into output: inout [UInt8])
}
