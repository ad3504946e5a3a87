import Drawing
import Geometry
import Layout
import ViewTree

/// Applies an insertion or removal transition to an element (reference §2).
///
/// `presence` is 1 when the view is fully there and 0 when it is fully off: an insertion
/// goes 0 → 1 with the animation's progress, a removal 1 → 0. `viewFrame` is the frame of
/// the view that transitions, whose size `move` and `push` travel by.
enum TransitionEffect {
    static func apply(_ transition: Transition, isInsertion: Bool, presence: Double, viewFrame: Rect,
                      to element: inout PlacedElement) {
        let off = 1 - presence
        switch transition {
        case .identity:
            break
        case .opacity:
            element.opacity *= min(1, max(0, presence))
        case .move(let edge):
            move(&element, edge: edge, amount: off, viewFrame: viewFrame)
        case .slide:
            move(&element, edge: isInsertion ? .leading : .trailing, amount: off, viewFrame: viewFrame)
        case .push(let edge):
            move(&element, edge: isInsertion ? edge : opposite(edge), amount: off, viewFrame: viewFrame)
            element.opacity *= min(1, max(0, presence))
        case .scale(let scale, let anchor):
            let factor = scale + (1 - scale) * presence
            Self.scale(&element, x: factor, y: factor, about: viewFrame.point(at: anchor))
        case .offset(let x, let y):
            shift(&element, dx: x * off, dy: y * off)
        case .asymmetric(let insertion, let removal):
            apply(isInsertion ? insertion : removal, isInsertion: isInsertion, presence: presence,
                  viewFrame: viewFrame, to: &element)
        case let .zoom(source, radius):
            zoom(&element, from: source, cornerRadius: radius, presence: presence, viewFrame: viewFrame)
        case .zoomSource:
            element.opacity *= max(0, 1 - (1 - presence) / zoomCrossFade)
        case let .modifier(active, identity):
            modifier(&element, from: active, to: identity, presence: presence, viewFrame: viewFrame)
        case .combined(let first, let second):
            apply(first, isInsertion: isInsertion, presence: presence, viewFrame: viewFrame, to: &element)
            apply(second, isInsertion: isInsertion, presence: presence, viewFrame: viewFrame, to: &element)
        }
    }

    /// Between a `ViewModifier`'s active and identity states, relative to the identity (what
    /// the view shows at rest): opacity and scale as ratios, offset and rotation as differences.
    private static func modifier(_ element: inout PlacedElement, from a: TransitionState, to i: TransitionState,
                                 presence p: Double, viewFrame: Rect) {
        func lerp(_ x: Double, _ y: Double) -> Double { x + (y - x) * p }
        func ratio(_ x: Double, _ y: Double) -> Double { y == 0 ? lerp(x, y) : lerp(x, y) / y }
        element.opacity *= min(1, max(0, ratio(a.opacity, i.opacity)))
        let (sx, sy) = (ratio(a.scaleX, i.scaleX), ratio(a.scaleY, i.scaleY))
        if sx != 1 || sy != 1 { scale(&element, x: sx, y: sy, about: viewFrame.point(at: i.scaleAnchor)) }
        let (dx, dy) = ((a.offsetX - i.offsetX) * (1 - p), (a.offsetY - i.offsetY) * (1 - p))
        shift(&element, dx: dx, dy: dy)
        // About the view where it is drawn: an offset moves the rotation's pivot with the view.
        let turn = (a.rotation - i.rotation) * (1 - p)
        if turn != 0 {
            element.transforms.insert(PlacedTransform(effect: .rotation(radians: turn, anchor: i.rotationAnchor),
                                                      viewFrame: viewFrame.offsetBy(dx: dx, dy: dy)), at: 0)
        }
    }

    /// Scales the element's frame, clips and the frames its transforms turn about by (x, y)
    /// about `pivot`.
    private static func scale(_ element: inout PlacedElement, x: Double, y: Double, about pivot: Point) {
        func scaled(_ r: Rect) -> Rect {
            Rect(x: pivot.x + (r.minX - pivot.x) * x, y: pivot.y + (r.minY - pivot.y) * y,
                 width: r.width * x, height: r.height * y)
        }
        element.frame = scaled(element.frame)
        element.clips = element.clips.map { $0.with(rect: scaled($0.rect)) }
        element.transforms = element.transforms.map { $0.with(viewFrame: scaled($0.viewFrame)) }
    }

    private static func opposite(_ edge: Edge) -> Edge {
        switch edge {
        case .top: .bottom
        case .bottom: .top
        case .leading: .trailing
        case .trailing: .leading
        }
    }

    /// Moves by the view's own size towards `edge`, times `amount`.
    private static func move(_ element: inout PlacedElement, edge: Edge, amount: Double, viewFrame: Rect) {
        switch edge {
        case .top: shift(&element, dx: 0, dy: -viewFrame.height * amount)
        case .bottom: shift(&element, dx: 0, dy: viewFrame.height * amount)
        case .leading: shift(&element, dx: -viewFrame.width * amount, dy: 0)
        case .trailing: shift(&element, dx: viewFrame.width * amount, dy: 0)
        }
    }

    private static func shift(_ element: inout PlacedElement, dx: Double, dy: Double) {
        element.frame = element.frame.offsetBy(dx: dx, dy: dy)
        element.clips = element.clips.map { $0.with(rect: $0.rect.offsetBy(dx: dx, dy: dy)) }
        element.transforms = element.transforms.map { $0.with(viewFrame: $0.viewFrame.offsetBy(dx: dx, dy: dy)) }
    }
}
