import SwiftCore
import SceneLanguage
import ViewTree
import XCTest

/// `goldens { at(…) }` names a scene's own golden key frames.
final class GoldensBlockTests: XCTestCase {
    func scene(_ goldens: String) -> String {
        """
        struct V: View {
            var body: some View { Color.red }
        }
        scene("g") {
            root(V())
            goldens {
        \(goldens)
            }
        }
        """
    }

    func testTheBlockListsTimesInSeconds() throws {
        let (description, diagnostics) = SceneCompiler.compile(source: SourceFile(path: "g.scene", text: scene("        at(0.5)\n        at(1.25)")))
        XCTAssertEqual(diagnostics.filter { $0.severity == .error }, [])
        XCTAssertEqual(try XCTUnwrap(description).keyTimes, [0.5, 1.25])
    }

    func testANegativeTimeIsALocatedError() {
        let (description, diagnostics) = SceneCompiler.compile(source: SourceFile(path: "g.scene", text: scene("        at(-1)")))
        XCTAssertNil(description)
        let error = diagnostics.first { $0.severity == .error }
        XCTAssertEqual(error?.text, "'-1' is not a golden key frame time")
        XCTAssertEqual(error?.location.line, 7)
        XCTAssertEqual(error?.location.column, 12)
        XCTAssertEqual(error?.hint, "write 'at(0.5)' with a time in seconds, from 0 to 600, one per line")
    }

    func testAnythingButAtIsAnError() {
        let (_, diagnostics) = SceneCompiler.compile(source: SourceFile(path: "g.scene", text: scene("        wait(1)")))
        XCTAssertEqual(diagnostics.first { $0.severity == .error }?.id, "invalid-golden-time")
    }
}
