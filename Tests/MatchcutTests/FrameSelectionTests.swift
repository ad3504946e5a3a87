import Foundation
import Matchcut
import XCTest

/// `--frames`, `--at`, `--transition --progress` on shape-morph: 60 fps, one `.spring()`
/// change at 0.3 s that settles 0.7347716981943007 s later, 64 frames.
final class FrameSelectionTests: XCTestCase {
    func testARangeOfFramesKeepsItsGridNames() throws {
        let scene = try loadScene("shape-morph")
        let requests = try FrameSelection.frames(first: 3, last: 5).requests(for: scene)
        XCTAssertEqual(requests.map(\.index), [3, 4, 5])
        XCTAssertEqual(requests.map(\.fileName), ["frame-00003.png", "frame-00004.png", "frame-00005.png"])
        XCTAssertEqual(requests[0].time, 3.0 / 60, accuracy: 1e-12)
    }

    func testATimeOnTheGridIsThatFrameAndOneBetweenIsNamedByItsTime() throws {
        let scene = try loadScene("shape-morph")
        // t = 0.35 s = frame 21 at 60 fps
        XCTAssertEqual(try FrameSelection.time(0.35).requests(for: scene),
                       [FrameRequest(index: 21, time: 0.35, fileName: "frame-00021.png")])
        // t = 0.3333 s falls between frames 19 and 20
        XCTAssertEqual(try FrameSelection.time(0.3333).requests(for: scene),
                       [FrameRequest(index: nil, time: 0.3333, fileName: "at-0.333s.png")])
    }

    func testTransitionProgressIsTheChangeTimePlusProgressTimesDuration() throws {
        let scene = try loadScene("shape-morph")
        let request = try XCTUnwrap(try FrameSelection.transition(0, progress: 0.5).requests(for: scene).first)
        // 0.3 + 0.5 × 0.7347716981943007
        XCTAssertEqual(request.time, 0.66738584909715, accuracy: 1e-12)
        XCTAssertEqual(request.fileName, "t0-p050.png")
        // Both endpoints: the change's start, and the settled state.
        XCTAssertEqual(try FrameSelection.transition(0, progress: 0).requests(for: scene)[0].time, 0.3, accuracy: 1e-12)
        XCTAssertEqual(try FrameSelection.transition(0, progress: 1).requests(for: scene)[0].time,
                       scene.plan.duration, accuracy: 1e-12)
    }

    func testSelectionsOutsideTheSceneAreInputErrors() throws {
        let scene = try loadScene("shape-morph")
        for selection in [FrameSelection.frames(first: 60, last: 64), .time(2), .transition(1, progress: 0.5)] {
            XCTAssertThrowsError(try selection.requests(for: scene)) { error in
                XCTAssertTrue((error as? MatchcutError)?.isInputError == true, "\(selection)")
            }
        }
    }
}
