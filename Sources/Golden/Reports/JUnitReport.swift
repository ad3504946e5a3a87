/// A JUnit XML file for CI systems: one test suite per scene, one test case per golden
/// frame, with the scene's file and the line of the timeline change the frame shows, and
/// the time it took. A failing frame has a `<failure>` with the sentence, and its images as
/// attachments in `<system-out>`: first relative to the directory the run was started from
/// (GitLab reads the first, relative to the project folder), then relative to this file
/// (Jenkins' JUnit Attachments plugin, and Azure DevOps).
public struct JUnitReport {
    public let report: GoldenRunReport
    public let timings: GoldenTimings
    /// Where the report folder is, as given to `-o`: the prefix of the GitLab attachment.
    public let root: String

    public init(_ report: GoldenRunReport, timings: GoldenTimings = GoldenTimings(), root: String = ".") {
        self.report = report
        self.timings = timings
        self.root = root
    }

    public var xml: String {
        let total = report.scenes.reduce(0) { $0 + timings.of($1) }
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
                     "<testsuites name=\"matchcut test\" tests=\"\(report.frameCount)\" failures=\"\(report.failedFrameCount)\" "
                        + "time=\"\(Self.seconds(total))\">"]
        for scene in report.scenes {
            lines.append("  <testsuite name=\"\(XML.escape(scene.name))\" tests=\"\(scene.frames.count)\" "
                + "failures=\"\(scene.failures.count)\" time=\"\(Self.seconds(timings.of(scene)))\" file=\"\(XML.escape(scene.file))\">")
            lines.append("    <properties><property name=\"file\" value=\"\(XML.escape(scene.file))\"/>"
                + "<property name=\"goldens\" value=\"\(XML.escape(scene.goldens))\"/></properties>")
            lines += scene.frames.flatMap { testcase($0, scene: scene) }
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    func testcase(_ frame: FrameResult, scene: SceneResult) -> [String] {
        let time = Self.seconds(timings.of(scene: scene.file, frame: frame.name))
        // `card/t0-p050`: a CI's test list names the scene and the key frame.
        let name = scene.name + "/" + (frame.name.hasSuffix(".png") ? String(frame.name.dropLast(4)) : frame.name)
        let open = "    <testcase classname=\"\(XML.escape(scene.name))\" name=\"\(XML.escape(name))\" "
            + "file=\"\(XML.escape(scene.file))\"" + (frame.line.map { " line=\"\($0)\"" } ?? "") + " time=\"\(time)\""
        guard !frame.passed else { return [open + "/>"] }
        var detail = "\(frame.golden) at t = \(GoldenMessages.seconds(frame.time)) s: \(frame.message)"
        let a = frame.artifacts
        if let a {
            detail += "\nactual: \(a.actual)" + (a.expected.map { "\nexpected: \($0)" } ?? "") + (a.diff.map { "\ndiff: \($0)" } ?? "")
        }
        var lines = [open + ">",
                     "      <failure type=\"\(frame.status.rawValue)\" message=\"\(XML.escape(frame.message))\">\(XML.escape(detail))</failure>"]
        if let a {
            let images = [a.diff, a.actual, a.expected].compactMap { $0 }
            let fromRun = images.first.map { [(root == "." ? "" : root + "/") + $0] } ?? []
            let attachments = (fromRun + images).map { "[[ATTACHMENT|\($0)]]" }
            lines.append("      <system-out>\(XML.escape(attachments.joined(separator: "\n")))</system-out>")
        }
        lines.append("    </testcase>")
        return lines
    }

    static func seconds(_ value: Double) -> String { String(format: "%.3f", value) }
}

/// Escapes text for XML and HTML content and attribute values. A character XML 1.0 does not
/// allow at all (the C0 controls but tab, newline and return; U+FFFE, U+FFFF), which no
/// reference may stand for either, is written as Swift writes it, `\u{1B}`, so a scene or
/// message holding one still gives well-formed XML (issue 28, finding 17).
enum XML {
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
