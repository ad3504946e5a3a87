import Drawing
import Geometry

/// How the clips of an element's two ends blend, so that no crop jumps (docs/motion.md,
/// "Compositing a flight").
///
/// Clips pair up by the view that clips (`ClipRegion.owner`). A clip both ends have (a scroll
/// view the element stays in, a card it moves with) moves: its rectangle and radius
/// interpolate. A clip only the start has opens as the element leaves it: its rectangle
/// grows to hold what is visible of the element at the end, and its corners square off, so
/// at the end it cuts nothing and can go. A clip only the target has closes the same way in
/// reverse. Interpolation is clamped to the two ends, so a spring's overshoot never cuts
/// the element past them.
enum ClipFlight {
    /// The clips at progress p. `fromVisible` and `toVisible` are what is visible of the
    /// element at each end (its frame inside its own clips).
    static func blend(_ a: [ClipRegion], _ b: [ClipRegion], _ p: Double, fromVisible: Rect, toVisible: Rect) -> [ClipRegion] {
        if p == 0 { return a }
        if p == 1 { return b }
        let t = min(1, max(0, p))
        if a.count == b.count, zip(a, b).allSatisfy({ $0.owner == $1.owner }) {
            return zip(a, b).map { moved($0, $1, p) }
        }
        var result: [ClipRegion] = []
        for clip in a {
            if let partner = b.first(where: { $0.owner == clip.owner && !clip.owner.isEmpty }) {
                result.append(moved(clip, partner, p))
            } else {
                result.append(opened(clip, toHold: toVisible, by: t))
            }
        }
        for clip in b where clip.owner.isEmpty || !a.contains(where: { $0.owner == clip.owner }) {
            result.append(opened(clip, toHold: fromVisible, by: 1 - t))
        }
        return result
    }

    /// A clip that both ends share: rectangle and corner radius interpolate.
    static func moved(_ a: ClipRegion, _ b: ClipRegion, _ p: Double) -> ClipRegion {
        var clip = b.with(rect: a.rect.interpolated(to: b.rect, by: p))
        clip.shape = ElementInterpolation.shape(a.shape, a.rect, b.shape, b.rect, p)
        return clip
    }

    /// `clip` opened by `t` (0: as it is; 1: a square rectangle holding `visible` too).
    static func opened(_ clip: ClipRegion, toHold visible: Rect, by t: Double) -> ClipRegion {
        let open = clip.rect.union(visible)
        let radius = clip.shape.cornerRadius(in: clip.rect) * (1 - t)
        let shape: ShapeKind
        if case .ellipse = clip.shape, t == 0 {
            shape = clip.shape
        } else if radius > 0 {
            shape = .roundedRectangle(cornerRadius: radius, style: clip.shape.cornerStyle)
        } else {
            shape = .rectangle
        }
        var opened = clip.with(rect: clip.rect.interpolated(to: open, by: t))
        opened.shape = shape
        return opened
    }

    /// What is visible of a frame inside clips: their rectangles' intersection with it (the
    /// frame itself when they leave nothing, so an opening clip still holds it).
    static func visible(_ frame: Rect, in clips: [ClipRegion]) -> Rect {
        let cut = clips.reduce(frame) { $0.intersection($1.rect) }
        return cut.width > 0 && cut.height > 0 ? cut : frame
    }
}
