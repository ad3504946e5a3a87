import SwiftCore
import ViewTree

/// Gestures written as values and attached with `.gesture(_:)`: `DragGesture()` with its
/// `onChanged` and `onEnded` closures, `TapGesture()` and `LongPressGesture()` with
/// `onEnded`. A gesture is kept as an instance of its type whose fields are the closures; the
/// `.gesture` modifier records it for the timeline's `drag`, `tap` and `longPress`.
enum Gestures {
    static let types = ["DragGesture", "TapGesture", "LongPressGesture", "MagnificationGesture", "RotationGesture",
                        "SpatialTapGesture", "MagnifyGesture", "RotateGesture"]

    static let values: [ValueRule] = types.map { type in
        // `minimumDistance:`, `count:`, `coordinateSpace:` … are accepted and play no part.
        ValueRule(type) { _, _ in .instance(Instance(typeName: type, names: [], fields: [:])) }
    }

    /// `gesture.onChanged { … }`, `.onEnded { … }`, `.updating(…)`, `.simultaneously(with:)`…:
    /// the closures are kept, the rest accepted as written. nil when `inst` is no gesture.
    static func method(_ name: String, on inst: Instance, _ values: [ArgValue]) -> Value? {
        guard types.contains(inst.typeName) else { return nil }
        var copy = inst
        if ["onChanged", "onEnded"].contains(name), case let .closure(c)? = values.last?.value {
            copy[name] = .closure(c)
        }
        return .instance(copy)
    }

    static let rules: [ModifierRule] = ["gesture", "simultaneousGesture", "highPriorityGesture"].map { name in
        ModifierRule(name, labels: nil) { call in
            guard case let .instance(g)? = call.args.take(nil)?.value, types.contains(g.typeName) else { return }
            _ = call.args.take("including"); _ = call.args.take("isEnabled")
            let ended = g["onEnded"].flatMap { if case let .closure(c) = $0 { c } else { nil } }
            let changed = g["onChanged"].flatMap { if case let .closure(c) = $0 { c } else { nil } }
            switch g.typeName {
            case "DragGesture":
                call.it.build.drags.append(DragHandler(identity: call.node.identity, onChanged: changed, onEnded: ended,
                                                       location: call.location))
            case "TapGesture", "SpatialTapGesture", "LongPressGesture":
                guard let ended else { return }
                call.it.build.register(Handler(kind: g.typeName == "LongPressGesture" ? .longPress : .tap,
                                               identity: call.node.identity, closure: ended, location: call.location))
            default:
                break
            }
        }
    }
}

/// A `DragGesture` attached to a view: what `drag(…)` feeds.
struct DragHandler {
    var identity: Identity
    var onChanged: ClosureValue?
    var onEnded: ClosureValue?
    var location: SourceLocation
}
