import Foundation
import XCTest
@testable import Matchcut

/// Frames finished out of order by several threads reach the encoder in order, and never
/// more than `capacity` wait at once.
final class ReorderWindowTests: XCTestCase {
    func testItemsComeOutInOrderAndTheWindowStaysBounded() {
        let window = ReorderWindow<Int>(capacity: 4)
        let counter = PositionCounter(end: 200)
        let peak = PeakCounter()
        let group = DispatchGroup()
        for worker in 0..<3 {
            group.enter()
            Thread {
                while let position = counter.claim() {
                    // Uneven work, so positions finish out of order.
                    if (position + worker) % 3 == 0 { usleep(200) }
                    window.put(position, position * 10)
                    peak.observe(window.count)
                }
                group.leave()
            }.start()
        }
        var taken: [Int] = []
        for _ in 0..<200 { taken.append(window.take()!) }
        group.wait()
        XCTAssertEqual(taken, (0..<200).map { $0 * 10 })
        XCTAssertLessThanOrEqual(peak.value, 4)
    }

    func testCancelWakesAWaitingProducerAndConsumer() {
        let window = ReorderWindow<Int>(capacity: 1)
        window.put(0, 0)
        let done = expectation(description: "producer returns")
        Thread {
            XCTAssertFalse(window.put(1, 1))  // waits: position 1 is outside the window
            done.fulfill()
        }.start()
        usleep(20_000)
        window.cancel()
        wait(for: [done], timeout: 5)
        XCTAssertNil(window.take())
    }
}

final class PeakCounter: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var value = 0
    func observe(_ n: Int) {
        lock.lock()
        value = max(value, n)
        lock.unlock()
    }
}
