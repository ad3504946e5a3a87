import Foundation
import Matchcut
import Render
import XCTest

/// A matched view on a page a push brings slides in with its page, as UIKit pushes it: that
/// is navigation, not a matched view without a partner, so no "fades in" warning is given
/// (a public sample's detail page drew one; with `--strict` it failed).
final class PushedPageMatchTests: XCTestCase {
    func testAMatchedViewOnAPushedPageGivesNoUnmatchedWarning() throws {
        let path = try Repo.sceneFile("""
        struct Detail: View {
            @Namespace private var shapes
            @State private var expand = false
            var body: some View {
                RoundedRectangle(cornerRadius: 20)
                    .matchedGeometryEffect(id: "card", in: shapes)
                    .frame(width: expand ? 300 : 100, height: 100)
            }
        }

        struct Home: View {
            var body: some View {
                NavigationStack {
                    NavigationLink("Open") { Detail() }
                }
            }
        }

        scene("push") {
            device(.iPhone14)
            root(Home())
            timeline {
                wait(0.2)
                tap("Open")
                wait(0.8)
            }
        }
        """, named: "push")
        let s = try CompiledScene.load(path: path, engine: RenderEngine())
        XCTAssertEqual(s.plan.transitions.count, 1)
        XCTAssertEqual(s.diagnostics.map(\.id) + s.motionDiagnostics.map(\.id.rawValue), [])
    }
}
