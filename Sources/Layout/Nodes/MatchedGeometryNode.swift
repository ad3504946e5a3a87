import Geometry
import ViewTree

/// `matchedGeometryEffect(id:in:properties:anchor:isSource:)`: everything drawn inside
/// records the group it belongs to and the frame of the view the effect is applied to;
/// Motion flies the group when its source changes.
///
/// A view with `isSource: false` takes its geometry from its group's source at rest too
/// (reference §2.1): it is proposed the source's size (`.frame`, `.size`) and placed with its
/// anchor on the source's anchor point (`.frame`, `.position`). Its parent's layout does not
/// change. With no source on screen it stays where its parent put it.
final class MatchedGeometryNode: ModifierNode {
    let effect: MatchedGeometry

    init(effect: MatchedGeometry, child: LayoutNode, identity: Identity, location: SourceLocation) {
        self.effect = effect
        super.init(child: child, identity: identity, location: location)
    }

    override func place(in frame: Rect, context: inout PlacementContext) {
        var frame = frame
        if !effect.isSource, let shared = context.matchedSources[effect.key] {
            let size = effect.properties == .position ? frame.size : child.sizeThatFits(ProposedSize(shared.size))
            let point = effect.properties == .size ? frame.point(at: effect.anchor) : shared.anchor
            frame = .placing(size, anchor: effect.anchor, at: point)
        }
        context.scoped { inner in
            inner.matched.append(MatchedMembership(effect: effect, viewFrame: frame, viewIdentity: identity,
                                                   clipDepth: inner.clips.count))
            child.place(in: frame, context: &inner)
        }
    }
}

/// The shared value of each matched group in a layout: its source's anchor point and size
/// (the first source in layout order, as Motion picks it).
struct MatchedSources {
    static func of(_ elements: [PlacedElement]) -> [MatchKey: (anchor: Point, size: Size)] {
        var result: [MatchKey: (anchor: Point, size: Size)] = [:]
        for element in elements {
            for m in element.matched where m.effect.isSource && result[m.effect.key] == nil {
                result[m.effect.key] = (m.viewFrame.point(at: m.effect.anchor), m.viewFrame.size)
            }
        }
        return result
    }
}
