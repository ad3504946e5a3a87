import Foundation
import XCTest

/// The command line's rules through the real binary, as a table: one row per rule of issue
/// 21 (progress bar cleared before other lines, lines in order in a pipe, `--` ends the
/// options, a value may not be an option, one meaning per option name, Matchcut's own words
/// for system errors, `diff` writing under output/, an empty input is an error, `--version`
/// prints the fingerprint). Each row runs in its own folder with stdout and stderr on one
/// pipe, and checks the exit status, what is printed (and in which order), and the files.
final class CommandLineRulesTests: XCTestCase {
    struct Row {
        var rule: String
        var arguments: (String) -> [String]
        var status: Int32
        /// Texts that must be printed, in this order.
        var prints: [String] = []
        var lacks: [String] = []
        /// Paths relative to the row's folder.
        var makes: [String] = []
        var never: [String] = []
        var environment: [String: String] = [:]
        var arrange: (String) throws -> Void = { _ in }
    }

    func testTheRulesOfTheCommandLine() throws {
        let scene = Repo.path("scenes/shape-morph.scene")
        let clear = "\r\u{1B}[K"
        let square = { (folder: String, offset: Int) in
            try GoldenCommandTests.square(offset: offset).write(toFile: folder + "/square.scene", atomically: true, encoding: .utf8)
        }
        let rows: [Row] = [
            Row(rule: "the progress bar is cleared before any other line",
                arguments: { ["render", scene, "-o", $0 + "/out", "--scale", "0.25", "--progress-style", "bar"] }, status: 0,
                prints: ["[", "frames", "\u{1B}[K" + clear + scene + ": 64 frames → ", "64/64 frames"],
                makes: ["out/shape-morph/frame-00063.png"]),
            Row(rule: "a scene's FAIL lines come under its own line, before the error that counts them and the command that accepts them",
                arguments: { ["test", $0 + "/square.scene", "-o", $0 + "/report"] }, status: 1,
                prints: ["square.scene: 0 of 1 frames match", "  FAIL t0-p000.png", "report: ", "Error: 1 of 1 frames do not match",
                         "accept it on your machine (without CI=true) with: matchcut test ", "/square.scene -o ", "/report --record failed"],
                environment: ["CI": "true"],
                arrange: { folder in
                    try square(folder, 0)
                    let record = try runMatchcut(["test", folder + "/square.scene", "-o", folder + "/r", "--record", "missing"],
                                                 environment: ["CI": "false"])
                    XCTAssertEqual(record.status, 0, record.stderr)
                    try square(folder, 1)
                }),
            Row(rule: "'--' ends the options: a scene file may start with '-'",
                arguments: { ["render", "-o", $0 + "/out", "--scale", "0.25", "--frames", "0", "--", "-dash.scene"] }, status: 0,
                prints: ["-dash.scene: 1 frames → "], makes: ["out/-dash/frame-00000.png"],
                arrange: { try String(contentsOfFile: scene, encoding: .utf8).write(toFile: $0 + "/-dash.scene", atomically: true, encoding: .utf8) }),
            Row(rule: "after '--', '--help' is a file name, not a request for help",
                arguments: { _ in ["render", "--", "--help"] }, status: 2,
                prints: ["Error: no such file or folder '--help'"], lacks: ["OVERVIEW"]),
            Row(rule: "an option's value may not be another option: '-o -o' makes no folder '-o'",
                arguments: { _ in ["render", scene, "-o", "-o"] }, status: 2,
                prints: ["Error: missing value for '-o': the next argument, '-o', is an option", "See 'matchcut render --help'."],
                never: ["-o", "output"]),
            Row(rule: "a value that starts with a dash is given with '='",
                arguments: { _ in ["render", scene, "--output=-out", "--scale", "0.25", "--frames", "0", "-q"] }, status: 0,
                makes: ["-out/shape-morph/frame-00000.png"]),
            Row(rule: "--progress-style is the display; 0.1's '--progress json' still works, with a warning",
                arguments: { ["render", scene, "-o", $0 + "/out", "--scale", "0.25", "--frames", "0", "--progress", "json"] }, status: 0,
                prints: ["warning: '--progress json' is now '--progress-style json'; the old spelling will be removed in the next release",
                         "{\"event\":\"start\",\"total\":1}"]),
            Row(rule: "--progress is a transition's share, and only that",
                arguments: { ["render", scene, "-o", $0 + "/out", "--progress", "0.5"] }, status: 2,
                prints: ["Error: invalid value '0.5' for '--progress': expected a number with --transition (the display is '--progress-style')"]),
            Row(rule: "--transition N --progress P still selects one frame",
                arguments: { ["render", scene, "-o", $0 + "/out", "--scale", "0.25", "--transition", "0", "--progress", "0.5", "-q"] },
                status: 0, makes: ["out/shape-morph/t0-p050.png"]),
            Row(rule: "a system error is said in Matchcut's words, never Foundation's",
                arguments: { _ in ["trace", scene, "-o", "/no/such/folder/trace.json"] }, status: 1,
                prints: ["Error: cannot write '/no/such/folder/trace.json': no such file or folder"],
                lacks: ["NSCocoaErrorDomain", "The operation", "could not be completed", "couldn’t"]),
            Row(rule: "a folder that is a file is said in Matchcut's words too",
                arguments: { ["test", scene, "-o", $0 + "/file/report"] }, status: 1,
                prints: ["Error: cannot write '"], lacks: ["NSCocoaErrorDomain", "The operation", "couldn’t"],
                environment: ["CI": "true"],
                arrange: { try Data().write(to: URL(fileURLWithPath: $0 + "/file")) }),
            Row(rule: "matchcut diff writes its diff under output/ unless -o says otherwise",
                arguments: { _ in ["diff", "a.png", "b.png"] }, status: 0,
                prints: ["diff: output/diff.png"], makes: ["output/diff.png"], never: ["diff.png"],
                arrange: { folder in
                    let frame = try XCTUnwrap(try? Data(contentsOf: URL(fileURLWithPath:
                        Repo.path("scenes/__goldens__/shape-morph/t0-p000.png"))))
                    try frame.write(to: URL(fileURLWithPath: folder + "/a.png"))
                    try frame.write(to: URL(fileURLWithPath: folder + "/b.png"))
                }),
            Row(rule: "an empty folder is an input error",
                arguments: { ["test", $0 + "/empty", "-o", $0 + "/report"] }, status: 2,
                prints: ["Error: no scene files in '"],
                arrange: { try FileManager.default.createDirectory(atPath: $0 + "/empty", withIntermediateDirectories: true) }),
            Row(rule: "--version prints the renderer fingerprint",
                arguments: { _ in ["--version"] }, status: 0,
                prints: ["matchcut 0.", "(commit ", "cairo ", "pixman ", "pango ", "harfbuzz ", "freetype ", "fontconfig ",
                         "font /usr/share/fonts/", "fingerprint "]),
        ]
        for (number, row) in rows.enumerated() {
            let folder = Repo.temporaryFolder("cli-rule-\(number)")
            try row.arrange(folder)
            let result = try runMatchcutCombined(row.arguments(folder), environment: row.environment, directory: folder)
            let what = "\(row.rule):\n\(result.output)"
            XCTAssertEqual(result.status, row.status, what)
            var position = result.output.startIndex
            for text in row.prints {
                guard let found = result.output.range(of: text, range: position..<result.output.endIndex) else {
                    XCTFail("\(row.rule): '\(text.debugDescription)' is not printed (after what came before):\n\(result.output.debugDescription)")
                    break
                }
                position = found.upperBound
            }
            for text in row.lacks { XCTAssertFalse(result.output.contains(text), "\(row.rule): prints '\(text)'") }
            for path in row.makes { XCTAssertTrue(FileManager.default.fileExists(atPath: folder + "/" + path), "\(row.rule): no \(path)") }
            for path in row.never { XCTAssertFalse(FileManager.default.fileExists(atPath: folder + "/" + path), "\(row.rule): made \(path)") }
        }
    }

    /// The repository keeps no diff output, and `git status` lists nothing a test or a
    /// render would have left (both write under output/, which git ignores, or /tmp).
    func testTheRepositoryTracksNoDiffImage() {
        XCTAssertFalse(FileManager.default.fileExists(atPath: Repo.path("diff.png")))
    }
}
