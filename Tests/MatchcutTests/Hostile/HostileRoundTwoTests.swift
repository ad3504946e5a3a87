import Foundation
import XCTest

/// The severe findings of the second hostile round (issue 28): each case runs the real
/// binary in a sandbox, as an attacker or a careless user would, and checks the exit status,
/// the message with its location, and that nothing outside the command's own output changed.
/// Each failed before its fix.
final class HostileRoundTwoTests: XCTestCase {
    /// A report folder as `test --shard 1/1 -o DIR` writes it, with one scene and one frame.
    static func report(scene: String, frame: String = "t0-p000.png", status: String = "failed",
                       golden: String = "goldens/tiny/t0-p000.png", artifacts: String = "") -> String {
        #"{"comparison": {"alphaBackground": "white", "includeAntiAliasing": false, "maxDiffRatio": 0, "threshold": 0.1}, "#
            + #""frameTolerance": 0, "record": "missing", "shard": "1/1", "scenes": [{"name": \#(json(scene)), "#
            + #""file": "tiny.scene", "goldens": "goldens/tiny", "orphans": [], "pruned": false, "frames": [{"name": \#(json(frame)), "#
            + #""time": 0, "status": "\#(status)", "message": "x", "golden": \#(json(golden))\#(artifacts)}]}]}"#
    }

    static func json(_ text: String) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .withoutEscapingSlashes
        return String(decoding: (try? encoder.encode(text)) ?? Data(), as: UTF8.self)
    }

    static let reportHint = "hint: a report's names are file names inside its folder; this one was not written by Matchcut"

    /// Finding 1: merge-reports took each shard's scene names as paths. With `-o` already there,
    /// `../../../victim` deleted the user's folder `victim/` and wrote a summary.json into it.
    func testFinding1MergeReportsRefusesNamesThatLeaveItsOutput() throws {
        let escaping = "../../../victim"
        try runHostile([
            HostileCase(finding: "28.1", name: "a scene name that climbs out of an existing -o",
                        arrange: { s in
                            try s.write("victim/keep.txt", "mine")
                            try s.write("a/b/r0/report.json", Self.report(scene: escaping))
                            try s.folder("a/b/out")
                        },
                        arguments: ["merge-reports", "a/b/r0", "-o", "a/b/out"], status: 2,
                        stderr: ["Error: 'a/b/r0/report.json' names a scene '../../../victim', which is not a single file name: "
                                 + "it holds '/'", Self.reportHint],
                        writes: ["a/b/out"],
                        after: { s in
                            try expect(s.read("victim/keep.txt") == "mine", "the user's folder was emptied")
                            try expect(!s.exists("victim/summary.json"), "a summary was written outside -o")
                        }),
            HostileCase(finding: "28.1", name: "a frame name that climbs out",
                        arrange: { s in try s.write("r0/report.json", Self.report(scene: "tiny", frame: "../../escaped.png")) },
                        arguments: ["merge-reports", "r0", "-o", "out"], status: 2,
                        stderr: ["Error: 'r0/report.json' names a frame '../../escaped.png', which is not a single file name: "
                                 + "it holds '/'"],
                        writes: ["out"]),
            HostileCase(finding: "28.1", name: "a kept image outside its scene's folder",
                        arrange: { s in
                            try s.write("r0/report.json", Self.report(
                                scene: "tiny", artifacts: #", "artifacts": {"actual": "../../../etc/passwd"}"#))
                        },
                        arguments: ["merge-reports", "r0", "-o", "out"], status: 2,
                        stderr: ["Error: 'r0/report.json' names an image '../../../etc/passwd' of the scene 'tiny', "
                                 + "which is not 'tiny/<file>'"],
                        writes: ["out"]),
            HostileCase(finding: "28.1", name: "a shard's kept image that is a link to a secret",
                        arrange: { s in
                            try s.write("secret.txt", "not for the report")
                            try s.write("r0/report.json", Self.report(scene: "tiny"))
                            try s.link("r0/tiny/t0-p000.actual.png", to: "../../secret.txt")
                        },
                        arguments: ["merge-reports", "r0", "-o", "out"], status: 2,
                        stderr: ["Error: 'r0/tiny/t0-p000.actual.png' is a symbolic link; it must be the file itself",
                                 "hint: pass the folders that 'matchcut test --shard K/N -o DIR' wrote"],
                        writes: ["out"],
                        after: { s in
                            try expect(!(s.read("out/tiny/t0-p000.actual.png") ?? "").contains("not for the report"),
                                       "the link's target was copied into the report")
                        }),
            // A matching frame's golden is copied beside the failures; the report names its path.
            HostileCase(finding: "28.1", name: "a passing frame whose golden is a file that is not a PNG",
                        arrange: { s in
                            try s.write("secret.txt", "not for the report")
                            let passing = #"{"name": "t1-p000.png", "time": 1, "status": "passed", "message": "x", "golden": "secret.txt"}"#
                            try s.write("r0/report.json", Self.report(scene: "tiny")
                                .replacingOccurrences(of: #""golden": "goldens/tiny/t0-p000.png"}"#,
                                                      with: #""golden": "goldens/tiny/t0-p000.png"}, "# + passing))
                        },
                        arguments: ["merge-reports", "r0", "-o", "out"], status: 1,
                        stderr: ["Error: 1 of 2 frames failed"],
                        writes: ["out"],
                        after: { s in
                            try expect(!s.exists("out/tiny/t1-p000.expected.png"), "a file that is not a PNG was copied as a golden")
                        }),
        ])
    }
}
