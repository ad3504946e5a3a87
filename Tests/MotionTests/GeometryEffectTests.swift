import Drawing
import Foundation
import Geometry
import Layout
@testable import Motion
import ViewTree
import XCTest

/// Geometry effects animate by their parameters, as SwiftUI animates a GeometryEffect's
/// animatable data: an angle turns through the angles between, it is never a blend of
/// matrices.
final class GeometryEffectTests: XCTestCase {
    let frame = Rect(x: 100, y: 100, width: 80, height: 40)

    func element(_ effect: GeometryEffect, view: Rect? = nil) -> PlacedElement {
        var e = Fixture.rect("Root/card", frame)
        e.transforms = [PlacedTransform(effect: effect, viewFrame: view ?? frame)]
        return e
    }

    // t = ½ of a change from 0° to 180°: 90°, and the matrix is a quarter turn, not a blend
    // of the two ends' matrices (which would collapse the card to a line).
    func testARotationIsHalfwayAtHalfProgress() {
        let a = element(.rotation(radians: 0, anchor: .center)), b = element(.rotation(radians: .pi, anchor: .center))
        let half = ElementInterpolation.persistent(a, b, 0.5)
        XCTAssertEqual(half.transforms, [PlacedTransform(effect: .rotation(radians: .pi / 2, anchor: .center), viewFrame: frame)])
        let m = half.transforms[0].matrix
        let corner = m.apply(to: Point(x: frame.maxX, y: frame.minY))!
        XCTAssertEqual(corner.x, 140 + 20, accuracy: 1e-9)
        XCTAssertEqual(corner.y, 120 + 40, accuracy: 1e-9)
        XCTAssertEqual(ElementInterpolation.persistent(a, b, 0).transforms, a.transforms)
        XCTAssertEqual(ElementInterpolation.persistent(a, b, 1).transforms, b.transforms)
    }

    func testScaleAnchorAndViewFrameBlend() {
        let a = element(.scale(x: 1, y: 1, anchor: .topLeading))
        let b = element(.scale(x: 2, y: 0.5, anchor: .bottomTrailing), view: frame.offsetBy(dx: 20, dy: 0))
        let quarter = ElementInterpolation.persistent(a, b, 0.25)
        XCTAssertEqual(quarter.transforms.first?.effect, .scale(x: 1.25, y: 0.875, anchor: UnitPoint(x: 0.25, y: 0.25)))
        XCTAssertEqual(quarter.transforms.first?.viewFrame, frame.offsetBy(dx: 5, dy: 0))
    }

    /// Different effects (or counts) do not blend: the target's are taken at once.
    func testUnlikeEffectsTakeTheTargetAtOnce() {
        let a = element(.rotation(radians: 1, anchor: .center)), b = element(.scale(x: 2, y: 2, anchor: .center))
        XCTAssertEqual(ElementInterpolation.persistent(a, b, 0.5).transforms, b.transforms)
    }

    /// The display item carries the effects as matrices, outermost first and cumulative.
    func testTheDisplayItemCarriesCumulativeMatrices() {
        var e = Fixture.rect("Root/card", frame)
        let outer = PlacedTransform(effect: .rotation(radians: .pi / 2, anchor: .center), viewFrame: frame)
        let inner = PlacedTransform(effect: .scale(x: 2, y: 2, anchor: .topLeading), viewFrame: frame)
        e.transforms = [outer, inner]
        let item = SampledElement.resting(e).displayItem
        XCTAssertEqual(item.transforms.count, 2)
        XCTAssertEqual(item.transforms[0], outer.matrix)
        XCTAssertEqual(item.transforms[1], inner.matrix.concatenating(outer.matrix))
    }

    /// `rotation3DEffect` is Core Animation's: a 90° turn about y shows the card edge-on.
    func testAQuarterTurnIn3DIsEdgeOn() {
        let m = GeometryEffect.rotation3D(radians: .pi / 2, axis: .init(x: 0, y: 1, z: 0), anchor: .center,
                                          anchorZ: 0, perspective: 1).matrix(size: frame.size)
        let left = m.apply(to: Point(x: 0, y: 0))!, right = m.apply(to: Point(x: 80, y: 0))!
        XCTAssertEqual(left.x, 40, accuracy: 1e-9)
        XCTAssertEqual(right.x, 40, accuracy: 1e-9)
        // The eye is max(w, h) / perspective = 80 in front: the near edge (left, z = +40) is
        // seen 80 / (80 − 40) = 2 × as tall about the centre, the far one 80 / 120.
        XCTAssertEqual(left.y, 20 - 20 * 2, accuracy: 1e-9)
        XCTAssertEqual(right.y, 20 - 20 * 80 / 120, accuracy: 1e-9)
    }
}

/// A trim animates its ends: a progress ring half way through filling is drawn to half.
final class TrimAnimationTests: XCTestCase {
    func testATrimIsHalfwayAtHalfProgress() {
        let frame = Rect(x: 0, y: 0, width: 60, height: 60)
        func ring(_ to: Double) -> PlacedElement {
            PlacedElement(identity: Identity(["Root", "ring"]),
                          content: .shape(.trimmed(.circle, from: 0, to: to), fill: nil,
                                          stroke: StrokePaint(paint: .color(.black), lineWidth: 8, style: StrokeLineStyle(cap: .round, dashPhase: 0))),
                          frame: frame)
        }
        let half = ElementInterpolation.persistent(ring(0.2), ring(1), 0.5)
        guard case .shape(.trimmed(.circle, let from, let to), _, let stroke) = half.content else { return XCTFail("\(half.content)") }
        XCTAssertEqual(from, 0)
        XCTAssertEqual(to, 0.6, accuracy: 1e-12)
        XCTAssertEqual(stroke?.style.cap, .round)
    }
}

/// A blur animates its radius, and the elements inside one layer are drawn as one group.
final class LayerEffectMotionTests: XCTestCase {
    func blurred(_ radius: Double, _ name: String = "Root/card", opacity: Double = 1) -> PlacedElement {
        var e = Fixture.rect(name, Rect(x: 0, y: 0, width: 40, height: 40))
        e.layers = [PlacedLayer(key: "Root#0", effect: .blur(radius: radius, opaque: false),
                                viewFrame: Rect(x: 0, y: 0, width: 80, height: 40), opacity: opacity)]
        return e
    }

    func testABlurIsHalfwayAtHalfProgress() {
        let half = ElementInterpolation.persistent(blurred(0), blurred(8), 0.5)
        XCTAssertEqual(half.layers.first?.effect, .blur(radius: 4, opaque: false))
    }

    func testElementsOfOneLayerAreOneGroupWithItsOpacity() {
        let frame = SampledFrame(time: 0, canvas: CanvasSpec(name: "test", size: Size(width: 100, height: 100), scale: 1, safeArea: EdgeInsets()),
                                 elements: [blurred(2, "Root/a", opacity: 0.5), blurred(2, "Root/b", opacity: 0.5)].map(SampledElement.resting))
        let items = frame.displayList.items
        XCTAssertEqual(items.count, 1)
        guard case .group(let children, _) = items[0].content else { return XCTFail() }
        XCTAssertEqual(children.count, 2)
        XCTAssertEqual(items[0].opacity, 0.5)
        XCTAssertEqual(items[0].filters, [.blur(radius: 2, opaque: false)])
    }
}
