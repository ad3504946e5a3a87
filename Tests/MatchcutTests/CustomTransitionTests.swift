import Foundation
import Geometry
import Matchcut
import Motion
import Render
import ViewTree
import XCTest

/// Transitions an app declares in `extension AnyTransition`, as a static property or a
/// static function, used with a leading dot or the type's name.
final class CustomTransitionTests: XCTestCase {
    func testStaticPropertiesAndFunctionsOfAnyTransitionExtensions() throws {
        let folder = Repo.temporaryFolder("custom-transitions")
        try """
        extension AnyTransition {
            static var slideAndFade: AnyTransition {
                .move(edge: .bottom).combined(with: .opacity)
            }
            static func lift(_ y: CGFloat) -> AnyTransition { .offset(y: y).combined(with: .opacity) }
        }
        struct V: View {
            @State private var show = false
            var body: some View {
                VStack(spacing: 0) {
                    if show {
                        Color.blue.frame(width: 100, height: 100).transition(.slideAndFade)
                        Color.red.frame(width: 100, height: 101).transition(.lift(40))
                        Color.green.frame(width: 100, height: 102).transition(AnyTransition.lift(60))
                    }
                }
                .onAppear { withAnimation(.linear(duration: 1)) { show = true } }
            }
        }
        scene("T") {
            device(.iPhone14)
            root(V())
            timeline { wait(1.2) }
        }
        """.write(toFile: folder + "/t.scene", atomically: true, encoding: .utf8)
        let s = try CompiledScene.load(path: folder + "/t.scene", engine: RenderEngine())
        func element(_ height: Double, at t: Double) throws -> SampledElement {
            try XCTUnwrap(s.plan.sample(at: t).elements.first { $0.element.frame.height == height }, "height \(height) at \(t)")
        }
        // Half way through the linear second: half the offset to go, half the opacity.
        for (height, offset) in [(100.0, 50.0), (101, 20), (102, 30)] {
            let mid = try element(height, at: 0.5), rest = try element(height, at: 1.2)
            XCTAssertEqual(mid.element.frame.minY - rest.element.frame.minY, offset, accuracy: 0.01, "height \(height)")
            XCTAssertEqual(mid.opacity, 0.5, accuracy: 0.01, "height \(height)")
        }
    }

    /// `AnyTransition.modifier(active:identity:)`: each ViewModifier's body is read for its
    /// opacity, scale, offset and rotation; half way the view is half way between them.
    func testAModifierTransitionGoesFromTheActiveModifierToTheIdentity() throws {
        let folder = Repo.temporaryFolder("modifier-transitions")
        try """
        struct Pop: ViewModifier {
            let scale: CGFloat
            let opacity: Double
            func body(content: Content) -> some View { content.scaleEffect(scale).opacity(opacity) }
        }
        struct Spin: ViewModifier {
            let angle: Double
            func body(content: Content) -> some View { content.rotationEffect(.degrees(angle)).offset(y: angle) }
        }
        extension AnyTransition {
            static var pop: AnyTransition { .modifier(active: Pop(scale: 0.2, opacity: 0), identity: Pop(scale: 1, opacity: 1)) }
        }
        struct V: View {
            @State private var show = false
            var body: some View {
                VStack(spacing: 40) {
                    if show {
                        Color.blue.frame(width: 100, height: 100).transition(.pop)
                        Color.red.frame(width: 100, height: 101)
                            .transition(AnyTransition.modifier(active: Spin(angle: 90), identity: Spin(angle: 0)))
                    }
                }
                .onAppear { withAnimation(.linear(duration: 1)) { show = true } }
            }
        }
        scene("M") {
            device(.iPhone14)
            root(V())
            timeline { wait(1.2) }
        }
        """.write(toFile: folder + "/m.scene", atomically: true, encoding: .utf8)
        let s = try CompiledScene.load(path: folder + "/m.scene", engine: RenderEngine())
        XCTAssertEqual(s.diagnostics.filter { $0.severity != .note }.map(\.message), [])
        func element(_ height: Double, at t: Double) throws -> SampledElement {
            try XCTUnwrap(s.plan.sample(at: t).elements.first { $0.element.frame.height.rounded() == (height * (t < 1 && height == 100 ? 0.6 : 1)).rounded() })
        }
        let blue = try element(100, at: 0.5), restBlue = try element(100, at: 1.2)
        XCTAssertEqual(blue.element.frame.width, 60, accuracy: 0.01, "scale 0.2 → 1, half way: 0.6")
        XCTAssertEqual(blue.element.frame.midY, restBlue.element.frame.midY, accuracy: 0.01, "about its centre")
        XCTAssertEqual(blue.opacity, 0.5, accuracy: 0.01)
        let red = try element(101, at: 0.5), restRed = try element(101, at: 1.2)
        XCTAssertEqual(red.element.frame.minY - restRed.element.frame.minY, 45, accuracy: 0.01)
        guard case let .rotation(radians, _)? = red.element.transforms.first?.effect else { return XCTFail("no rotation") }
        XCTAssertEqual(radians, .pi / 4, accuracy: 1e-9)
        XCTAssertTrue(restRed.element.transforms.isEmpty)
    }
}
