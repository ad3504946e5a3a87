import Drawing
import Foundation
import Geometry
import Layout
import Motion
import ViewTree
import XCTest
@testable import Render

/// Geometry effects drawn: affine ones by Cairo, perspectives through the projective warp.
final class TransformRenderTests: XCTestCase {
    private var engine: RenderEngine!

    override func setUpWithError() throws {
        engine = try RenderEngine()
    }

    private let red = RenderFixtures.systemRed

    private func render(_ item: DisplayItem, size: Double = 60, scale: Double = 1) -> Frame {
        Renderer.render(DisplayList(canvasSize: Size(width: size, height: size), items: [item]), scale: scale, engine: engine)
    }

    private func rgb(_ frame: Frame, _ x: Int, _ y: Int) -> [UInt8] {
        let p = frame.rgba(x: x, y: y)
        return [p.r, p.g, p.b]
    }

    private func item(_ frame: Rect, _ effects: [(GeometryEffect, Rect)]) -> DisplayItem {
        var item = RenderFixtures.shape(.rectangle, frame)
        item.transforms = effects.map { PlacedTransform(effect: $0.0, viewFrame: $0.1) }.cumulativeMatrices
        return item
    }

    /// A 40 × 20 rectangle turned 90° about its centre covers 20 × 40, exactly on pixels.
    func testANinetyDegreeRotationCoversTheTurnedRectangleExactly() {
        let rect = Rect(x: 10, y: 20, width: 40, height: 20)
        let frame = render(item(rect, [(.rotation(radians: .pi / 2, anchor: .center), rect)]))
        for y in 0..<60 {
            for x in 0..<60 {
                let inside = (20..<40).contains(x) && (10..<50).contains(y)
                XCTAssertEqual(rgb(frame, x, y), inside ? [255, 59, 48] : [255, 255, 255], "(\(x), \(y))")
                if rgb(frame, x, y) != (inside ? [255, 59, 48] : [255, 255, 255]) { return }
            }
        }
    }

    /// `scaleEffect(2, anchor: .topLeading)` doubles the rectangle away from its corner.
    func testScaleAboutAnAnchor() {
        let rect = Rect(x: 10, y: 10, width: 10, height: 10)
        let frame = render(item(rect, [(.scale(x: 2, y: 2, anchor: .topLeading), rect)]))
        XCTAssertEqual(rgb(frame, 28, 28), [255, 59, 48])
        XCTAssertEqual(rgb(frame, 31, 15), [255, 255, 255])
        XCTAssertEqual(rgb(frame, 9, 15), [255, 255, 255])
    }

    /// Effects compose inner first: scaled by 2 about the centre, then turned 90°, a 20 × 10
    /// bar is 20 wide and 40 tall.
    func testNestedEffectsApplyInnermostFirst() {
        let rect = Rect(x: 20, y: 25, width: 20, height: 10)
        let frame = render(item(rect, [(.rotation(radians: .pi / 2, anchor: .center), rect),
                                       (.scale(x: 2, y: 2, anchor: .center), rect)]))
        XCTAssertEqual(rgb(frame, 30, 11), [255, 59, 48])
        XCTAssertEqual(rgb(frame, 30, 9), [255, 255, 255])
        XCTAssertEqual(rgb(frame, 21, 30), [255, 59, 48])
        XCTAssertEqual(rgb(frame, 19, 30), [255, 255, 255])
    }

    /// A clip written outside the rotation stays put; one written inside turns with it.
    func testAClipTurnsOnlyUnderTheEffectsItIsWrittenIn() {
        let rect = Rect(x: 10, y: 10, width: 40, height: 40)
        var outside = item(rect, [(.rotation(radians: .pi / 4, anchor: .center), rect)])
        outside.clips = [ClipRegion(rect: Rect(x: 0, y: 0, width: 60, height: 30), shape: .rectangle)]
        let a = render(outside)
        XCTAssertEqual(rgb(a, 30, 28), [255, 59, 48])
        XCTAssertEqual(rgb(a, 30, 32), [255, 255, 255], "clipped at y = 30, unturned")
        var inside = item(rect, [(.rotation(radians: .pi / 4, anchor: .center), rect)])
        inside.clips = [ClipRegion(rect: Rect(x: 10, y: 10, width: 40, height: 20), shape: .rectangle, transformDepth: 1)]
        let b = render(inside)
        // The clip's lower edge, turned 45° clockwise about (30, 30), runs down the diagonal
        // through the centre: the kept upper half is now the upper right.
        XCTAssertEqual(rgb(b, 38, 22), [255, 59, 48])
        XCTAssertEqual(rgb(b, 22, 38), [255, 255, 255])
    }

    /// `rotation3DEffect` about y by 60°: the right half goes away from the viewer and is
    /// drawn shorter than the left, which comes nearer; the centre column keeps its height.
    func testARotationIn3DHasATruePerspective() {
        let rect = Rect(x: 10, y: 20, width: 40, height: 20)
        let frame = render(item(rect, [(.rotation3D(radians: .pi / 3, axis: .init(x: 0, y: 1, z: 0), anchor: .center,
                                                    anchorZ: 0, perspective: 1), rect)]))
        func height(_ x: Int) -> Int { (0..<60).filter { rgb(frame, x, $0) == [255, 59, 48] }.count }
        let leftmost = (0..<60).first { height($0) > 0 }!, rightmost = (0..<60).last { height($0) > 0 }!
        XCTAssertGreaterThan(height(leftmost + 1), height(rightmost - 1) + 4, "near side taller")
        XCTAssertEqual(height(30), 20, accuracy: 1)
        // Foreshortened to about cos 60° of its width, plus the perspective's stretch.
        XCTAssertEqual(Double(rightmost - leftmost + 1), 40 * 0.5, accuracy: 5)
    }

    /// A scale of 0 collapses the item: nothing is drawn, and Cairo is never given a
    /// singular matrix.
    func testAScaleOfZeroDrawsNothing() {
        let rect = Rect(x: 10, y: 10, width: 40, height: 40)
        let frame = render(item(rect, [(.scale(x: 0, y: 1, anchor: .center), rect)]))
        XCTAssertEqual(rgb(frame, 30, 30), [255, 255, 255])
    }

    /// Under a perspective, a frame drawn in other bands moves by at most two levels (Cairo
    /// resamples from where a band's clip starts; every frame is drawn in the same bands, so
    /// renders are the same bytes: Renderer.Bands).
    func testBandsDrawTheSamePerspective() {
        let rect = Rect(x: 10, y: 20, width: 200, height: 300)
        var card = RenderFixtures.shape(.roundedRectangle(cornerRadius: 20, style: .continuous), rect)
        card.transforms = [PlacedTransform(effect: .rotation3D(radians: 0.7, axis: .init(x: 1, y: 0.3, z: 0), anchor: .center,
                                                               anchorZ: 0, perspective: 1), viewFrame: rect)].cumulativeMatrices
        let list = DisplayList(canvasSize: Size(width: 220, height: 340), items: [card])
        let whole = Renderer.render(list, scale: 3, engine: engine)
        var banded = Frame(width: whole.width, height: whole.height)
        banded.pixels.withUnsafeMutableBytes { buffer in
            let bands = Renderer.Bands(list, scale: 3, engine: engine, pixels: buffer.baseAddress!)
            for top in stride(from: 0, to: whole.height, by: 100) { bands.draw(rows: top..<min(whole.height, top + 100)) }
        }
        let worst = zip(banded.pixels, whole.pixels).map { abs(Int($0) - Int($1)) }.max() ?? 0
        XCTAssertLessThanOrEqual(worst, 2, "the largest difference between the banded and the whole frame")
        XCTAssertGreaterThan(whole.pixels.filter { $0 == 48 }.count, 20_000, "the card is drawn")
    }
}
