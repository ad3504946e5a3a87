import Drawing
import Geometry
import Layout
import Motion
import ViewTree
import XCTest
@testable import Render

/// Shapes rasterized at the output scale.
final class ShapeRenderTests: XCTestCase {
    private var engine: RenderEngine!

    override func setUpWithError() throws {
        engine = try RenderEngine()
    }

    func testRedCircleAtScale3HasSystemRedCentreAndWhiteCorners() {
        let list = DisplayList(canvasSize: Size(width: 50, height: 50),
                               items: [RenderFixtures.shape(.circle, Rect(x: 0, y: 0, width: 50, height: 50))])
        let frame = Renderer.render(list, scale: 3, engine: engine)
        XCTAssertEqual(frame.width, 150)
        XCTAssertEqual(frame.height, 150)
        XCTAssertEqual(frame.pixels.count, 150 * 150 * 4)
        let centre = frame.rgba(x: 75, y: 75)
        XCTAssertEqual([centre.r, centre.g, centre.b, centre.a], [255, 59, 48, 255])
        for (x, y) in [(0, 0), (149, 0), (0, 149), (149, 149), (10, 10)] {
            let p = frame.rgba(x: x, y: y)
            XCTAssertEqual([p.r, p.g, p.b, p.a], [255, 255, 255, 255], "corner (\(x), \(y))")
        }
        let edge = frame.rgba(x: 75, y: 1)  // inside the top of the circle
        XCTAssertEqual([edge.r, edge.g, edge.b], [255, 59, 48])
    }

    func testContinuousCornerDiffersFromCircularNearTheCorner() {
        func render(_ style: CornerStyle) -> Frame {
            let kind = ShapeKind.roundedRectangle(cornerRadius: 20, style: style)
            let list = DisplayList(canvasSize: Size(width: 100, height: 100),
                                   items: [RenderFixtures.shape(kind, Rect(x: 0, y: 0, width: 100, height: 100))])
            return Renderer.render(list, scale: 2, engine: engine)
        }
        let circular = render(.circular), continuous = render(.continuous)
        // Where the circular arc has started curving (x = r·0.1 … r from the corner) the
        // continuous curve, which leaves the edge at 1.53·r, has cut away more.
        let circularCovered = redCoverage(circular, x: 0..<40, y: 0..<40)
        let continuousCovered = redCoverage(continuous, x: 0..<40, y: 0..<40)
        XCTAssertLessThan(continuousCovered, circularCovered)
        // Both agree far from the corner: the middle of each edge is filled.
        XCTAssertEqual(circular.rgba(x: 100, y: 0).g, 59)
        XCTAssertEqual(continuous.rgba(x: 100, y: 0).g, 59)
        // At 1.2·r along the top edge the circular shape is already straight; the continuous not.
        XCTAssertEqual(circular.rgba(x: 48, y: 0).g, 59)
        XCTAssertGreaterThan(continuous.rgba(x: 48, y: 0).g, 59)
    }

    func testContinuousRadiusLargerThanTheShapeIsFittedNotOverflowing() {
        let kind = ShapeKind.roundedRectangle(cornerRadius: 1000, style: .continuous)
        let list = DisplayList(canvasSize: Size(width: 100, height: 40),
                               items: [RenderFixtures.shape(kind, Rect(x: 0, y: 0, width: 100, height: 40))])
        let frame = Renderer.render(list, scale: 1, engine: engine)
        XCTAssertEqual(frame.rgba(x: 50, y: 20).g, 59)  // centre filled
        XCTAssertEqual(frame.rgba(x: 0, y: 0).g, 255)  // corner empty
        XCTAssertEqual(frame.rgba(x: 1, y: 20).g, 59)  // the short side's middle is reached
    }

    /// A continuous capsule is a stadium, like iOS 13+, and a growing radius changes the
    /// shape smoothly through the point where the full squircle profile stops fitting.
    func testContinuousCornersBlendToAStadiumAtFullRadius() {
        func render(_ kind: ShapeKind) -> Frame {
            let list = DisplayList(canvasSize: Size(width: 120, height: 40),
                                   items: [RenderFixtures.shape(kind, Rect(x: 0, y: 0, width: 120, height: 40))])
            return Renderer.render(list, scale: 2, engine: engine)
        }
        let stadium = render(.capsule(style: .circular)), continuous = render(.capsule(style: .continuous))
        XCTAssertLessThanOrEqual(maxDifference(stadium, continuous), 12)  // flattening noise only
        let fitted = 20 / ContinuousCorner.extent
        let below = render(.roundedRectangle(cornerRadius: fitted - 0.001, style: .continuous))
        let above = render(.roundedRectangle(cornerRadius: fitted + 0.001, style: .continuous))
        XCTAssertLessThanOrEqual(maxDifference(below, above), 3)
        XCTAssertGreaterThan(maxDifference(below, stadium), 100)  // the fitted squircle is no stadium
    }

    func testStrokeIsCentredOnTheOutline() {
        let item = DisplayItem(content: .shape(.rectangle, fill: nil,
                                               stroke: StrokePaint(paint: .color(.black), lineWidth: 4)),
                               frame: Rect(x: 10, y: 10, width: 20, height: 20))
        let frame = Renderer.render(DisplayList(canvasSize: Size(width: 40, height: 40), items: [item]),
                                    scale: 1, engine: engine)
        XCTAssertEqual(frame.rgba(x: 8, y: 20).r, 0)  // 2 pt outside the edge
        XCTAssertEqual(frame.rgba(x: 11, y: 20).r, 0)  // 2 pt inside
        XCTAssertEqual(frame.rgba(x: 13, y: 20).r, 255)
        XCTAssertEqual(frame.rgba(x: 20, y: 20).r, 255)  // not filled
    }

    func testClipsOpacityAndPlusLighter() {
        let clipped = DisplayItem(content: .shape(.rectangle, fill: .color(.black), stroke: nil),
                                  frame: Rect(x: 0, y: 0, width: 40, height: 40),
                                  clips: [ClipRegion(rect: Rect(x: 0, y: 0, width: 20, height: 40), shape: .rectangle),
                                          ClipRegion(rect: Rect(x: 0, y: 0, width: 40, height: 20), shape: .rectangle)])
        var frame = Renderer.render(DisplayList(canvasSize: Size(width: 40, height: 40), items: [clipped]),
                                    scale: 1, engine: engine)
        XCTAssertEqual(frame.rgba(x: 5, y: 5).r, 0)
        XCTAssertEqual(frame.rgba(x: 30, y: 5).r, 255)
        XCTAssertEqual(frame.rgba(x: 5, y: 30).r, 255)

        // Two half-opaque blacks cross-fading with plus-lighter add up to full black.
        func half() -> DisplayItem {
            DisplayItem(content: .shape(.rectangle, fill: .color(.black), stroke: nil),
                        frame: Rect(x: 0, y: 0, width: 10, height: 10), opacity: 0.5)
        }
        let additive = DisplayItem(content: .group([half(), half()], blend: .plusLighter),
                                   frame: Rect(x: 0, y: 0, width: 10, height: 10))
        frame = Renderer.render(DisplayList(canvasSize: Size(width: 10, height: 10), background: .clear,
                                            items: [additive]), scale: 1, engine: engine)
        XCTAssertEqual(frame.pixels[3], 255)
        // The sum is a layer: on a white canvas the black does not add up to white.
        frame = Renderer.render(DisplayList(canvasSize: Size(width: 10, height: 10), items: [additive]),
                                scale: 1, engine: engine)
        XCTAssertEqual(frame.rgba(x: 5, y: 5).r, 0)
        let normal = DisplayItem(content: .group([half(), half()], blend: .normal),
                                 frame: Rect(x: 0, y: 0, width: 10, height: 10))
        frame = Renderer.render(DisplayList(canvasSize: Size(width: 10, height: 10), background: .clear,
                                            items: [normal]), scale: 1, engine: engine)
        XCTAssertEqual(Int(frame.pixels[3]), 191, accuracy: 1)  // 1 − 0.5² = 0.75
    }

    func testShadowDarkensBelowTheShapeOnly() {
        let card = DisplayItem(content: .shape(.rectangle, fill: .color(.white), stroke: nil),
                               frame: Rect(x: 20, y: 20, width: 40, height: 40),
                               shadow: ShadowSpec(color: .black, radius: 8, x: 0, y: 10))
        let frame = Renderer.render(DisplayList(canvasSize: Size(width: 80, height: 90), items: [card]),
                                    scale: 2, engine: engine)
        XCTAssertLessThan(frame.rgba(x: 80, y: 128).r, 200)  // under the card's bottom edge
        XCTAssertEqual(frame.rgba(x: 80, y: 2).r, 255)  // far above: untouched
        XCTAssertEqual(frame.rgba(x: 80, y: 80).r, 255)  // the card itself stays white
    }

    /// `.cornerRadius(16).shadow(radius: 8, y: 10)`: the rounded clip is written inside the
    /// shadow, so it shapes the shadow and does not clip it (SwiftUI draws the card's shadow);
    /// written outside (not `shapesShadow`, as `.shadow(…).cornerRadius(16)` makes it), it
    /// clips the shadow away with the rest.
    func testAClipWrittenInsideTheShadowShapesItAndDoesNotClipIt() {
        let frameRect = Rect(x: 20, y: 20, width: 40, height: 40)
        func render(insideTheShadow: Bool) -> Frame {
            let shadow = ShadowSpec(color: .black, radius: 8, x: 0, y: 10)
            let card = DisplayItem(content: .shape(.rectangle, fill: .color(.white), stroke: nil), frame: frameRect,
                                   clips: [ClipRegion(rect: frameRect, shape: .roundedRectangle(cornerRadius: 16, style: .circular),
                                                      shapesShadow: insideTheShadow)],
                                   shadow: shadow)
            return Renderer.render(DisplayList(canvasSize: Size(width: 80, height: 90), items: [card]), scale: 2, engine: engine)
        }
        let inside = render(insideTheShadow: true), outside = render(insideTheShadow: false)
        XCTAssertLessThan(inside.rgba(x: 80, y: 128).r, 200)  // under the card's bottom edge
        XCTAssertEqual(outside.rgba(x: 80, y: 128).r, 255, "nothing drawn outside the clip: the white canvas")
        XCTAssertEqual(inside.rgba(x: 80, y: 80).r, 255)  // the card itself stays white
        // The card's bottom corner is still cut: the shadow shows where a square card was white.
        XCTAssertLessThan(inside.rgba(x: 42, y: 118).r, 255)
        XCTAssertEqual(outside.rgba(x: 42, y: 118).r, 255)
    }

    private func maxDifference(_ a: Frame, _ b: Frame) -> Int {
        zip(a.pixels, b.pixels).map { abs(Int($0) - Int($1)) }.max() ?? 0
    }

    private func redCoverage(_ frame: Frame, x: Range<Int>, y: Range<Int>) -> Int {
        var total = 0
        for yy in y { for xx in x { total += 255 - Int(frame.rgba(x: xx, y: yy).g) } }
        return total
    }
}

/// A translucent item behind an antialiased clip: every edge pixel keeps the coverage it has
/// when opaque, scaled by the opacity, whether the item is painted with its opacity directly
/// (one fill) or through a layer (a group, which is always layered). A clip applied inside
/// the layer and again when compositing it would square the coverage, and an edge would
/// lighten the moment an opacity left 1.
final class TranslucentClipEdgeTests: XCTestCase {
    func testEdgeCoverageIsTheOpaqueCoverageTimesTheOpacity() throws {
        let engine = try RenderEngine()
        let square = Rect(x: 0, y: 0, width: 40, height: 40)
        let clip = ClipRegion(rect: Rect(x: 2, y: 2, width: 36, height: 36), shape: .ellipse)
        let black = DisplayItem(content: .shape(.rectangle, fill: .color(.black), stroke: nil), frame: square)
        let contents: [(String, DisplayItem.Content)] = [
            ("one fill", black.content),
            ("a layer", .group([black], blend: .normal)),
        ]
        for (name, content) in contents {
            func frame(opacity: Double) -> Frame {
                let item = DisplayItem(content: content, frame: square, opacity: opacity, clips: [clip])
                return Renderer.render(DisplayList(canvasSize: square.size, items: [item]), scale: 1, engine: engine)
            }
            let opaque = frame(opacity: 1), half = frame(opacity: 0.5)
            var edges = 0
            for y in 0..<40 {
                for x in 0..<40 {
                    let v = Double(opaque.rgba(x: x, y: y).g)
                    guard v > 5, v < 250 else { continue }  // an antialiased edge pixel
                    edges += 1
                    let expected = 255 - (255 - v) * 0.5
                    XCTAssertEqual(Double(half.rgba(x: x, y: y).g), expected, accuracy: 1.5, "\(name) at (\(x), \(y))")
                }
            }
            XCTAssertGreaterThan(edges, 40, name)
        }
    }
}
