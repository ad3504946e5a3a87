import Foundation

/// Runs `body(position, worker)` for positions 0..<count on `jobs` threads, positions
/// claimed in order, as the renderer does.
func parallel(_ count: Int, jobs: Int, setUp: @escaping @Sendable () -> AnyObject? = { nil },
              _ body: @escaping @Sendable (Int, AnyObject?) -> Void) {
    let next = Claim()
    let group = DispatchGroup()
    for _ in 0..<jobs {
        group.enter()
        let thread = Thread {
            // The worker's state (a render engine) is gone before the group is left, so
            // `cairo_debug_reset_static_data` after `parallel` finds no live fonts.
            func work() {
                let state = setUp()
                while let i = next.take(below: count) { body(i, state) }
            }
            work()
            group.leave()
        }
        thread.stackSize = 4 << 20
        thread.start()
    }
    group.wait()
}

final class Claim: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    func take(below end: Int) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < end else { return nil }
        next += 1
        return next - 1
    }
}

/// A value several threads add to.
final class Sum: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var value = 0.0
    func add(_ x: Double) {
        lock.lock()
        value += x
        lock.unlock()
    }
}

/// Seconds `body` takes.
func timed(_ body: () throws -> Void) rethrows -> Double {
    let start = Date()
    try body()
    return Date().timeIntervalSince(start)
}

/// Writes every dirty page to disk before a measurement starts. Each run writes tens of
/// megabytes; without this the kernel writes them back at some later moment (30 s after
/// they were written), on these same cores, inside whichever measurement runs then.
func settle() {
    sync()
}
