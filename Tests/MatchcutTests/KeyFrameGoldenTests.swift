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
                       ["t0-p000-0.300s.png", "t0-p025-0.484s.png", "t0-p050-0.667s.png", "t0-p075-0.851s.png", "t0-p100-1.035s.png"])
        let goldens = try FileManager.default.contentsOfDirectory(atPath: Repo.path("scenes/__goldens__/shape-morph")).sorted()
        XCTAssertEqual(goldens, KeyFrames.of(scene).map(\.fileName))
    }

    /// A time the scene names gets the transition running then and how far it is.
    func testNamedTimesAreNamedAfterTheirTransition() throws {
        let scene = try loadScene("shape-morph")
        XCTAssertEqual(KeyFrames.at(times: [0.1, 0.484, 2], in: scene).map(\.fileName),
                       ["t0-p000-0.100s.png", "t0-p025-0.484s.png", "t0-p100-2.000s.png"])
    }

    func testFramesAreNamedAsRenderNamesThem() throws {
        let scene = try loadScene("shape-morph")
        XCTAssertEqual(GoldenFrameSelection.parse("3-5"), .frames(3...5))
        XCTAssertEqual(GoldenFrameSelection.parse("7"), .frames(7...7))
        XCTAssertNil(GoldenFrameSelection.parse("5-3"))
        XCTAssertNil(GoldenFrameSelection.parse("-3"))
        let frames = try GoldenFrameSelection.frames(3...4).frames(of: scene)
        XCTAssertEqual(frames, [GoldenFrame(name: "frame-00003.png", time: 0.05), GoldenFrame(name: "frame-00004.png", time: 4.0 / 60)])
    }
}
