import Foundation
import XCTest

/// `--strict` on check, test and render: a warning fails the run with exit status 1 after
/// the run has done everything else; a note (a documented approximation) never does.
final class StrictWarningsTests: XCTestCase {
    /// Two views matched across namespaces that are not shared: a warning at each effect.
    static let warned = """
    struct V: View {
        @Namespace private var a
        @Namespace private var b
        @State private var open = false
        var body: some View {
            if open {
                Color.blue.frame(width: 20, height: 20).matchedGeometryEffect(id: "dot", in: b)
            } else {
                Color.blue.frame(width: 10, height: 10).matchedGeometryEffect(id: "dot", in: a)
            }
        }
    }
    scene("warned") {
        canvas(width: 40, height: 40, scale: 1)
        root(V())
        timeline { wait(0.1); withAnimation(.linear(duration: 0.2)) { open = true }; wait(0.3) }
    }
    """

    /// Only a note: a page index style Matchcut does not draw (a documented approximation).
    static let noted = """
    struct V: View {
        @State private var big = false
        var body: some View {
            Color.blue.frame(width: big ? 40 : 20, height: 20).indexViewStyle(.page(backgroundDisplayMode: .always))
        }
    }
    scene("noted") {
        canvas(width: 40, height: 40, scale: 1)
        root(V())
        timeline { wait(0.1); withAnimation(.linear(duration: 0.2)) { big = true }; wait(0.3) }
    }
    """

    func files() throws -> (folder: String, warned: String, noted: String) {
        let folder = Repo.temporaryFolder("strict")
        try Self.warned.write(toFile: folder + "/warned.scene", atomically: true, encoding: .utf8)
        try Self.noted.write(toFile: folder + "/noted.scene", atomically: true, encoding: .utf8)
        return (folder, folder + "/warned.scene", folder + "/noted.scene")
    }

    func testCheckFailsOnWarningsOnlyWhenStrict() throws {
        let (_, warned, noted) = try files()
        XCTAssertEqual(try runMatchcut(["check", warned]).status, 0)
        let strict = try runMatchcut(["check", "--strict", warned])
        XCTAssertEqual(strict.status, 1, strict.stderr)
        XCTAssertTrue(strict.stderr.contains("Error: 3 warnings in 1 scene (--strict)"), strict.stderr)
        let notes = try runMatchcut(["check", "--strict", noted])
        XCTAssertEqual(notes.status, 0, notes.stderr)
        XCTAssertTrue(notes.stderr.contains("note:"), "the note is still shown: \(notes.stderr)")
    }

    func testTestAndRenderFailOnWarningsWhenStrictAfterDoingTheirWork() throws {
        let (folder, warned, noted) = try files()
        let local = ["CI": "false"]
        let record = try runMatchcut(["test", warned, noted, "-o", folder + "/r", "--record", "missing"], environment: local)
        XCTAssertEqual(record.status, 0, record.stderr)
        let strict = try runMatchcut(["test", warned, noted, "-o", folder + "/r", "--strict"], environment: local)
        XCTAssertEqual(strict.status, 1, strict.stderr)
        XCTAssertTrue(strict.stdout.contains("warned.scene: 5 of 5 frames match"), strict.stdout)
        XCTAssertTrue(strict.stderr.contains("3 warnings in 1 scene (--strict)"), strict.stderr)
        XCTAssertEqual(try runMatchcut(["test", noted, "-o", folder + "/r", "--strict"], environment: local).status, 0)
        let render = try runMatchcut(["render", warned, "-o", folder + "/out", "--strict", "--no-cache"])
        XCTAssertEqual(render.status, 1, render.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder + "/out/warned/frame-00000.png"), "the frames are written first")
    }
}
