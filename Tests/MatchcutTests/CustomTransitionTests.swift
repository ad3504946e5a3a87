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
}
