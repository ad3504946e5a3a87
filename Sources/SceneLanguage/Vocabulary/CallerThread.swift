import SwiftCore
import Foundation

/// Where layout-time evaluation runs: the app's code on a thread with the compiler's stack
/// (its depth limits assume one), while the thread that called from Layout, whose text
/// engine is the one that may measure, waits and serves what the code hands back to it
/// (a custom layout measuring a subview, which is Layout's work). Requests go one at a
/// time, so the two threads never run at once.
final class CallerThread: @unchecked Sendable {
    private let condition = NSCondition()
    private var job: (() -> Void)?
    private var finished = false

    /// Runs `body` on a thread of its own and serves its requests until it returns.
    static func evaluate<T>(_ body: @escaping (CallerThread) -> T) -> T {
        let caller = CallerThread()
        let box = Handoff<T> { body(caller) }
        let thread = Thread {
            box.value = box.body()
            caller.condition.lock()
            caller.finished = true
            caller.condition.broadcast()
            caller.condition.unlock()
        }
        thread.stackSize = SceneCompiler.stackSize
        thread.start()
        caller.serve()
        return box.value!
    }

    private func serve() {
        condition.lock()
        while !finished {
            guard let next = job else {
                condition.wait()
                continue
            }
            job = nil
            condition.unlock()
            next()
            condition.lock()
        }
        condition.unlock()
    }

    /// From the evaluation's thread: runs `body` on the calling thread and waits for it.
    func run<T>(_ body: @escaping () -> T) -> T {
        let box = Handoff<T>(body)
        let done = DispatchSemaphore(value: 0)
        condition.lock()
        job = {
            box.value = box.body()
            done.signal()
        }
        condition.broadcast()
        condition.unlock()
        done.wait()
        return box.value!
    }
}

/// A function and its result, handed from one thread to another.
private final class Handoff<T>: @unchecked Sendable {
    let body: () -> T
    var value: T?
    init(_ body: @escaping () -> T) { self.body = body }
}
