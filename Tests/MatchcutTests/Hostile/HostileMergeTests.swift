import Foundation
import Matchcut
import Output
import Render
import XCTest

/// Findings 2 and 14 of issue 15: merge trusted its shards. Each case below changes a shard
/// the way an attacker (or a broken CI cache) might, and merge must refuse it, exit 2, name
/// the file, and touch nothing outside `-o`.
final class HostileMergeTests: XCTestCase {
    static let changed = "hint: the shard's files changed after it was rendered; render the shard again, then merge"

    func testFinding2MergeNeverWritesOutsideItsOutput() throws {
        try runHostile([
            HostileCase(
                finding: "2.1", name: "scene name climbing out with a link in the shard",
                arrange: { s in
                    try s.renderShards(2)
                    try s.write("victim/keep.txt", "mine")
                    for k in 1...2 {
                        try s.editScene("s\(k)") { $0["name"] = "../victim" }
                        try s.link("s\(k)/victim", to: "tiny")
                    }
                },
                arguments: ["merge", "s1", "s2", "-o", "out"], status: 2,
                stderr: ["Error: 's1/manifest.json' names a scene '../victim', which is not a single file name: it holds '/'"],
                writes: ["out"]),
            HostileCase(
                finding: "2.2", name: "file name climbing out makes a hard link outside",
                arrange: { s in
                    try s.renderShards(2)
                    try s.editFiles("s1") { $0[0]["name"] = "../../escaped.png" }
                },
                arguments: ["merge", "s1", "s2", "-o", "out"], status: 2,
                stderr: ["Error: 's1/manifest.json' names a file '../../escaped.png', which is not a single file name: it holds '/'"],
                writes: ["out"],
                after: { s in try expect(!s.exists("escaped.png"), "a link was made outside the output") }),
            HostileCase(
                finding: "2.2", name: "frame that is a symbolic link out of the shard",
                arrange: { s in
                    try s.renderShards(2)
                    try s.write("secret.png", "not for the output")
                    try FileManager.default.removeItem(atPath: s.path("s1/tiny/frame-00000.png"))
                    try s.link("s1/tiny/frame-00000.png", to: "../../secret.png")
                },
                arguments: ["merge", "s1", "s2", "-o", "out"], status: 2,
                stderr: ["Error: 's1/tiny/frame-00000.png' is a symbolic link; a shard's files must be the files themselves", Self.changed],
                writes: ["out"],
                after: { s in try expect(!s.exists("out/tiny"), "a scene folder was swapped in") }),
            HostileCase(
                finding: "2.2", name: "scene folder that is a link out of the shard",
                arrange: { s in
                    try s.renderShards(2)
                    try FileManager.default.moveItem(atPath: s.path("s1/tiny"), toPath: s.path("elsewhere"))
                    try s.link("s1/tiny", to: "../elsewhere")
                },
                arguments: ["merge", "s1", "s2", "-o", "out"], status: 2,
                stderr: ["Error: cannot read the shard folder 's1/tiny': it is a symbolic link"],
                writes: ["out"]),
            HostileCase(
                finding: "2.2", name: "a manifest that is a FIFO",
                arrange: { s in
                    try s.renderShards(2)
                    try FileManager.default.removeItem(atPath: s.path("s2/manifest.json"))
                    try s.fifo("s2/manifest.json")
                },
                arguments: ["merge", "s1", "s2", "-o", "out"], status: 2,
                stderr: ["Error: 's2/manifest.json' is a FIFO (named pipe), not a file"], writes: ["out"]),
        ])
    }

    func testFinding14MergeVerifiesWhatItMerges() throws {
        try runHostile([
            HostileCase(
                finding: "14.1", name: "a replaced frame",
                arrange: { s in
                    try s.renderShards(2)
                    try FileManager.default.removeItem(atPath: s.path("s2/tiny/frame-00001.png"))
                    try FileManager.default.copyItem(atPath: s.path("s2/tiny/frame-00002.png"), toPath: s.path("s2/tiny/frame-00001.png"))
                },
                arguments: ["merge", "s1", "s2", "-o", "out"], status: 2,
                stderr: ["Error: 's2/tiny/frame-00001.png'", Self.changed], writes: ["out"],
                after: { s in try expect(!s.exists("out/tiny"), "the replaced frame was merged") }),
            HostileCase(
                finding: "14.1", name: "a frame changed in place, same size",
                arrange: { s in
                    try s.renderShards(2)
                    var data = try Data(contentsOf: URL(fileURLWithPath: s.path("s1/tiny/frame-00000.png")))
                    data[data.count - 20] ^= 0xFF
                    try s.write("s1/tiny/frame-00000.png", data)
                },
                arguments: ["merge", "s1", "s2", "-o", "out"], status: 2,
                stderr: ["Error: 's1/tiny/frame-00000.png' does not match its SHA-256 in 's1/manifest.json'", Self.changed],
                writes: ["out"]),
            HostileCase(
                finding: "14.1", name: "a bogus sha256",
                arrange: { s in
                    try s.renderShards(2)
                    try s.editFiles("s1") { $0[0]["sha256"] = "bogus" }
                },
                arguments: ["merge", "s1", "s2", "-o", "out"], status: 2,
                stderr: ["Error: 's1/manifest.json' is not a manifest Matchcut wrote: file 'frame-00000.png' of scene 'tiny' "
                         + "has SHA-256 'bogus', which is not 64 hex digits"],
                writes: ["out"]),
            HostileCase(
                finding: "14.1", name: "a size of -5",
                arrange: { s in
                    try s.renderShards(2)
                    try s.editFiles("s1") { $0[0]["size"] = -5 }
                },
                arguments: ["merge", "s1", "s2", "-o", "out"], status: 2,
                stderr: ["Error: 's1/manifest.json' is not a manifest Matchcut wrote: file 'frame-00000.png' of scene 'tiny' has size -5"],
                writes: ["out"]),
            HostileCase(
                finding: "14.2", name: "render --shard 1/100000000",
                arrange: { s in try s.write("tiny.scene", HostileFixtures.scene()) },
                arguments: ["render", "tiny.scene", "--shard", "1/100000000", "-o", "out"], status: 2,
                stderr: ["Error: '--shard 1/100000000' splits 3 frames into 100000000 shards",
                         "hint: use at most 256 shards: one a frame, or 256 for a shorter render"]),
            HostileCase(
                finding: "14.2", name: "a manifest shard of 1/100000000",
                arrange: { s in
                    try s.renderShards(2)
                    try s.editManifest("s1") { $0["shard"] = "1/100000000" }
                    try s.editManifest("s2") { $0["shard"] = "2/100000000" }
                },
                arguments: ["merge", "s1", "s2", "-o", "out"], status: 2,
                stderr: ["Error: 's1' is shard 1/100000000 of a render of 3 frames; no render is split into more than 256 shards"],
                writes: ["out"],
                after: { s in try expect(s.contents("out").isEmpty, "merge wrote \(s.contents("out"))") }),
            HostileCase(
                finding: "14.2", name: "a manifest shard of 2^62/2^62",
                arrange: { s in
                    try s.renderShards(1)
                    try s.editManifest("s1") { $0["shard"] = "4611686018427387904/4611686018427387904" }
                },
                arguments: ["merge", "s1", "-o", "out"], status: 2,
                stderr: ["is shard 4611686018427387904/4611686018427387904 of a render of 3 frames"], writes: ["out"]),
            HostileCase(
                finding: "14.3", name: "a frame of another size with a video format",
                arrange: { s in
                    try s.renderShards(2, formats: [.png, .mp4])
                    let (size, sha) = try s.png("s2/tiny/frame-00001.png", width: 80, height: 80)
                    try s.editFiles("s2") { files in
                        files[0]["size"] = size
                        files[0]["sha256"] = sha
                    }
                },
                arguments: ["merge", "s1", "s2", "-o", "out"], status: 2,
                stderr: ["Error: 's2/tiny/frame-00001.png' is 80 × 80 pixels; the scene's frames are 40 × 40", Self.changed],
                writes: ["out"]),
            HostileCase(
                finding: "14.5", name: "a missing frame is not a folder that cannot be written",
                arrange: { s in
                    try s.renderShards(2)
                    try FileManager.default.removeItem(atPath: s.path("s2/tiny/frame-00002.png"))
                },
                arguments: ["merge", "s1", "s2", "-o", "out"], status: 2,
                stderr: ["Error: 's2/tiny/frame-00002.png' is missing; 's2/manifest.json' lists it"],
                stderrLacks: ["check that the folder exists"], writes: ["out"]),
            HostileCase(
                finding: "14.5", name: "a frame listed by two shards",
                arrange: { s in
                    try s.renderShards(2)
                    try s.editFiles("s1") { files in
                        var twin = files[0]
                        twin["name"] = "frame-00001.png"
                        files.append(twin)
                    }
                },
                arguments: ["merge", "s1", "s2", "-o", "out"], status: 2,
                stderr: ["Error: 'frame-00001.png' of scene 'tiny' is in two shards, 's1' and 's2'"], writes: ["out"]),
            HostileCase(
                finding: "14.5", name: "a file that is no frame of the scene",
                arrange: { s in
                    try s.renderShards(2)
                    try s.editFiles("s1") { $0[0]["name"] = "frame-00099.png" }
                },
                arguments: ["merge", "s1", "s2", "-o", "out"], status: 2,
                stderr: ["Error: 's1/manifest.json' lists 'frame-00099.png', which is not a frame of scene 'tiny' (it has 3)"],
                writes: ["out"]),
            HostileCase(
                finding: "15.8", name: "a shard given twice says which",
                arrange: { s in try s.renderShards(2) },
                arguments: ["merge", "s1", "s2", "s2", "-o", "out"], status: 2,
                stderr: ["Error: shard 2/2 is given twice: 's2' and 's2'", "hint: pass each of the 2 shard folders once"],
                stderrLacks: ["shards  are"], writes: ["out"]),
            HostileCase(
                finding: "15.8", name: "a missing shard is named",
                arrange: { s in try s.renderShards(3) },
                arguments: ["merge", "s1", "s3", "-o", "out"], status: 2,
                stderr: ["Error: shard 2/3 is missing"], writes: ["out"]),
        ])
    }

    /// The cases above refuse; this one shows the same shards, unchanged, still merge.
    func testUnchangedShardsStillMerge() throws {
        try runHostile([
            HostileCase(finding: "14", name: "unchanged shards", arrange: { s in try s.renderShards(2, contactSheet: true) },
                        arguments: ["merge", "s1", "s2", "-o", "out"], status: 0, stderr: [],
                        stdout: ["merged 2 shards: 1 scenes, 3 frames → out/"], writes: ["out"],
                        after: { s in
                            try expect(s.contents("out/tiny") == [".matchcut-output", "contact-sheet.png", "frame-00000.png", "frame-00001.png", "frame-00002.png"],
                                       "\(s.contents("out/tiny"))")
                        }),
        ])
    }
}

extension Sandbox {
    /// `tiny.scene`, rendered as shards `s1` … `sN` (in process: the binary is what runs merge).
    func renderShards(_ count: Int, formats: [OutputFormat] = [.png], contactSheet: Bool = false) throws {
        try write("tiny.scene", HostileFixtures.scene())
        let settings = RenderSettings(jobs: 1, formats: formats, contactSheetFrames: contactSheet ? 2 : nil)
        let engine = try RenderEngine()
        for k in 1...count {
            try BatchRender(sceneFiles: [path("tiny.scene")], outputRoot: path("s\(k)"), settings: settings,
                            shard: Shard(index: k, count: count)).run(engine: engine)
        }
    }

    /// Edits a shard's manifest as JSON.
    func editManifest(_ shard: String, _ edit: (inout [String: Any]) -> Void) throws {
        let file = path(shard + "/manifest.json")
        var json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: file))) as! [String: Any]
        edit(&json)
        try JSONSerialization.data(withJSONObject: json, options: [.prettyPrinted, .sortedKeys]).write(to: URL(fileURLWithPath: file))
    }

    /// Edits the first scene's entry of a shard's manifest.
    func editScene(_ shard: String, _ edit: @escaping (inout [String: Any]) -> Void) throws {
        try editManifest(shard) { json in
            var scenes = json["scenes"] as! [[String: Any]]
            edit(&scenes[0])
            json["scenes"] = scenes
        }
    }

    /// Edits the files of the first scene of a shard's manifest.
    func editFiles(_ shard: String, _ edit: @escaping (inout [[String: Any]]) -> Void) throws {
        try editScene(shard) { scene in
            var files = scene["files"] as! [[String: Any]]
            edit(&files)
            scene["files"] = files
        }
    }

}
