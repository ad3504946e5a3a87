/// A JUnit XML file for CI systems: one test suite per scene, one test case per golden
/// frame, a `<failure>` with the sentence for each failing one. No timings, so the same run
/// gives the same bytes.
public struct JUnitReport {
    public let report: GoldenRunReport

    public init(_ report: GoldenRunReport) {
        self.report = report
    }

    public var xml: String {
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
                     "<testsuites name=\"matchcut test\" tests=\"\(report.frameCount)\" failures=\"\(report.failedFrameCount)\">"]
        for scene in report.scenes {
            lines.append("  <testsuite name=\"\(XML.escape(scene.name))\" tests=\"\(scene.frames.count)\" failures=\"\(scene.failures.count)\">")
            lines.append("    <properties><property name=\"file\" value=\"\(XML.escape(scene.file))\"/>"
                + "<property name=\"goldens\" value=\"\(XML.escape(scene.goldens))\"/></properties>")
            for frame in scene.frames {
                let open = "    <testcase classname=\"\(XML.escape(scene.name))\" name=\"\(XML.escape(frame.name))\""
                if frame.passed {
                    lines.append(open + "/>")
                    continue
                }
                lines.append(open + ">")
                var detail = "\(frame.golden) at t = \(formatSeconds(frame.time)) s: \(frame.message)"
                if let a = frame.artifacts {
                    detail += "\nactual: \(a.actual)" + (a.expected.map { "\nexpected: \($0)" } ?? "") + (a.diff.map { "\ndiff: \($0)" } ?? "")
                }
                lines.append("      <failure type=\"\(frame.status.rawValue)\" message=\"\(XML.escape(frame.message))\">\(XML.escape(detail))</failure>")
                lines.append("    </testcase>")
            }
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }
}

/// Escapes text for XML and HTML content and attribute values.
enum XML {
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.count)
        for c in text {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(c)
            }
        }
        return out
    }
}

func formatSeconds(_ t: Double) -> String {
    String(format: "%.3f", t)
}
