import Foundation
import Matchcut
import Render
import XCTest

/// A compound name passed where a closure is expected (`.onChanged(handle(value:))`) is the
/// method, called by the gesture with its value, as Swift reads it; it was called at once with
/// nil, and the drag did nothing.
final class MethodReferenceTests: XCTestCase {
    func testAGestureCallsTheMethodItNames() throws {
        let engine = try RenderEngine()
        let scene = try compileProbeScene(
            #"Text("\(Int(dragged))").gesture(DragGesture().onChanged(handle(value:)))"#,
            state: "@State private var dragged = 0.0\n    func handle(value: DragGesture.Value) { dragged = value.translation.width }",
            timeline: #"drag("0", by: (40, 0), duration: 0.2)"#, engine: engine)
        func shown(at time: Double) -> [String] {
            scene.plan.sample(at: time).displayList.items.compactMap { item in
                if case let .text(run, _) = item.content { run.string } else { nil }
            }
        }
        XCTAssertEqual(shown(at: 0), ["0"], "not called while the view is built")
        XCTAssertEqual(shown(at: 0.5), ["40"], "the drag's last translation, through the method")
    }
}
