import Foundation
import Matchcut
import XCTest

/// A run's notes and warnings, each said once with how many scenes reported it.
final class WarningDigestTests: XCTestCase {
    func testADiagnosticSeveralScenesReportIsSaidOnceWithItsCount() {
        let shared = """
        app/Card.swift:7:14: note: 'Text' matched with '.frame': Matchcut scales the text instead
        7 |     Text(title).matchedGeometryEffect(id: "t", in: ns)
          |              ^
        hint: use 'properties: .position'

        """
        let own = """
        a.scene:3:5: warning: something of a's own
        hint: fix it

        """
        XCTAssertEqual(WarningDigest.merged([shared + own, shared, shared]),
                       shared.replacingOccurrences(of: "scales the text instead\n", with: "scales the text instead (in 3 scenes)\n") + own)
        XCTAssertEqual(WarningDigest.merged([own]), own, "one scene's text is unchanged")
    }

    /// Through the binary: two scenes reading one app file with a note print it once.
    func testTwoScenesReadingOneAppFilePrintItsNoteOnce() throws {
        let folder = Repo.temporaryFolder("warning-digest")
        try """
        struct Badge: View {
            var body: some View { Color.blue.frame(width: 10, height: 10).indexViewStyle(.page(backgroundDisplayMode: .always)) }
        }
        """.write(toFile: folder + "/Badge.swift", atomically: true, encoding: .utf8)
        for name in ["one", "two"] {
            try """
            scene("\(name)") {
                sources("Badge.swift")
                canvas(width: 20, height: 20, scale: 1)
                root(Badge())
            }
            """.write(toFile: folder + "/\(name).scene", atomically: true, encoding: .utf8)
        }
        let result = try runMatchcut(["render", folder + "/one.scene", folder + "/two.scene", "-o", folder + "/out", "--no-cache"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr.components(separatedBy: "note: 'indexViewStyle'").count - 1, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains("(in 2 scenes)"), result.stderr)
    }
}
