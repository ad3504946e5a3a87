import Foundation
import XCTest

/// Findings 3, 9 and 15 of issue 15 for image assets: links that lead out of the scene's
/// folder, a FIFO or a folder where the PNG should be.
final class HostileAssetTests: XCTestCase {
    static func scene(_ s: Sandbox, image: String) throws {
        try s.write("proj/tiny.scene", HostileFixtures.scene(body: "Image(\"\(image)\")"))
        try s.write("elsewhere/photo.png", HostileImageTests.photo)
    }

    func testFinding3LinksNeverCarryAReadOutOfTheSceneFolder() throws {
        let outside = "hint: images come from the scene's folder; name another folder with '--asset-root <folder>'"
        try runHostile([
            HostileCase(finding: "3", name: "a link to an image outside",
                        arrange: { s in
                            try Self.scene(s, image: "outside")
                            try s.link("proj/assets/outside.png", to: "../../elsewhere/photo.png")
                        },
                        arguments: ["render", "proj/tiny.scene", "-o", "out"], status: 2,
                        stderr: ["proj/tiny.scene:4:9: error: image 'outside' at 'proj/assets/outside.png' is a link to '",
                                 "/elsewhere/photo.png', outside the scene's folder", outside],
                        writes: ["out"], after: { s in try expect(!s.exists("out/tiny"), "the outside image was rendered") }),
            HostileCase(finding: "3", name: "a link to a folder outside",
                        arrange: { s in
                            try Self.scene(s, image: "photo")
                            try s.link("proj/assets", to: "../elsewhere")
                        },
                        arguments: ["check", "proj/tiny.scene"], status: 2,
                        stderr: ["proj/tiny.scene:4:9: error: image 'photo' at 'proj/assets/photo.png' is a link to '", outside]),
            HostileCase(finding: "3", name: "a link to /etc/passwd is never opened",
                        arrange: { s in
                            try Self.scene(s, image: "passwd")
                            try s.link("proj/assets/passwd.png", to: "/etc/passwd")
                        },
                        arguments: ["check", "proj/tiny.scene"], status: 2,
                        stderr: ["error: image 'passwd' at 'proj/assets/passwd.png' is a link to '/etc/passwd', outside the scene's folder"],
                        stderrLacks: ["not a PNG", "Fatal error"]),
            HostileCase(finding: "3", name: "a link inside the folder still works",
                        arrange: { s in
                            try Self.scene(s, image: "alias")
                            try s.write("proj/assets/photo.png", HostileImageTests.photo)
                            try s.link("proj/assets/alias.png", to: "photo.png")
                        },
                        arguments: ["check", "proj/tiny.scene"], status: 0, stderr: [], stdout: ["proj/tiny.scene: ok"]),
            HostileCase(finding: "3", name: "an asset root admits what it holds, through a link too",
                        arrange: { s in
                            try Self.scene(s, image: "shared")
                            try s.link("proj/assets/shared.png", to: "../../elsewhere/photo.png")
                        },
                        arguments: ["check", "--asset-root", "elsewhere", "proj/tiny.scene"], status: 0, stderr: []),
        ])
    }

    func testFinding9And15AFIFOOrAFolderIsNamedForWhatItIs() throws {
        try runHostile([
            HostileCase(finding: "9", name: "a FIFO asset",
                        arrange: { s in
                            try Self.scene(s, image: "pipe")
                            try s.fifo("proj/assets/pipe.png")
                        },
                        arguments: ["render", "proj/tiny.scene", "-o", "out"], status: 2,
                        stderr: ["proj/tiny.scene:4:9: error: image 'pipe' at 'proj/assets/pipe.png' is a FIFO (named pipe), not a PNG file"],
                        writes: ["out"]),
            HostileCase(finding: "15.9", name: "a folder where the asset should be",
                        arrange: { s in
                            try Self.scene(s, image: "dir")
                            try s.folder("proj/assets/dir.png")
                        },
                        arguments: ["check", "proj/tiny.scene"], status: 2,
                        stderr: ["proj/tiny.scene:4:9: error: image 'dir' at 'proj/assets/dir.png' is a folder, not a PNG file"],
                        stderrLacks: ["no image named"]),
        ])
    }
}
