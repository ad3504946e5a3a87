import Files
import Foundation
import Output

/// The run as Markdown for GitHub Actions' job summary (`$GITHUB_STEP_SUMMARY`): the
/// verdict, then a table of the failing frames with their sentence and accept command, and
/// the orphans. Images cannot be shown there (the artifacts are not public URLs), so the
/// table names the files in the uploaded report folder.
public struct StepSummary {
    public let report: GoldenRunReport
    /// The most frames listed; the rest are counted.
    public static let maxRows = 50

    public init(_ report: GoldenRunReport) {
        self.report = report
    }

    public var markdown: String {
        var lines = ["## Matchcut golden test" + (report.shard.map { " (shard \($0))" } ?? ""), ""]
        let failing = report.scenes.flatMap { scene in scene.failures.map { (scene, $0) } }
        if failing.isEmpty {
            lines.append("✅ All \(report.frameCount) frames of \(report.scenes.count) scenes match their goldens.")
        } else {
            let scenes = report.scenes.filter { !$0.passed }.count
            lines.append("❌ \(failing.count) of \(report.frameCount) frames in \(scenes) of \(report.scenes.count) scenes failed. "
                         + "The report folder (report.html) has the images.")
            lines += ["", "| scene | frame | status | what | diff | accept |", "|---|---|---|---|---|---|"]
            for (scene, frame) in failing.prefix(Self.maxRows) {
                let accept = AcceptCommand.command(for: frame, in: scene, of: report).map { "`\(cell($0))`" } ?? ""
                let diff = (frame.artifacts?.diff ?? frame.artifacts?.actual).map { "`\(cell($0))`" } ?? ""
                lines.append("| \(cell(scene.name)) | `\(cell(frame.name))` (t = \(GoldenMessages.seconds(frame.time)) s) | "
                             + "\(frame.status.rawValue) | \(cell(frame.message)) | \(diff) | \(accept) |")
            }
            if failing.count > Self.maxRows { lines += ["", "… and \(failing.count - Self.maxRows) more in report.html."] }
        }
        let orphans = report.scenes.flatMap { scene in scene.orphans.map { "`\(cell(scene.name))/\(cell($0.description))`" } }
        if !orphans.isEmpty { lines += ["", "Orphaned goldens: " + orphans.joined(separator: ", ")] }
        return lines.joined(separator: "\n") + "\n\n"
    }

    /// Text that stays in its table cell.
    func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }

    /// Appends the summary to the file `$GITHUB_STEP_SUMMARY` names, when it names one.
    public static func append(_ report: GoldenRunReport, environment: [String: String]) throws {
        guard let path = environment["GITHUB_STEP_SUMMARY"], !path.isEmpty else { return }
        let text = Array(StepSummary(report).markdown.utf8)
        guard let handle = FileHandle(forWritingAtPath: path) ?? {
            FileManager.default.createFile(atPath: path, contents: nil) ? FileHandle(forWritingAtPath: path) : nil
        }() else {
            throw FileError.cannotWrite(path: path, reason: "the step summary file cannot be opened")
        }
        defer { try? handle.close() }
        do {
            try handle.seekToEnd()
            try handle.write(contentsOf: Data(text))
        } catch {
            throw FileError.cannotWrite(path: path, reason: SystemErrorText.reason(error))
        }
    }
}
