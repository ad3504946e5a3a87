import Foundation
import Layout
import ViewTree

/// The geometry checks `check` runs (docs/security.md, "Limits"): the numbers written on
/// every view before layout (`GeometryLimits`), then where layout put each element, and the
/// frame's size in pixels. A value past the limits is a located error naming the modifier,
/// not a trap in a later stage's conversion to `Int`, a range or a pixel count.
enum GeometryCheck {
    static let hint = "a finite number within the limits draws what SwiftUI would; docs/security.md lists them"

    /// Every tree of the scene: its first screen, each state of the timeline, each layout.
    static func trees(of scene: SceneDescription) -> [SceneDiagnostic] {
        let trees = [scene.initial] + scene.changes.map(\.tree) + scene.layouts.map(\.tree)
        var seen: Set<String> = []
        return trees.flatMap(GeometryLimits.problems).filter { seen.insert("\($0.location)\($0.message)").inserted }
            .map { SceneDiagnostic(severity: .error, location: $0.location, id: $0.hint == nil ? "geometry-out-of-range" : "text-too-long",
                                  message: $0.message, hint: $0.hint ?? hint) }
    }

    /// Where layout placed every element: nested offsets and positions add up, so each edge
    /// must still be a finite number within `GeometryLimits.maxPosition`.
    static func placements(_ snapshots: [LayoutSnapshot]) -> [SceneDiagnostic] {
        var found: [SceneDiagnostic] = []
        var seen: Set<String> = []
        for snapshot in snapshots {
            for element in snapshot.elements {
                let f = element.frame
                let edges = [("x", f.minX), ("y", f.minY), ("width", f.width), ("height", f.height)]
                guard let (name, value) = edges.first(where: { GeometryLimits.positionProblem($0.1) != nil }) else { continue }
                let message = "'\(element.content.kindName)' is laid out with its \(name) at \(GeometryText.number(value)), which "
                    + GeometryLimits.positionProblem(value)!
                guard seen.insert("\(element.location) \(message)").inserted else { continue }
                found.append(SceneDiagnostic(severity: .error, location: element.location, id: "geometry-out-of-range",
                                             message: message, hint: hint))
                if found.count >= 20 { return found }
            }
        }
        return found
    }

    /// The canvas at `scale` pixels a point, against the frame limits.
    static func pixels(of canvas: CanvasSpec, scale: Double, scaleSource: String, file: String) -> SceneDiagnostic? {
        let width = (canvas.size.width * scale).rounded(), height = (canvas.size.height * scale).rounded()
        let problem = width.isFinite && height.isFinite && width < 1e9 && height < 1e9
            ? SceneLimits.pixelProblem(width: max(1, Int(width)), height: max(1, Int(height)))
            : "the limit is \(SceneLimits.maxPixelSide) pixels a side"
        guard let problem else { return nil }
        return SceneDiagnostic(
            severity: .error, location: SourceLocation(file: file, line: 1, column: 1), id: "canvas-too-large",
            message: "the \(GeometryText.number(canvas.size.width)) × \(GeometryText.number(canvas.size.height))-point canvas "
                + "at \(scaleSource) is \(GeometryText.number(width)) × \(GeometryText.number(height)) pixels; \(problem)",
            hint: "use a smaller --scale or canvas")
    }
}

enum GeometryText {
    /// `4096`, `1.5`: a number as a person writes it.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }
}
