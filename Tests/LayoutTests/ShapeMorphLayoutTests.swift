import Drawing
import Geometry
import XCTest
@testable import Layout
import ViewTree

/// A measurer for layouts with no text: any text is an error in these fixtures.
struct NoTextMeasurer: TextMeasurer {
    func measure(_ text: TextRun, proposedWidth: Double?) -> TextMeasurement {
        XCTFail("unexpected text '\(text.string)'")
        return TextMeasurement(size: .zero, lineCount: 0, isTruncated: false)
    }
}

/// Seed 004's basic example, laid out by hand from SwiftUI's rules on the iPhone 14
/// (390 × 844, safe area 47 / 34, so the safe area is y 47…810, 390 × 763).
final class ShapeMorphLayoutTests: XCTestCase {
    let ns = NamespaceID(name: "ConceptoBasico.nspace")
    /// The iPhone 14 without its status bar, whose clock is text.
    static let canvas: CanvasSpec = {
        var canvas = CanvasSpec.iPhone14
        canvas.showsStatusBar = false
        return canvas
    }()
    let engine = LayoutEngine(canvas: canvas, measurer: NoTextMeasurer())

    func shape(_ kind: ShapeKind, _ color: String, _ w: Double, _ h: Double, _ id: Identity) -> ViewNode {
        ViewNode(kind: .shape(kind, fill: .color(SystemColors.named[color]!), stroke: nil),
                 modifiers: [.frame(width: w, height: h, alignment: .center),
                             .matchedGeometry(MatchedGeometry(id: "geoID", namespace: ns))],
                 identity: id)
    }

    func testCircleAloneIsCentredInTheSafeArea() {
        // A VStack holding only the 50-pt circle is 50 × 50; the root is centred in the safe
        // area: x = (390 − 50) / 2 = 170, y = 47 + (763 − 50) / 2 = 403.5 → 403.667 on the 3x grid.
        let root = Identity(["ConceptoBasico", "VStack"])
        let tree = ViewNode(kind: .stack(StackSpec(axis: .vertical), [
            shape(.circle, "red", 50, 50, root.appending("if:true").appending("Circle")),
        ]), identity: root)
        let snapshot = engine.layout(tree)
        XCTAssertEqual(snapshot.elements.count, 1)
        let circle = snapshot.elements[0]
        XCTAssertEqual(circle.frame, Rect(x: 170, y: 1211.0 / 3, width: 50, height: 50))
        XCTAssertEqual(circle.matched.first?.effect.id, "geoID")
        XCTAssertEqual(circle.matched.first?.viewFrame, circle.frame)
    }

    func testSpacerPushesRectangleToTheBottomOfTheSafeArea() {
        // The Spacer makes the VStack as tall as the safe area (763); the rectangle takes
        // its 100 and the Spacer the other 663; no spacing next to a Spacer. The stack is as
        // wide as the rectangle, centred: x = 95, y = 47 + 663 = 710.
        let root = Identity(["ConceptoBasico", "VStack"])
        let tree = ViewNode(kind: .stack(StackSpec(axis: .vertical), [
            ViewNode(kind: .spacer(minLength: nil), identity: root.appending("if:false").appending("Spacer")),
            shape(.rectangle, "blue", 200, 100, root.appending("if:false").appending("Rectangle")),
        ]), identity: root)
        let snapshot = engine.layout(tree)
        XCTAssertEqual(snapshot.elements.map(\.frame), [Rect(x: 95, y: 710, width: 200, height: 100)])
    }

    func testStackDefaultSpacingAndAlignment() {
        // Two fixed squares in a leading-aligned VStack: 8 pt apart, left edges together.
        let root = Identity(["V"])
        let tree = ViewNode(kind: .stack(StackSpec(axis: .vertical, alignment: .leading), [
            ViewNode(kind: .color(.color(.black)), modifiers: [.frame(width: 40, height: 40, alignment: .center)], identity: root.appending("a")),
            ViewNode(kind: .color(.color(.black)), modifiers: [.frame(width: 20, height: 10, alignment: .center)], identity: root.appending("b")),
        ]), identity: root)
        let frames = engine.layout(tree).elements.map(\.frame)
        // Stack 40 × 58 centred in 390 × 763 from y 47: x = 175, y = 47 + 352.5 = 399.5 → 399.667.
        XCTAssertEqual(frames, [Rect(x: 175, y: 1199.0 / 3, width: 40, height: 40),
                                Rect(x: 175, y: 1199.0 / 3 + 48, width: 20, height: 10)])
    }

    func testFlexibleFrameFillsTheWidthAndPaddingInsets() {
        // Color in .frame(maxWidth: .infinity).frame(height: 100).padding(): 390 − 32 wide.
        let tree = ViewNode(kind: .color(.color(.black)), modifiers: [
            .flexibleFrame(FlexibleFrame(maxWidth: .infinity)),
            .frame(width: nil, height: 100, alignment: .center),
            .padding(EdgeInsets(all: 16)),
        ], identity: Identity(["C"]))
        let frame = engine.layout(tree).elements[0].frame
        XCTAssertEqual(frame, Rect(x: 16, y: 47 + (763 - 132) / 2 + 16 + 1.0 / 6, width: 358, height: 100),
                       "y = 47 + 315.5 + 16 = 378.5 → 378.667")
    }
}
