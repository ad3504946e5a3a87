import Geometry
import ViewTree

/// `clipShape`, `clipped()` and `cornerRadius`: what the child draws is clipped to the shape
/// in this view's frame.
final class ClipNode: ModifierNode {
    let shape: ShapeKind

    init(shape: ShapeKind, child: LayoutNode, identity: Identity, location: SourceLocation) {
        self.shape = shape
        super.init(child: child, identity: identity, location: location)
    }

    override func place(in frame: Rect, context: inout PlacementContext) {
        context.scoped { inner in
            inner.clips.append(ClipRegion(rect: frame, shape: shape))
            child.place(in: frame, context: &inner)
        }
    }
}

/// `opacity(_:)`: multiplies into everything drawn inside.
final class OpacityNode: ModifierNode {
    let value: Double

    init(value: Double, child: LayoutNode, identity: Identity, location: SourceLocation) {
        self.value = value
        super.init(child: child, identity: identity, location: location)
    }

    override func place(in frame: Rect, context: inout PlacementContext) {
        context.scoped { inner in
            inner.opacity *= value
            child.place(in: frame, context: &inner)
        }
    }
}

/// `shadow(color:radius:x:y:)`: every element inside casts it.
final class ShadowNode: ModifierNode {
    let shadow: ShadowSpec

    init(shadow: ShadowSpec, child: LayoutNode, identity: Identity, location: SourceLocation) {
        self.shadow = shadow
        super.init(child: child, identity: identity, location: location)
    }

    override func place(in frame: Rect, context: inout PlacementContext) {
        context.scoped { inner in
            inner.shadow = shadow
            child.place(in: frame, context: &inner)
        }
    }
}

/// `matchedGeometryEffect`: records, on every element inside, the group it belongs to and
/// the frame of the view the effect was applied to. Motion does the rest.
final class MatchedNode: ModifierNode {
    let effect: MatchedGeometry

    init(effect: MatchedGeometry, child: LayoutNode, identity: Identity, location: SourceLocation) {
        self.effect = effect
        super.init(child: child, identity: identity, location: location)
    }

    override func place(in frame: Rect, context: inout PlacementContext) {
        context.scoped { inner in
            inner.matched.append(MatchedMembership(effect: effect, viewFrame: frame, viewIdentity: identity))
            child.place(in: frame, context: &inner)
        }
    }
}

/// `transition(_:)`: records the transition, with this view's identity and frame, on every
/// element inside.
final class TransitionNode: ModifierNode {
    let transition: Transition

    init(transition: Transition, child: LayoutNode, identity: Identity, location: SourceLocation) {
        self.transition = transition
        super.init(child: child, identity: identity, location: location)
    }

    override func place(in frame: Rect, context: inout PlacementContext) {
        context.scoped { inner in
            inner.transitions.append(TransitionScope(transition: transition, viewIdentity: identity, viewFrame: frame))
            child.place(in: frame, context: &inner)
        }
    }
}
