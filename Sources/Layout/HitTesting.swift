import Drawing
import Geometry
import ViewTree

/// Where a finger reaches the views of a solved layout, as SwiftUI hit-tests them: a view
/// receives a touch where it draws (a stack's empty space does not), and a view drawn in front
/// takes the touch from those behind it. The status bar and what is fully transparent take none.
///
/// SwiftUI hit-tests against the layout a change leads to, not the frames an animation shows
/// on the way, so a timeline verb asks the layout of the state on screen at that moment.
extension LayoutSnapshot {
    /// The part of `element` a touch can land on: its frame, cut by its clips and the screen.
    func touchableRect(_ element: PlacedElement) -> Rect? {
        guard element.allowsHitTesting, element.opacity > 0, element.identity.components.first != "StatusBar", !element.isClear else {
            return nil
        }
        var rect = element.frame.intersection(Rect(origin: .zero, size: canvas.size))
        for clip in element.clips { rect = rect.intersection(clip.rect) }
        return rect.width > 0 && rect.height > 0 ? rect : nil
    }

    /// The element a touch at `point` lands on: the frontmost one drawn there. A shape takes
    /// a touch where it draws: a stroked, unfilled one on its outline (the line's width and
    /// a point either side), an ellipse or circle inside its curve.
    public func element(at point: Point) -> PlacedElement? {
        elements.last { element in
            guard let rect = touchableRect(element), rect.contains(point) else { return false }
            return element.shapeTakesTouch(at: point)
        }
    }

    /// Where a finger lands to touch the view `identity`: the middle of the first thing the
    /// view draws that nothing in front of it covers. nil when the view is not on screen
    /// (scrolled or paged away, covered, or gone).
    public func touchPoint(of identity: Identity) -> Point? {
        for element in elements where element.identity.hasPrefix(identity) {
            guard let rect = touchableRect(element) else { continue }
            let point = Point(x: rect.midX, y: rect.midY)
            if let hit = self.element(at: point), hit.identity.hasPrefix(identity) { return point }
        }
        return nil
    }

    /// What a UI test finds the view `identity` by: the texts it draws, and the names of its
    /// images and symbols (SwiftUI's default accessibility labels), in draw order.
    public func labels(of identity: Identity) -> [String] {
        var labels: [String] = []
        for element in elements where element.identity.hasPrefix(identity) {
            switch element.content {
            case .text(let run): labels.append(run.string)
            case .image(let image): labels.append(image.accessibilityName)
            case .symbol(let name, _, _), .layeredSymbol(let name, _, _, _): labels.append(name)
            case .shape: break
            }
        }
        return labels
    }
}

extension PlacedElement {
    /// Whether a touch at `point`, inside the element's frame, lands on what the shape draws.
    func shapeTakesTouch(at point: Point) -> Bool {
        guard case .shape(let kind, let fill, let stroke) = content else { return true }
        // A circle is drawn in the square its frame's shorter side makes, centred.
        let side = min(frame.width, frame.height)
        let f = kind == .circle ? Rect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side) : frame
        func insideEllipse(_ r: Rect) -> Bool {
            guard r.width > 0, r.height > 0 else { return false }
            let dx = (point.x - r.midX) / (r.width / 2), dy = (point.y - r.midY) / (r.height / 2)
            return dx * dx + dy * dy <= 1
        }
        let round: Bool
        switch kind {
        case .circle, .ellipse: round = true
        default: round = false
        }
        if fill == nil, let stroke {
            // Only the outline: outside the shape inset by half the line and a point.
            let inset = stroke.lineWidth / 2 + 1
            let hole = Rect(x: f.minX + inset, y: f.minY + inset, width: max(0, f.width - 2 * inset), height: max(0, f.height - 2 * inset))
            return round ? !insideEllipse(hole) : !hole.contains(point)
        }
        return round ? insideEllipse(f) : true
    }

    /// A shape filled with a clear colour and not stroked: SwiftUI does not hit-test it.
    var isClear: Bool {
        guard case .shape(_, let fill, let stroke) = content, stroke == nil else { return false }
        guard let fill else { return true }
        if case .color(let c) = fill { return c.opacity == 0 }
        return false
    }
}

extension ImageContent {
    /// The asset's name as `Image("name")` wrote it, or else the file name without folders,
    /// scale suffix and extension.
    var accessibilityName: String {
        if let name { return name }
        var name = String(path.split(separator: "/").last ?? Substring(path))
        if name.hasSuffix(".png") { name.removeLast(4) }
        for suffix in ["@3x", "@2x"] where name.hasSuffix(suffix) { name.removeLast(suffix.count) }
        return name
    }
}

