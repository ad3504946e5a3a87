import Foundation
import Geometry
import Golden
import Matchcut
import Output
import Render
import XCTest

/// Which frames `matchcut test` checks and what their goldens are called. The seed scenes'
/// goldens themselves run through the real binary (GoldenCommandTests).
final class KeyFrameGoldenTests: XCTestCase {
    /// The spring settles 0.735 s after it starts at 0.3 s.
    func testTheDefaultKeyFramesAreTheQuartersOfEveryTransition() throws {
        let scene = try loadScene("shape-morph")
        XCTAssertEqual(KeyFrames.of(scene).map(\.fileName),
                       ["t0-p000.png", "t0-p025.png", "t0-p050.png", "t0-p075.png", "t0-p100.png"])
        XCTAssertEqual(KeyFrames.of(scene).map { String(format: "%.3f", $0.time) }, ["0.300", "0.484", "0.667", "0.851", "1.035"])
        let goldens = try FileManager.default.contentsOfDirectory(atPath: Repo.path("scenes/__goldens__/shape-morph"))
            .filter { $0.hasSuffix(".png") }.sorted()
        XCTAssertEqual(goldens, KeyFrames.of(scene).map(\.fileName))
    }

    /// A time the scene names is named by that time, as `render --at` names it, and still
    /// knows the transition running then and how far through it is.
    func testNamedTimesAreNamedByTheirTime() throws {
        let scene = try loadScene("shape-morph")
        let frames = KeyFrames.at(times: [0.1, 0.484, 2], in: scene)
        XCTAssertEqual(frames.map(\.fileName), ["at-0.100s.png", "at-0.484s.png", "at-2.000s.png"])
        XCTAssertEqual(frames.map(\.transition), [0, 0, 0])
        XCTAssertEqual(frames.map { (($0.progress ?? -1) * 100).rounded() }, [0, 25, 100])
    }

    func testFramesAreNamedAsRenderNamesThem() throws {
        let scene = try loadScene("shape-morph")
        XCTAssertEqual(FrameSelection.parseFrames("3-5"), .frames(first: 3, last: 5))
        XCTAssertEqual(FrameSelection.parseFrames("7"), .frames(first: 7, last: 7))
        XCTAssertNil(FrameSelection.parseFrames("5-3"))
        XCTAssertNil(FrameSelection.parseFrames("-3"))
        let frames = try FrameSelection.frames(first: 3, last: 4).requests(for: scene)
        XCTAssertEqual(frames, [FrameRequest(index: 3, time: 0.05, fileName: "frame-00003.png"),
                                FrameRequest(index: 4, time: 4.0 / 60, fileName: "frame-00004.png")])
    }

    /// Golden names carry no time: the same key frame keeps its name when the timing moves.
    func testAKeyFrameKeepsItsNameWhenTheTimingChanges() throws {
        XCTAssertEqual(FrameRequest(transition: 1, progress: 0.25, start: 0.3, duration: 0.736).fileName, "t1-p025.png")
        XCTAssertEqual(FrameRequest(transition: 1, progress: 0.25, start: 0.35, duration: 0.736).fileName, "t1-p025.png")
        // One vocabulary: render's --transition/--progress frame is the key frame, at the same time.
        let scene = try loadScene("shape-morph")
        XCTAssertEqual(try FrameSelection.transition(0, progress: 0.25).requests(for: scene), [KeyFrames.of(scene)[1]])
        XCTAssertEqual(try FrameSelection.keyFrames.requests(for: scene), KeyFrames.of(scene))
    }
}
