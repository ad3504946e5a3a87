import Geometry
@testable import Matchcut
import ViewTree
import XCTest

/// The continuity check layer by layer (docs/motion.md, "Continuity"), on layers written out by
/// hand: what counts as one layer's step, and what it is measured against.
final class LayerJumpTests: XCTestCase {
    private let a = Identity(["Bar", "a"]), b = Identity(["Bar", "b"])

    private func layer(x: Double, opacity: Double = 1, from: Identity? = nil) -> LayerJump.Layer {
        LayerJump.Layer(frame: Rect(x: x, y: 0, width: 24, height: 24), opacity: opacity, from: from)
    }

    /// A push's back label fades out by u = 0.2: 1, 0.7, 0.2, 0 over three frames while it slides.
    /// Its largest step, 0.5, is under 3 × 0.3 + 0.1, so it is an animation, not a jump.
    func testAQuickFadeIsNotAJump() {
        let opacities = [1, 1, 0.7, 0.2, 0, 0]
        let frames = opacities.enumerated().map { k, o in [a: layer(x: Double(k) * 5, opacity: o)] }
        XCTAssertEqual(LayerJump.find(in: frames, options: .init()), [])
    }

    /// A row coming into a scroll view on the last frames of a long ease-in-out scroll: hidden
    /// below the clip while it moves 24 and 14 pt a frame, seen for its last steps of 4.5 and
    /// 0. Its 4.5-pt step is measured against the 14 pt it moved the frame before, hidden or
    /// not (limit 3 × 14 + 4), so it is no jump; the same step after a layer at rest is.
    func testARowComingIntoViewKeepsTheScrollsPace() {
        func row(_ y: Double, seen: Bool) -> LayerJump.Layer {
            let whole = Rect(x: 0, y: y, width: 24, height: 24)
            return LayerJump.Layer(frame: seen ? whole : .zero, opacity: 1, whole: whole, isInsideClips: seen)
        }
        let entering: [[Identity: LayerJump.Layer]] = [[a: row(130, seen: false)], [a: row(106, seen: false)],
                                                       [a: row(92, seen: true)], [a: row(87.5, seen: true)], [a: row(87.5, seen: true)]]
        XCTAssertEqual(LayerJump.find(in: entering, options: .init()), [])
        let fromRest: [[Identity: LayerJump.Layer]] = [[a: row(92, seen: true)], [a: row(92, seen: true)],
                                                       [a: row(92, seen: true)], [a: row(87.5, seen: true)], [a: row(87.5, seen: true)]]
        XCTAssertEqual(LayerJump.find(in: fromRest, options: .init()).map(\.index), [3])
    }

    /// A matched highlight slides from a's background to b's: b's copy takes a's place when a's
    /// turns clear, so b is compared with a in the frame before, and a is not compared.
    func testAFlightThatTakesAViewsPlaceIsComparedWithThatView() {
        func frames(bStartsAt start: Double) -> [[Identity: LayerJump.Layer]] {
            [[a: layer(x: 0)], [a: layer(x: 0)],
             [a: layer(x: 0, opacity: 0), b: layer(x: start, from: a)],
             [a: layer(x: 0, opacity: 0), b: layer(x: start + 10, from: a)],
             [a: layer(x: 0, opacity: 0), b: layer(x: start + 20, from: a)]]
        }
        XCTAssertEqual(LayerJump.find(in: frames(bStartsAt: 10), options: .init()), [])
        // Starting 100 pt away is a jump: 100 against a step of 10 after it (limit 3 × 10 + 4).
        let jumps = LayerJump.find(in: frames(bStartsAt: 100), options: .init())
        XCTAssertEqual(jumps.map(\.index), [2])
        XCTAssertEqual(jumps.first?.identity, b.description)
        XCTAssertEqual(jumps.first?.distance ?? 0, 100, accuracy: 1e-9)
        XCTAssertEqual(jumps.first?.distanceLimit ?? 0, 34, accuracy: 1e-9)
    }

    /// Where no one sees a layer (opacity 0 in one of two frames) it may move: only its opacity
    /// step is compared.
    func testAnUnseenLayerMayMove() {
        let frames: [[Identity: LayerJump.Layer]] = [[a: layer(x: 0)], [a: layer(x: 0)], [a: layer(x: 0, opacity: 0)],
                                                     [a: layer(x: 300, opacity: 0)], [a: layer(x: 300, opacity: 0)]]
        // Its opacity steps 1 at frame 2 against 0 around: that is the frame check's to see, and
        // here a jump of opacity.
        XCTAssertEqual(LayerJump.find(in: frames, options: .init()).map(\.index), [2])
        XCTAssertEqual(LayerJump.find(in: frames, options: .init()).first?.distance, 0)
    }
}
