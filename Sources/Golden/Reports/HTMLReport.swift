import Foundation

/// A self-contained HTML page a person opens from CI artifacts: for each failing frame,
/// the numbers, expected and actual side by side, a slider that wipes from one to the
/// other (and a button that flips between them), and the diff. Passing scenes are one
/// compact list. Images are referenced relative to the page, so the folder can move.
public struct HTMLReport {
    public let report: GoldenRunReport

    public init(_ report: GoldenRunReport) {
        self.report = report
    }

    public var html: String {
        let failing = report.scenes.filter { !$0.passed }
        let passing = report.scenes.filter(\.passed)
        var body = [header]
        if !failing.isEmpty {
            body.append("<section class=\"failures\">")
            body += failing.map(sceneSection)
            body.append("</section>")
        }
        if !passing.isEmpty {
            body.append("<section class=\"passed\">\n<h2>Passed</h2>\n<ul class=\"passed-list\">")
            body += passing.map { scene in
                let recorded = scene.frames.filter { $0.status == .recorded }.count
                var note = recorded > 0 ? ", \(recorded) recorded" : ""
                if !scene.orphans.isEmpty {
                    note += " · orphaned goldens\(scene.pruned ? " (pruned)" : ""): "
                        + scene.orphans.map { esc($0.description) }.joined(separator: ", ")
                }
                return "<li><span class=\"badge pass\">pass</span> <strong>\(esc(scene.name))</strong> "
                    + "<span class=\"muted\">\(esc(scene.file)) · \(scene.frames.count) frame\(scene.frames.count == 1 ? "" : "s")\(note)</span></li>"
            }
            body.append("</ul>\n</section>")
        }
        return """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>Matchcut golden report</title>
        <style>
        \(Self.style)
        </style>
        </head>
        <body>
        \(body.joined(separator: "\n"))
        <script>
        \(Self.script)
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
        return """
        <header>
        <h1>Matchcut golden report</h1>
        <p class="summary">\(verdict)</p>
        <p class="options muted">threshold \(num(c.threshold)) · anti-aliasing \(c.includeAntiAliasing ? "counted" : "ignored") · \
        max diff ratio \(GoldenMessages.percent(c.maxDiffRatio)) · frame tolerance \(report.frameTolerance) · record \(report.record.rawValue)</p>
        <p class="legend muted">In a diff: <span class="swatch red"></span> changed · <span class="swatch yellow"></span> anti-aliasing only · faded grey unchanged</p>
        </header>
        """
    }

    func sceneSection(_ scene: SceneResult) -> String {
        var parts = ["<article class=\"scene failed\" id=\"\(esc(anchor(scene.name)))\">",
                     "<h2><span class=\"badge fail\">fail</span> \(esc(scene.name)) <small class=\"muted\">\(esc(scene.file)) · goldens in \(esc(scene.goldens))</small></h2>"]
        parts += scene.failures.map { frameBlock($0, scene: scene) }
        let passedNames = scene.frames.filter(\.passed).map { esc($0.name) }
        if !passedNames.isEmpty {
            parts.append("<p class=\"muted frames-passed\">Also passed: \(passedNames.joined(separator: ", "))</p>")
        }
        if !scene.orphans.isEmpty {
            let names = scene.orphans.map { esc($0.description) }.joined(separator: ", ")
            parts.append("<p class=\"muted orphans\">Orphaned goldens\(scene.pruned ? " (pruned)" : ""): \(names)</p>")
        }
        parts.append("</article>")
        return parts.joined(separator: "\n")
    }

    func frameBlock(_ frame: FrameResult, scene: SceneResult) -> String {
        var rows: [(String, String)] = [("time", "\(formatSeconds(frame.time)) s"), ("golden", frame.golden)]
        if let m = frame.mismatchedPixels, let t = frame.totalPixels, let a = frame.allowedPixels {
            rows.append(("mismatched pixels", "\(m) (\(GoldenMessages.percent(Double(m) / Double(max(1, t)))))"))
            rows.append(("allowed", "\(a)"))
            rows.append(("anti-aliasing only", "\(frame.antiAliasedPixels ?? 0)"))
            rows.append(("total pixels", "\(t)"))
        }
        if let e = frame.expectedSize, let a = frame.actualSize {
            rows.append(("size", e == a ? "\(a)" : "expected \(e), actual \(a)"))
        }
        let table = rows.map { "<tr><th>\(esc($0.0))</th><td>\(esc($0.1))</td></tr>" }.joined()
        var figures: [String] = []
        let a = frame.artifacts
        if let expected = a?.expected { figures.append(figure(expected, "expected", "Expected (golden)")) }
        if let actual = a?.actual { figures.append(figure(actual, "actual", "Actual")) }
        if let diff = a?.diff { figures.append(figure(diff, "diff", "Diff")) }
        if let expected = a?.expected, let actual = a?.actual {
            figures.append("""
            <figure class="compare">
            <div class="wipe"><img src="\(src(expected))" alt="expected"><div class="over"><img src="\(src(actual))" alt="actual"></div></div>
            <input class="slider" type="range" min="0" max="100" value="50" aria-label="share of the actual image shown over the expected one">
            <button class="toggle" type="button">Flip expected / actual</button>
            <figcaption>Actual left of the blue line, expected right of it: slide, or flip</figcaption>
            </figure>
            """)
        }
        return """
        <div class="frame \(frame.status.rawValue)" id="\(esc(anchor(scene.name + "-" + frame.name)))">
        <h3>\(esc(frame.name)) <span class="badge \(frame.status == .failed ? "fail" : "missing")">\(frame.status.rawValue)</span></h3>
        <p class="message">\(esc(frame.message))</p>
        <table class="numbers">\(table)</table>
        <div class="images">
        \(figures.joined(separator: "\n"))
        </div>
        </div>
        """
    }

    func figure(_ path: String, _ kind: String, _ caption: String) -> String {
        "<figure class=\"\(kind)\"><a href=\"\(src(path))\"><img src=\"\(src(path))\" alt=\"\(kind)\"></a><figcaption>\(caption)</figcaption></figure>"
    }

    func src(_ relative: String) -> String {
        esc(relative.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? relative)
    }

    func anchor(_ text: String) -> String {
        String(text.map { $0.isLetter || $0.isNumber || $0 == "-" ? $0 : "-" })
    }

    func esc(_ text: String) -> String { XML.escape(text) }

    func num(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    static let style = """
    body { font: 14px/1.4 -apple-system, "Inter", "Helvetica Neue", Arial, sans-serif; margin: 24px; color: #1c1c1e; background: #fff; }
    h1 { font-size: 22px; margin: 0 0 4px; }
    h2 { font-size: 18px; margin: 24px 0 8px; }
    h3 { font-size: 15px; margin: 16px 0 4px; font-family: ui-monospace, Menlo, monospace; }
    .muted { color: #6e6e73; font-weight: normal; }
    .badge { display: inline-block; padding: 1px 8px; border-radius: 9px; font-size: 12px; font-weight: 600; color: #fff; font-family: sans-serif; }
    .badge.pass { background: #248a3d; } .badge.fail { background: #d70015; } .badge.missing { background: #b25000; }
    .swatch { display: inline-block; width: 10px; height: 10px; vertical-align: middle; border: 1px solid #999; }
    .swatch.red { background: #f00; } .swatch.yellow { background: #ff0; }
    .message { font-weight: 600; margin: 4px 0 8px; }
    table.numbers { border-collapse: collapse; margin-bottom: 8px; }
    table.numbers th { text-align: left; font-weight: normal; color: #6e6e73; padding: 1px 12px 1px 0; }
    table.numbers td { font-family: ui-monospace, Menlo, monospace; }
    .images { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-start; }
    figure { margin: 0; }
    figure img { width: 240px; display: block; border: 1px solid #d2d2d7; background: repeating-conic-gradient(#eee 0% 25%, #fff 0% 50%) 50% / 16px 16px; }
    figcaption { font-size: 12px; color: #6e6e73; margin-top: 4px; }
    .wipe { position: relative; width: 240px; }
    .wipe .over { position: absolute; top: 0; left: 0; bottom: 0; width: 50%; overflow: hidden; border-right: 2px solid #0071e3; }
    .wipe .over img { position: absolute; top: 0; left: 0; width: 240px; max-width: none; }
    .slider { width: 240px; display: block; margin: 6px 0; }
    .toggle { font: inherit; font-size: 12px; }
    .frame { border-top: 1px solid #e5e5ea; padding-top: 4px; }
    ul.passed-list { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: 4px 28px; }
    ul.passed-list li { margin: 2px 0; }
    """

    static let script = """
    // Small images shown larger keep their pixels sharp, so one changed pixel stays visible.
    document.querySelectorAll('img').forEach(function (img) {
      function sharpen() { if (img.naturalWidth && img.naturalWidth < img.clientWidth) img.style.imageRendering = 'pixelated'; }
      if (img.complete) sharpen(); else img.addEventListener('load', sharpen);
    });
    document.querySelectorAll('figure.compare').forEach(function (figure) {
      var over = figure.querySelector('.over'), slider = figure.querySelector('.slider');
      function show(percent) { over.style.width = percent + '%'; slider.value = percent; }
      slider.addEventListener('input', function () { show(Number(slider.value)); });
      figure.querySelector('.toggle').addEventListener('click', function () { show(Number(slider.value) < 50 ? 100 : 0); });
    });
    """
}
