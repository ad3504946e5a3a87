import Foundation
import Geometry
import Matchcut
import Motion
import Render
import ViewTree
import XCTest

/// `.repeatForever(autoreverses:)` from an app's `onAppear`, the way loading pulses are
/// written: it runs on the scene's clock for as long as the timeline lasts, and a later change
/// without an animation changes its own views at once while the pulse goes on.
final class RepeatingSceneTests: XCTestCase {
    static let app = """
    struct Pulse: View {
        @State private var on = false
        @State private var status = "Loading"
        var body: some View {
            VStack(spacing: 40) {
                Circle().fill(.blue).frame(width: 80, height: 80)
                    .scaleEffect(on ? 1.5 : 1)
                Text(status)
                Button("Done") { status = "Loaded" }
            }
            .onAppear {
                withAnimation(.linear(duration: 0.8).repeatForever(autoreverses: true)) { on = true }
            }
        }
    }
    scene("Pulse") {
        device(.iPhone14)
        fps(60)
        root(Pulse())
        timeline {
            wait(1.0)
            tap("Done")
            wait(2.0)
        }
    }
    """

    /// The circle's drawn width at `time`: 80 pt times the pulse's scale.
    func width(_ s: CompiledScene, at time: Double) throws -> Double {
        let e = try XCTUnwrap(s.plan.sample(at: time).elements.first { if case .shape = $0.element.content { true } else { false } })
        let scale = e.element.transforms.reduce(1.0) { r, t in
            if case let .scale(x, _, _) = t.effect { r * x } else { r }
        }
        return e.element.frame.width * scale
    }

    func testAPulseRunsForTheTimelineAndAPlainChangeLeavesItRunning() throws {
        let folder = Repo.temporaryFolder("repeating")
        try Self.app.write(toFile: folder + "/pulse.scene", atomically: true, encoding: .utf8)
        let s = try CompiledScene.load(path: folder + "/pulse.scene", engine: RenderEngine())
        XCTAssertEqual(s.plan.duration, 3, accuracy: 1e-9, "the timeline's length, not forever")
        XCTAssertEqual(s.frameCount, 181)
        // Linear 0.8 s there and back: 1 → 1.5 by 0.8 s, back to 1 by 1.6 s, up again by 2.4 s.
        for (t, scale) in [(0.4, 1.25), (0.8, 1.5), (1.2, 1.25), (2.0, 1.25), (2.8, 1.25)] {
            XCTAssertEqual(try width(s, at: t), 80 * scale, accuracy: 0.01, "t = \(t)")
        }
        // The tap at 1 s changes the text at once; the pulse is not stopped by it.
        XCTAssertTrue(SeedSceneTests.texts(s, frame: 61).contains("Loaded"))
        XCTAssertEqual(s.description.changes.count, 2)
    }
}
