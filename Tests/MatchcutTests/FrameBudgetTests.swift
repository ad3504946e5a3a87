import Foundation
import Matchcut
import Render
import XCTest

/// The 36,000-frame budget is counted on the motion plan, at the render's fps: waits, and
/// animations that run past the timeline's end, count alike.
final class FrameBudgetTests: XCTestCase {
    private func check(_ timeline: String, fps: Int? = nil) throws -> CompiledScene.Check {
        let folder = Repo.temporaryFolder("frame-budget")
        let path = folder + "/long.scene"
        try """
        struct V: View {
            @State var on = false
            var body: some View { Circle().frame(width: on ? 100 : 50) }
        }
        scene("long") {
            fps(60)
            root(V())
            timeline {
        \(timeline)
            }
        }
        """.write(toFile: path, atomically: true, encoding: .utf8)
        return CompiledScene.check(path: path, engine: try RenderEngine(), fps: fps)
    }

    private func errors(_ check: CompiledScene.Check) -> [String] {
        check.diagnostics.filter { $0.severity == .error }.map { "\($0.location.line):\($0.location.column) \($0.message)" }
    }

    func testTheWaitThatCrossesTheBudgetIsBlamed() throws {
        // 400 s + 400 s at 60 fps: 48,000 frames, crossing 36,000 at the second wait.
        let result = try check("        wait(400)\n        wait(400)")
        XCTAssertNil(result.scene)
        XCTAssertEqual(errors(result), ["10:14 the timeline needs 48000 frames; the limit is 36000"])
    }

    func testAnAnimationRunningPastTheEndCounts() throws {
        // The waits end at 590 s (35,400 frames); the 20 s animation started there ends at
        // 610 s: 36,600 frames, blamed on the change that runs past.
        let result = try check("        wait(590)\n        withAnimation(.linear(duration: 20)) { on = true }")
        XCTAssertEqual(errors(result), ["10:9 the timeline needs 36600 frames; the limit is 36000"])
    }

    func testTheRendersFrameRateIsTheOneCounted() throws {
        // 500 s: 30,000 frames at the scene's 60 fps, 60,000 at a render's --fps 120.
        XCTAssertEqual(errors(try check("        wait(500)")), [])
        XCTAssertEqual(errors(try check("        wait(500)", fps: 120)), ["9:14 the timeline needs 60000 frames; the limit is 36000"])
        // 800 s fits at 30 fps: 24,000 frames.
        XCTAssertNotNil(try check("        wait(400)\n        wait(400)", fps: 30).scene)
    }
}
