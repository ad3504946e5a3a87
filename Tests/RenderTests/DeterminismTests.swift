import Files
import Foundation
import Geometry
import Motion
import Output
import XCTest
@testable import Render

/// The same display list gives the same bytes: twice on one engine, and on two threads
/// that each own an engine.
final class DeterminismTests: XCTestCase {
    func testRenderingTwiceGivesIdenticalBytes() throws {
        let engine = try RenderEngine()
        let first = Renderer.render(RenderFixtures.heroScene, scale: 3, engine: engine)
        let second = Renderer.render(RenderFixtures.heroScene, scale: 3, engine: engine)
        XCTAssertEqual(first.pixels, second.pixels)
        XCTAssertEqual(first.width, 720)
        // Not trivially blank: the scene drew many distinct colours.
        XCTAssertGreaterThan(Set(stride(from: 0, to: first.pixels.count, by: 4).map { first.pixels[$0 + 1] }).count, 50)
    }

    func testTwoThreadsWithTheirOwnEnginesGiveIdenticalBytes() throws {
        let reference = Renderer.render(RenderFixtures.heroScene, scale: 2, engine: try RenderEngine())
        final class Box: @unchecked Sendable {
            var frames: [Int: Frame] = [:]
            let lock = NSLock()
        }
        let box = Box()
        let done = DispatchGroup()
        for index in 0..<2 {
            done.enter()
            let thread = Thread {
                defer { done.leave() }
                guard let engine = try? RenderEngine() else { return }
                var last: Frame?
                for _ in 0..<3 { last = Renderer.render(RenderFixtures.heroScene, scale: 2, engine: engine) }
                box.lock.lock()
                box.frames[index] = last
                box.lock.unlock()
            }
            thread.start()
        }
        done.wait()
        XCTAssertEqual(box.frames.count, 2)
        XCTAssertEqual(box.frames[0]?.pixels, reference.pixels)
        XCTAssertEqual(box.frames[1]?.pixels, reference.pixels)
    }
}
