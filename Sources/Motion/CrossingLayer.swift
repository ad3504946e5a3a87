import ViewTree

/// One of the two layers of a persistent view that a matched flight crosses
/// (`FlightPlanner.crossing`): at its own place, under the group's copy of the higher side,
/// or lifted just above the flying group, over its copy of the lower side.
enum CrossingLayer: Sendable {
    case atPlace
    /// At the group's zIndex.
    case lifted(z: Double)

    static let liftedName = "layer-lifted"

    /// The name of a view's lifted layer: `<identity>/layer-lifted`.
    static func liftedIdentity(of identity: Identity) -> Identity { identity.appending(liftedName) }

    /// The lifted layers on screen when a change comes (a flight it interrupts left them), by name.
    static func liftedOnScreen(_ start: [FlightPiece]) -> [Identity: FlightPiece] {
        var found: [Identity: FlightPiece] = [:]
        for piece in start where piece.element.identity.components.last == liftedName && found[piece.element.identity] == nil {
            found[piece.element.identity] = piece
        }
        return found
    }

    /// The view's elements in this layer. Their opacity, which goes straight from one end's to
    /// the other's, is held to 0…1 when a spring overshoots. The lifted layer's elements are
    /// named as the layer, on their way out (never a matched group's source) and at the
    /// zIndex they draw at, so a change that interrupts the flight finds them where they were.
    func apply(to elements: [SampledElement]) -> [SampledElement] {
        elements.map { s in
            var s = s
            s.element.opacity = min(1, max(0, s.element.opacity))
            if case .lifted(let z) = self {
                s.element.identity = Self.liftedIdentity(of: s.element.identity)
                s.element.zIndex = z
                s.isLeaving = true
            }
            return s
        }
    }
}

extension FlightPlanner.Planned {
    /// Whether it removes one of these elements.
    func removes(_ identities: Set<Identity>) -> Bool {
        guard !identities.isEmpty, case .removed(let piece, _, _) = entry.track else { return false }
        return identities.contains(piece.element.identity)
    }
}
