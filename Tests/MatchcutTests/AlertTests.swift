import Foundation
import Geometry
import Matchcut
import Motion
import Render
import ViewTree
import XCTest

/// An alert and a confirmation dialog presented by the app's own buttons
/// (gallery/presentation-alert.scene) on an iPhone 14 (390 × 844, safe area 47 / 34): where
/// they are at rest and on the way, from UIKit's figures (docs/motion.md, "Alerts and
/// confirmation dialogs"), and what their buttons do.
final class AlertTests: XCTestCase {
    static func element(_ s: CompiledScene, _ suffix: String, frame i: Int) -> SampledElement? {
        s.plan.sample(at: s.time(ofFrame: i)).elements.first { e in
            let d = e.element.identity.description
            return d.contains("@") && d.hasSuffix(suffix)
        }
    }

    /// The alert's spring: critically damped, settling (0.1 %) in 0.404 s.
    static func alert(_ t: Double) -> Double {
        let w = 9.2334 / 0.404
        return 1 - (1 + w * t) * exp(-w * t)
    }

    func testTheAlertIs270PointsWideInTheMiddleAndGrowsInFrom1Point2WithItsDim() throws {
        let s = try PresentationTests.gallery("presentation-alert")
        XCTAssertEqual(s.description.changes.map(\.time), [0.3, 1.3, 2.3, 3.3])
        XCTAssertTrue(s.description.changes[0].scopedAnimations.contains { $0.root.description.hasPrefix("alert@") && $0.animation == .alert })
        XCTAssertEqual(Self.alert(0.404), 0.999, accuracy: 0.0001)

        // At rest (t = 1 s): 270 pt wide, centred in the safe area (y 47…810), over a 20 % black.
        let box = try XCTUnwrap(Self.element(s, "/material", frame: 60)).element.frame
        XCTAssertEqual(box.width, 270, accuracy: 0.01)
        XCTAssertEqual(box.midX, 195, accuracy: 0.01)
        XCTAssertEqual(box.midY, (47 + 810) / 2, accuracy: 0.34)
        XCTAssertEqual(Self.element(s, "/dim", frame: 60)?.opacity ?? 0, 1, accuracy: 1e-9)
        XCTAssertEqual(Self.element(s, "/dim", frame: 60)?.element.frame, Rect(x: 0, y: 0, width: 390, height: 844))

        // 0.1 s after the tap (frame 24): scaled 1.2 → 1 and faded in by the spring's progress.
        let p = Self.alert(0.1)
        let growing = try XCTUnwrap(Self.element(s, "/material", frame: 24))
        XCTAssertEqual(growing.element.frame.width, 270 * (1.2 - 0.2 * p), accuracy: 0.05)
        XCTAssertEqual(growing.opacity, p, accuracy: 1e-6)
        XCTAssertEqual(Self.element(s, "/dim", frame: 24)?.opacity ?? 0, 0.1 / 0.404, accuracy: 1e-6, "the dim fades linearly")
    }

    func testTheAlertsButtonsRunTheirActionAndDismissIt() throws {
        let s = try PresentationTests.gallery("presentation-alert")
        // Cancel on the left, semibold; Delete on the right, red: each 135 pt of the 270.
        let sample = s.plan.sample(at: s.time(ofFrame: 60))
        func text(_ string: String) -> SampledElement? {
            sample.elements.first { if case let .text(run) = $0.element.content { run.string == string } else { false } }
        }
        let cancelText = try XCTUnwrap(text("Cancel")), deleteText = try XCTUnwrap(text("Delete"))
        XCTAssertLessThan(cancelText.element.frame.midX, 195)
        XCTAssertGreaterThan(deleteText.element.frame.midX, 195)
        XCTAssertEqual(cancelText.element.frame.midX, 195 - 67.5, accuracy: 0.5)
        XCTAssertEqual(deleteText.element.frame.midX, 195 + 67.5, accuracy: 0.5)
        if case let .text(run) = deleteText.element.content {
            XCTAssertEqual([run.color.red, run.color.green, run.color.blue], [1, 59.0 / 255, 48.0 / 255], "systemRed")
        }
        if case let .text(run) = cancelText.element.content { XCTAssertEqual(run.font.weight, .semibold) }

        // tap("Delete") at 1.3 s: its action sets the status, and the alert fades with its spring.
        XCTAssertTrue(SeedSceneTests.texts(s, frame: 100).contains("Draft deleted"))
        let fading = try XCTUnwrap(Self.element(s, "/material", frame: 84))
        XCTAssertEqual(fading.opacity, 1 - Self.alert(0.1), accuracy: 1e-6)
        XCTAssertEqual(fading.element.frame.width, 270, accuracy: 0.01, "it fades at 1 ×")
        XCTAssertNil(Self.element(s, "/material", frame: 120), "gone once its spring settled")
    }

    func testAConfirmationDialogIsAnActionSheetAtTheBottomWithTheCancelSwiftUIAdds() throws {
        let s = try PresentationTests.gallery("presentation-alert")
        // At rest (t = 3.2 s): Cancel 57 pt tall, 8 pt from the sides, its bottom on the home indicator.
        let cancel = try XCTUnwrap(Self.element(s, "cancel-group-fill", frame: 192)).element.frame
        XCTAssertEqual(cancel, Rect(x: 8, y: 810 - 57, width: 374, height: 57))
        let group = try XCTUnwrap(Self.element(s, "actions-group-fill", frame: 192)).element.frame
        XCTAssertEqual(group.maxY, 810 - 57 - 8, accuracy: 0.01)
        XCTAssertEqual(group.minX, 8)
        let texts = SeedSceneTests.texts(s, frame: 192)
        for shown in ["Weekly update", "What should happen to this draft?", "Send now", "Save as template", "Discard", "Cancel"] {
            XCTAssertTrue(texts.contains(shown), shown)
        }
        // 0.1 s after the tap (frame 144): up by UIKit's spring, from just below the screen.
        let rising = try XCTUnwrap(Self.element(s, "cancel-group-fill", frame: 144)).element.frame
        let travel = (810 - group.minY) + 34
        XCTAssertEqual(rising.minY, cancel.minY + (1 - PresentationTests.system(0.1)) * travel, accuracy: 0.05)
        // "Send now" runs its action and closes the sheet.
        XCTAssertTrue(SeedSceneTests.texts(s, frame: 230).contains("Sent just now"))
        XCTAssertNil(Self.element(s, "cancel-group-fill", frame: 239))
    }

    func testWhileAnAlertIsUpNothingBehindItTakesATouch() throws {
        let folder = Repo.temporaryFolder("alert-modal")
        let path = folder + "/alert.scene"
        try """
        struct V: View {
            @State private var shown = true
            @State private var count = 0
            var body: some View {
                VStack { Text("\\(count)"); Button("Add") { count += 1 } }
                    .alert("Hello", isPresented: $shown) { }
            }
        }
        scene("Modal") {
            device(.iPhone14)
            root(V())
            timeline {
                wait(0.2)
                tap("Add")
                wait(0.2)
            }
        }
        """.write(toFile: path, atomically: true, encoding: .utf8)
        let check = CompiledScene.check(path: path, engine: try RenderEngine())
        XCTAssertEqual(check.diagnostics.map(\.id), ["no-touch-target"])
        XCTAssertTrue(check.report.contains("on screen now: Button \"OK\""), check.report)
    }
}

extension AnimationSpec {
    /// The alert's spring, as Alerts.swift defines it: mass 1, ω0 = 9.2334 / 0.404.
    static var alert: AnimationSpec {
        let w = 9.2334 / 0.404
        return AnimationSpec(curve: .interpolatingSpring(mass: 1, stiffness: w * w, damping: 2 * w, initialVelocity: 0), label: "UIKit alert")
    }
}
