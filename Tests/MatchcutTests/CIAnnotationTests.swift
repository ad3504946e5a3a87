import Foundation
import XCTest

/// Under GitHub Actions (`GITHUB_ACTIONS=true`) each failing frame is an `::error` annotation
/// at the scene's line of the timeline change it shows; JUnit names read `scene/t0-p050`.
final class CIAnnotationTests: XCTestCase {
    func testAFailingFrameIsAnAnnotationAtItsTimelineChange() throws {
        let folder = Repo.temporaryFolder("annotations"), out = folder + "/out", scene = folder + "/slide.scene"
        try GoldenLifecycleTests.slide().write(toFile: scene, atomically: true, encoding: .utf8)
        XCTAssertEqual(try runMatchcut(["test", scene, "-o", out, "--record", "missing"], environment: ["CI": "false"]).status, 0)
        try GoldenLifecycleTests.slide(animation: ".easeIn(duration: 0.5)").write(toFile: scene, atomically: true, encoding: .utf8)

        let plain = try runMatchcut(["test", scene, "-o", out], environment: ["CI": "true"])
        XCTAssertEqual(plain.status, 1)
        XCTAssertFalse(plain.stdout.contains("::error"), "only under GitHub Actions")

        let actions = try runMatchcut(["test", scene, "-o", out], environment: ["CI": "true", "GITHUB_ACTIONS": "true"])
        XCTAssertEqual(actions.status, 1)
        let annotation = "::error file=\(scene),line=15,title=slide/t0-p050.png::t0-p050.png (t = 0.550 s): "
        XCTAssertTrue(actions.stdout.contains(annotation), actions.stdout)
        XCTAssertFalse(actions.stdout.contains("title=slide/t0-p000.png"), "the start matches")
        let junit = try String(contentsOfFile: out + "/junit.xml", encoding: .utf8)
        XCTAssertTrue(junit.contains("name=\"slide/t0-p050\""), junit)
    }
}
