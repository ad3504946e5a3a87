import Foundation
import Geometry
import ImageFiles
import Matchcut

// `make calibrate SCENE=… REFERENCE=…` (docs/fidelity.md, "The metric"): where Matchcut puts each
// view of a scene's first frame, against where an iOS-recorded reference PNG shows it.
//
//   MatchcutCalibrate <scene> <reference.png> [--project-root <dir>] [--json <file>]
//
// The scene states the reference's view at the reference's size: its canvas times its scale
// is the PNG's size in pixels. Each view of `matchcut trace`'s frame 0 (shapes under the whole
// canvas, views that draw nothing and flat patches left out) is cut from Matchcut's own frame 0 with 2 pt
// around it and looked for in the reference by normalised cross-correlation within ±24 pt of
// where Matchcut put it: first point by point, then pixel by pixel around the best. A view is
// found when the score is at least 0.5, and placed when it is found within 2 pt on both axes.
// Prints one line a view and the share placed per kind (text, symbol, image, shape, chrome).

let arguments = Array(CommandLine.arguments.dropFirst())
func option(_ name: String) -> String? {
    arguments.firstIndex(of: name).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
}
let positional = arguments.enumerated().filter { i, a in !a.hasPrefix("--") && (i == 0 || !arguments[i - 1].hasPrefix("--")) }.map(\.1)
guard positional.count == 2 else {
    FileHandle.standardError.write(Data("usage: MatchcutCalibrate <scene> <reference.png> [--project-root <dir>] [--json <file>]\n".utf8))
    exit(2)
}

/// Luma, 0…255, of a premultiplied BGRA frame over white (a reference's transparent pixels
/// are the page's white, as a snapshot's background shows).
struct Gray {
    let width: Int, height: Int
    var values: [Float]

    init(width: Int, height: Int, values: [Float]) {
        self.width = width
        self.height = height
        self.values = values
    }

    /// Averaged over `block` × `block` pixels: the image at 1 pt a pixel, where the small
    /// differences of Inter's glyphs from SF Pro's weigh less than a view's place.
    func reduced(by block: Int) -> Gray {
        guard block > 1 else { return self }
        let w = width / block, h = height / block
        var out = [Float](repeating: 0, count: w * h)
        for y in 0..<h {
            for x in 0..<w {
                var sum: Float = 0
                for row in 0..<block {
                    let start = (y * block + row) * width + x * block
                    for column in 0..<block { sum += values[start + column] }
                }
                out[y * w + x] = sum / Float(block * block)
            }
        }
        return Gray(width: w, height: h, values: out)
    }

    /// The mean and standard deviation of `box`.
    func statistics(_ box: (x: Int, y: Int, w: Int, h: Int)) -> (mean: Float, deviation: Float) {
        var sum: Float = 0, sumSquares: Float = 0
        for row in 0..<box.h {
            for column in 0..<box.w {
                let v = values[(box.y + row) * width + box.x + column]
                sum += v
                sumSquares += v * v
            }
        }
        let n = Float(box.w * box.h), mean = sum / n
        return (mean, max(0, sumSquares / n - mean * mean).squareRoot())
    }

    init(_ frame: Geometry.Frame) {
        width = frame.width
        height = frame.height
        values = [Float](repeating: 0, count: width * height)
        frame.pixels.withUnsafeBufferPointer { p in
            for i in 0..<(width * height) {
                let b = Float(p[4 * i]), g = Float(p[4 * i + 1]), r = Float(p[4 * i + 2]), a = Float(p[4 * i + 3])
                let white = 255 - a
                values[i] = 0.299 * (r + white) + 0.587 * (g + white) + 0.114 * (b + white)
            }
        }
    }
}

/// The normalised cross-correlation of `template`'s rectangle `box` (in pixels) with the
/// reference's rectangle of the same size moved by (dx, dy); nil when it leaves the reference.
func correlation(_ template: Gray, _ box: (x: Int, y: Int, w: Int, h: Int), mean tm: Float, deviation ts: Float,
                 in reference: Gray, dx: Int, dy: Int) -> Float? {
    let x0 = box.x + dx, y0 = box.y + dy
    guard x0 >= 0, y0 >= 0, x0 + box.w <= reference.width, y0 + box.h <= reference.height else { return nil }
    var sum: Float = 0, sumSquares: Float = 0, cross: Float = 0
    for row in 0..<box.h {
        let t = (box.y + row) * template.width + box.x, r = (y0 + row) * reference.width + x0
        for column in 0..<box.w {
            let a = template.values[t + column] - tm, b = reference.values[r + column]
            sum += b
            sumSquares += b * b
            cross += a * b
        }
    }
    let n = Float(box.w * box.h)
    let variance = sumSquares / n - (sum / n) * (sum / n)
    guard variance > 1 else { return 0 }
    return cross / (n * ts * variance.squareRoot())
}

func kindGroup(_ kind: String, identity: String) -> String {
    // The system's own bars: the status bar, navigation and tab bars, toolbars.
    if ["StatusBar/", "NavigationBar", "TabBar", "Toolbar", "HomeIndicator"].contains(where: { identity.hasPrefix($0) }) { return "chrome" }
    return switch kind {
    case "Text": "text"
    case "Symbol": "symbol"
    case "Image", "AsyncImage": "image"
    case "Rectangle", "RoundedRectangle", "UnevenRoundedRectangle", "Circle", "Ellipse", "Capsule", "Path", "Shape",
         "ContainerRelativeShape", "Color", "Gradient", "LinearGradient", "RadialGradient", "AngularGradient", "Divider":
        "shape"
    default: kind.hasSuffix("Shape") ? "shape" : "chrome"
    }
}

do {
    let scene = try CompiledScene.load(path: positional[0], projectRoot: option("--project-root"))
    let drawn = try Scene(scene).frame(at: 0)
    let reference = try PNGReader.read(positional[1])
    guard reference.width == drawn.width, reference.height == drawn.height else {
        FileHandle.standardError.write(Data("""
            the reference is \(reference.width)×\(reference.height) px and the scene draws \(drawn.width)×\(drawn.height): \
            give the scene the reference's size (its canvas times its scale)\n
            """.utf8))
        exit(2)
    }
    let scale = scene.description.canvas.scale
    let step = max(1, Int(scale.rounded()))
    let mine = Gray(drawn), theirs = Gray(reference)
    let mine1 = mine.reduced(by: step), theirs1 = theirs.reduced(by: step)
    let canvas = scene.description.canvas.size
    let elements = Trace(scene).frames.first?.elements ?? []

    struct Result: Codable {
        var kind: String, group: String, identity: String
        var x: Double, y: Double, width: Double, height: Double
        var status: String
        var dx: Double?, dy: Double?, score: Double?
    }
    var results: [Result] = []
    for element in elements {
        let f = element.frame
        var result = Result(kind: element.kind, group: kindGroup(element.kind, identity: element.identity), identity: element.identity,
                            x: f.x, y: f.y, width: f.width, height: f.height, status: "", dx: nil, dy: nil, score: nil)
        defer { results.append(result) }
        if element.opacity <= 0.01 { result.status = "invisible"; continue }
        // A shape or colour under the whole canvas is the page, which every reference has too;
        // a text or image as large as the canvas is a view sized to fit, and is measured.
        if result.group == "shape", f.width * f.height >= 0.9 * canvas.width * canvas.height {
            result.status = "page background"
            continue
        }
        // The view and 2 pt around it, in pixels, inside the canvas.
        let margin = 2.0
        let left = max(0, Int(((f.x - margin) * scale).rounded(.down))), top = max(0, Int(((f.y - margin) * scale).rounded(.down)))
        let right = min(drawn.width, Int(((f.x + f.width + margin) * scale).rounded(.up)))
        let bottom = min(drawn.height, Int(((f.y + f.height + margin) * scale).rounded(.up)))
        guard right - left >= 2, bottom - top >= 2 else { result.status = "off canvas"; continue }
        let box = (x: left, y: top, w: right - left, h: bottom - top)
        let (mean, deviation) = mine.statistics(box)
        guard deviation >= 2 else { result.status = "flat"; continue }
        // The score and the point at 1 pt a pixel over ±24 pt; then the place pixel by pixel
        // around it, at the frames' own scale.
        let box1 = (x: left / step, y: top / step, w: max(2, (right - left) / step), h: max(2, (bottom - top) / step))
        let (mean1, deviation1) = mine1.statistics(box1)
        guard deviation1 >= 1 else { result.status = "flat"; continue }
        var coarse: (score: Float, dx: Int, dy: Int) = (-2, 0, 0)
        for dy in -24...24 {
            for dx in -24...24 {
                if let s = correlation(mine1, box1, mean: mean1, deviation: deviation1, in: theirs1, dx: dx, dy: dy), s > coarse.score {
                    coarse = (s, dx, dy)
                }
            }
        }
        var best: (score: Float, dx: Int, dy: Int) = (-2, coarse.dx * step, coarse.dy * step)
        for dy in (coarse.dy * step - step + 1)...(coarse.dy * step + step - 1) {
            for dx in (coarse.dx * step - step + 1)...(coarse.dx * step + step - 1) {
                if let s = correlation(mine, box, mean: mean, deviation: deviation, in: theirs, dx: dx, dy: dy), s > best.score {
                    best = (s, dx, dy)
                }
            }
        }
        best.score = coarse.score
        result.score = Double(best.score)
        result.dx = Double(best.dx) / scale
        result.dy = Double(best.dy) / scale
        if best.score < 0.5 { result.status = "not found"; continue }
        result.status = abs(Double(best.dx)) / scale <= 2 && abs(Double(best.dy)) / scale <= 2 ? "placed" : "moved"
    }

    for r in results {
        let where_ = String(format: "[%.1f %.1f %.1f %.1f]", r.x, r.y, r.width, r.height)
        let offset = r.dx.map { String(format: "dx %+.2f dy %+.2f score %.2f", $0, r.dy ?? 0, r.score ?? 0) } ?? ""
        print("\(r.status.padding(toLength: 15, withPad: " ", startingAt: 0)) \(r.group.padding(toLength: 6, withPad: " ", startingAt: 0)) "
              + "\(r.kind) \(where_) \(offset)")
    }
    let measured = results.filter { ["placed", "moved", "not found"].contains($0.status) }
    for group in ["text", "symbol", "image", "shape", "chrome"] {
        let of = measured.filter { $0.group == group }
        guard !of.isEmpty else { continue }
        print("\(group): \(of.filter { $0.status == "placed" }.count) of \(of.count) placed within 2 pt")
    }
    let placed = measured.filter { $0.status == "placed" }.count
    print(String(format: "all: %d of %d placed within 2 pt (%.0f %%)", placed, measured.count,
                 measured.isEmpty ? 0 : 100 * Double(placed) / Double(measured.count)))
    if let json = option("--json") {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(results).write(to: URL(fileURLWithPath: json))
    }
} catch {
    FileHandle.standardError.write(Data("\(MatchcutError.describe(error))\n".utf8))
    exit(2)
}
