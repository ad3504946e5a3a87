import Drawing
import Geometry

extension PlacedElement {
    /// The same element moved by (dx, dy), with its clips, geometry effects, matched and
    /// transition frames.
    public func translated(dx: Double, dy: Double) -> PlacedElement {
        guard dx != 0 || dy != 0 else { return self }
        var e = self
        e.frame = frame.offsetBy(dx: dx, dy: dy)
        e.clips = clips.map { $0.with(rect: $0.rect.offsetBy(dx: dx, dy: dy)) }
        e.transforms = transforms.map { $0.with(viewFrame: $0.viewFrame.offsetBy(dx: dx, dy: dy)) }
        e.matched = matched.map {
            MatchedMembership(effect: $0.effect, viewFrame: $0.viewFrame.offsetBy(dx: dx, dy: dy), viewIdentity: $0.viewIdentity,
                              clipDepth: $0.clipDepth)
        }
        e.transitions = transitions.map {
            TransitionScope(transition: $0.transition, viewIdentity: $0.viewIdentity,
                            viewFrame: $0.viewFrame.offsetBy(dx: dx, dy: dy))
        }
        if let pin {
            e.pin = pin.moved(by: pin.axis == .vertical ? dy : dx)
        }
        if var nav = navigation {
            nav.stackFrame = nav.stackFrame.offsetBy(dx: dx, dy: dy)
            e.navigation = nav
        }
        return e
    }
}

extension PlacementContext {
    /// Places a subtree into a scratch context, so a container can look at what it drew
    /// (to find a scroll target, say) before committing it, moved and clipped.
    func placingAside(_ body: (inout PlacementContext) -> Void) -> [PlacedElement] {
        placingAsideWithSections(body).elements
    }

    /// The same, with the lazy-stack sections placed there (a scroll view pins their headers).
    func placingAsideWithSections(_ body: (inout PlacementContext) -> Void) -> (elements: [PlacedElement], sections: [PlacedSection]) {
        var scratch = self
        scratch.resetElements()
        scratch.sections = []
        body(&scratch)
        return (scratch.elements, scratch.sections)
    }
}
