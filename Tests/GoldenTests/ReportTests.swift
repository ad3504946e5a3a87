import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import Golden
import XCTest

/// The HTML report's structure and the JUnit XML, from a run with one failing and one
/// passing scene.
final class ReportTests: XCTestCase {
    static var run: GoldenRunReport {
        var failed = FrameResult(name: "t0-p050.png", time: 0.667, status: .failed,
                                 message: "412 pixels differ (0.014%), more than the allowed 0 (0%)",
                                 golden: "scenes/__goldens__/card<&>/t0-p050.png")
        failed.mismatchedPixels = 412
        failed.antiAliasedPixels = 17
        failed.totalPixels = 2_962_440
        failed.allowedPixels = 0
        failed.expectedSize = .init(width: 1170, height: 2532)
        failed.actualSize = .init(width: 1170, height: 2532)
        failed.artifacts = ArtifactPaths(expected: "card<&>/t0-p050-0.667s.expected.png",
                                         actual: "card<&>/t0-p050-0.667s.actual.png",
                                         diff: "card<&>/t0-p050-0.667s.diff.png")
        let passedFrame = FrameResult(name: "t0-p000.png", time: 0.3, status: .passed, message: "identical bytes",
                                      golden: "scenes/__goldens__/card<&>/t0-p000.png")
        let card = SceneResult(name: "card<&>", file: "scenes/card<&>.scene", goldens: "scenes/__goldens__/card<&>",
                               frames: [passedFrame, failed])
        let morph = SceneResult(name: "shape-morph", file: "scenes/shape-morph.scene", goldens: "scenes/__goldens__/shape-morph",
                                frames: [FrameResult(name: "t0-p000.png", time: 0.3, status: .passed,
                                                     message: "identical bytes", golden: "g")])
        return GoldenRunReport(comparison: .standard, frameTolerance: 0, record: .missing, scenes: [card, morph])
    }

    func testTheHTMLReportShowsEachFailingFrameAndListsPassingScenes() {
        var run = Self.run
        run.scenes[0].frames[1].changedRegions = [PixelRect(x: 117, y: 253, width: 234, height: 506)]
        let html = HTMLReport(run).html
        XCTAssertTrue(html.hasPrefix("<!DOCTYPE html>"))
        XCTAssertEqual(count("<title>", in: html), 1)
        for tag in ["html", "head", "body", "main", "nav", "section", "article", "div", "figure", "table", "script", "style",
                    "header", "a", "select", "label", "span", "code", "button"] {
            XCTAssertEqual(count("<\(tag)>", in: html) + count("<\(tag) ", in: html), count("</\(tag)>", in: html), "unbalanced <\(tag)>")
        }
        // The failing frame: its sentence, numbers, the three images and the compare widget.
        XCTAssertEqual(count("class=\"frame detail failed\" data-status=\"failed\"", in: html), 1)
        XCTAssertTrue(html.contains("<p class=\"message\">412 pixels differ (0.014%), more than the allowed 0 (0%)</p>"))
        XCTAssertTrue(html.contains("<tr><th>mismatched pixels</th><td>412 (0.014%)</td></tr>"))
        XCTAssertTrue(html.contains("<tr><th>anti-aliasing only</th><td>17</td></tr>"))
        XCTAssertTrue(html.contains("<tr><th>size</th><td>1170×2532</td></tr>"))
        XCTAssertTrue(html.contains("<tr><th>changed regions</th><td>117,253 234×506</td></tr>"))
        // Images are relative, percent-encoded, then HTML-escaped: card<&> → card%3C&amp;%3E.
        for kind in ["expected", "actual", "diff"] {
            XCTAssertTrue(html.contains("<figure class=\"\(kind)\"><a class=\"shot\" href=\"card%3C&amp;%3E/t0-p050-0.667s.\(kind).png\" "
                                        + "data-kind=\"\(kind)\""), kind)
        }
        // A box in percent of the image: 117 of 1170 px is 10%, 253 of 2532 is 9.9921%.
        XCTAssertEqual(count("<span class=\"box\" data-rect=\"117 253 234 506\" "
                             + "style=\"left:10.0000%;top:9.9921%;width:20.0000%;height:19.9842%\"></span>", in: html), 3)
        XCTAssertFalse(html.contains("src=\"/"), "images must be referenced relatively")
        XCTAssertFalse(html.contains("file:"), "images must be referenced relatively")
        XCTAssertTrue(html.contains("<input class=\"slider\" type=\"range\" min=\"0\" max=\"100\" value=\"50\""))
        XCTAssertTrue(html.contains("<button class=\"toggle\" type=\"button\">"))
        XCTAssertEqual(count("<img ", in: html), 6, "expected, actual, diff, the two layers of the wipe, and the inspector's")
        XCTAssertTrue(html.contains("<code class=\"command\">matchcut test &#39;scenes/card&lt;&amp;&gt;.scene&#39; "
                                    + "--only t0-p050.png --record failed</code>"), html)
        // Text is escaped; passing frames are one line each; the filters list scenes and statuses.
        XCTAssertTrue(html.contains("card&lt;&amp;&gt;"))
        XCTAssertFalse(html.contains("card<&>"))
        XCTAssertEqual(count("class=\"frame compact passed\"", in: html), 2)
        XCTAssertTrue(html.contains("<code>t0-p000.png</code> <span class=\"muted\">t = 0.300 s · identical bytes</span>"))
        XCTAssertTrue(html.contains("<option value=\"shape-morph\">shape-morph</option>"))
        XCTAssertTrue(html.contains("value=\"failed\" checked> failed (1)</label>"))
        XCTAssertTrue(html.contains("value=\"passed\" checked> passed (2)</label>"))
        XCTAssertFalse(html.contains("value=\"missing\""), "only statuses that occur")
        XCTAssertTrue(html.contains("1 of 3 frames in 1 of 2 scenes"))
        // The failing scene comes first; a scene with one imaged frame has no player.
        XCTAssertLessThan(html.range(of: "data-scene=\"card")!.lowerBound, html.range(of: "data-scene=\"shape-morph\"")!.lowerBound)
        XCTAssertFalse(html.contains("<section class=\"player\""))
    }

    /// A scene with failures plays every frame that has images, expected beside actual.
    func testAPlayerListsTheKeyFramesWithImages() {
        var run = Self.run
        run.scenes[0].frames[0].artifacts = ArtifactPaths(expected: "card<&>/t0-p000.expected.png",
                                                          actual: "card<&>/t0-p000.expected.png", diff: nil)
        let html = HTMLReport(run).html
        XCTAssertEqual(count("<section class=\"player\"", in: html), 1)
        XCTAssertTrue(html.contains("&quot;actual&quot; : &quot;card%3C&amp;%3E/t0-p000.expected.png&quot;"), html)
        XCTAssertTrue(html.contains("<input class=\"position\" type=\"range\" min=\"0\" max=\"1\" value=\"0\""))
    }

    func testTheAcceptCommandQuotesAndCarriesTheOptions() {
        var run = Self.run
        run.comparison.threshold = 0.2
        run.frameTolerance = 2
        var scene = run.scenes[1]
        scene.goldens = "goldens/shape-morph"
        let failed = FrameResult(name: "frame-00012.png", time: 0.2, status: .failed, message: "", golden: "g")
        XCTAssertEqual(AcceptCommand.command(for: failed, in: scene, of: run),
                       "matchcut test scenes/shape-morph.scene --goldens goldens --frames 12 --only frame-00012.png "
                           + "--record failed --threshold 0.2 --frame-tolerance 2")
        let missing = FrameResult(name: "t0-p000.png", time: 0, status: .missing, message: "", golden: "g")
        XCTAssertEqual(AcceptCommand.command(for: missing, in: run.scenes[1], of: Self.run),
                       "matchcut test scenes/shape-morph.scene --only t0-p000.png --record missing")
        XCTAssertNil(AcceptCommand.command(for: run.scenes[1].frames[0], in: run.scenes[1], of: run), "a passing frame")
    }

    func testTheJUnitReportCountsTestsAndFailures() throws {
        let xml = JUnitReport(Self.run).xml
        let parsed = try JUnitParse(Data(xml.utf8))
        XCTAssertEqual(parsed.suites, ["card<&>": [2, 1], "shape-morph": [1, 0]])
        XCTAssertEqual(parsed.root, [3, 1])
        XCTAssertEqual(parsed.failureMessages, ["412 pixels differ (0.014%), more than the allowed 0 (0%)"])
        XCTAssertEqual(parsed.testcases, ["card<&>/t0-p000", "card<&>/t0-p050", "shape-morph/t0-p000"])
    }

    /// Time, file and line on each test case; a failure's images as attachments, first from
    /// where the run started (GitLab), then from the XML's folder (Jenkins).
    func testTheJUnitReportCarriesTimeFileLineAndAttachments() throws {
        var run = Self.run
        run.scenes[0].frames[1].line = 14
        var timings = GoldenTimings()
        timings.note(0.25, scene: "scenes/card<&>.scene", frame: "t0-p050.png")
        timings.note(0.0004, scene: "scenes/card<&>.scene", frame: "t0-p000.png")
        timings.note(1.5, scene: "scenes/shape-morph.scene", frame: "t0-p000.png")
        let xml = JUnitReport(run, timings: timings, root: "output/golden-failures").xml
        XCTAssertTrue(xml.contains("<testsuites name=\"matchcut test\" tests=\"3\" failures=\"1\" time=\"1.750\">"), xml)
        XCTAssertTrue(xml.contains("<testsuite name=\"card&lt;&amp;&gt;\" tests=\"2\" failures=\"1\" time=\"0.250\" "
                                   + "file=\"scenes/card&lt;&amp;&gt;.scene\">"), xml)
        XCTAssertTrue(xml.contains("<testcase classname=\"card&lt;&amp;&gt;\" name=\"card&lt;&amp;&gt;/t0-p050\" file=\"scenes/card&lt;&amp;&gt;.scene\" "
                                   + "line=\"14\" time=\"0.250\">"), xml)
        XCTAssertTrue(xml.contains("name=\"card&lt;&amp;&gt;/t0-p000\" file=\"scenes/card&lt;&amp;&gt;.scene\" time=\"0.000\"/>"), xml)
        XCTAssertTrue(xml.contains("<system-out>[[ATTACHMENT|output/golden-failures/card&lt;&amp;&gt;/t0-p050-0.667s.diff.png]]\n"
                                   + "[[ATTACHMENT|card&lt;&amp;&gt;/t0-p050-0.667s.diff.png]]\n"
                                   + "[[ATTACHMENT|card&lt;&amp;&gt;/t0-p050-0.667s.actual.png]]\n"
                                   + "[[ATTACHMENT|card&lt;&amp;&gt;/t0-p050-0.667s.expected.png]]</system-out>"), xml)
        XCTAssertNoThrow(try JUnitParse(Data(xml.utf8)))
    }

    func testTheStepSummaryTablesTheFailingFrames() {
        let markdown = StepSummary(Self.run).markdown
        XCTAssertTrue(markdown.hasPrefix("## Matchcut golden test\n\n❌ 1 of 3 frames in 1 of 2 scenes failed."), markdown)
        XCTAssertTrue(markdown.contains("| card<&> | `t0-p050.png` (t = 0.667 s) | failed | 412 pixels differ (0.014%), more than the allowed 0 (0%) | "
                                        + "`card<&>/t0-p050-0.667s.diff.png` | `matchcut test 'scenes/card<&>.scene' --only t0-p050.png --record failed` |"),
                      markdown)
        var passing = Self.run
        passing.scenes.removeFirst()
        XCTAssertEqual(StepSummary(passing).markdown, "## Matchcut golden test\n\n✅ All 1 frames of 1 scenes match their goldens.\n\n")
    }

    func count(_ needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }
}

/// Reads back what CI systems read from a JUnit file.
final class JUnitParse: NSObject, XMLParserDelegate {
    var root: [Int] = []
    var suites: [String: [Int]] = [:]
    var testcases: [String] = []
    var failureMessages: [String] = []

    init(_ data: Data) throws {
        super.init()
        let parser = XMLParser(data: data)
        parser.delegate = self
        guard parser.parse() else { throw parser.parserError ?? NSError(domain: "junit", code: 1) }
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        let counts = [Int(attributes["tests"] ?? "") ?? -1, Int(attributes["failures"] ?? "") ?? -1]
        switch name {
        case "testsuites": root = counts
        case "testsuite": suites[attributes["name"] ?? ""] = counts
        case "testcase": testcases.append(attributes["name"] ?? "")
        case "failure": failureMessages.append(attributes["message"] ?? "")
        default: break
        }
    }
}
