import Foundation
import XCTest

/// Findings 9, 10 and 15 of issue 15 for goldens and `diff`: a FIFO or a folder where a PNG
/// belongs, a truncated golden, a diff written over its input, names with control characters.
final class HostileGoldenTests: XCTestCase {
    /// `tiny.scene` with its goldens recorded; returns nothing, the first golden's name is
    /// found again by `firstGolden`.
    static func recorded(_ s: Sandbox) throws {
        try s.write("tiny.scene", HostileFixtures.scene())
        let result = try runMatchcut(["test", s.path("tiny.scene"), "--record", "missing", "-o", s.path("output/golden-failures")],
                                     environment: ["CI": ""])
        try expect(result.status == 0, "recording goldens failed: \(result.stderr)")
    }

    static func firstGolden(_ s: Sandbox) -> String {
        "__goldens__/tiny/" + s.contents("__goldens__/tiny").first { $0.hasSuffix(".png") }!
    }

    static func replaceFirstGolden(_ s: Sandbox, with make: (String) throws -> Void) throws {
        try recorded(s)
        let golden = firstGolden(s)
        try FileManager.default.removeItem(atPath: s.path(golden))
        try make(golden)
    }

    static func pngs(_ s: Sandbox) throws {
        _ = try s.png("a.png", width: 4, height: 4)
        _ = try s.png("b.png", width: 4, height: 4)
    }

    func testFinding9AFIFOIsRefusedNotWaitedOn() throws {
        try runHostile([
            HostileCase(finding: "9", name: "a FIFO golden",
                        arrange: { s in try Self.replaceFirstGolden(s) { try s.fifo($0) } },
                        arguments: ["test", "tiny.scene"], status: 2,
                        stderr: ["is a FIFO (named pipe), not a file", "Error: '__goldens__/tiny/",
                                 "hint: replace it with '--record failed', or delete it to record it again"],
                        writes: ["output"], environment: ["CI": ""]),
            HostileCase(finding: "9", name: "a FIFO given to diff",
                        arrange: { s in
                            try Self.pngs(s)
                            try s.fifo("pipe.png")
                        },
                        arguments: ["diff", "a.png", "pipe.png", "-o", "d.png"], status: 2,
                        stderr: ["Error: 'pipe.png' is a FIFO (named pipe), not a file", "hint: pass two PNG files"]),
        ])
    }

    func testFinding10AFolderWhereAPNGBelongsIsAnError() throws {
        try runHostile([
            HostileCase(finding: "10", name: "a folder where a golden is expected",
                        arrange: { s in try Self.replaceFirstGolden(s) { try s.folder($0) } },
                        arguments: ["test", "tiny.scene"], status: 2,
                        stderr: ["is a folder, not a file", "hint: replace it with '--record failed'"],
                        stderrLacks: ["try!", "Fatal error"], writes: ["output"], environment: ["CI": ""]),
            HostileCase(finding: "10", name: "a folder given to diff",
                        arrange: { s in
                            try Self.pngs(s)
                            try s.folder("dir.png")
                        },
                        arguments: ["diff", "dir.png", "b.png", "-o", "d.png"], status: 2,
                        stderr: ["Error: 'dir.png' is a folder, not a file"], stderrLacks: ["try!", "Fatal error"]),
        ])
    }

    func testFinding15TruncatedGoldenIsAnErrorThatRecordFailedReplaces() throws {
        let truncate: (Sandbox) throws -> Void = { s in
            try Self.recorded(s)
            let golden = Self.firstGolden(s)
            let data = try Data(contentsOf: URL(fileURLWithPath: s.path(golden)))
            try s.write(golden, data.prefix(data.count / 2))
        }
        try runHostile([
            HostileCase(finding: "15.3", name: "a truncated golden", arrange: truncate, arguments: ["test", "tiny.scene"],
                        status: 2, stderr: ["Error: cannot decode '__goldens__/tiny/t0-p000.png': its 'IDAT' chunk at byte 33 claims",
                                            "hint: replace it with '--record failed'"],
                        writes: ["output"], environment: ["CI": ""]),
            HostileCase(finding: "15.3", name: "--record failed replaces a truncated golden", arrange: truncate,
                        arguments: ["test", "tiny.scene", "--record", "failed"], status: 0, stderr: [],
                        stdout: ["(replaced; it could not be read: cannot decode '__goldens__/tiny/"],
                        writes: ["__goldens__", "output"],
                        after: { s in
                            let again = try runMatchcut(["test", s.path("tiny.scene"), "-o", s.path("output/golden-failures")],
                                                        environment: ["CI": ""])
                            try expect(again.status == 0, "the replaced golden does not pass: \(again.stdout)\(again.stderr)")
                        }, environment: ["CI": ""]),
        ])
    }

    func testFinding15DiffNeverOverwritesItsInputs() throws {
        try runHostile([
            HostileCase(finding: "15.4", name: "diff -o the expected image", arrange: Self.pngs,
                        arguments: ["diff", "a.png", "b.png", "-o", "a.png"], status: 2,
                        stderr: ["Error: '-o a.png' would overwrite the expected image 'a.png'",
                                 "hint: write the diff image somewhere else"]),
            HostileCase(finding: "15.4", name: "diff -o the actual image by another path", arrange: Self.pngs,
                        arguments: ["diff", "a.png", "b.png", "-o", "./b.png"], status: 2,
                        stderr: ["Error: '-o ./b.png' would overwrite the actual image 'b.png'"]),
        ])
    }

    func testFinding15NamesAreEscapedBeforeTheyReachTheTerminal() throws {
        try runHostile([
            HostileCase(finding: "15.5", name: "an escape sequence in a scene name", arrange: { _ in },
                        arguments: ["render", "x\u{1B}[31mred.scene"], status: 2,
                        stderr: ["Error: no such file or folder 'x\\u{1B}[31mred.scene'"], stderrLacks: ["\u{1B}"]),
            HostileCase(finding: "15.5", name: "a newline in a scene name", arrange: { _ in },
                        arguments: ["check", "a\nhint: all is well.scene"], status: 2,
                        stderr: ["Error: no such file or folder 'a\\nhint: all is well.scene'"], stderrLacks: ["\nhint: all"]),
            HostileCase(finding: "15.5", name: "control characters in a manifest's scene name",
                        arrange: { s in
                            try s.renderShards(1)
                            try s.editScene("s1") { $0["name"] = "ti\u{1B}]0;owned\u{07}\u{0}ny" }
                        },
                        arguments: ["merge", "s1", "-o", "out"], status: 2,
                        stderr: ["names a scene 'ti\\u{1B}]0;owned\\u{7}\\0ny', which is not a single file name: it holds a NUL character"],
                        stderrLacks: ["\u{1B}", "\u{07}", "\u{0}"], writes: ["out"]),
        ])
    }
}
