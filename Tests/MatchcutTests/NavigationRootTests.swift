import Foundation
import Matchcut
import Render
import XCTest

/// Several views at the root of a navigation container: an iPhone's `NavigationView` shows
/// the first; a `NavigationStack`'s layout of them is not documented, so they are drawn over
/// each other with a note at the stack (docs/layout.md, "Navigation").
final class NavigationRootTests: XCTestCase {
    func scene(_ container: String) throws -> String {
        let folder = Repo.temporaryFolder("navigation-root")
        let path = folder + "/\(container).scene"
        try """
        struct V: View {
            var body: some View {
                \(container) {
                    Text("First")
                    Text("Second")
                }
            }
        }
        scene("N") {
            device(.iPhone14)
            root(V())
        }
        """.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func testANavigationStackWithTwoRootViewsIsNotedAtTheStack() throws {
        let path = try scene("NavigationStack")
        let result = try runMatchcut(["check", path])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stderr.contains("NavigationStack.scene:3:9: note: 'NavigationStack' is accepted but Matchcut does not draw 2 views at its root"), result.stderr)
    }

    func testANavigationViewOnAnIPhoneShowsItsFirstView() throws {
        let path = try scene("NavigationView")
        let result = try runMatchcut(["check", path])
        XCTAssertTrue(result.stderr.contains("NavigationView.scene:3:9: note: 'NavigationView' is accepted but Matchcut does not draw its views after the first"), result.stderr)
        let s = try CompiledScene.load(path: path, engine: RenderEngine())
        XCTAssertEqual(SeedSceneTests.texts(s, frame: 0).filter { $0 != "9:41" }, ["First"])
    }
}
