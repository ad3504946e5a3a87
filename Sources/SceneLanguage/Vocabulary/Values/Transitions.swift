import SwiftCore
import Geometry
import ViewTree

/// `AnyTransition` values: `.opacity`, `.move(edge:)`, `.scale(scale:anchor:)`,
/// `.asymmetric(insertion:removal:)`, and `a.combined(with: b)`.
enum Transitions {
    static let names = ["identity", "opacity", "slide", "scale", "move", "push", "offset", "asymmetric"]
    /// The methods a transition takes.
    static let methods = ["combined", "animation"]

    static func transition(from value: Value, at location: SourceLocation) throws -> Transition {
        switch value {
        case let .host(SwiftUIValue.transition(t)): return t
        case let .enumCase(name, values):
            var args = Arguments(values, callee: name, at: location)
            let t: Transition
            var known: [String] = []
            switch name {
            case "identity": t = .identity
            case "opacity": t = .opacity
            case "slide": t = .slide
            case "scale" where values.isEmpty: t = .scaleDefault
            case "scale":
                let s = try args.double("scale") ?? args.double(nil) ?? 1e-5
                let anchor = try Enumerations.unitPoint(args.take("anchor")) ?? .center
                known = ["scale", "anchor"]
                t = .scale(scale: s, anchor: anchor)
            case "move":
                t = .move(edge: try Enumerations.edge(try args.required("edge") { $0.take($1) }))
            case "push":
                t = .push(from: try Enumerations.edge(try args.required("from") { $0.take($1) }))
            case "offset":
                known = ["x", "y"]
                t = .offset(x: try args.double("x") ?? 0, y: try args.double("y") ?? 0)
            case "asymmetric":
                let i = try args.required("insertion") { $0.take($1) }
                let r = try args.required("removal") { $0.take($1) }
                t = .asymmetric(insertion: try transition(from: i.value, at: i.location),
                                removal: try transition(from: r.value, at: r.location))
            default:
                throw EvalError(.unknownMember(name, type: "'AnyTransition'", suggestion: Suggestions.closest(to: name, in: names)), at: location)
            }
            try args.finish(known: known)
            return t
        default:
            throw EvalError(.wrongArgumentType(parameter: "_", callee: "transition", expected: "an 'AnyTransition'",
                                               found: value.kindDescription), at: location)
        }
    }

    static func method(_ name: String, on t: Transition, _ values: [ArgValue], at location: SourceLocation) throws -> Transition {
        var args = Arguments(values, callee: name, at: location)
        switch name {
        case "combined":
            let other = try args.required("with") { $0.take($1) }
            try args.finish(known: ["with"])
            return .combined(t, try transition(from: other.value, at: other.location))
        case "animation":
            // A transition's own animation is not modelled: the change's animation drives it,
            // and the interpreter says so at the call (`not-drawn`).
            return t
        default:
            throw EvalError(.unknownMember(name, type: "'AnyTransition'", suggestion: Suggestions.closest(to: name, in: methods)), at: location)
        }
    }
}
