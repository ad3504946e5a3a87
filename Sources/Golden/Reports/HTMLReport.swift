import Foundation

/// A self-contained HTML page a person opens from CI artifacts.
///
/// Every scene is listed, failing ones first in full: for each failing frame its numbers,
/// expected, actual and diff with boxes around the changed regions, a wipe between expected
/// and actual, and the command that accepts it; for the scene, its key frames played as
/// expected and actual side by side. Clicking an image opens it at 1:1 or 4×. A toolbar
/// filters by scene and by status. Images are referenced relative to the page, so the
/// folder can move; the page needs nothing from the network.
public struct HTMLReport {
    public let report: GoldenRunReport

    public init(_ report: GoldenRunReport) {
        self.report = report
    }

    public var html: String {
        let scenes = report.scenes.filter { !$0.passed } + report.scenes.filter(\.passed)
        var body = [header, toolbar, "<main>"]
        body += scenes.map(sceneSection)
        body += ["</main>", HTMLReportAssets.inspector]
        return """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>Matchcut golden report</title>
        <style>
        \(HTMLReportAssets.style)
        </style>
        </head>
        <body>
        \(body.joined(separator: "\n"))
        <script>
        \(HTMLReportAssets.script)
        </script>
        </body>
        </html>

        """
    }

    var header: String {
        let c = report.comparison
        let failedScenes = report.scenes.filter { !$0.passed }.count
        let verdict = report.passed
            ? "<span class=\"badge pass\">passed</span> all \(report.frameCount) frames of \(report.scenes.count) scenes match"
            : "<span class=\"badge fail\">failed</span> \(report.failedFrameCount) of \(report.frameCount) frames in "
                + "\(failedScenes) of \(report.scenes.count) scenes"
        let shard = report.shard.map { " · shard \(esc($0))" } ?? ""
        return """
        <header>
        <h1>Matchcut golden report</h1>
        <p class="summary">\(verdict)</p>
        <p class="options muted">threshold \(num(c.threshold)) · anti-aliasing \(c.includeAntiAliasing ? "counted" : "ignored") · \
        max diff ratio \(GoldenMessages.percent(c.maxDiffRatio)) · frame tolerance \(report.frameTolerance) · record \(report.record.rawValue)\(shard)</p>
        <p class="legend muted">In a diff: <span class="swatch red"></span> changed · <span class="swatch yellow"></span> anti-aliasing only · \
        faded grey unchanged · <span class="swatch box"></span> a changed region. Click an image to see it at 1:1 or 4×.</p>
        </header>
        """
    }

    /// A scene menu and one checkbox per status that occurs, with its count.
    var toolbar: String {
        let options = report.scenes.map { "<option value=\"\(esc($0.name))\">\(esc($0.name))</option>" }.joined()
        let frames = report.scenes.flatMap(\.frames)
        let statuses: [FrameResult.Status] = [.failed, .missing, .new, .recorded, .passed]
        let boxes = statuses.compactMap { status -> String? in
            let count = frames.filter { $0.status == status }.count
            guard count > 0 else { return nil }
            return "<label><input type=\"checkbox\" class=\"status-filter\" value=\"\(status.rawValue)\" checked> "
                + "\(status.rawValue) (\(count))</label>"
        }.joined(separator: " ")
        return """
        <nav class="toolbar">
        <label>Scene <select id="scene-filter"><option value="">all scenes</option>\(options)</select></label>
        <span class="statuses">\(boxes)</span>
        <span id="shown" class="muted"></span>
        </nav>
        """
    }

    func sceneSection(_ scene: SceneResult) -> String {
        let state = scene.passed ? "passed" : "failed"
        var parts = ["<article class=\"scene \(state)\" data-scene=\"\(esc(scene.name))\" id=\"\(esc(anchor(scene.name)))\">",
                     "<h2><span class=\"badge \(scene.passed ? "pass" : "fail")\">\(scene.passed ? "pass" : "fail")</span> "
                        + "\(esc(scene.name)) <small class=\"muted\">\(esc(scene.file)) · \(scene.frames.count) "
                        + "frame\(scene.frames.count == 1 ? "" : "s") · goldens in \(esc(scene.goldens))</small></h2>"]
        if !scene.orphans.isEmpty {
            let names = scene.orphans.map { esc($0.description) }.joined(separator: ", ")
            parts.append("<p class=\"muted orphans\">Orphaned goldens\(scene.pruned ? " (pruned)" : ""): \(names)</p>")
        }
        if let player = player(scene) { parts.append(player) }
        parts.append("<div class=\"frames\">")
        parts += scene.frames.map { frame in
            frame.passed ? compactFrame(frame, scene: scene) : frameBlock(frame, scene: scene)
        }
        parts += ["</div>", "</article>"]
        return parts.joined(separator: "\n")
    }

    /// A passing frame: one line.
    func compactFrame(_ frame: FrameResult, scene: SceneResult) -> String {
        "<div class=\"frame compact \(frame.status.rawValue)\" data-status=\"\(frame.status.rawValue)\" "
            + "id=\"\(esc(anchor(scene.name + "-" + frame.name)))\"><span class=\"badge \(frame.status == .passed ? "pass" : "note")\">"
            + "\(frame.status.rawValue)</span> <code>\(esc(frame.name))</code> <span class=\"muted\">t = "
            + "\(GoldenMessages.seconds(frame.time)) s · \(esc(frame.message))</span></div>"
    }

    func src(_ relative: String) -> String {
        esc(relative.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? relative)
    }

    func anchor(_ text: String) -> String {
        String(text.map { $0.isLetter || $0.isNumber || $0 == "-" ? $0 : "-" })
    }

    func esc(_ text: String) -> String { XML.escape(text) }

    func num(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
