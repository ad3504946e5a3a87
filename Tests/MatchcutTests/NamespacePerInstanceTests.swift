import Foundation
import Matchcut
import Render
import XCTest

/// Each instance of a view has its own `@Namespace`, as SwiftUI keeps one per view: two rows of
/// one type, each with a matched group of the same id, each animate in place. They were one
/// group, so a row's view flew to the other row and "several views are the source" was warned
/// (a public sample's form fields flew onto each other).
final class NamespacePerInstanceTests: XCTestCase {
    func testTwoRowsOfOneTypeEachMorphInPlace() throws {
        let path = try Repo.sceneFile("""
        struct Row: View {
            @Namespace private var ns
            let on: Bool
            var body: some View {
                if on {
                    Color.blue.matchedGeometryEffect(id: "bg", in: ns).frame(width: 200, height: 40)
                } else {
                    Color.blue.matchedGeometryEffect(id: "bg", in: ns).frame(width: 40, height: 40)
                }
            }
        }

        struct Rows: View {
            @State private var on = false
            var body: some View {
                VStack {
                    Row(on: on)
                    Row(on: on)
                    Button("Go") { withAnimation(.linear(duration: 0.5)) { on.toggle() } }
                }
            }
        }

        scene("rows") {
            device(.iPhone14)
            root(Rows())
            timeline {
                wait(0.2)
                tap("Go")
                wait(0.6)
            }
        }
        """, named: "rows")
        let s = try CompiledScene.load(path: path, engine: RenderEngine())
        XCTAssertEqual(s.diagnostics.map(\.message) + s.motionDiagnostics.map(\.message), [])
        func bars(_ frame: Int) -> [(y: Double, width: Double)] {
            s.plan.sample(at: s.time(ofFrame: frame)).elements.compactMap { e in
                guard case .shape = e.element.content, e.element.identity.description.hasPrefix("Rows") else { return nil }
                return (e.element.frame.minY, e.element.frame.width)
            }.sorted { $0.y < $1.y }
        }
        // Half-way through the linear change (0.45 s): each bar 120 wide, each on its own row.
        let mid = bars(27)
        XCTAssertEqual(mid.map(\.width), [120, 120], accuracy: 0.5)
        XCTAssertEqual(mid.map(\.y), bars(0).map(\.y))
    }
}

private func XCTAssertEqual(_ a: [Double], _ b: [Double], accuracy: Double, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(a.count, b.count, file: file, line: line)
    for (x, y) in zip(a, b) { XCTAssertEqual(x, y, accuracy: accuracy, file: file, line: line) }
}
