import Drawing
import Geometry
import ViewTree

/// A modifier that changes nothing about layout and only adds an effect to everything drawn
/// inside it: a clip, an opacity, a shadow, a transition. The
/// effect is a value (a function of the view's frame), applied to a copy of the context so
/// it reaches this subtree only.
final class EffectNode: ModifierNode {
    typealias Effect = @Sendable (_ frame: Rect, _ identity: Identity, _ context: inout PlacementContext) -> Void
    let effect: Effect

    init(child: LayoutNode, identity: Identity, location: SourceLocation, effect: @escaping Effect) {
        self.effect = effect
        super.init(child: child, identity: identity, location: location)
    }

    override func place(in frame: Rect, context: inout PlacementContext) {
        context.scoped { inner in
            effect(frame, identity, &inner)
            child.place(in: frame, context: &inner)
        }
    }
}

/// The effects, one per modifier.
enum Effects {
    /// `clipShape`, `clipped()` and `cornerRadius`: what is drawn inside is clipped to the
    /// shape in this view's frame.
    static func clip(_ shape: ShapeKind) -> EffectNode.Effect {
        { frame, identity, context in
            context.clips.append(ClipRegion(rect: frame, shape: shape, transformDepth: context.transforms.count,
                                            owner: identity.description, shapesShadow: context.shadow != nil))
        }
    }

    /// A layer effect: everything drawn inside goes into one layer, which takes over the
    /// opacity, shadow and clips in force outside it (SwiftUI flattens the view first, and the
    /// modifiers outside apply to the flattened view).
    static func layer(_ effect: LayerEffect) -> EffectNode.Effect {
        { frame, identity, context in
            context.layers.append(PlacedLayer(key: "\(identity)#\(context.layers.count)", effect: effect, viewFrame: frame,
                                              opacity: context.opacity, shadow: context.shadow, clipDepth: context.clips.count))
            context.opacity = 1
            context.shadow = nil
        }
    }

    /// `scaleEffect`, `rotationEffect`, `rotation3DEffect`, `transformEffect` and
    /// `projectionEffect`: everything drawn inside is transformed about this view's frame,
    /// after layout, as SwiftUI applies a geometry effect.
    static func transform(_ effect: GeometryEffect) -> EffectNode.Effect {
        { frame, _, context in context.transforms.append(PlacedTransform(effect: effect, viewFrame: frame)) }
    }

    /// `opacity(_:)`: multiplies into everything drawn inside.
    static func opacity(_ value: Double) -> EffectNode.Effect {
        { _, _, context in context.opacity *= value }
    }

    /// `shadow(color:radius:x:y:)`: every element inside casts it.
    static func shadow(_ shadow: ShadowSpec) -> EffectNode.Effect {
        { _, _, context in
            // The clips already in force enclose this shadow (an outer one's are not its own).
            for i in context.clips.indices { context.clips[i].shapesShadow = false }
            context.shadow = shadow
        }
    }

    /// `transition(_:)`: every element inside records the transition, with this view's
    /// identity and frame.
    static func transition(_ transition: Transition) -> EffectNode.Effect {
        { frame, identity, context in
            context.transitions.append(TransitionScope(transition: transition, viewIdentity: identity, viewFrame: frame))
        }
    }
}
