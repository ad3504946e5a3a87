import Geometry
import ViewTree
import XCTest
@testable import SceneLanguage

final class ShapeMorphTests: XCTestCase {
    static var scenePath: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("scenes/shape-morph.scene").path
    }

    func testShapeMorphCompilesToACircleThatBecomesARectangle() throws {
        let (scene, diagnostics) = compileScene(path: Self.scenePath)
        XCTAssertFalse(diagnostics.contains { $0.severity == .error }, "\(diagnostics)")
        let s = try XCTUnwrap(scene)
        XCTAssertEqual(s.title, "Shape morph")
        XCTAssertEqual(s.fps, 60)
        XCTAssertEqual(s.canvas, .iPhone14)
        XCTAssertEqual(s.layouts.map(\.name), ["circle", "rectangle"])
        XCTAssertEqual(s.timelineEnd, 0.8, accuracy: 1e-9)

        // t = 0: a VStack holding the red circle.
        guard case let .stack(spec, children) = s.initial.kind else { return XCTFail("not a stack: \(s.initial.kind)") }
        XCTAssertEqual(spec.axis, .vertical)
        XCTAssertEqual(children.count, 1)
        let circle = children[0]
        guard case let .shape(.circle, fill, _) = circle.kind else { return XCTFail("not a circle") }
        XCTAssertEqual(fill, .color(SystemColors.named["red"]!))
        XCTAssertEqual(circle.modifiers.count, 2)
        // In source order: the effect, then the frame around it.
        guard case let .matchedGeometry(m) = circle.modifiers[0] else { return XCTFail("no match") }
        guard case let .frame(w, h, _) = circle.modifiers[1] else { return XCTFail("no frame") }
        XCTAssertEqual(w, 50); XCTAssertEqual(h, 50)
        XCTAssertEqual(m.id, "geoID")
        // The namespace as written, and the one view that declares it (each instance has its own).
        XCTAssertEqual(m.namespace.name, "ConceptoBasico.nspace")
        XCTAssertEqual(m.namespace.instance, "ConceptoBasico")

        // t = 0.3 s: withAnimation(.spring()) flips to Spacer + blue rectangle.
        XCTAssertEqual(s.changes.count, 1)
        let change = s.changes[0]
        XCTAssertEqual(change.time, 0.3, accuracy: 1e-9)
        XCTAssertEqual(change.animation?.curve, .spring(response: 0.5, dampingFraction: 1.0, blendDuration: 0))
        guard case let .stack(_, after) = change.tree.kind, after.count == 2 else { return XCTFail("after: \(change.tree.kind)") }
        guard case .spacer = after[0].kind else { return XCTFail("no spacer") }
        guard case let .shape(.rectangle, rectFill, _) = after[1].kind else { return XCTFail("no rectangle") }
        XCTAssertEqual(rectFill, .color(SystemColors.named["blue"]!))
        XCTAssertNotEqual(circle.identity, after[1].identity)
        // Each view's own component names its position and type, as SwiftUI's identity does.
        XCTAssertEqual(circle.identity.description, "ConceptoBasico/0:VStack/0/if:true/0:Circle")
        XCTAssertEqual(after[1].identity.description, "ConceptoBasico/0:VStack/0/if:false/1:Rectangle")
        XCTAssertEqual(s.initial.identity, change.tree.identity)

        // The app's tap handler is accepted; the scene's timeline expresses it, so no warning.
        XCTAssertEqual(diagnostics, [])
    }

    func testBounceToDampingFraction() {
        XCTAssertEqual(Animations.dampingFraction(bounce: 0.3), 0.7, accuracy: 1e-12)
        XCTAssertEqual(Animations.dampingFraction(bounce: -0.5), 2, accuracy: 1e-12)
    }
}
