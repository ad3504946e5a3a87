import Foundation
import Matchcut
import Render
import XCTest

/// What the app's code tries that a scene cannot do (the network, haptics…) warns at the
/// call and the render goes on without it; `matchcut check` lists what each timeline verb
/// reaches (issue 20, "Diagnostics").
final class SkippedEffectTests: XCTestCase {
    static let feed = """
    struct Feed: View {
        @State private var status = "Loading"
        var body: some View {
            Text(status)
                .task {
                    do {
                        let (data, _) = try await URLSession.shared.data(from: URL(string: "https://example.com/feed")!)
                        status = "Loaded \\(data.count)"
                    } catch {
                        status = error.localizedDescription
                    }
                }
                .onTapGesture {
                    UIImpactFeedbackGenerator(style: .light).impactOccurred()
                    status = "Tapped"
                }
        }
    }
    scene("Effects") {
        device(.iPhone14)
        root(Feed())
        timeline {
            wait(0.2)
            tap("The Internet connection appears to be offline.")
            wait(0.2)
        }
    }
    """

    func testARequestFailsAsOfflineAndHapticsAreSkippedWithAWarningAtEachCall() throws {
        let path = Repo.temporaryFolder("skipped-effects") + "/feed.scene"
        try Self.feed.write(toFile: path, atomically: true, encoding: .utf8)
        let check = CompiledScene.check(path: path, engine: try RenderEngine())
        XCTAssertFalse(check.hasErrors, check.report)
        XCTAssertEqual(check.diagnostics.map(\.id), ["effect-skipped", "effect-skipped"])
        XCTAssertEqual(check.diagnostics.map { "\($0.location.line):\($0.location.column)" }, ["7:47", "14:17"])
        XCTAssertEqual(check.diagnostics.first?.message, "'URLSession' cannot run in a scene; the render goes on without it")
        let scene = try XCTUnwrap(check.scene)
        // The task's request throws at once, as offline: its catch shows the error's text.
        XCTAssertTrue(SeedSceneTests.texts(scene, frame: 6).contains("The Internet connection appears to be offline."))
        // The tap at 0.2 s skips the haptic and goes on to set the status.
        XCTAssertTrue(SeedSceneTests.texts(scene, frame: 18).contains("Tapped"))
    }

    func testCheckListsWhatEachTimelineVerbReaches() throws {
        let result = try runMatchcut(["check", Repo.path("gallery/presentation-alert.scene")])
        XCTAssertEqual(result.status, 0, result.stderr)
        let file = Repo.path("gallery/presentation-alert.scene")
        let lines = result.stdout.split(separator: "\n").map(String.init).filter { $0.hasPrefix("  ") }
        XCTAssertEqual(lines, [
            "  0.300 s  tap(\"Delete draft\") (52:9) → Button \"Delete draft\" at \(file):23:13",
            "  1.300 s  tap(\"Delete\") (54:9) → Button \"Delete\" at \(file):33:13",
            "  2.300 s  tap(\"More\") (56:9) → Button \"More\" at \(file):25:13",
            "  3.300 s  tap(\"Send now\") (58:9) → Button \"Send now\" at \(file):38:13",
        ])
    }
}
