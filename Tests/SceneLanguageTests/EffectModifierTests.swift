import SwiftCore
import Drawing
import Foundation
import Geometry
import SceneLanguage
import ViewTree
import XCTest

/// Geometry effects as apps write them: the modifier, its angle, anchor, axis and scale.
final class EffectModifierTests: XCTestCase {
    func effects(_ view: String) throws -> [GeometryEffect] {
        let text = """
        struct V: View {
            var body: some View {
                \(view)
            }
        }
        scene("s") { root(V()) }
        """
        let (scene, diagnostics) = SceneCompiler.compile(source: SourceFile(path: "s.scene", text: text))
        XCTAssertEqual(diagnostics.filter { $0.severity == .error }.map(\.text), [])
        let root = try XCTUnwrap(scene?.initial)
        return root.modifiers.compactMap { if case .geometryEffect(let e) = $0 { return e } else { return nil } }
    }

    func testRotationTakesDegreesRadiansAndAnAnchor() throws {
        XCTAssertEqual(try effects(#"Rectangle().rotationEffect(.degrees(30), anchor: .topLeading)"#),
                       [.rotation(radians: .pi / 6, anchor: .topLeading)])
        XCTAssertEqual(try effects(#"Rectangle().rotationEffect(.radians(1.5))"#), [.rotation(radians: 1.5, anchor: .center)])
        XCTAssertEqual(try effects(#"Rectangle().rotationEffect(Angle(degrees: 90))"#), [.rotation(radians: .pi / 2, anchor: .center)])
        XCTAssertEqual(try effects(#"Rectangle().rotationEffect(.zero)"#), [.rotation(radians: 0, anchor: .center)])
    }

    func testPiIsADoubleInArithmeticAndAngles() throws {
        XCTAssertEqual(try effects(#"Rectangle().rotationEffect(Angle(radians: .pi / 2))"#), [.rotation(radians: .pi / 2, anchor: .center)])
        XCTAssertEqual(try effects(#"Rectangle().rotationEffect(.radians(.pi))"#), [.rotation(radians: .pi, anchor: .center)])
        XCTAssertEqual(try effects(#"Rectangle().rotationEffect(.radians(-.pi / 4))"#), [.rotation(radians: -.pi / 4, anchor: .center)])
        XCTAssertEqual(try effects(#"Rectangle().rotationEffect(.radians(2 * .pi))"#), [.rotation(radians: 2 * .pi, anchor: .center)])
    }

    func testScaleTakesOneNumberOrEachAxis() throws {
        XCTAssertEqual(try effects(#"Rectangle().scaleEffect(1.5)"#), [.scale(x: 1.5, y: 1.5, anchor: .center)])
        XCTAssertEqual(try effects(#"Rectangle().scaleEffect(x: 0.5, anchor: .bottom)"#), [.scale(x: 0.5, y: 1, anchor: .bottom)])
        XCTAssertEqual(try effects(#"Rectangle().scaleEffect(CGSize(width: 2, height: 3))"#), [.scale(x: 2, y: 3, anchor: .center)])
    }

    func testRotation3DTakesItsAxisAnchorZAndPerspective() throws {
        XCTAssertEqual(try effects(#"Rectangle().rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0))"#),
                       [.rotation3D(radians: .pi, axis: .init(x: 0, y: 1, z: 0), anchor: .center, anchorZ: 0, perspective: 1)])
        XCTAssertEqual(try effects(#"Rectangle().rotation3DEffect(.degrees(45), axis: (x: 1, y: 0, z: 0), anchor: .top, anchorZ: 10, perspective: 0.5)"#),
                       [.rotation3D(radians: .pi / 4, axis: .init(x: 1, y: 0, z: 0), anchor: .top, anchorZ: 10, perspective: 0.5)])
    }

    func testTransformAndProjectionTakeMatrices() throws {
        XCTAssertEqual(try effects(#"Rectangle().transformEffect(CGAffineTransform(translationX: 10, y: 5))"#),
                       [.transform(.translation(10, 5))])
        XCTAssertEqual(try effects(#"Rectangle().transformEffect(.identity)"#), [.transform(.identity)])
        XCTAssertEqual(try effects(#"Rectangle().projectionEffect(ProjectionTransform(CGAffineTransform(scaleX: 2, y: 1)))"#),
                       [.transform(.scale(2, 1))])
    }

    func testAnUnknownLabelIsAnErrorWithASuggestion() {
        let text = "struct V: View {\n    var body: some View { Rectangle().rotationEffect(.degrees(3), anchr: .top) }\n}\nscene(\"s\") { root(V()) }\n"
        let diagnostics = SceneCompiler.compile(source: SourceFile(path: "s.scene", text: text)).1
        XCTAssertEqual(diagnostics.first?.severity, .error)
        XCTAssertTrue(diagnostics.first?.hint?.contains("'anchor'") == true, "\(diagnostics)")
    }
}

/// Shapes as apps stroke and trim them.
final class ShapeModifierTests: XCTestCase {
    func kind(_ view: String) throws -> ViewKind {
        let text = "struct V: View {\n    var body: some View { \(view) }\n}\nscene(\"s\") { root(V()) }\n"
        let (scene, diagnostics) = SceneCompiler.compile(source: SourceFile(path: "s.scene", text: text))
        XCTAssertEqual(diagnostics.map(\.text), [])
        return try XCTUnwrap(scene?.initial.kind)
    }

    func testTrimAndAStrokeStyle() throws {
        let k = try kind(#"Circle().trim(from: 0.1, to: 0.8).stroke(Color.blue, style: StrokeStyle(lineWidth: 6, lineCap: .round, lineJoin: .bevel, dash: [4, 2], dashPhase: 1))"#)
        guard case let .shape(.trimmed(.circle, from, to), nil, stroke?) = k else { return XCTFail("\(k)") }
        XCTAssertEqual([from, to], [0.1, 0.8])
        XCTAssertEqual(stroke.lineWidth, 6)
        XCTAssertEqual(stroke.lineStyle, StrokeLineStyle(cap: .round, join: .bevel, dash: [4, 2], dashPhase: 1))
    }

    func testStrokeBorderAndFillStyle() throws {
        guard case let .shape(_, nil, stroke?) = try kind(#"RoundedRectangle(cornerRadius: 8).strokeBorder(Color.red, lineWidth: 3)"#) else {
            return XCTFail()
        }
        XCTAssertEqual(stroke.lineWidth, 3)
        XCTAssertTrue(stroke.lineStyle.isBorder)
        guard case .shape(.circle, .some, nil) = try kind(#"Circle().fill(Color.red, style: FillStyle(eoFill: true))"#) else { return XCTFail() }
    }
}

/// Layer effects as apps write them.
final class LayerEffectModifierTests: XCTestCase {
    func layers(_ view: String) throws -> [LayerEffect] {
        let text = "struct V: View {\n    var body: some View { \(view) }\n}\nscene(\"s\") { root(V()) }\n"
        let (scene, diagnostics) = SceneCompiler.compile(source: SourceFile(path: "s.scene", text: text))
        XCTAssertEqual(diagnostics.map(\.text), [])
        return try XCTUnwrap(scene?.initial).modifiers.compactMap { if case .layerEffect(let e) = $0 { return e } else { return nil } }
    }

    func testEveryFilterAndBlendMode() throws {
        XCTAssertEqual(try layers(#"Rectangle().blur(radius: 3).blur(radius: 2, opaque: true)"#),
                       [.blur(radius: 3, opaque: false), .blur(radius: 2, opaque: true)])
        XCTAssertEqual(try layers(#"Rectangle().brightness(0.2).contrast(1.5).saturation(0).grayscale(0.5)"#),
                       [.brightness(0.2), .contrast(1.5), .saturation(0), .grayscale(0.5)])
        XCTAssertEqual(try layers(#"Rectangle().hueRotation(.degrees(180)).colorMultiply(.red).colorInvert().luminanceToAlpha()"#),
                       [.hueRotation(radians: .pi), .colorMultiply(SystemColors.named["red"]!), .colorInvert, .luminanceToAlpha])
        XCTAssertEqual(try layers(#"Rectangle().blendMode(.multiply).compositingGroup().drawingGroup()"#),
                       [.blendMode(.multiply), .compositingGroup, .compositingGroup])
    }
}

/// Views inside decorations get identities of their own, even when one view carries two.
final class DecorationIdentityTests: XCTestCase {
    /// A card whose body has an overlay, given a second overlay where it is used: the two
    /// overlays' views must not share an identity, or Motion pairs them and an animation
    /// removes one and inserts the other (a pop) where nothing changed.
    func testASecondOverlayOnTheSameViewHasItsOwnIdentity() throws {
        let text = """
        struct Card: View {
            var body: some View { Rectangle().overlay(Text("inner")) }
        }
        struct V: View {
            var body: some View { Card().overlay(Circle()) }
        }
        scene("s") { root(V()) }
        """
        let (scene, diagnostics) = SceneCompiler.compile(source: SourceFile(path: "s.scene", text: text))
        XCTAssertEqual(diagnostics.map(\.text), [])
        let root = try XCTUnwrap(scene?.initial)
        let overlays = root.modifiers.compactMap { if case .overlay(let v, _) = $0 { return v.identity.description } else { return nil } }
        XCTAssertEqual(overlays.count, 2)
        XCTAssertEqual(Set(overlays).count, 2, "\(overlays)")
        XCTAssertEqual(overlays[0], "V/0/Card/0:Rectangle/overlay")
        XCTAssertEqual(overlays[1], "V/0/Card/0:Rectangle/overlay#2")
    }
}
