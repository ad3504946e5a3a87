import Foundation
import XCTest

/// `matchcut preview` in a real browser: Debian's chromium and chromium-driver, driven by
/// Selenium (pinned in Tests/Browser/requirements.txt, installed into .build/browser-venv;
/// `make deps`, which `make test` runs, installs all three). Tests/Browser/preview_test.py scrubs to a
/// time and compares the image shown with `matchcut render --at`, then edits the scene file
/// and waits for the page to follow, zooms, loops, and breaks the scene (only its errors stay). Without Chromium or Selenium it is skipped, saying why.
final class PreviewBrowserTests: XCTestCase {
    func testThePreviewShowsRenderedFramesAndFollowsEdits() throws {
        // A copy of shape-morph and its goldens, so the edit touches nothing in the repository.
        let folder = Repo.temporaryFolder("preview")
        let scene = folder + "/shape-morph.scene"
        try FileManager.default.copyItem(atPath: Repo.path("scenes/shape-morph.scene"), toPath: scene)
        try FileManager.default.createDirectory(atPath: folder + "/__goldens__", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Repo.path("scenes/__goldens__/shape-morph"),
                                         toPath: folder + "/__goldens__/shape-morph")

        let (server, url) = try Self.startPreview(scene)
        defer { server.terminate(); server.waitUntilExit() }

        let text = try BrowserScript.run("preview_test.py", [url, scene, Repo.binary, folder])
        XCTAssertTrue(text.contains("16 passed, 0 failed"), text)
    }

    /// On a machine without Chromium the browser tests are skipped, and the reason names the
    /// missing browser and the command that installs it.
    func testWithoutChromiumTheBrowserTestsSkipNamingWhatIsMissingAndHowToInstallIt() throws {
        let absent = Repo.temporaryFolder("no-chromium") + "/chromium"
        do {
            try BrowserScript.run("preview_test.py", ["http://127.0.0.1:9", absent, Repo.binary, absent],
                                  environment: ["MATCHCUT_CHROMIUM": absent])
            XCTFail("the preview's browser test ran without a Chromium")
        } catch let skip as XCTSkip {
            let reason = skip.message ?? ""
            // With no Selenium the earlier guard skips first, saying so: both name 'make deps'.
            XCTAssertTrue(reason.contains("make deps"), reason)
            if FileManager.default.isExecutableFile(atPath: BrowserScript.python) {
                XCTAssertTrue(reason.contains("no \(absent): install chromium with 'make deps'"), reason)
            }
        }
    }

    /// The server listens on the loopback addresses alone: the kernel's tables of listening TCP
    /// sockets have the port on 127.0.0.1 (0100007F) and ::1 (its /proc/net/tcp6 spelling,
    /// four little-endian words) and on no other address.
    func testThePreviewListensOnLoopbackOnly() throws {
        let (server, url) = try Self.startPreview(Repo.path("scenes/shape-morph.scene"))
        defer { server.terminate(); server.waitUntilExit() }
        let port = try XCTUnwrap(Int(url.split(separator: ":").last!.trimmingCharacters(in: CharacterSet(charactersIn: "/"))))
        let hexPort = String(format: "%04X", port)
        var listening: [String] = []
        for table in ["/proc/net/tcp", "/proc/net/tcp6"] {
            let text = (try? String(contentsOfFile: table, encoding: .utf8)) ?? ""
            for row in text.split(separator: "\n").dropFirst() {
                let fields = row.split(separator: " ")
                guard fields.count > 3, fields[3] == "0A" else { continue }  // 0A: LISTEN
                let local = fields[1].split(separator: ":")
                if local.last.map(String.init) == hexPort { listening.append(String(local[0])) }
            }
        }
        // ::1 is bound when the machine has IPv6 loopback (/proc/net/if_inet6 lists it).
        let inet6 = (try? String(contentsOfFile: "/proc/net/if_inet6", encoding: .utf8)) ?? ""
        let hasLoopback6 = inet6.contains("00000000000000000000000000000001")
        XCTAssertEqual(listening.sorted(), (hasLoopback6 ? ["00000000000000000000000001000000"] : []) + ["0100007F"])
    }

    /// Starts `matchcut preview` on a free port and returns it with the URL it printed.
    static func startPreview(_ scene: String, _ options: [String] = []) throws -> (Process, String) {
        let server = Process()
        server.executableURL = URL(fileURLWithPath: Repo.binary)
        server.arguments = ["preview", scene, "--port", "0"] + options
        let out = Pipe()
        server.standardOutput = out
        server.standardError = FileHandle.nullDevice
        try server.run()
        let line = String(decoding: out.fileHandleForReading.availableData, as: UTF8.self)
        guard let url = line.split(separator: " ").first(where: { $0.hasPrefix("http://127.0.0.1:") }).map(String.init) else {
            server.terminate()
            throw PreviewDidNotStart(output: line)
        }
        return (server, url)
    }
}

struct PreviewDidNotStart: Error {
    var output: String
}
