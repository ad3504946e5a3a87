import Foundation
import XCTest

/// The CLI through the real binary: output, messages and exit codes, as a table.
final class CommandLineTests: XCTestCase {
    struct Case {
        let arguments: [String]
        let status: Int32
        let stderrContains: [String]
        let stdoutContains: [String]

        init(_ arguments: [String], _ status: Int32, stderr: [String] = [], stdout: [String] = []) {
            self.arguments = arguments
            self.status = status
            self.stderrContains = stderr
            self.stdoutContains = stdout
        }
    }

    func testUsageAndErrors() throws {
        let bad = Repo.temporaryFolder("cli") + "/bad.scene"
        try "struct A: View {\n    var body: some View {\n        Circl()\n    }\n}\nscene(\"x\") { root(A()) }\n"
            .write(toFile: bad, atomically: true, encoding: .utf8)
        let cases: [Case] = [
            Case(["--version"], 0, stdout: ["matchcut 0.3.0 (commit "]),
            Case(["--help"], 0, stdout: ["OVERVIEW:", "USAGE:", "SUBCOMMANDS:", "render", "trace"]),
            Case(["render", "--help"], 0, stdout: ["USAGE: matchcut render", "--scale", "--fps"]),
            Case(["rendr"], 2, stderr: ["Error: unknown command 'rendr'. Did you mean 'render'?", "See 'matchcut --help'."]),
            Case(["render", "--fsp", "30", "scenes/shape-morph.scene"], 2,
                 stderr: ["Error: unknown option '--fsp'. Did you mean '--fps'?", "See 'matchcut render --help'."]),
            Case(["render"], 2, stderr: ["missing expected argument '<scene|dir>'"]),
            Case(["render", "--fps", "zero", "scenes/shape-morph.scene"], 2, stderr: ["invalid value 'zero' for '--fps'"]),
            Case(["render", "no/such.scene"], 2, stderr: ["no such file or folder 'no/such.scene'"]),
            Case(["trace", bad], 2, stderr: [bad + ":3:9: error:", "Circle"]),
        ]
        for c in cases {
            let result = try runMatchcut(c.arguments)
            XCTAssertEqual(result.status, c.status, "\(c.arguments): \(result.stderr)")
            for text in c.stderrContains {
                XCTAssertTrue(result.stderr.contains(text), "\(c.arguments): stderr lacks '\(text)':\n\(result.stderr)")
            }
            for text in c.stdoutContains {
                XCTAssertTrue(result.stdout.contains(text), "\(c.arguments): stdout lacks '\(text)':\n\(result.stdout)")
            }
        }
    }

    func testTracePrintsTheContractFields() throws {
        let result = try runMatchcut(["trace", "scenes/shape-morph.scene"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(Array(result.stdout.utf8))) as? [String: Any])
        XCTAssertEqual(json["fps"] as? Int, 60)
        XCTAssertNotNil(json["duration"] as? Double)
        let canvas = try XCTUnwrap(json["canvas"] as? [String: Any])
        XCTAssertEqual(canvas["width"] as? Double, 390)
        XCTAssertEqual(canvas["height"] as? Double, 844)
        XCTAssertEqual(canvas["scale"] as? Double, 3)
        let frames = try XCTUnwrap(json["frames"] as? [[String: Any]])
        let element = try XCTUnwrap((frames[0]["elements"] as? [[String: Any]])?.first)
        for field in ["identity", "matchedID", "kind", "frame", "cornerRadius", "opacity", "zIndex"] {
            XCTAssertNotNil(element[field], "missing \(field)")
        }
        XCTAssertNotNil(frames[0]["index"])
        XCTAssertNotNil(frames[0]["time"])
    }
}
