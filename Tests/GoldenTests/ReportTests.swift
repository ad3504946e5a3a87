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
        let html = HTMLReport(Self.run).html
        XCTAssertTrue(html.hasPrefix("<!DOCTYPE html>"))
        XCTAssertEqual(count("<title>", in: html), 1)
        for tag in ["html", "head", "body", "section", "article", "div", "figure", "table", "ul", "script", "style", "header"] {
            XCTAssertEqual(count("<\(tag)>", in: html) + count("<\(tag) ", in: html), count("</\(tag)>", in: html), "unbalanced <\(tag)>")
        }
        // The failing frame: its sentence, numbers, the three images and the compare widget.
        XCTAssertEqual(count("class=\"frame failed\"", in: html), 1)
        XCTAssertTrue(html.contains("<p class=\"message\">412 pixels differ (0.014%), more than the allowed 0 (0%)</p>"))
        XCTAssertTrue(html.contains("<tr><th>mismatched pixels</th><td>412 (0.014%)</td></tr>"))
        XCTAssertTrue(html.contains("<tr><th>anti-aliasing only</th><td>17</td></tr>"))
        XCTAssertTrue(html.contains("<tr><th>size</th><td>1170×2532</td></tr>"))
        // Images are relative, percent-encoded, then HTML-escaped: card<&> → card%3C&amp;%3E.
        for kind in ["expected", "actual", "diff"] {
            XCTAssertTrue(html.contains("<figure class=\"\(kind)\"><a href=\"card%3C&amp;%3E/t0-p050-0.667s.\(kind).png\">"), kind)
        }
        XCTAssertFalse(html.contains("src=\"/"), "images must be referenced relatively")
        XCTAssertFalse(html.contains("file:"), "images must be referenced relatively")
        XCTAssertTrue(html.contains("<input class=\"slider\" type=\"range\" min=\"0\" max=\"100\" value=\"50\""))
        XCTAssertTrue(html.contains("<button class=\"toggle\" type=\"button\">"))
        XCTAssertEqual(count("<img ", in: html), 5, "expected, actual, diff, and the two layers of the wipe")
        // Text is escaped; passing scenes are one list item each.
        XCTAssertTrue(html.contains("card&lt;&amp;&gt;"))
        XCTAssertFalse(html.contains("card<&>"))
        XCTAssertTrue(html.contains("<ul class=\"passed-list\">"))
        XCTAssertEqual(count("<li>", in: html), 1)
        XCTAssertTrue(html.contains("<strong>shape-morph</strong>"))
        XCTAssertTrue(html.contains("Also passed: t0-p000.png"))
        XCTAssertTrue(html.contains("1 of 3 frames in 1 of 2 scenes"))
    }

    func testTheJUnitReportCountsTestsAndFailures() throws {
        let xml = JUnitReport(Self.run).xml
        let parsed = try JUnitParse(Data(xml.utf8))
        XCTAssertEqual(parsed.suites, ["card<&>": [2, 1], "shape-morph": [1, 0]])
        XCTAssertEqual(parsed.root, [3, 1])
        XCTAssertEqual(parsed.failureMessages, ["412 pixels differ (0.014%), more than the allowed 0 (0%)"])
        XCTAssertEqual(parsed.testcases, ["t0-p000.png", "t0-p050.png", "t0-p000.png"])
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
