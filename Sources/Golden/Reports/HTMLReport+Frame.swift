import Foundation
import Output

extension HTMLReport {
    /// A failing, missing or new frame in full: the sentence, the numbers, the images with
    /// their changed regions boxed, the wipe, and the accept command.
    func frameBlock(_ frame: FrameResult, scene: SceneResult) -> String {
        var rows: [(String, String)] = [("time", GoldenMessages.times(now: frame.time, golden: frame.goldenTime)),
                                        ("golden", frame.golden)]
        if let m = frame.mismatchedPixels, let t = frame.totalPixels, let a = frame.allowedPixels {
            rows.append(("mismatched pixels", "\(m) (\(GoldenMessages.percent(Double(m) / Double(max(1, t)))))"))
            rows.append(("allowed", "\(a)"))
            rows.append(("anti-aliasing only", "\(frame.antiAliasedPixels ?? 0)"))
            rows.append(("total pixels", "\(t)"))
        }
        if let e = frame.expectedSize, let a = frame.actualSize {
            rows.append(("size", e == a ? "\(a)" : "expected \(e), actual \(a)"))
        }
        if let regions = frame.changedRegions, !regions.isEmpty {
            rows.append(("changed regions", regions.map(\.description).joined(separator: " · ")))
        }
        if let differences = frame.rendererDifferences { rows.append(("renderer", differences.joined(separator: ", "))) }
        let table = rows.map { "<tr><th>\(esc($0.0))</th><td>\(esc($0.1))</td></tr>" }.joined()
        let a = frame.artifacts
        var figures: [String] = []
        if let expected = a?.expected { figures.append(figure(expected, "expected", "Expected (golden)", frame)) }
        if let actual = a?.actual { figures.append(figure(actual, "actual", frame.status == .new ? "Actual (the new golden)" : "Actual", frame)) }
        if let diff = a?.diff { figures.append(figure(diff, "diff", "Diff", frame)) }
        if let expected = a?.expected, let actual = a?.actual { figures.append(wipe(expected: expected, actual: actual)) }
        let accept = AcceptCommand.command(for: frame, in: scene, of: report).map { command in
            "<div class=\"accept\"><span class=\"muted\">accept:</span> <code class=\"command\">\(esc(command))</code> "
                + "<button class=\"copy\" type=\"button\">Copy</button></div>"
        } ?? ""
        let badge = frame.status == .failed ? "fail" : "missing"
        return """
        <div class="frame detail \(frame.status.rawValue)" data-status="\(frame.status.rawValue)" id="\(esc(anchor(scene.name + "-" + frame.name)))">
        <h3>\(esc(frame.name)) <span class="badge \(badge)">\(frame.status.rawValue)</span></h3>
        <p class="message">\(esc(frame.message))</p>
        <table class="numbers">\(table)</table>
        \(accept)
        <div class="images">
        \(figures.joined(separator: "\n"))
        </div>
        </div>
        """
    }

    /// An image that opens in the inspector, with the frame's changed regions over it as
    /// boxes placed in percent of the image, so they stay on their pixels at any zoom.
    func figure(_ path: String, _ kind: String, _ caption: String, _ frame: FrameResult) -> String {
        let size = kind == "expected" ? frame.expectedSize : frame.actualSize
        let boxes = size.map { boxOverlay(frame.changedRegions ?? [], width: $0.width, height: $0.height) } ?? ""
        return "<figure class=\"\(kind)\"><a class=\"shot\" href=\"\(src(path))\" data-kind=\"\(kind)\" "
            + "data-title=\"\(esc(frame.name)) · \(kind)\"><img src=\"\(src(path))\" alt=\"\(kind)\">\(boxes)</a>"
            + "<figcaption>\(caption)</figcaption></figure>"
    }

    func boxOverlay(_ regions: [PixelRect], width: Int, height: Int) -> String {
        regions.map { r in
            let left = percent(r.x, width), top = percent(r.y, height)
            let w = percent(r.width, width), h = percent(r.height, height)
            return "<span class=\"box\" data-rect=\"\(r.x) \(r.y) \(r.width) \(r.height)\" "
                + "style=\"left:\(left)%;top:\(top)%;width:\(w)%;height:\(h)%\"></span>"
        }.joined()
    }

    func percent(_ value: Int, _ whole: Int) -> String {
        String(format: "%.4f", 100 * Double(value) / Double(max(1, whole)))
    }

    /// The actual over the expected, split by a slider, with a button that flips between them.
    func wipe(expected: String, actual: String) -> String {
        """
        <figure class="compare">
        <div class="wipe"><img src="\(src(expected))" alt="expected"><div class="over"><img src="\(src(actual))" alt="actual"></div></div>
        <input class="slider" type="range" min="0" max="100" value="50" aria-label="share of the actual image shown over the expected one">
        <button class="toggle" type="button">Flip expected / actual</button>
        <figcaption>Actual left of the blue line, expected right of it: slide, or flip</figcaption>
        </figure>
        """
    }

    /// The scene's key frames played as expected and actual side by side, for a scene whose
    /// frames have images (one with failures: its matching frames show their golden twice).
    func player(_ scene: SceneResult) -> String? {
        struct Step: Encodable { var name: String; var time: String; var status: String; var expected: String?; var actual: String }
        let steps = scene.frames.compactMap { frame -> Step? in
            guard let a = frame.artifacts else { return nil }
            let encode = { (path: String) in path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path }
            return Step(name: frame.name, time: GoldenMessages.seconds(frame.time), status: frame.status.rawValue,
                        expected: a.expected.map(encode), actual: encode(a.actual))
        }
        guard steps.count > 1, let data = try? JSONOutput.encode(steps) else { return nil }
        let json = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return """
        <section class="player" data-frames="\(esc(json))">
        <div class="side"><img class="expected" alt="expected key frame"><p>Expected</p></div>
        <div class="side"><img class="actual" alt="actual key frame"><p>Actual</p></div>
        <div class="controls"><button class="play" type="button">Play</button>
        <button class="step" type="button" data-by="-1">◀</button><button class="step" type="button" data-by="1">▶</button>
        <input class="position" type="range" min="0" max="\(steps.count - 1)" value="0" aria-label="key frame">
        <span class="label"></span></div>
        </section>
        """
    }
}
