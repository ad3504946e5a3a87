import Drawing
import Foundation
import Geometry
import Layout
import XCTest
@testable import Motion
import ViewTree

/// The shape morph as a timeline: a red 50-pt circle becomes a blue 200×100 rectangle with
/// `.spring()` (response 0.5, ζ = 1) started at t = 0.3 s.
final class ShapeMorphFlightTests: XCTestCase {
    let key = MatchKey(namespace: NamespaceID(name: "ConceptoBasico.nspace"), id: "geoID")
    let circleFrame = Rect(x: 170, y: 1211.0 / 3, width: 50, height: 50)
    let rectangleFrame = Rect(x: 95, y: 710, width: 200, height: 100)
    let red = SystemColors.named["red"]!, blue = SystemColors.named["blue"]!

    func element(_ shape: ShapeKind, _ color: Color, _ frame: Rect, _ name: String) -> PlacedElement {
        let effect = MatchedGeometry(id: key.id, namespace: key.namespace)
        let identity = Identity(["ConceptoBasico", "VStack", name])
        return PlacedElement(identity: identity, content: .shape(shape, fill: .color(color), stroke: nil), frame: frame,
                             matched: [MatchedMembership(effect: effect, viewFrame: frame, viewIdentity: identity)])
    }

    var plan: MotionPlan {
        let start = LayoutSnapshot(canvas: .iPhone14, elements: [element(.circle, red, circleFrame, "if:true")])
        let end = LayoutSnapshot(canvas: .iPhone14, elements: [element(.rectangle, blue, rectangleFrame, "if:false")])
        let spring = Animation(curve: .spring(SpringCurve(response: 0.5, dampingFraction: 1)))
        return MotionPlan(initial: start, changes: [PlannedChange(time: 0.3, animation: spring, target: end)],
                          timelineEnd: 0.8)
    }

    func spring(_ t: Double) -> Double {
        let w = 4 * Double.pi
        return 1 - exp(-w * t) * (1 + w * t)
    }

    func testBeforeTheChangeTheCircleRests() {
        // t = 0 s and t = 0.29 s: only the circle, as laid out.
        for t in [0, 0.29] {
            let frame = plan.sample(at: t)
            XCTAssertEqual(frame.elements.count, 1)
            XCTAssertEqual(frame.elements[0].frame, circleFrame)
            XCTAssertEqual(frame.elements[0].cornerRadius, 25)
            XCTAssertEqual(frame.elements[0].kind, "Circle")
        }
    }

    func testTheFlightIsOneShapeAlongTheSpring() {
        // t = 0.3 + ¼, ½, ¾ of the 0.735 s settle: one element, frame and radius on the spring.
        let settle = SpringCurve(response: 0.5, dampingFraction: 1).settlingTime
        for fraction in [0.0, 0.25, 0.5, 0.75] {
            let elapsed = settle * fraction
            let p = spring(elapsed)
            let sample = plan.sample(at: 0.3 + elapsed)
            XCTAssertEqual(sample.elements.count, 1, "one morphing shape, never two blending")
            let e = sample.elements[0]
            XCTAssertEqual(e.kind, "Circle→Rectangle")
            XCTAssertEqual(e.matched, key)
            let expected = circleFrame.interpolated(to: rectangleFrame, by: p)
            XCTAssertEqual(e.frame.minX, expected.minX, accuracy: 1e-9)
            XCTAssertEqual(e.frame.minY, expected.minY, accuracy: 1e-9)
            XCTAssertEqual(e.frame.width, expected.width, accuracy: 1e-9)
            XCTAssertEqual(e.frame.height, expected.height, accuracy: 1e-9)
            XCTAssertEqual(e.cornerRadius, 25 * (1 - p), accuracy: 1e-9)
            XCTAssertEqual(e.opacity, 1, "a morph never dips in opacity")
        }
    }

    func testAfterSettlingTheRectangleRests() {
        let end = plan.sample(at: plan.duration)
        XCTAssertEqual(end.elements.count, 1)
        XCTAssertEqual(end.elements[0].frame, rectangleFrame)
        XCTAssertEqual(end.elements[0].cornerRadius, 0)
        guard case .shape(.rectangle, .color(let color)?, nil) = end.elements[0].element.content else {
            return XCTFail("expected the blue rectangle, got \(end.elements[0].element.content)")
        }
        XCTAssertEqual(color, blue)
        XCTAssertEqual(plan.duration, 0.3 + SpringCurve(response: 0.5, dampingFraction: 1).settlingTime, accuracy: 1e-12)
        // 1.03478 s × 60 = 62.09 → frames 0…63, the last at 1.05 s shows the settled state.
        XCTAssertEqual(plan.frameCount(fps: 60), 64)
    }
}
