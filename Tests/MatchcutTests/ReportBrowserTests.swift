import Foundation
import Geometry
import Output
import XCTest

/// The HTML report of a deliberately failing run, opened in headless Chromium (Debian's
/// `chromium` package): the screenshot must show the page, not a blank or an error.
final class ReportBrowserTests: XCTestCase {
    static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    func testTheReportOfAFailingRunRendersInABrowser() throws {
        guard let chromium = Self.chromium else {
            throw XCTSkip("skipped: no Chromium on this machine (apt-get install chromium); ReportTests checks the HTML structure")
        }
        let folder = Repo.temporaryFolder("browser"), out = folder + "/out"
        let scene = folder + "/square.scene"
        try GoldenCommandTests.square().write(toFile: scene, atomically: true, encoding: .utf8)
        XCTAssertEqual(try runMatchcut(["test", scene, "-o", out, "--record", "missing"], environment: ["CI": "false"]).status, 0)
        try GoldenCommandTests.square(offset: 1).write(toFile: scene, atomically: true, encoding: .utf8)
        XCTAssertEqual(try runMatchcut(["test", scene, "-o", out], environment: ["CI": "false"]).status, 1)

        let shot = folder + "/report.png"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: chromium)
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                             "--screenshot=\(shot)", "--window-size=1200,900", "file://\(out)/report.html"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(90)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
        if process.isRunning {
            process.terminate()
            XCTFail("chromium did not finish within 90 s")
            return
        }
        let image = try PNGReader.read(shot)
        XCTAssertEqual(image.width, 1200)
        XCTAssertEqual(image.height, 900)
        // Not blank: text, frames and images make a share of the page non-white, and the
        // red of the failure badges and the diff is there.
        var nonWhite = 0, red = 0
        for y in stride(from: 0, to: image.height, by: 2) {
            for x in stride(from: 0, to: image.width, by: 2) {
                let p = image.rgba(x: x, y: y)
                if p.r < 240 || p.g < 240 || p.b < 240 { nonWhite += 1 }
                if p.r > 180, p.g < 60, p.b < 60 { red += 1 }
            }
        }
        let sampled = (image.width / 2) * (image.height / 2)
        XCTAssertGreaterThan(Double(nonWhite) / Double(sampled), 0.01, "the screenshot is blank")
        XCTAssertGreaterThan(red, 50, "no red (failure badges, diff) in the screenshot")
    }
}
