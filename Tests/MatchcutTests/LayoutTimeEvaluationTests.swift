import Foundation
import Geometry
import Layout
import Matchcut
import Render
import XCTest

/// Layout-time evaluation: a GeometryReader's content is the app's closure run by Layout
/// with the reader's real proxy, in the state the scene was in when the reader was built.
final class LayoutTimeEvaluationTests: XCTestCase {
    private func check(_ body: String, timeline: String = "") throws -> CompiledScene.Check {
        let path = Repo.temporaryFolder("layout-time") + "/reader.scene"
        try """
        struct V: View {
            @State var count = 1
            var body: some View {
                VStack(spacing: 0) {
                    Color.blue.frame(height: 100)
                    GeometryReader { geo in
                        \(body)
                    }
                }
            }
        }
        scene("reader") {
            canvas(width: 400, height: 400, scale: 2)
            root(V())
            timeline {
        \(timeline)
            }
        }
        """.write(toFile: path, atomically: true, encoding: .utf8)
        return CompiledScene.check(path: path, engine: try RenderEngine())
    }

    private func redFrame(_ snapshot: LayoutSnapshot) -> Rect? {
        snapshot.elements.first { $0.identity.description.hasSuffix("GeometryReader/0:Color") }?.frame
    }

    func testEachStateRunsTheReaderInItsOwnState() throws {
        // Every state is laid out after the whole timeline ran: each reader still reads the
        // count its own state had, and the 300-pt height it was offered under the bar.
        let result = try check("Color.red.frame(width: Double(count) * 10, height: geo.size.height / 2)",
                               timeline: "        wait(1)\n        count = 3\n        wait(1)\n        count = 5")
        let scene = try XCTUnwrap(result.scene, result.report)
        XCTAssertEqual(redFrame(scene.plan.initial), Rect(x: 0, y: 100, width: 10, height: 150))
        XCTAssertEqual(scene.plan.changes.map { redFrame($0.target) },
                       [Rect(x: 0, y: 100, width: 30, height: 150), Rect(x: 0, y: 100, width: 50, height: 150)])
        // Laid out again later (`matchcut layout`), the first screen is the same.
        XCTAssertEqual(redFrame(try scene.snapshot(layout: nil, engine: try RenderEngine())), Rect(x: 0, y: 100, width: 10, height: 150))
    }

    func testAnErrorInTheClosureLayoutRunsIsTheScenesError() throws {
        // Built first with the screen's 400-pt height, the closure only fails at the 300 pt
        // Layout finds: the error is reported at its place, and the scene does not load.
        let result = try check("Color.red.frame(width: geo.size.height < 350 ? [1, 2][5] : 10, height: 10)")
        XCTAssertNil(result.scene)
        let errors = result.diagnostics.filter { $0.severity == .error }
        XCTAssertEqual(errors.map(\.location.line), [7], result.report)
        XCTAssertTrue(result.report.contains("index"), result.report)
    }

    private func checkScene(_ text: String) throws -> CompiledScene.Check {
        let path = Repo.temporaryFolder("layout-time-custom") + "/layout.scene"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return CompiledScene.check(path: path, engine: try RenderEngine())
    }

    private static let row = """
    struct Row: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
            return CGSize(width: sizes.map { $0.width }.reduce(0, +), height: sizes.map { $0.height }.max() ?? 0)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            var x = bounds.minX
            for subview in subviews {
                subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
                x += subview.sizeThatFits(.unspecified).width
            }
        }
    }
    """

    func testLayoutsNestAndReadersInsideThemGetTheirProxy() throws {
        // A custom layout inside another, holding a GeometryReader framed 40 x 10: the
        // inner layout's code runs while the outer's waits for its subview's size, and
        // the reader's content is built with the 40-pt width Layout finds.
        let result = try checkScene(Self.row + """

        struct V: View {
            var body: some View {
                Row {
                    Color.blue.frame(width: 100, height: 10)
                    Row {
                        GeometryReader { geo in Color.red.frame(width: geo.size.width / 2, height: 10) }
                            .frame(width: 40, height: 10)
                    }
                }
            }
        }
        scene("nested") { canvas(width: 400, height: 400, scale: 2); root(V()) }
        """)
        let scene = try XCTUnwrap(result.scene, result.report)
        // The outer row is 140 wide, centred: 130…270; the reader starts at 230.
        XCTAssertEqual(redFrame(scene.plan.initial), Rect(x: 230, y: 195, width: 20, height: 10))
    }

    func testAnErrorInACustomLayoutIsTheScenesError() throws {
        let result = try checkScene("""
        struct Broken: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
                return sizes[5]
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        struct V: View {
            var body: some View { Broken { Text("a"); Text("b") } }
        }
        scene("broken") { canvas(width: 400, height: 400, scale: 2); root(V()) }
        """)
        XCTAssertNil(result.scene)
        XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }.map(\.location.line), [4], result.report)
    }
}
