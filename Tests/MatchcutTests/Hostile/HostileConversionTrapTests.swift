import Foundation
import XCTest

/// The traps the conversion audit (HostileConversionTests) found outside the language
/// modules, each through the real binary: a scene's number, or a report's, that reached an
/// `Int(…)` or `Int32(…)` past its range (exit 132, no message). Each is now a clamp or a
/// located error.
final class HostileConversionTrapTests: XCTestCase {
    /// A report folder as `test --shard` writes it, with no scenes, `comparison` and `shard` as given.
    static func report(threshold: String = "0.1", maxDiffRatio: String = "0", shard: String = "1/1") -> String {
        #"{"comparison": {"alphaBackground": "white", "includeAntiAliasing": false, "maxDiffRatio": \#(maxDiffRatio), "#
            + #""threshold": \#(threshold)}, "frameTolerance": 0, "record": "missing", "scenes": [], "shard": "\#(shard)"}"#
    }

    static func merge(_ name: String, _ reports: [String], _ message: String) -> HostileCase {
        HostileCase(finding: "3", name: name,
                    arrange: { s in for (i, report) in reports.enumerated() { try s.write("r\(i)/report.json", report) } },
                    arguments: ["merge-reports"] + reports.indices.map { "r\($0)" } + ["-o", "merged"],
                    status: 2, stderr: [message], writes: ["merged"])
    }

    func testFinding3TheTrapsTheAuditFoundEndCleanly() throws {
        let tiny = { (body: String) in HostileFixtures.scene(body: body) }
        let curve = HostileFixtures.scene(animation: ".timingCurve(0.2, 1e300, 0.8, 1e300, duration: 0.2)")
        try runHostile([
            // Pango units at the reference size: a 0.01-pt font scales its tracking by 25,600.
            HostileCase(finding: "3", name: "tracking 100 on a 0.01-point font",
                        arrange: { s in try s.write("tiny.scene", tiny("Text(\"ab\").font(.system(size: 0.01)).tracking(100)")) },
                        arguments: ["render", "tiny.scene", "-o", "out"], status: 0, stderr: [], writes: ["out"]),
            HostileCase(finding: "3", name: "a baseline offset of 1000 on a 0.01-point font",
                        arrange: { s in try s.write("tiny.scene", tiny("Text(\"ab\").font(.system(size: 0.01)).baselineOffset(1000)")) },
                        arguments: ["check", "tiny.scene"], status: 0, stderr: [], stdout: ["tiny.scene: ok"]),
            // A timing curve's control points may be any number; the sheet labels its progress.
            HostileCase(finding: "3", name: "a contact sheet of a timing curve through 1e300",
                        arrange: { s in try s.write("tiny.scene", curve) },
                        arguments: ["render", "tiny.scene", "-o", "out", "--contact-sheet"], status: 0, stderr: [], writes: ["out"],
                        after: { s in XCTAssertTrue(FileManager.default.fileExists(atPath: s.path("out/tiny/contact-sheet.png"))) }),
            // merge-reports prints a report's options into the merged one.
            Self.merge("a report whose threshold is 1e300", [Self.report(threshold: "1e300")],
                       "Error: 'r0/report.json' is not a Matchcut test report: its threshold is 1e+300, not a number from 0 to 1"),
            Self.merge("a report whose max diff ratio is -0.5", [Self.report(maxDiffRatio: "-0.5")],
                       "Error: 'r0/report.json' is not a Matchcut test report: its maxDiffRatio is -0.5, not a number from 0 to 1"),
            // It listed every missing shard of 1/10^14: a hang.
            Self.merge("a report of shard 1/10^14", [Self.report(shard: "1/100000000000000")],
                       "Error: shards 2/100000000000000, 3/100000000000000"),
            Self.merge("one report given twice", [Self.report(), Self.report()], "Error: a shard is given twice"),
        ])
    }
}
