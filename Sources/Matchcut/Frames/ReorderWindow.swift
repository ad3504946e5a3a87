import Foundation
import Synchronization

/// Hands items produced out of order, by several threads, to one consumer in order, holding
/// at most `capacity` of them: a producer whose item is `capacity` or more ahead of the
/// consumer waits. Memory stays bounded however many frames a scene has.
///
/// Producers must claim positions in increasing order (a shared counter does this), so the
/// position the consumer waits for always belongs to a producer that is not itself waiting.
final class ReorderWindow<Item>: @unchecked Sendable {
    private let condition = NSCondition()
    private let capacity: Int
    private var items: [Int: Item] = [:]
    private var next = 0
    private var cancelled = false

    init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// Waits for room, then stores `item` at `position`. False once cancelled.
    @discardableResult
    func put(_ position: Int, _ item: Item) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while position >= next + capacity, !cancelled { condition.wait() }
        guard !cancelled else { return false }
        items[position] = item
        condition.broadcast()
        return true
    }

    /// Waits for the next item in order and removes it. Nil once cancelled.
    func take() -> Item? {
        condition.lock()
        defer { condition.unlock() }
        while items[next] == nil, !cancelled { condition.wait() }
        guard !cancelled, let item = items.removeValue(forKey: next) else { return nil }
        next += 1
        condition.broadcast()
        return item
    }

    /// Wakes every waiter; puts and takes fail from now on.
    func cancel() {
        condition.lock()
        cancelled = true
        condition.broadcast()
        condition.unlock()
    }

    /// Items held now (for tests).
    var count: Int {
        condition.lock()
        defer { condition.unlock() }
        return items.count
    }
}

/// Hands out 0, 1, 2, … to worker threads.
final class PositionCounter: Sendable {
    // An atomic, not a lock: a worker put to sleep on a contended lock waited up to a
    // quarter of a second for its virtual CPU to run again (`perf sched`, 2 jobs).
    private let next = Atomic<Int>(0)
    private let end: Int

    init(end: Int) { self.end = end }

    /// The next position, or nil when all are taken.
    func claim() -> Int? {
        let position = next.wrappingAdd(1, ordering: .relaxed).oldValue
        return position < end ? position : nil
    }
}

/// Frames the video feeder has finished with, handed back to workers to draw the next one
/// into. A worker that keeps drawing into a frame it handed to the window would make Swift
/// copy all of it first (12 MB at 3x, every frame): a frame taken from here is no longer
/// referenced anywhere else, so it is drawn in place.
final class FramePool<Item>: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [Item] = []
    private let limit: Int

    init(limit: Int) { self.limit = limit }

    /// Keeps `item` for reuse, unless `limit` items are already waiting.
    func put(_ item: consuming Item) {
        lock.lock()
        defer { lock.unlock() }
        if items.count < limit { items.append(item) }
    }

    /// An item to reuse, if one is waiting.
    func take() -> Item? {
        lock.lock()
        defer { lock.unlock() }
        return items.popLast()
    }
}
