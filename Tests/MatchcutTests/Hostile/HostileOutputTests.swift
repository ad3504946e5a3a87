import Foundation
import XCTest

/// Findings 1 and 13 of issue 15: render replaced `<out>/<scene>` whatever it held, swapped
/// scenes in one by one (so an interrupt mixed old and new), left `.old-*` folders for good,
/// and took no lock. Each case runs the binary on a sandbox and checks that nothing but
/// its output changed.
final class HostileOutputTests: XCTestCase {
    static let notMade = "Matchcut did not make it (it has no '.matchcut-output')"
    static let hint = "hint: Matchcut replaces only folders it made; move it away, or render into another folder with -o"

    static func tiny(_ s: Sandbox, _ relative: String = "tiny.scene", seconds: Double = 0.1, size: Int = 40) throws {
        try s.write(relative, HostileFixtures.scene(canvas: "canvas(width: \(size), height: \(size), scale: 1)")
            .replacingOccurrences(of: "wait(0.1)", with: "wait(\(seconds))"))
    }

    /// `matchcut render` with `scenes` into `out`, both in the sandbox, and `options`.
    static func render(_ s: Sandbox, _ scenes: [String], out: String = "out", _ options: [String] = []) throws {
        let result = try runMatchcut(["render"] + scenes.map(s.path) + ["-o", s.path(out)] + options)
        try expect(result.status == 0, "the first render failed: \(result.stderr)")
    }

    func testFinding1RenderReplacesOnlyWhatItMade() throws {
        try runHostile([
            HostileCase(finding: "1.1", name: "a folder of the user's where the scene's goes",
                        arrange: { s in
                            try Self.tiny(s)
                            try s.write("out/tiny/notes.txt", "mine")
                        },
                        arguments: ["render", "tiny.scene", "-o", "out"], status: 2,
                        stderr: ["tiny.scene: error: scene 'tiny' would replace 'out/tiny': " + Self.notMade, Self.hint]),
            HostileCase(finding: "1.2", name: "render scenes -o . with docs.scene beside docs/",
                        arrange: { s in
                            try Self.tiny(s, "scenes/docs.scene")
                            try s.write("docs/guide.md", "# the project's docs")
                        },
                        arguments: ["render", "scenes", "-o", "."], status: 2,
                        stderr: ["scenes/docs.scene: error: scene 'docs' would replace './docs': " + Self.notMade]),
            HostileCase(finding: "1.3", name: "assets.scene rendered into its own folder",
                        arrange: { s in
                            try s.write("proj/assets.scene", HostileFixtures.scene(body: "Image(\"photo\")"))
                            _ = try s.png("proj/assets/photo.png", width: 4, height: 4)
                        },
                        arguments: ["render", "proj/assets.scene", "-o", "proj"], status: 2,
                        stderr: ["proj/assets.scene: error: scene 'assets' would replace 'proj/assets': it holds '",
                                 "photo.png', an input of the render"]),
            HostileCase(finding: "1.3", name: "a scene named as its own folder",
                        arrange: { s in try Self.tiny(s, "proj/proj.scene") },
                        arguments: ["render", "proj/proj.scene", "-o", "."], status: 2,
                        stderr: ["proj/proj.scene: error: scene 'proj' would replace './proj': it holds 'proj/proj.scene', an input of the render"]),
            HostileCase(finding: "1.4", name: "a regular file where the scene's folder goes",
                        arrange: { s in
                            try Self.tiny(s)
                            try s.write("out/tiny", "a file of the user's")
                        },
                        arguments: ["render", "tiny.scene", "-o", "out"], status: 2,
                        stderr: ["tiny.scene: error: scene 'tiny' would replace 'out/tiny': it is a file", Self.hint]),
            HostileCase(finding: "1.4", name: "a link where the scene's folder goes",
                        arrange: { s in
                            try Self.tiny(s)
                            try s.write("elsewhere/keep.txt", "mine")
                            try s.link("out/tiny", to: "../elsewhere")
                        },
                        arguments: ["render", "tiny.scene", "-o", "out"], status: 2,
                        stderr: ["tiny.scene: error: scene 'tiny' would replace 'out/tiny': it is a symbolic link"]),
            HostileCase(finding: "1.5", name: "a scene named manifest.json",
                        arrange: { s in
                            try Self.tiny(s)
                            try Self.render(s, ["tiny.scene"])
                            try Self.tiny(s, "manifest.json.scene")
                        },
                        arguments: ["render", "manifest.json.scene", "-o", "out"], status: 2,
                        stderr: ["manifest.json.scene: error: scene 'manifest.json' would replace 'out/manifest.json': it is the run's manifest"],
                        after: { s in try expect(s.exists("out/manifest.json"), "the manifest was removed") }),
            HostileCase(finding: "1.1", name: "a folder that holds another scene's output",
                        arrange: { s in
                            try Self.tiny(s)
                            try Self.render(s, ["tiny.scene"])
                            try FileManager.default.moveItem(atPath: s.path("out/tiny"), toPath: s.path("out/other"))
                            try Self.tiny(s, "other.scene")
                        },
                        arguments: ["render", "other.scene", "-o", "out"], status: 2,
                        stderr: ["other.scene: error: scene 'other' would replace 'out/other': it holds the output of scene 'tiny'"]),
        ])
    }

    /// What Matchcut made it replaces: its own folder (with its marker), and one an earlier
    /// version made, which the root's manifest lists with exactly its files.
    func testFinding1ItsOwnFoldersAreReplaced() throws {
        let s = Sandbox("1-own-folders")
        try Self.tiny(s)
        try Self.render(s, ["tiny.scene"], ["--frames", "0-1"])
        XCTAssertEqual(s.contents("out/tiny"), [".matchcut-output", "frame-00000.png", "frame-00001.png"])
        XCTAssertEqual(s.read("out/tiny/.matchcut-output"), "{\n  \"matchcut\" : \"0.3.0\",\n  \"scene\" : \"tiny\"\n}\n")
        try Self.render(s, ["tiny.scene"], ["--frames", "2"])
        XCTAssertEqual(s.contents("out/tiny"), [".matchcut-output", "frame-00002.png"])
        // Written before markers: the manifest lists exactly what the folder holds.
        try FileManager.default.removeItem(atPath: s.path("out/tiny/.matchcut-output"))
        try Self.render(s, ["tiny.scene"], ["--frames", "1"])
        XCTAssertEqual(s.contents("out/tiny"), [".matchcut-output", "frame-00001.png"])
        // …but not with a file the manifest does not list.
        try FileManager.default.removeItem(atPath: s.path("out/tiny/.matchcut-output"))
        try s.write("out/tiny/notes.txt", "mine")
        let refused = try runMatchcut(["render", s.path("tiny.scene"), "-o", s.path("out")])
        XCTAssertEqual(refused.status, 2, refused.stderr)
        XCTAssertEqual(s.read("out/tiny/notes.txt"), "mine")
        // An empty folder holds nothing to lose.
        try s.folder("empty/tiny")
        try Self.render(s, ["tiny.scene"], out: "empty", ["--frames", "0"])
        XCTAssertEqual(s.contents("empty/tiny"), [".matchcut-output", "frame-00000.png"])
    }

    func testFinding13TheRunIsSwappedInWhole() throws {
        /// True once the second scene has begun (the first is complete).
        func secondBegun(_ s: Sandbox) -> Bool {
            s.contents("out").contains { $0.hasPrefix(".b.partial-") }
                || s.contents("out").contains { $0.hasPrefix(".matchcut-run-") && s.exists("out/\($0)/new/b") }
        }
        let arrangeTwo: (Sandbox) throws -> Void = { s in
            try Self.tiny(s, "a.scene")
            try Self.tiny(s, "b.scene", seconds: 60, size: 200)
            try Self.render(s, ["a.scene", "b.scene"], ["--frames", "0-1"])
            try s.write("a.scene", try XCTUnwrap(s.read("a.scene")).replacingOccurrences(of: "Color.red", with: "Color.blue"))
        }
        try runHostile([
            HostileCase(finding: "13.1", name: "SIGINT after the first of two scenes",
                        arrange: arrangeTwo,
                        arguments: ["render", "a.scene", "b.scene", "-o", "out", "--jobs", "1"], status: 130,
                        stderr: ["Error: interrupted; the previous output is unchanged"],
                        signal: (SIGINT, secondBegun), signalDeadline: 2, timeLimit: 60),
            HostileCase(finding: "13.1", name: "SIGKILL after the first of two scenes",
                        arrange: arrangeTwo,
                        arguments: ["render", "a.scene", "b.scene", "-o", "out", "--jobs", "1"], status: 137,
                        stderr: [], writes: ["out/.matchcut-run-*", "out/.b.partial-*"],
                        signal: (SIGKILL, secondBegun), signalDeadline: 2, timeLimit: 60),
        ])
    }

    /// `out/tiny` holds frame 0 of a previous render, and a run of process `pid`, killed,
    /// left frames 1 and 2 staged, with its journal (it was swapping) or without (it was not).
    static func killedRun(_ s: Sandbox, pid: String, journal: Bool) throws {
        try tiny(s)
        try tiny(s, "other.scene")
        try render(s, ["tiny.scene"], ["--frames", "0"])
        try render(s, ["tiny.scene"], out: "staged", ["--frames", "1-2"])
        let run = "out/.matchcut-run-\(pid)"
        try s.folder(run + "/new")
        try FileManager.default.moveItem(atPath: s.path("staged/tiny"), toPath: s.path(run + "/new/tiny"))
        if journal { try s.write(run + "/commit", "tiny\n") }
    }

    func testFinding13WhatAKilledRunLeftIsRemovedOrCompleted() throws {
        let dead = "9999999"  // past Linux's largest pid
        try runHostile([
            HostileCase(finding: "13.2", name: "stale .old and .partial folders",
                        arrange: { s in
                            try Self.tiny(s)
                            try Self.render(s, ["tiny.scene"])
                            try FileManager.default.copyItem(atPath: s.path("out/tiny"), toPath: s.path("out/tiny.old-\(dead)"))
                            try FileManager.default.copyItem(atPath: s.path("out/tiny"), toPath: s.path("out/.tiny.partial-\(dead)"))
                            try s.write("out/notes.old-\(dead)/mine.txt", "the user's")
                        },
                        arguments: ["render", "tiny.scene", "-o", "out"], status: 0, stderr: [],
                        writes: ["out/tiny", "out/tiny.old-\(dead)", "out/.tiny.partial-\(dead)", "out/manifest.json"],
                        after: { s in
                            try expect(!s.exists("out/tiny.old-\(dead)"), "the stale .old folder is still there")
                            try expect(!s.exists("out/.tiny.partial-\(dead)"), "the stale .partial folder is still there")
                            try expect(s.contents("out") == ["manifest.json", "notes.old-\(dead)", "tiny"],
                                       "the output holds \(s.contents("out"))")
                        }),
            HostileCase(finding: "13.2", name: "a run killed halfway through its swap is completed",
                        arrange: { s in try Self.killedRun(s, pid: dead, journal: true) },
                        arguments: ["render", "other.scene", "-o", "out"], status: 0, stderr: [],
                        writes: ["out"],
                        after: { s in
                            try expect(s.contents("out/tiny") == [".matchcut-output", "frame-00001.png", "frame-00002.png"],
                                       "the killed run's scene holds \(s.contents("out/tiny"))")
                            try expect(s.contents("out") == ["manifest.json", "other", "tiny"], "the output holds \(s.contents("out"))")
                        }),
            HostileCase(finding: "13.2", name: "a run killed before its swap leaves the old output",
                        arrange: { s in try Self.killedRun(s, pid: dead, journal: false) },
                        arguments: ["render", "other.scene", "-o", "out"], status: 0, stderr: [],
                        writes: ["out/other", "out/manifest.json", "out/.matchcut-run-\(dead)"],
                        after: { s in try expect(!s.exists("out/.matchcut-run-\(dead)"), "the killed run's folder is still there") }),
        ])
    }

    func testFinding13ASecondRenderIntoOneOutputIsRefused() throws {
        var held: Int32 = -1
        try runHostile([
            HostileCase(finding: "13.3", name: "two renders into one -o",
                        arrange: { s in
                            try Self.tiny(s)
                            try Self.render(s, ["tiny.scene"])
                            held = open(s.path("out"), O_RDONLY | O_DIRECTORY)
                            try expect(held >= 0 && flock(held, LOCK_EX | LOCK_NB) == 0, "cannot lock the output")
                        },
                        arguments: ["render", "tiny.scene", "-o", "out"], status: 2,
                        stderr: ["Error: another matchcut is writing into 'out' now",
                                 "hint: wait for it to finish, or write into another folder with -o"],
                        after: { _ in close(held) }),
        ])
    }
}
