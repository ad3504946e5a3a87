import Drawing
import Geometry
import Layout
import ViewTree

/// NavigationStack push and pop (reference §3.6, UIKit's push under NavigationStack).
///
/// When the top page of a stack gets deeper (a push), the incoming page slides in from the
/// trailing edge (offset +width → 0) while the outgoing page moves left by 30 % of the width
/// under a black dim that rises to 10 %. A pop plays the same backwards: the top page slides
/// out to the trailing edge and the page below comes back from −30 % as its dim clears.
/// The deeper page always draws above the shallower one; matched groups fly above both.
///
/// Pages slide with UIKit's timing (`Animation.systemTransition`) whenever the change is
/// animated, whatever its animation, as iOS does; an unanimated change switches pages at once.
/// Matched groups keep the change's own animation.
enum NavigationFlight {
    /// How far the page underneath moves, as a share of the stack's width.
    static let parallax = 0.3
    /// The dim over the page underneath when it is fully covered.
    static let dimOpacity = 0.1

    static func arrange(_ planned: [FlightPlanner.Planned], start: [PlacedElement], target: [PlacedElement],
                        scopes: AnimationScopes) -> [FlightPlanner.Planned] {
        var planned = planned
        for stack in Set((start + target).compactMap { $0.navigation?.stack }).sorted() {
            let from = start.compactMap { $0.navigation?.stack == stack ? $0.navigation : nil }.max { $0.depth < $1.depth }
            let to = target.compactMap { $0.navigation?.stack == stack ? $0.navigation : nil }.max { $0.depth < $1.depth }
            guard let from, let to, from.depth != to.depth else { continue }
            let isPush = to.depth > from.depth
            let frame = to.stackFrame
            let deeper = isPush ? to : from
            let shallower = isPush ? from : to
            // The zoom (iOS 18) into the source on the page behind, where it is now.
            if let zoom = deeper.zoom,
               ZoomFlight.arrange(&planned, zoom: zoom, isPush: isPush, deeper: deeper, shallower: shallower,
                                  behind: isPush ? start : target,
                                  pageFrame: ZoomFlight.pageFrame(deeper.page, in: isPush ? target : start, stackFrame: frame),
                                  scopes: scopes) {
                continue
            }
            let dimOrder = retimePages(&planned, isPush: isPush, deeper: deeper.page, shallower: shallower.page,
                                       viewFrame: frame, scopes: scopes, deeperTransition: .move(edge: .trailing)) { _ in
                .offset(x: -parallax * frame.width, y: 0)
            }
            let scope = scopes.pageScope(for: scopes.scope(of: deeper.page))
            let dim = NavigationDim(stack: stack, stackFrame: frame, isPush: isPush)
            planned.append(.init(order: min(dimOrder + 0.5, 1e6 - 0.5), entry: .init(track: .navigationDim(dim), scope: scope)))
        }
        return planned
    }
}

extension NavigationFlight {
    /// Gives a push's or pop's pages their transitions, with UIKit's timing when the change is
    /// animated: the deeper page's elements (drawn above the other page) `deeperTransition`,
    /// the shallower page's each `shallowerTransition(element)`; matched groups go above
    /// both. Returns the highest place of the shallower page's elements (where a dim goes).
    static func retimePages(_ planned: inout [FlightPlanner.Planned], isPush: Bool, deeper: Identity, shallower: Identity,
                            viewFrame: Rect, scopes: AnimationScopes, deeperTransition: Transition,
                            shallowerTransition: (PlacedElement) -> Transition) -> Double {
        var shallowerOrder = 0.0
        for index in planned.indices {
            var entry = planned[index].entry
            switch entry.track {
            case .inserted(let element, _, _) where element.navigation?.page == deeper && isPush:
                entry.track = .inserted(element, transition: deeperTransition, viewFrame: viewFrame)
                planned[index].order += 1e6
            case .removed(let piece, _, _) where piece.element.navigation?.page == deeper && !isPush:
                entry.track = .removed(piece, transition: deeperTransition, viewFrame: viewFrame)
                planned[index].order += 1e6
            case .inserted(let element, _, _) where element.navigation?.page == shallower && !isPush:
                entry.track = .inserted(element, transition: shallowerTransition(element), viewFrame: viewFrame)
                shallowerOrder = max(shallowerOrder, planned[index].order)
            case .removed(let piece, _, _) where piece.element.navigation?.page == shallower && isPush:
                entry.track = .removed(piece, transition: shallowerTransition(piece.element), viewFrame: viewFrame)
                shallowerOrder = max(shallowerOrder, planned[index].order)
            case .group:
                planned[index].order += 2e6
                continue
            default:
                continue
            }
            entry.scope = scopes.pageScope(for: entry.scope)
            planned[index].entry = entry
        }
        return shallowerOrder
    }
}

/// The black dim over the page underneath a push or pop, moving with that page.
struct NavigationDim: Sendable {
    let stack: Identity
    let stackFrame: Rect
    let isPush: Bool

    func sample(progress p: Double) -> SampledElement? {
        guard p != 0, p != 1 else { return nil }
        let covered = min(1, max(0, isPush ? p : 1 - p))
        let frame = stackFrame.offsetBy(dx: -NavigationFlight.parallax * stackFrame.width * covered, dy: 0)
        let element = PlacedElement(identity: stack.appending("navigation-dim"),
                                    content: .shape(.rectangle, fill: .color(Color(red: 0, green: 0, blue: 0)), stroke: nil),
                                    frame: frame, opacity: NavigationFlight.dimOpacity * covered, clips: [ClipRegion(rect: stackFrame, shape: .rectangle, owner: stack.description)])
        var s = SampledElement.resting(element)
        s.phase = isPush ? "push" : "pop"
        s.progress = p
        return s
    }
}
