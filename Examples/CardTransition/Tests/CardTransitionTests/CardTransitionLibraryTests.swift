import Matchcut
import XCTest

/// The library with `import Matchcut` alone, no test helper: the scene's frames, and the
/// same check assertTransition runs, as a program of the app's own would call them.
final class CardTransitionLibraryTests: XCTestCase {
    func testTheFramesAndTheCheckNeedOnlyMatchcut() throws {
        let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path
        let scene = try Scene(path: here + "/Scenes/card.scene", projectRoot: here + "/../../..")
        // canvas(width: 160, height: 240, scale: 2); 30 fps; the spring starts at 0.2 s.
        XCTAssertEqual(scene.fps, 30)
        XCTAssertEqual(scene.keyFrames.first?.time, 0.2)
        let frame = try scene.frame(at: 0)
        XCTAssertEqual([frame.width, frame.height], [320, 480])

        let artifacts = ProcessInfo.processInfo.environment["MATCHCUT_ARTIFACTS"] ?? here + "/__failures__"
        let check = TransitionCheck(scene: scene, goldens: here + "/__goldens__", record: .never,
                                    artifacts: artifacts + "/library")
        let outcome = try check.run()
        XCTAssertNil(outcome.failure)
        XCTAssertEqual(outcome.result.frames.map(\.name), ["t0-p000.png", "t0-p025.png", "t0-p050.png", "t0-p075.png", "t0-p100.png"])
    }
}
