import Foundation
import XCTest

/// The HTML report of a failing run, driven in Debian's Chromium by Selenium
/// (Tests/Browser/report_test.py): zoom to 1:1 and 4× with the boxes on their pixels, the
/// wipe slider, the filters, the accept command and the player, all read from the page.
///
/// The run: a 4×4-pt square moved by 1 pt at 3x (red columns 24-26 and 36-38, rows 24-35,
/// which share a 16-px tile row, so one box 24,24 15×12), and a slide whose first
/// transition eases in instead (¼, ½, ¾ fail), whose five key frames the player plays.
final class ReportBrowserTests: XCTestCase {
    func testTheReportIsDrivenInChromium() throws {
        let folder = Repo.temporaryFolder("report-browser"), out = folder + "/out"
        let square = folder + "/square.scene", slide = folder + "/slide.scene"
        try GoldenCommandTests.square().write(toFile: square, atomically: true, encoding: .utf8)
        try GoldenLifecycleTests.slide().write(toFile: slide, atomically: true, encoding: .utf8)
        let record = try runMatchcut(["test", folder, "-o", out, "--record", "missing"], environment: ["CI": "false"])
        XCTAssertEqual(record.status, 0, record.stdout + record.stderr)
        try GoldenCommandTests.square(offset: 1).write(toFile: square, atomically: true, encoding: .utf8)
        try GoldenLifecycleTests.slide(animation: ".easeIn(duration: 0.5)").write(toFile: slide, atomically: true, encoding: .utf8)
        let failing = try runMatchcut(["test", folder, "-o", out], environment: ["CI": "true"])
        XCTAssertEqual(failing.status, 1, failing.stdout + failing.stderr)

        let summary = try String(contentsOfFile: out + "/square/summary.json", encoding: .utf8)
        XCTAssertTrue(summary.contains("\"changedRegions\" : [\n        {\n          \"height\" : 12,\n          \"width\" : 15,\n"
                                       + "          \"x\" : 24,\n          \"y\" : 24\n        }\n      ]"), summary)
        let accept = "matchcut test \(square) --only t0-p000.png --record failed"
        let printed = try BrowserScript.run("report_test.py", [out, "square", "t0-p000.png", accept, "slide"])
        for step in ["the report loads", "accept command is shown and copied", "1 boxes over the thumbnail",
                     "at 1:1 (60 px wide)", "every box sits on its region's pixels", "switches to the diff",
                     "the flip button flips it", "show exactly the frames asked for", "plays 5 key frames"] {
            XCTAssertTrue(printed.contains(step), "no '\(step)' in:\n\(printed)")
        }
    }
}
