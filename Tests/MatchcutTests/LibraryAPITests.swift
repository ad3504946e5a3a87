import Foundation
import Matchcut
import XCTest

/// The library as another program uses it, with `import Matchcut` alone: scenes from a file
/// or from text, frames, and a transition checked against goldens in a folder.
final class LibraryAPITests: XCTestCase {
    func testASceneFromTextIsTheSceneFromItsFile() throws {
        let path = Repo.path("scenes/shape-morph.scene")
        let fromFile = try Scene(path: path)
        let fromText = try Scene(source: try String(contentsOfFile: path, encoding: .utf8), name: "shape-morph",
                                 folder: Repo.path("scenes"))
        XCTAssertEqual(fromText.name, "shape-morph")
        XCTAssertEqual(fromText.keyFrames, fromFile.keyFrames)
        XCTAssertEqual(fromText.duration, fromFile.duration)
        let a = try fromFile.frame(at: 0.667), b = try fromText.frame(at: 0.667)
        XCTAssertEqual([a.width, a.height], [1170, 2532])
        XCTAssertEqual(a.pixels, b.pixels)
        // The committed golden of the start, drawn from the text, passes as `matchcut test`
        // passes it (since the flights' one compositing model the circle's edge differs by
        // anti-aliasing alone), and the text draws exactly what the file draws.
        let golden = try ComparedImage(pngFile: Repo.path("scenes/__goldens__/shape-morph/t0-p000.png"))
        let start = try fromText.frame(at: 0.3)
        let drawn = ComparedImage(frame: start, pngBytes: try fromText.png(at: 0.3))
        let verdict = try ImageComparison.standard.compare(expected: golden, actual: drawn).verdict
        XCTAssertTrue(verdict.passed, verdict.rawValue)
        XCTAssertEqual(start.pixels, try fromFile.frame(at: 0.3).pixels)
    }

    func testATextWithAnErrorNamesItsLineAsTheFileItWouldBe() {
        let text = "struct A: View {\n    var body: some View {\n        Circl()\n    }\n}\nscene(\"x\") { root(A()) }\n"
        XCTAssertThrowsError(try Scene(source: text, name: "broken")) { error in
            let message = MatchcutError.describe(error)
            XCTAssertTrue(message.contains("broken.scene:3:9: error:"), message)
            XCTAssertTrue(message.contains("Circle"), message)
        }
    }

    /// What assertTransition runs: recorded when asked, then a change of colour fails every
    /// key frame but the first, naming each and keeping its images.
    func testATransitionCheckFailsOnAChangedSceneAndPassesOnTheSame() throws {
        let folder = Repo.temporaryFolder("library-check")
        let text = GoldenLifecycleTests.slide()
        func check(_ source: String, record: RecordMode? = nil) throws -> TransitionCheck.Outcome {
            try TransitionCheck(scene: try Scene(source: source, name: "slide"), goldens: folder + "/goldens", record: record,
                                artifacts: folder + "/failures").run(environment: ["CI": "false"])
        }
        let recorded = try check(text, record: .missing)
        XCTAssertNil(recorded.failure)
        XCTAssertEqual(recorded.result.frames.map(\.status), Array(repeating: .recorded, count: 5))
        XCTAssertNil(try check(text).failure, "the same scene passes")

        let moved = try check(text.replacingOccurrences(of: ".linear(duration: 0.5)", with: ".easeIn(duration: 0.5)"))
        let failure = try XCTUnwrap(moved.failure)
        XCTAssertTrue(failure.hasPrefix("'slide' against \(folder)/goldens/slide: 3 of 5 frames do not match\n"), failure)
        XCTAssertTrue(failure.contains("  FAIL t0-p050.png (t = 0.550 s): "), failure)
        XCTAssertTrue(failure.contains("if the change is intended, accept it with record: .failed"), failure)
        XCTAssertEqual(moved.attachments.map(\.name), ["t0-p025.diff.png", "t0-p025.actual.png", "t0-p025.expected.png",
                                                       "t0-p050.diff.png", "t0-p050.actual.png", "t0-p050.expected.png",
                                                       "t0-p075.diff.png", "t0-p075.actual.png", "t0-p075.expected.png"])
        for image in moved.attachments { XCTAssertTrue(FileManager.default.fileExists(atPath: image.path), image.path) }
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder + "/failures/report.html"))

        // Under CI nothing is recorded, whatever was asked: a new scene's goldens are missing.
        let ci = try TransitionCheck(scene: try Scene(source: text, name: "other"), goldens: folder + "/goldens", record: .missing,
                                     artifacts: folder + "/failures").run(environment: ["CI": "true"])
        XCTAssertTrue(try XCTUnwrap(ci.failure).contains("5 goldens are missing (nothing is recorded under CI=true)"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder + "/goldens/other"))
    }
}
