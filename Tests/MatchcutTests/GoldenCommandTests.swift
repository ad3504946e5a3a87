import Foundation
import ImageFiles
import Geometry
import Matchcut
import Output
import XCTest

/// `matchcut test` through the real binary, on scenes small enough to count pixels by hand:
/// a 20×20-pt canvas at 3x is 60×60 pixels; a 4×4-pt black square centred in it covers
/// pixels 24…35 in both directions.
final class GoldenCommandTests: XCTestCase {
    /// Not CI, whatever the machine running the tests says, so that recording is on.
    let local = ["CI": "false"]
    let ci = ["CI": "true"]

    static func square(offset: Int = 0, width: Int = 20) -> String {
        """
        struct Square: View {
            var body: some View {
                Rectangle()
                    .fill(Color.black)
                    .frame(width: 4, height: 4)
                    .offset(x: \(offset))
            }
        }

        scene("Square") {
            canvas(width: \(width), height: 20, scale: 3)
            root(Square())
        }
        """
    }

    static func label(_ text: String) -> String {
        """
        struct Label: View {
            var body: some View {
                Text("\(text)")
            }
        }

        scene("Label") {
            canvas(width: 80, height: 30, scale: 2)
            root(Label())
        }
        """
    }

    /// A folder holding `<name>.scene`; returns the scene's path.
    func sceneFile(_ name: String, _ text: String, in folder: String) throws -> String {
        let path = folder + "/\(name).scene"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// Each scene in scenes/ and its number of key-frame goldens (start, ¼, ½, ¾ and end of
    /// each transition; one frame for an instant change), in light and in dark alike.
    static let sceneGoldens = [("banner-hero", 15), ("card-hero", 10), ("index-bar", 15), ("music-player", 10),
                               ("navigation-deeplink", 31), ("shape-morph", 5),
                               // The seeds as their articles write them (scenes/seeds/), through sources(…),
                               // driven by their own code: taps, a URL and waits only.
                               ("seed-000-card-grid", 10), ("seed-001-banner", 15), ("seed-002-navigation-deeplink", 15), ("seed-003-index-bar", 10),
                               ("seed-004-music-player", 10), ("seed-004-concepto-basico", 10),
                               ("zoom-photos", 11)]

    /// The list above is every scene in scenes/, so neither run below leaves one out.
    func testTheGoldenListsNameEverySceneInScenes() throws {
        let scenes = try FileManager.default.contentsOfDirectory(atPath: Repo.path("scenes"))
            .filter { $0.hasSuffix(".scene") }.map { String($0.dropLast(".scene".count)) }
        XCTAssertEqual(Set(scenes), Set(Self.sceneGoldens.map(\.0)))
        XCTAssertEqual(scenes.count, Self.sceneGoldens.count)
    }

    /// Every scene's key frames match the committed goldens, through the real binary, as CI runs it.
    func testTheSeedSceneGoldensPassUnderCI() throws {
        let out = Repo.temporaryFolder("seed-goldens")
        let result = try runMatchcut(["test", "scenes", "-o", out], environment: ci)
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        for (name, count) in Self.sceneGoldens {
            XCTAssertTrue(result.stdout.contains("scenes/\(name).scene: \(count) of \(count) frames match (goldens in scenes/__goldens__/\(name))"),
                          "\(name): \(result.stdout)")
        }
    }

    /// Every scene in dark appearance (`--appearance dark`), against its own goldens: system
    /// colours, the window and the status bar dark, what the scene colours itself kept.
    func testTheSeedScenesInDarkMatchTheirDarkGoldensUnderCI() throws {
        let out = Repo.temporaryFolder("seed-goldens-dark")
        let goldens = "Tests/MatchcutTests/Fixtures/dark-seeds"
        let result = try runMatchcut(["test", "scenes", "--appearance", "dark", "--goldens", goldens, "-o", out], environment: ci)
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        for (name, count) in Self.sceneGoldens {
            XCTAssertTrue(result.stdout.contains("scenes/\(name).scene: \(count) of \(count) frames match (goldens in \(goldens)/\(name))"),
                          "\(name): \(result.stdout)")
        }
    }

    func testAMovedElementFailsWithRedInTheDiffAndTheGoldenIsKept() throws {
        let folder = Repo.temporaryFolder("moved"), out = folder + "/out"
        let scene = try sceneFile("square", Self.square(), in: folder)
        let first = try runMatchcut(["test", scene, "-o", out, "--record", "missing"], environment: local)
        XCTAssertEqual(first.status, 0, first.stderr)
        let golden = folder + "/__goldens__/square/t0-p000.png"
        XCTAssertTrue(first.stdout.contains("recorded \(golden) (new)"), first.stdout)
        let recorded = try XCTUnwrap(FileManager.default.contents(atPath: golden))

        // Moved right by 1 pt = 3 px: columns 24…26 turn white, 36…38 black, rows 24…35.
        _ = try sceneFile("square", Self.square(offset: 1), in: folder)
        let moved = try runMatchcut(["test", scene, "-o", out], environment: local)
        XCTAssertEqual(moved.status, 1)
        XCTAssertTrue(moved.stdout.contains("FAIL t0-p000.png (t = 0.000 s): 72 pixels differ (2%), more than the allowed 0 (0%)"),
                      moved.stdout)
        XCTAssertTrue(moved.stderr.contains("Error: 1 of 1 frames do not match their goldens"), moved.stderr)
        XCTAssertEqual(FileManager.default.contents(atPath: golden), recorded, "a golden is never overwritten unless asked")
        let diff = try PNGReader.read(out + "/square/t0-p000.diff.png")
        var red: [Int] = []
        for y in 0..<diff.height {
            for x in 0..<diff.width where diff.rgba(x: x, y: y) == (255, 0, 0, 255) { red.append(y * 100 + x) }
        }
        let expectedRed = (24...35).flatMap { y in [24, 25, 26, 36, 37, 38].map { y * 100 + $0 } }
        XCTAssertEqual(red, expectedRed.sorted())
        for kind in ["expected", "actual"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: out + "/square/t0-p000.\(kind).png"), kind)
        }
        let summary = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out + "/square/summary.json"))) as? [String: Any])
        let frame = try XCTUnwrap((summary["frames"] as? [[String: Any]])?.first)
        XCTAssertEqual(frame["mismatchedPixels"] as? Int, 72)
        XCTAssertEqual(frame["status"] as? String, "failed")

        // Asked for: --record failed overwrites, says so, and the next run passes.
        let accept = try runMatchcut(["test", scene, "-o", out, "--record", "failed"], environment: local)
        XCTAssertEqual(accept.status, 0, accept.stderr)
        XCTAssertTrue(accept.stdout.contains("recorded \(golden) (overwritten; it failed: 72 pixels differ"), accept.stdout)
        XCTAssertNotEqual(FileManager.default.contents(atPath: golden), recorded)
        let again = try runMatchcut(["test", scene, "-o", out], environment: local)
        XCTAssertEqual(again.status, 0)
        XCTAssertFalse(FileManager.default.fileExists(atPath: out + "/square"), "a passing scene leaves no stale artifacts")
    }

    func testAOnePixelChangeOfOneLevelPasses() throws {
        let folder = Repo.temporaryFolder("one-level"), out = folder + "/out"
        let scene = try sceneFile("square", Self.square(), in: folder)
        XCTAssertEqual(try runMatchcut(["test", scene, "-o", out, "--record", "missing"], environment: local).status, 0)
        let golden = folder + "/__goldens__/square/t0-p000.png"
        var frame = try PNGReader.read(golden)
        let i = (30 * frame.width + 30) * 4  // inside the black square
        XCTAssertEqual(Array(frame.pixels[i..<(i + 4)]), [0, 0, 0, 255])
        frame.pixels[i + 2] = 1  // red 0 → 1
        try PNGEncoder(compression: .small).encode(frame).write(to: URL(fileURLWithPath: golden))
        let edited = FileManager.default.contents(atPath: golden)
        let result = try runMatchcut(["test", scene, "-o", out], environment: local)
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertTrue(result.stdout.contains("1 of 1 frames match"), result.stdout)
        XCTAssertEqual(FileManager.default.contents(atPath: golden), edited, "a passing golden is left alone")

        // --record all makes every golden this build's, and says what it wrote.
        let all = try runMatchcut(["test", scene, "-o", out, "--record", "all"], environment: local)
        XCTAssertEqual(all.status, 0, all.stderr)
        XCTAssertTrue(all.stdout.contains("recorded \(golden) (rewritten: 0 pixels differ (0%), within the allowed 0 (0%))"), all.stdout)
        XCTAssertNotEqual(FileManager.default.contents(atPath: golden), edited)
        let unchanged = try runMatchcut(["test", scene, "-o", out, "--record", "all"], environment: local)
        XCTAssertFalse(unchanged.stdout.contains("recorded"), "a golden with identical bytes is not rewritten")
    }

    func testAChangedTextFails() throws {
        let folder = Repo.temporaryFolder("text"), out = folder + "/out"
        let scene = try sceneFile("label", Self.label("Hello"), in: folder)
        XCTAssertEqual(try runMatchcut(["test", scene, "-o", out, "--record", "missing"], environment: local).status, 0)
        _ = try sceneFile("label", Self.label("Hallo"), in: folder)
        let result = try runMatchcut(["test", scene, "-o", out], environment: local)
        XCTAssertEqual(result.status, 1, result.stdout)
        XCTAssertTrue(result.stdout.contains("FAIL t0-p000.png"), result.stdout)
        XCTAssertTrue(result.stdout.contains("more than the allowed 0 (0%)"), result.stdout)
    }

    /// `--dynamic-type medium` draws body text at 16 pt instead of 17 (docs/layout.md,
    /// "Dynamic Type"): goldens recorded at it say so in goldens.json, pass at it, and fail at
    /// the default size, with a line naming both sizes.
    func testGoldensRecordedAtATextSizeKeepItAndFailAtAnother() throws {
        let folder = Repo.temporaryFolder("dynamic-type"), out = folder + "/out"
        let scene = try sceneFile("label", Self.label("Hello"), in: folder)
        let recorded = try runMatchcut(["test", scene, "-o", out, "--record", "missing", "--dynamic-type", "medium"], environment: local)
        XCTAssertEqual(recorded.status, 0, recorded.stderr)
        let sidecar = try XCTUnwrap(GoldenSidecar.read(from: folder + "/__goldens__/label"))
        XCTAssertEqual(sidecar.settings.dynamicTypeSize, "medium")
        XCTAssertEqual(try runMatchcut(["test", scene, "-o", out, "--dynamic-type", "medium"], environment: ci).status, 0)
        let large = try runMatchcut(["test", scene, "-o", out], environment: ci)
        XCTAssertEqual(large.status, 1, large.stdout)
        XCTAssertTrue(large.stdout.contains("the goldens were drawn at text size medium and this run at large"), large.stdout)
        let wrong = try runMatchcut(["test", scene, "-o", out, "--dynamic-type", "huge"], environment: ci)
        XCTAssertEqual(wrong.status, 2)
        XCTAssertTrue(wrong.stderr.contains("invalid value 'huge' for '--dynamic-type'"), wrong.stderr)
    }

    /// goldens.json records the iOS the goldens were drawn for (18 unless the scene or `--ios`
    /// says otherwise); a run for another version whose frames differ says the version
    /// changed, naming both. iOS 26's cards are inset 16 pt, not 20 (docs/layout.md, "iOS
    /// versions"), so a one-row list differs.
    func testGoldensRecordTheIOSVersionAndAnotherVersionSaysSo() throws {
        let folder = Repo.temporaryFolder("ios-version"), out = folder + "/out"
        let scene = try sceneFile("row", """
            struct Row: View {
                var body: some View { List { Text("Option") } }
            }

            scene("Row") {
                canvas(width: 120, height: 110, scale: 2)
                root(Row())
            }
            """, in: folder)
        XCTAssertEqual(try runMatchcut(["test", scene, "-o", out, "--record", "missing"], environment: local).status, 0)
        let sidecar = try XCTUnwrap(GoldenSidecar.read(from: folder + "/__goldens__/row"))
        XCTAssertEqual(sidecar.settings.iOS, 18)
        XCTAssertEqual(try runMatchcut(["test", scene, "-o", out, "--ios", "18"], environment: ci).status, 0)
        let later = try runMatchcut(["test", scene, "-o", out, "--ios", "26"], environment: ci)
        XCTAssertEqual(later.status, 1, later.stdout)
        XCTAssertTrue(later.stdout.contains("the iOS version changed: the goldens were drawn for iOS 18 and this run draws iOS 26"),
                      later.stdout)
        let unknown = try runMatchcut(["test", scene, "-o", out, "--ios", "15"], environment: ci)
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.stderr.contains("invalid value '15' for '--ios'"), unknown.stderr)
        XCTAssertTrue(unknown.stderr.contains("17, 18, 26"), unknown.stderr)
    }

    /// Goldens recorded before the version was kept have no "iOS": they were drawn for iOS 18.
    func testASidecarWithoutAVersionWasDrawnForIOS18() throws {
        let settings = try JSONDecoder().decode(GoldenSidecar.Settings.self, from: Data(
            #"{"device": "custom", "width": 20, "height": 20, "scale": 3, "fps": 60}"#.utf8))
        XCTAssertNil(settings.iOS)
        XCTAssertEqual(settings.iosVersion, 18)
        XCTAssertEqual(settings.description, "custom 20×20 at 3x, 60 fps, iOS 18")
    }

    func testASizeMismatchNamesBothSizes() throws {
        let folder = Repo.temporaryFolder("size"), out = folder + "/out"
        let scene = try sceneFile("square", Self.square(), in: folder)
        XCTAssertEqual(try runMatchcut(["test", scene, "-o", out, "--record", "missing"], environment: local).status, 0)
        _ = try sceneFile("square", Self.square(width: 21), in: folder)
        let result = try runMatchcut(["test", scene, "-o", out], environment: local)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stdout.contains("the image is 63×60 pixels, the golden 60×60"), result.stdout)
    }

    func testInCIAMissingGoldenFailsWithAHintAndNothingIsWritten() throws {
        let folder = Repo.temporaryFolder("ci"), out = folder + "/out"
        let scene = try sceneFile("square", Self.square(), in: folder)
        let result = try runMatchcut(["test", scene, "-o", out], environment: ci)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stdout.contains("MISSING t0-p000.png: no golden at '\(folder)/__goldens__/square/t0-p000.png'"),
                      result.stdout)
        XCTAssertTrue(result.stderr.contains("Error: 1 golden is missing"), result.stderr)
        XCTAssertTrue(result.stderr.contains("record missing goldens locally with 'matchcut test <scene>' (without CI=true)"), result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder + "/__goldens__"), "CI writes nothing into the goldens folder")
        XCTAssertTrue(FileManager.default.fileExists(atPath: out + "/square/t0-p000.actual.png"))

        let refused = try runMatchcut(["test", scene, "-o", out, "--record", "all"], environment: ci)
        XCTAssertEqual(refused.status, 2)
        XCTAssertTrue(refused.stderr.contains("'--record all' is refused when CI=true"), refused.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder + "/__goldens__"))

        let never = try runMatchcut(["test", scene, "-o", out, "--record", "never"], environment: local)
        XCTAssertEqual(never.status, 1)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder + "/__goldens__"))
    }

    /// A square sliding 24 pt in 0.5 s at 30 fps; the slide then starts 2 frames later.
    /// Frames 0…20 fail from frame 4 on, and pass when a frame may match 2 frames later.
    func testAFrameMayMatchANeighbourWithinTheFrameTolerance() throws {
        let folder = Repo.temporaryFolder("tolerance"), out = folder + "/out"
        func slide(wait: String) -> String {
            """
            struct Slide: View {
                @State private var right = false
                var body: some View {
                    Rectangle().fill(Color.black).frame(width: 4, height: 4).offset(x: right ? 12 : -12)
                }
            }
            scene("Slide") {
                canvas(width: 40, height: 20, scale: 2)
                fps(30)
                root(Slide())
                timeline {
                    wait(\(wait))
                    withAnimation(.linear(duration: 0.5)) { right = true }
                    wait(0.6)
                }
            }
            """
        }
        let scene = try sceneFile("slide", slide(wait: "0.1"), in: folder)
        let record = try runMatchcut(["test", scene, "--frames", "0-20", "-o", out, "--record", "missing"], environment: local)
        XCTAssertEqual(record.status, 0, record.stderr)
        XCTAssertTrue(record.stdout.contains("0 of 21 frames match, 21 recorded"), record.stdout)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder + "/__goldens__/slide/frame-00020.png"))

        _ = try sceneFile("slide", slide(wait: "0.1 + 2.0 / 30.0"), in: folder)
        let strict = try runMatchcut(["test", scene, "--frames", "0-20", "-o", out], environment: local)
        XCTAssertEqual(strict.status, 1)
        XCTAssertTrue(strict.stdout.contains("FAIL frame-00004.png"), strict.stdout)
        XCTAssertFalse(strict.stdout.contains("FAIL frame-00003.png"), "the square has not moved yet at frame 3")
        let tolerant = try runMatchcut(["test", scene, "--frames", "0-20", "--frame-tolerance", "2", "-o", out], environment: local)
        XCTAssertEqual(tolerant.status, 0, tolerant.stdout)
        XCTAssertTrue(tolerant.stdout.contains("21 of 21 frames match"), tolerant.stdout)
        let junit = try String(contentsOfFile: out + "/junit.xml", encoding: .utf8)
        XCTAssertTrue(junit.contains("tests=\"21\" failures=\"0\""), junit)
    }

    func testHelpListsBothCommands() throws {
        let overview = try runMatchcut(["--help"])
        XCTAssertTrue(overview.stdout.contains("test                    Compare key frames with stored goldens."), overview.stdout)
        XCTAssertTrue(overview.stdout.contains("diff                    Compare two PNG files and draw the diff."), overview.stdout)
        let test = try runMatchcut(["test", "--help"])
        XCTAssertEqual(test.status, 0)
        for text in ["USAGE: matchcut test", "--record <mode>", "--frame-tolerance <n>", "(default: 0.1)", "CI=true"] {
            XCTAssertTrue(test.stdout.contains(text), "test --help lacks '\(text)'")
        }
        let diff = try runMatchcut(["help", "diff"])
        XCTAssertTrue(diff.stdout.contains("USAGE: matchcut diff <a.png> <b.png>"), diff.stdout)
    }

    func testUsageErrorsExitWithTwo() throws {
        let cases: [([String], String)] = [
            (["test"], "missing expected argument '<scene|dir>'"),
            (["test", "scenes/shape-morph.scene", "--record", "sometimes"], "invalid value 'sometimes' for '--record': expected missing, failed, all or never"),
            (["test", "scenes/shape-morph.scene", "--frames", "9-2"], "invalid value '9-2' for '--frames'"),
            (["test", "scenes/shape-morph.scene", "--frames", "0-900"], "frames 0-900 are outside 'shape-morph', which has frames 0-63"),
            (["test", "scenes/shape-morph.scene", "--threshold", "2"], "invalid value '2' for '--threshold': expected a number from 0 to 1"),
            (["test", "scenes/shape-morph.scene", "--recrod", "all"], "unknown option '--recrod'. Did you mean '--record'?"),
            (["diff", "a.png"], "missing expected argument '<b.png>'"),
            (["diff", "Package.swift", "Makefile"], "'Package.swift' is not a PNG file"),
            (["diff", "no/such.png", "Makefile"], "no such file or folder 'no/such.png'"),
        ]
        for (arguments, message) in cases {
            let result = try runMatchcut(arguments, environment: ci)
            XCTAssertEqual(result.status, 2, "\(arguments): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains(message), "\(arguments): stderr lacks '\(message)':\n\(result.stderr)")
        }
    }
}
