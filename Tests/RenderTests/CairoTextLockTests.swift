import Foundation
import XCTest
@testable import Render

/// Text is drawn by one worker at a time, without sleeping on a futex.
final class CairoTextLockTests: XCTestCase {
    /// Four threads each add 1 to an unsynchronised counter 20,000 times inside the lock
    /// (a read, a yield, a write: a lost update is near certain if two ever overlap).
    func testLockExcludesOtherThreads() {
        final class Box: @unchecked Sendable { var value = 0; var inside = 0; var overlaps = 0 }
        let box = Box()
        let group = DispatchGroup()
        for _ in 0..<4 {
            group.enter()
            Thread {
                for i in 0..<20_000 {
                    CairoTextLock.withLock {
                        box.inside += 1
                        if box.inside != 1 { box.overlaps += 1 }
                        let read = box.value
                        if i % 1_000 == 0 { sched_yield() }
                        box.value = read + 1
                        box.inside -= 1
                    }
                }
                group.leave()
            }.start()
        }
        group.wait()
        XCTAssertEqual(box.value, 80_000)
        XCTAssertEqual(box.overlaps, 0)
    }

    /// The lock is released when the body throws, so a failed draw cannot stall the others.
    func testLockIsReleasedWhenTheBodyThrows() {
        struct Failure: Error {}
        XCTAssertThrowsError(try CairoTextLock.withLock { throw Failure() })
        let ran = CairoTextLock.withLock { true }
        XCTAssertTrue(ran)
    }
}

/// glibc takes both settings a render asks for.
final class AllocatorPolicyTests: XCTestCase {
    func testGlibcTakesTheLargeBufferSettings() {
        XCTAssertTrue(AllocatorPolicy.keepLargeBuffers())
    }
}
