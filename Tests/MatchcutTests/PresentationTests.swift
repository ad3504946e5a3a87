import Foundation
import Geometry
import Layout
import Matchcut
import Motion
import Render
import ViewTree
import XCTest

/// Sheets and full-screen covers presented by the app's own buttons (gallery/presentation-*.scene),
/// on an iPhone 14 (390 × 844, safe area 47 / 34): where the sheet, the presenter and the dim
/// are at rest and on the way, from UIKit's timing (docs/motion.md, "Presentations").
final class PresentationTests: XCTestCase {
    static func gallery(_ name: String) throws -> CompiledScene {
        try CompiledScene.load(path: Repo.path("gallery/\(name).scene"), engine: RenderEngine())
    }

    static func element(_ s: CompiledScene, _ suffix: String, frame i: Int) -> SampledElement? {
        s.plan.sample(at: s.time(ofFrame: i)).elements.first { $0.element.identity.description.hasSuffix(suffix) }
    }

    /// UIKit's transition spring (critically damped, ω0 = √(1000 / 3)) at t seconds.
    static func system(_ t: Double) -> Double {
        let w = (1000.0 / 3).squareRoot()
        return 1 - (1 + w * t) * exp(-w * t)
    }

    func testALargeSheetSlidesUpWithUIKitsTimingAndThePresenterMovesBack() throws {
        let s = try Self.gallery("presentation-sheet")
        XCTAssertEqual(s.description.changes.map(\.time), [0.3, 1.3, 2.3, 3.3])
        // 'isEditing = true' carries no animation: the sheet takes UIKit's all the same.
        let first = s.description.changes[0]
        XCTAssertNil(first.animation)
        XCTAssertTrue(first.scopedAnimations.contains { $0.root.description.hasPrefix("sheet@") && $0.animation == .systemTransition })

        // At rest: the sheet's top 10 pt below the safe area's, its bottom corners below the screen.
        let sheet = try XCTUnwrap(Self.element(s, "sheet-background", frame: 50)).element.frame
        XCTAssertEqual(sheet.minY, 57, accuracy: 0.01)
        XCTAssertEqual(sheet.height, 844 - 57 + 10, accuracy: 0.01)
        // The presenter at 92 %, its top at the safe area's top, under a 20 % black.
        let presenter = try XCTUnwrap(Self.element(s, "presentation-background", frame: 50))
        let scaled = presenter.element.transformedBounds
        XCTAssertEqual(scaled.width, 390 * 0.92, accuracy: 0.01)
        XCTAssertEqual(scaled.minY, 47, accuracy: 0.01)
        XCTAssertEqual(Self.element(s, "presentation-dim", frame: 50)?.element.opacity ?? 0, 0.2, accuracy: 1e-9)

        // 0.1 s after the tap (frame 24): the sheet is where UIKit's spring puts it.
        let moving = try XCTUnwrap(Self.element(s, "sheet-background", frame: 24)).element.frame
        XCTAssertEqual(moving.minY, 57 + (1 - Self.system(0.1)) * sheet.height, accuracy: 0.01)
        XCTAssertEqual(Self.system(0.1), 0.545, accuracy: 0.001)
    }

    func testDismissClosesTheSheetAndAMediumSheetShowsItsDragIndicatorOverTheDimmedPresenter() throws {
        let s = try Self.gallery("presentation-sheet")
        XCTAssertNil(Self.element(s, "sheet-background", frame: 130), "t = 2.167 s: 'Done' called dismiss()")
        XCTAssertEqual(Self.element(s, "presentation-background", frame: 130)?.element.transformedBounds.width ?? 0, 390, accuracy: 0.01)
        // Medium: half of the largest detent (844 − 57 − 34), above the home indicator.
        let medium = try XCTUnwrap(Self.element(s, "sheet-background", frame: 180)).element.frame
        XCTAssertEqual(844 - ((844 - 57 - 34) / 2 + 34), 433.5)
        XCTAssertEqual(medium.minY, 1301.0 / 3, accuracy: 1e-9, "433.5 on the 3x pixel grid, ties up")
        let grabber = try XCTUnwrap(Self.element(s, "drag-indicator", frame: 180)).element.frame
        XCTAssertEqual(grabber.size, Size(width: 36, height: 5))
        XCTAssertEqual(grabber.minY, medium.minY + 5, accuracy: 0.01)
        XCTAssertEqual(grabber.midX, 195, accuracy: 0.01)
        // A medium sheet does not move the presenter back.
        XCTAssertEqual(Self.element(s, "presentation-background", frame: 180)?.element.transformedBounds.width ?? 0, 390, accuracy: 0.01)
        XCTAssertEqual(Self.element(s, "presentation-dim", frame: 180)?.element.opacity ?? 0, 0.2, accuracy: 1e-9)
    }

    func testAFullScreenCoverCoversTheScreenAndItsItemBindingClosesIt() throws {
        let s = try Self.gallery("presentation-full-screen-cover")
        XCTAssertEqual(s.description.changes.map(\.time), [0.3, 1.3])
        let cover = try XCTUnwrap(Self.element(s, "cover-background", frame: 60)).element.frame
        XCTAssertEqual(cover, Rect(x: 0, y: 0, width: 390, height: 844))
        XCTAssertNil(Self.element(s, "presentation-dim", frame: 60), "a cover dims nothing")
        XCTAssertEqual(Self.element(s, "presentation-background", frame: 60)?.element.transformedBounds.width ?? 0, 390, accuracy: 0.01)
        // Halfway up by UIKit's spring 0.1 s after the tap, from one screen height below.
        let moving = try XCTUnwrap(Self.element(s, "cover-background", frame: 24)).element.frame
        XCTAssertEqual(moving.minY, (1 - Self.system(0.1)) * 844, accuracy: 0.01)
        XCTAssertNil(Self.element(s, "cover-background", frame: 120), "the close button's dismiss() set the item to nil")
    }

    func testAMatchedPairSplitAcrossASheetDoesNotFlyAndSaysSo() throws {
        let folder = Repo.temporaryFolder("presentations")
        let path = folder + "/split.scene"
        try """
        struct V: View {
            @Namespace private var ns
            @State private var shown = false
            var body: some View {
                Circle().fill(Color.red).frame(width: 40, height: 40)
                    .matchedGeometryEffect(id: "dot", in: ns)
                    .onTapGesture { withAnimation { shown = true } }
                    .sheet(isPresented: $shown) {
                        Circle().fill(Color.red).frame(width: 200, height: 200)
                            .matchedGeometryEffect(id: "dot", in: ns)
                    }
            }
        }
        scene("split") { root(V()); timeline { wait(0.2); tap(at: (195, 428)); wait(1) } }
        """.write(toFile: path, atomically: true, encoding: .utf8)
        let check = CompiledScene.check(path: path, engine: try RenderEngine())
        let (scene, diagnostics) = (check.scene, check.diagnostics)
        let warning = try XCTUnwrap(diagnostics.first { $0.id == "matched-across-presentation" }, "\(diagnostics)")
        XCTAssertEqual(warning.location.line, 10)
        XCTAssertEqual(warning.severity, .warning)
        // The sheet's circle arrives with the sheet, 200 pt wide throughout; the small one stays.
        let s = try XCTUnwrap(scene)
        let circles = s.plan.sample(at: s.time(ofFrame: 16)).elements.filter { $0.kind == "Circle" }.map(\.element.frame.width)
        XCTAssertEqual(circles.sorted(), [40, 200])
    }
}

extension PlacedElement {
    /// The frame through the element's geometry effects (affine ones, as these tests use).
    var transformedBounds: Rect {
        var points = [Point(x: frame.minX, y: frame.minY), Point(x: frame.maxX, y: frame.maxY)]
        for t in transforms {
            let m = t.matrix
            points = points.map { Point(x: $0.x * m.m11 + $0.y * m.m21 + m.m31, y: $0.x * m.m12 + $0.y * m.m22 + m.m32) }
        }
        return Rect(x: points[0].x, y: points[0].y, width: points[1].x - points[0].x, height: points[1].y - points[0].y)
    }
}
