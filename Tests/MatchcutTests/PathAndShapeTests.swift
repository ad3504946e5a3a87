import Drawing
import Foundation
import Geometry
import Matchcut
import Motion
import Output
import Render
import SceneLanguage
import XCTest

/// `Path` with each of its elements, custom `Shape` and `InsettableShape` types, their
/// `animatableData`, `FillStyle(eoFill:)`, `UnevenRoundedRectangle` and
/// `ContainerRelativeShape`, drawn from scenes written as app code writes them, on a
/// 100 × 100 canvas at 1 px a point (docs/drawing.md, "Paths and custom shapes").
final class PathAndShapeTests: XCTestCase {
    private var engine: RenderEngine!

    override func setUpWithError() throws {
        engine = try RenderEngine()
    }

    /// The scene's frame at `time`, with `body` as the root's body and `declarations` beside it.
    private func draw(_ body: String, declarations: String = "", state: String = "", timeline: String = "",
                      at time: Double = 0) throws -> Frame {
        try drawProbeScene(body, declarations: declarations, state: state, timeline: timeline, at: time, engine: engine)
    }

    private func ink(_ frame: Frame, _ x: Int, _ y: Int) -> Bool { frame.rgba(x: x, y: y).g < 128 }

    func testAPathOfLinesFillsTheTriangleItCloses() throws {
        let f = try draw("""
        Path { path in
            path.move(to: CGPoint(x: 10, y: 10))
            path.addLine(to: CGPoint(x: 90, y: 10))
            path.addLine(to: CGPoint(x: 10, y: 90))
            path.closeSubpath()
        }
        .fill(Color.black)
        """)
        XCTAssertTrue(ink(f, 30, 30))
        XCTAssertTrue(ink(f, 12, 80))
        XCTAssertFalse(ink(f, 70, 70), "beyond the hypotenuse")
        XCTAssertFalse(ink(f, 5, 5))
    }

    /// A quadratic from (10, 50) to (90, 50) with its control at (50, 10) passes (50, 30) at
    /// t = ½; a cubic from (10, 90) with controls (10, 60), (90, 60) passes (50, 67.5).
    func testCurvesPassWhereTheirBezierFormulasSay() throws {
        let f = try draw("""
        Path { path in
            path.move(to: CGPoint(x: 10, y: 50))
            path.addQuadCurve(to: CGPoint(x: 90, y: 50), control: CGPoint(x: 50, y: 10))
            path.move(to: CGPoint(x: 10, y: 90))
            path.addCurve(to: CGPoint(x: 90, y: 90), control1: CGPoint(x: 10, y: 60), control2: CGPoint(x: 90, y: 60))
        }
        .stroke(Color.black, lineWidth: 3)
        """)
        XCTAssertTrue(ink(f, 50, 30))
        XCTAssertFalse(ink(f, 50, 26))
        XCTAssertFalse(ink(f, 50, 34))
        XCTAssertTrue(ink(f, 50, 67))
        XCTAssertFalse(ink(f, 50, 63))
        XCTAssertFalse(ink(f, 50, 72))
    }

    /// SwiftUI's `clockwise` is in a y-up sense: `clockwise: true` from 0° to 90° runs
    /// counterclockwise on the screen, the long way through 12 and 9 o'clock.
    func testAClockwiseArcTurnsCounterclockwiseOnTheScreen() throws {
        func arc(_ clockwise: Bool) throws -> Frame {
            try draw("""
            Path { p in
                p.addArc(center: CGPoint(x: 50, y: 50), radius: 40, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: \(clockwise))
            }
            .stroke(Color.black, lineWidth: 4)
            """)
        }
        let cw = try arc(true)
        XCTAssertTrue(ink(cw, 50, 10), "12 o'clock")
        XCTAssertTrue(ink(cw, 10, 50), "9 o'clock")
        XCTAssertFalse(ink(cw, 78, 78), "not the short way")
        let ccw = try arc(false)
        XCTAssertTrue(ink(ccw, 78, 78), "the short way, below right")
        XCTAssertFalse(ink(ccw, 50, 10))
        XCTAssertFalse(ink(ccw, 10, 50))
    }

    /// A rectangle holding an ellipse: both run clockwise on the screen, so the non-zero rule
    /// fills the ellipse too, and `FillStyle(eoFill: true)` leaves it a hole.
    func testTheEvenOddRuleMakesTheInnerSubpathAHole() throws {
        func ring(_ style: String) throws -> Frame {
            try draw("""
            Path { p in
                p.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
                p.addEllipse(in: CGRect(x: 25, y: 25, width: 50, height: 50))
            }
            .fill(Color.black\(style))
            """)
        }
        let evenOdd = try ring(", style: FillStyle(eoFill: true)")
        XCTAssertFalse(ink(evenOdd, 50, 50))
        XCTAssertTrue(ink(evenOdd, 10, 10))
        XCTAssertTrue(ink(evenOdd, 50, 20))
        let winding = try ring("")
        XCTAssertTrue(ink(winding, 50, 50))
        let clipped = try draw("""
        Color.black.clipShape(Path { p in
            p.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
            p.addEllipse(in: CGRect(x: 25, y: 25, width: 50, height: 50))
        }, style: FillStyle(eoFill: true))
        """)
        XCTAssertFalse(ink(clipped, 50, 50), "a clip by the even-odd rule")
        XCTAssertTrue(ink(clipped, 10, 10))
    }

    /// `Path(roundedRect:cornerRadius:)`, `addRoundedRect(in:cornerSize:)`, `Path(ellipseIn:)`,
    /// `Path(_ rect:)` and `addArc(tangent1End:tangent2End:radius:)`.
    func testTheRectangleEllipseAndTangentArcElements() throws {
        let rounded = try draw("Path(roundedRect: CGRect(x: 10, y: 10, width: 80, height: 80), cornerRadius: 20).fill(Color.black)")
        XCTAssertFalse(ink(rounded, 12, 12), "the rounded corner")
        XCTAssertTrue(ink(rounded, 12, 50))
        XCTAssertTrue(ink(rounded, 50, 50))
        XCTAssertFalse(ink(rounded, 5, 50))
        let added = try draw("""
        Path { p in p.addRoundedRect(in: CGRect(x: 10, y: 10, width: 80, height: 80), cornerSize: CGSize(width: 20, height: 20)) }
            .fill(Color.black)
        """)
        XCTAssertTrue(added == rounded, "addRoundedRect draws Path(roundedRect:)'s rectangle")
        let ellipse = try draw("Path(ellipseIn: CGRect(x: 0, y: 20, width: 100, height: 60)).fill(Color.black)")
        XCTAssertTrue(ink(ellipse, 50, 50))
        XCTAssertTrue(ink(ellipse, 3, 50))
        XCTAssertFalse(ink(ellipse, 10, 25))
        let rect = try draw("Path(CGRect(x: 20, y: 30, width: 40, height: 20)).fill(Color.black)")
        XCTAssertTrue(ink(rect, 21, 31))
        XCTAssertTrue(ink(rect, 58, 48))
        XCTAssertFalse(ink(rect, 61, 40))
        // From (10, 90) up to (10, 10) and across to (90, 10), a 30-point round corner: its
        // centre is (40, 40), its middle (40 − 30/√2, 40 − 30/√2) ≈ (18.8, 18.8).
        let corner = try draw("""
        Path { p in
            p.move(to: CGPoint(x: 10, y: 90))
            p.addArc(tangent1End: CGPoint(x: 10, y: 10), tangent2End: CGPoint(x: 90, y: 10), radius: 30)
            p.addLine(to: CGPoint(x: 90, y: 10))
        }
        .stroke(Color.black, lineWidth: 3)
        """)
        XCTAssertTrue(ink(corner, 10, 60))
        XCTAssertTrue(ink(corner, 60, 10))
        XCTAssertTrue(ink(corner, 19, 19))
        XCTAssertFalse(ink(corner, 11, 11), "the corner is cut round")
    }

    /// `trim(from:to:)` on a path walks its length from its first point.
    func testATrimmedPathDrawsTheFirstHalfOfItsLine() throws {
        let f = try draw("""
        Path { p in
            p.move(to: CGPoint(x: 10, y: 50))
            p.addLine(to: CGPoint(x: 90, y: 50))
        }
        .trim(from: 0, to: 0.5)
        .stroke(Color.black, lineWidth: 4)
        """)
        XCTAssertTrue(ink(f, 30, 50))
        XCTAssertTrue(ink(f, 48, 50))
        XCTAssertFalse(ink(f, 52, 50))
        XCTAssertFalse(ink(f, 70, 50))
    }

    static let triangle = """
    struct Triangle: InsettableShape {
        var insetAmount: CGFloat = 0
        func path(in rect: CGRect) -> Path {
            var path = Path()
            path.move(to: CGPoint(x: rect.midX, y: rect.minY + insetAmount))
            path.addLine(to: CGPoint(x: rect.maxX - insetAmount, y: rect.maxY - insetAmount))
            path.addLine(to: CGPoint(x: rect.minX + insetAmount, y: rect.maxY - insetAmount))
            path.closeSubpath()
            return path
        }
        func inset(by amount: CGFloat) -> some InsettableShape {
            var shape = self
            shape.insetAmount += amount
            return shape
        }
    }
    """

    /// `path(in:)` is asked for the rectangle the shape has, in its own coordinates: padded by
    /// 10, the triangle's apex is at (50, 10) and its base on y = 90.
    func testACustomShapeIsPathedInTheRectLayoutGivesIt() throws {
        let f = try draw("Triangle().fill(Color.black).padding(10)", declarations: Self.triangle)
        XCTAssertTrue(ink(f, 50, 14))
        XCTAssertFalse(ink(f, 50, 8))
        XCTAssertFalse(ink(f, 25, 30))
        XCTAssertTrue(ink(f, 13, 88))
        XCTAssertFalse(ink(f, 50, 92))
        let clipped = try draw("Color.black.clipShape(Triangle()).padding(10)", declarations: Self.triangle)
        XCTAssertTrue(clipped == f, "a clipShape lets the same triangle through")
        let background = try draw("Color.clear.background(Color.black, in: Triangle()).padding(10)", declarations: Self.triangle)
        XCTAssertTrue(background == f, "a background in the shape fills it")
    }

    /// `strokeBorder` insets an `InsettableShape` by half the line width through its own
    /// `inset(by:)`: the border's base lies inside the frame (80…90), a stroke's across it.
    func testStrokeBorderInsetsAnInsettableShapeThroughItsInset() throws {
        let border = try draw("Triangle().strokeBorder(Color.black, lineWidth: 10).padding(10)", declarations: Self.triangle)
        XCTAssertTrue(ink(border, 50, 88))
        XCTAssertFalse(ink(border, 50, 92))
        XCTAssertFalse(ink(border, 50, 70), "the inside stays empty")
        let stroke = try draw("Triangle().stroke(Color.black, lineWidth: 10).padding(10)", declarations: Self.triangle)
        XCTAssertTrue(ink(stroke, 50, 92))
    }

    /// A custom shape matched between two frames is re-pathed at the in-between frame: at ½
    /// of a linear flight from 40 × 40 at (10, 10) to 80 × 60 at (10, 30), a 60 × 50 triangle
    /// at (10, 20), its apex at (40, 20) and its base on y = 70.
    func testAMatchedCustomShapeIsPathedAtTheInBetweenFrame() throws {
        let body = """
        ZStack(alignment: .topLeading) {
            if big {
                Triangle().fill(Color.black).matchedGeometryEffect(id: "t", in: ns).frame(width: 80, height: 60).offset(x: 10, y: 30)
            } else {
                Triangle().fill(Color.black).matchedGeometryEffect(id: "t", in: ns).frame(width: 40, height: 40).offset(x: 10, y: 10)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        """
        let f = try draw(body, declarations: Self.triangle, state: "@Namespace var ns\n@State var big = false",
                         timeline: "withAnimation(.linear(duration: 1)) { big = true }", at: 0.6)
        XCTAssertTrue(ink(f, 40, 24))
        XCTAssertFalse(ink(f, 40, 16))
        XCTAssertTrue(ink(f, 15, 68))
        XCTAssertFalse(ink(f, 8, 68))
        XCTAssertFalse(ink(f, 40, 73))
        XCTAssertTrue(ink(f, 65, 68))
        XCTAssertFalse(ink(f, 73, 68))
    }

    static let bars = """
    struct Bar: Shape {
        var fraction: Double
        var animatableData: Double {
            get { fraction }
            set { fraction = newValue }
        }
        func path(in rect: CGRect) -> Path {
            Path(CGRect(x: 0, y: 0, width: rect.width * fraction, height: rect.height))
        }
    }
    struct StillBar: Shape {
        var fraction: Double
        func path(in rect: CGRect) -> Path {
            Path(CGRect(x: 0, y: 0, width: rect.width * fraction, height: rect.height))
        }
    }
    """

    /// Half way through a linear animation of `fraction` from 0.2 to 1, SwiftUI sets the
    /// interpolated `animatableData` (0.6) before it calls `path(in:)`: the bar ends at x = 60.
    /// A shape without `animatableData` does not animate: it is drawn at its new value at once.
    func testAnimatableDataIsInterpolatedBeforeThePathIsAsked() throws {
        let body = """
        VStack(spacing: 0) {
            Bar(fraction: fraction).fill(Color.black).frame(height: 50)
            StillBar(fraction: fraction).fill(Color.black).frame(height: 50)
        }
        """
        let change = "withAnimation(.linear(duration: 1)) { fraction = 1 }"
        let start = try draw(body, declarations: Self.bars, state: "@State var fraction = 0.2", timeline: change, at: 0.05)
        XCTAssertTrue(ink(start, 18, 25))
        XCTAssertFalse(ink(start, 22, 25))
        let half = try draw(body, declarations: Self.bars, state: "@State var fraction = 0.2", timeline: change, at: 0.6)
        XCTAssertTrue(ink(half, 58, 25))
        XCTAssertFalse(ink(half, 62, 25))
        XCTAssertTrue(ink(half, 95, 75), "the still bar is already whole")
        let end = try draw(body, declarations: Self.bars, state: "@State var fraction = 0.2", timeline: change, at: 1.2)
        XCTAssertTrue(ink(end, 98, 25))
    }

    /// `AnimatablePair` animates two numbers at once.
    func testAnAnimatablePairInterpolatesBothNumbers() throws {
        let declarations = """
        struct Box: Shape {
            var w: Double
            var h: Double
            var animatableData: AnimatablePair<Double, Double> {
                get { AnimatablePair(w, h) }
                set { w = newValue.first; h = newValue.second }
            }
            func path(in rect: CGRect) -> Path { Path(CGRect(x: 0, y: 0, width: w, height: h)) }
        }
        """
        let f = try draw("Box(w: w, h: h).fill(Color.black)", declarations: declarations, state: "@State var w = 20.0\n@State var h = 80.0",
                         timeline: "withAnimation(.linear(duration: 1)) { w = 80; h = 20 }", at: 0.6)
        // Half way: 50 × 50.
        XCTAssertTrue(ink(f, 48, 48))
        XCTAssertFalse(ink(f, 52, 20))
        XCTAssertFalse(ink(f, 20, 52))
    }

    /// iOS 16's `UnevenRoundedRectangle`: only the top-leading corner is round here; its
    /// radius animates (0 → 40, 20 at ½).
    func testAnUnevenRoundedRectangleRoundsEachCornerByItsOwnRadius() throws {
        let f = try draw("UnevenRoundedRectangle(topLeadingRadius: 40, style: .circular).fill(Color.black)")
        XCTAssertFalse(ink(f, 6, 6))
        XCTAssertTrue(ink(f, 20, 20))
        XCTAssertTrue(ink(f, 98, 1))
        XCTAssertTrue(ink(f, 1, 98))
        XCTAssertTrue(ink(f, 98, 98))
        let radii = try draw("UnevenRoundedRectangle(cornerRadii: RectangleCornerRadii(bottomTrailing: 40), style: .circular).fill(Color.black)")
        XCTAssertFalse(ink(radii, 93, 93))
        XCTAssertTrue(ink(radii, 1, 1))
        let half = try draw("UnevenRoundedRectangle(topLeadingRadius: r, style: .circular).fill(Color.black)", state: "@State var r = 0.0",
                            timeline: "withAnimation(.linear(duration: 1)) { r = 40 }", at: 0.6)
        // r = 20: (4, 4) lies outside the corner's circle (22.6 from its centre), (7, 7) inside
        // (18.4); at 0 both would be ink, at 40 neither.
        XCTAssertFalse(ink(half, 4, 4))
        XCTAssertTrue(ink(half, 7, 7))
    }

    /// `ContainerRelativeShape` is a rectangle with no container shape around (an app's own
    /// views), and the container's shape made concentric inside `containerShape(_:)`: 10
    /// points in from a 30-point corner, a 20-point one.
    func testAContainerRelativeShapeTakesItsContainersShape() throws {
        let plain = try draw("ContainerRelativeShape().fill(Color.black)")
        XCTAssertTrue(ink(plain, 1, 1))
        let inside = try draw("""
        ContainerRelativeShape().fill(Color.black)
            .padding(10)
            .containerShape(RoundedRectangle(cornerRadius: 30, style: .circular))
        """)
        XCTAssertFalse(ink(inside, 13, 13))
        XCTAssertTrue(ink(inside, 18, 18))
        XCTAssertTrue(ink(inside, 11, 50))
        XCTAssertFalse(ink(inside, 8, 50))
    }

    /// A custom shape's path made from a built-in shape's (`RoundedRectangle(…).path(in:)`,
    /// as app code often writes it), with a hole cut by the even-odd rule.
    func testABuiltInShapesPathInARect() throws {
        let declarations = """
        struct Card: Shape {
            func path(in rect: CGRect) -> Path {
                var path = RoundedRectangle(cornerRadius: 20, style: .circular).path(in: rect)
                path.addEllipse(in: CGRect(x: rect.midX - 10, y: rect.midY - 10, width: 20, height: 20))
                return path
            }
        }
        """
        let f = try draw("Card().fill(Color.black, style: FillStyle(eoFill: true)).padding(10)", declarations: declarations)
        XCTAssertFalse(ink(f, 12, 12), "the round corner")
        XCTAssertTrue(ink(f, 12, 50))
        XCTAssertFalse(ink(f, 50, 50), "the hole")
        XCTAssertTrue(ink(f, 30, 50))
        XCTAssertFalse(ink(f, 5, 50))
    }
}
