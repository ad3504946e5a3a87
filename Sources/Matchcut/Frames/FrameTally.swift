import Foundation

/// How a render's distinct frames came to be: drawn, or taken from the frame cache (placed
/// as they are, or decoded for a video). `render --watch` reports it after each render.
public final class FrameTally: @unchecked Sendable {
    private let lock = NSLock()
    private var counts = (drawn: 0, fromCache: 0)

    public init() {}

    /// Distinct frames drawn.
    public var drawn: Int { lock.withLock { counts.drawn } }
    /// Distinct frames taken from the cache.
    public var fromCache: Int { lock.withLock { counts.fromCache } }

    /// A worker's counts, handed over once when it stops.
    func add(drawn: Int, fromCache: Int) {
        lock.withLock {
            counts.drawn += drawn
            counts.fromCache += fromCache
        }
    }
}
