import Foundation
import Geometry
import Matchcut
import Motion
import XCTest

/// scenes/shape-morph.scene through every stage: parse, lay out, pair, animate.
final class ShapeMorphSceneTests: XCTestCase {
    let circle = Rect(x: 170, y: 1211.0 / 3, width: 50, height: 50)
    let rectangle = Rect(x: 95, y: 710, width: 200, height: 100)

    func testTheSceneLaysOutBothLayoutsBySwiftUIRules() throws {
        let scene = try loadScene("shape-morph")
        XCTAssertEqual(scene.description.title, "Shape morph")
        XCTAssertEqual(scene.fps, 60)
        XCTAssertEqual(scene.description.canvas.size, Size(width: 390, height: 844))
        XCTAssertEqual(scene.plan.initial.elements.content.map(\.frame), [circle])
        XCTAssertEqual(scene.plan.changes.map(\.target.elements.content.count), [1])
        XCTAssertEqual(scene.plan.changes[0].target.elements.content[0].frame, rectangle)
        XCTAssertEqual(scene.plan.changes[0].time, 0.3)
    }

    func testTheTraceFliesOneMatchedElementFromCircleToRectangle() throws {
        let scene = try loadScene("shape-morph")
        let trace = Trace(scene)
        XCTAssertEqual(trace.fps, 60)
        XCTAssertEqual(trace.canvas.width, 390)
        XCTAssertEqual(trace.canvas.scale, 3)
        XCTAssertEqual(trace.frames.count, scene.frameCount)
        let first = try XCTUnwrap(trace.frames.first?.elements.content.first)
        XCTAssertEqual(first.matchedID, "geoID")
        XCTAssertEqual(first.frame, Trace.FrameRect(x: circle.minX, y: circle.minY, width: 50, height: 50))
        XCTAssertEqual(first.cornerRadius, 25)
        let last = try XCTUnwrap(trace.frames.last?.elements.content.first)
        XCTAssertEqual(last.matchedID, "geoID")
        XCTAssertEqual(last.frame, Trace.FrameRect(x: 95, y: 710, width: 200, height: 100))
        XCTAssertEqual(last.cornerRadius, 0)
        // Every frame shows exactly one element; the radius never rises on the way down.
        var radius = 25.0
        for frame in trace.frames {
            XCTAssertEqual(frame.elements.content.count, 1, "frame \(frame.index)")
            XCTAssertLessThanOrEqual(frame.elements.content[0].cornerRadius, radius + 1e-9)
            radius = frame.elements.content[0].cornerRadius
        }
        // Frame 30 (t = 0.5 s, 0.2 s into the spring): width = 50 + 150·x(0.2).
        let w = 4 * Double.pi, t = 0.2
        let x = 1 - exp(-w * t) * (1 + w * t)
        XCTAssertEqual(trace.frames[30].elements.content[0].frame.width, 50 + 150 * x, accuracy: 1e-9)
    }
}
