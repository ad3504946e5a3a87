import CCairo
import Glibc
import Synchronization

/// One worker at a time draws text: Cairo's image backend composites every glyph run under
/// one process-wide mutex (its pixman glyph cache), and creates and retires scaled fonts
/// under another. Contended, those are futex sleeps, and on a virtual machine a worker
/// woken from one waited 4–50 ms for its virtual CPU to run again (`perf sched` at 2 jobs:
/// 75–180 ms lost per 0.9 s render). Text is a small part of a frame, so a worker that
/// finds another drawing text spins for the few microseconds that takes instead of
/// sleeping; Cairo's own mutexes are then never contended. Past a short spin it yields the
/// CPU on every try, so more workers than cores still make progress.
enum CairoTextLock {
    private static let held = Atomic<Bool>(false)

    static func withLock<T>(_ body: () throws -> T) rethrows -> T {
        var spins = 0
        while !held.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged {
            repeat {
                spins += 1
                if spins < 4_096 { mc_cpu_relax() } else { sched_yield() }
            } while held.load(ordering: .relaxed)
        }
        defer { held.store(false, ordering: .releasing) }
        return try body()
    }
}
