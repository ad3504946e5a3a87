/// Failing frames as GitHub Actions workflow commands (`::error file=…,line=…::…`), so each
/// shows on the pull request at the timeline change it belongs to. Printed to stdout when
/// `GITHUB_ACTIONS=true`; the property values and the message are escaped as GitHub's
/// toolkit escapes them (`%`, `\r`, `\n`, and in properties `:` and `,`).
public enum GitHubAnnotations {
    public static func lines(_ report: GoldenRunReport) -> [String] {
        report.scenes.flatMap { scene in
            scene.failures.map { frame in
                var properties = ["file=" + property(scene.file)]
                if let line = frame.line { properties.append("line=\(line)") }
                properties.append("title=" + property("\(scene.name)/\(frame.name)"))
                return "::error " + properties.joined(separator: ",") + "::" + data("\(frame.name) (t = \(GoldenMessages.seconds(frame.time)) s): \(frame.message)")
            }
        }
    }

    public static func enabled(_ environment: [String: String]) -> Bool { environment["GITHUB_ACTIONS"] == "true" }

    static func data(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }

    static func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
