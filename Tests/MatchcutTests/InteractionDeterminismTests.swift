import Foundation
import Geometry
@testable import Matchcut
import Render
import XCTest

/// The app's own code on the scene's clock gives the same bytes however the frames are
/// shared out, and `scroll(to:)` scrolls at its step's frame.
final class InteractionDeterminismTests: XCTestCase {
    /// Seed 001's timer turns the page at 3 s (frame 180) and its taps open and close the
    /// banner: frames 170…230 rendered on one thread, on two, and as two shards are the same files.
    func testTheTimerAndTapsGiveTheSameBytesAtAnyJobsAndInAnyShard() throws {
        let one = try Self.sameFilesAtAnyJobsAndInAnyShard("scenes/seed-001-banner.scene", frames: 170...230)
        XCTAssertEqual(one["frame-00178.png"], one["frame-00179.png"], "at rest before the tick")
        XCTAssertNotEqual(one["frame-00179.png"], one["frame-00181.png"], "the page turns from frame 180")
    }

    /// The stopwatch's timeline views, built every frame and every half second, with a spring
    /// running through them: frames 30…60 on one thread, on two, and as two shards are the same.
    func testTimelineViewsGiveTheSameBytesAtAnyJobsAndInAnyShard() throws {
        let one = try Self.sameFilesAtAnyJobsAndInAnyShard("gallery/timeline-view.scene", frames: 30...60)
        XCTAssertEqual(Set(one.values).count, 31, "the ring advances every frame")
    }

    /// The SHA-256 of each file of `frames` rendered on one thread, after checking that two
    /// threads, and two shards merged, give the same files.
    static func sameFilesAtAnyJobsAndInAnyShard(_ scene: String, frames: ClosedRange<Int>,
                                                file: StaticString = #filePath, line: UInt = #line) throws -> [String: String] {
        let root = Repo.temporaryFolder("determinism-" + scene.filter(\.isLetter))
        let engine = try RenderEngine()
        func files(_ name: String, jobs: Int, shard: Shard?) throws -> [String: String] {
            let settings = RenderSettings(scale: 0.25, jobs: jobs, frames: .frames(first: frames.lowerBound, last: frames.upperBound))
            let manifest = try BatchRender(sceneFiles: [Repo.path(scene)], outputRoot: root + "/" + name, settings: settings, shard: shard)
                .run(engine: engine)
            return Dictionary(uniqueKeysWithValues: manifest.scenes[0].files.map { ($0.name, $0.sha256) })
        }
        let one = try files("one", jobs: 1, shard: nil)
        XCTAssertEqual(one.count, frames.count, file: file, line: line)
        XCTAssertEqual(try files("two", jobs: 2, shard: nil), one, file: file, line: line)
        var sharded = try files("shard-1", jobs: 2, shard: Shard(index: 1, count: 2))
        sharded.merge(try files("shard-2", jobs: 1, shard: Shard(index: 2, count: 2))) { first, _ in first }
        XCTAssertEqual(sharded, one, file: file, line: line)
        return one
    }

    func testScrollToScrollsAtItsStepsFrame() throws {
        let folder = Repo.temporaryFolder("scroll-to")
        let path = folder + "/scroll.scene"
        try """
        struct Rows: View {
            var body: some View {
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(0..<60, id: \\.self) { i in Text("Row \\(i)").frame(height: 40).id(i) }
                    }
                }
            }
        }
        scene("scroll") {
            device(.iPhone14)
            root(Rows())
            timeline { wait(0.5); scroll(to: "30", anchor: .top, animated: false); wait(0.5) }
        }
        """.write(toFile: path, atomically: true, encoding: .utf8)
        let s = try CompiledScene.load(path: path, engine: RenderEngine())
        func top(_ i: Int) -> String? {
            s.plan.sample(at: s.time(ofFrame: i)).elements.compactMap { e -> (Double, String)? in
                guard case let .text(run) = e.element.content, e.element.frame.minY >= 47 - 1e-6 else { return nil }
                return (e.element.frame.minY, run.string)
            }.min { $0.0 < $1.0 }?.1
        }
        XCTAssertEqual(s.description.changes.map(\.time), [0.5])
        XCTAssertEqual(top(29), "Row 0", "t = 0.483 s: not yet")
        XCTAssertEqual(top(30), "Row 30", "t = 0.5 s: scrolled at once, 'animated: false'")
    }
}
