import SwiftCore
import Geometry
import ViewTree

/// One step of a `timeline { }`: what the user does, or what the scene says happens.
///
/// The user's verbs act as a UI test does: they find a view on the screen of that moment and
/// run the app's own code for it. `wait` lets the scene's clock run; whatever the app has
/// scheduled (a timer, an `asyncAfter`, a `Task.sleep`) happens on the way.
enum TimelineStep {
    case wait(Double, at: SourceLocation)
    /// `withAnimation(animation) { … }` (with the animation) or a plain statement (nil).
    case change(AnimationSpec?, [Stmt], at: SourceLocation)
    case tap(ViewQuery, count: Int)
    /// Held for `duration` seconds (`onLongPressGesture`'s `minimumDuration` defaults to 0.5).
    case longPress(ViewQuery, duration: Double)
    /// A finger put down on the view and moved by `by` over `duration` seconds.
    case drag(ViewQuery, by: Size, duration: Double)
    case openURL(String, at: SourceLocation)
    /// Scrolls the scroll view holding the view with this id, as its reader's `scrollTo` does.
    case scroll(to: String, anchor: UnitPoint?, animated: Bool, at: SourceLocation)

    static let verbs = ["wait", "withAnimation", "tap", "longPress", "drag", "openURL", "scroll"]
}

/// Which view a verb touches: `tap("Label")`, `tap("Label", index: 1)`, `tap(id: "close")`
/// or `tap(at: (195, 400))`.
struct ViewQuery {
    enum Key {
        /// A text it draws, an image or symbol name, or its accessibility label.
        case label(String)
        /// Its `.id(…)` or `accessibilityIdentifier`.
        case id(String)
        /// A point on the screen, in points.
        case point(Point)
    }

    var verb: String
    var key: Key
    /// Which of several matches, in the order they are drawn (0 is the first).
    var index: Int?
    var location: SourceLocation

    /// The query as written, for messages: `tap("Next", index: 1)`.
    var written: String {
        let what: String
        switch key {
        case let .label(l): what = "\"\(l)\""
        case let .id(i): what = "id: \"\(i)\""
        case let .point(p): what = "at: (\(Interpreter.format(p.x)), \(Interpreter.format(p.y)))"
        }
        return "\(verb)(\(what)\(index.map { ", index: \($0)" } ?? ""))"
    }
}

extension SceneBlock {
    /// Reads one statement of a timeline into a step. Arguments are evaluated in `scope`,
    /// the root view's, so `tap(items[1].title)` may name the app's data.
    func timelineStep(_ stmt: Stmt, in scope: Scope) throws -> TimelineStep {
        guard case let .expr(e) = stmt.kind, case let .call(callee, argExprs, trailing) = e.kind,
              case let .identifier(verb) = callee.kind, TimelineStep.verbs.contains(verb) else {
            return .change(nil, [stmt], at: stmt.location)
        }
        if verb == "withAnimation" {
            var args = Arguments(try it.evaluateArguments(argExprs, [], in: scope), callee: verb, at: e.location)
            let animation = try args.take(nil).map { try Animations.spec(from: $0.value, at: $0.location) }
                ?? Animations.spec(from: .enumCase("default", []), at: e.location)
            return .change(animation, trailing.first?.closure.body ?? [], at: e.location)
        }
        var args = Arguments(try it.evaluateArguments(argExprs, trailing, in: scope), callee: verb, at: e.location)
        let step: TimelineStep
        switch verb {
        case "wait":
            let seconds = try args.required(nil) { try $0.double($1) }
            let at = args.items.first?.location ?? e.location
            guard seconds >= 0, seconds.isFinite else { throw EvalError(.negativeWait(seconds), at: at) }
            step = .wait(seconds, at: at)
        case "tap":
            let count = try args.int("count") ?? 1
            guard count >= 1 else {
                throw EvalError(.invalidArgument("count", callee: "tap", reason: "a tap is 1 touch or more, not \(count)"),
                                at: args.items.first { $0.label == "count" }?.location ?? e.location)
            }
            step = .tap(try query(verb, &args, at: e.location), count: count)
        case "longPress":
            let duration = try args.double("duration") ?? 0.5
            step = .longPress(try query(verb, &args, at: e.location), duration: max(0, duration))
        case "drag":
            let target = try query(verb, &args, at: e.location)
            let by = try args.required("by") { a, l in try a.take(l).map { try point($0, in: a) } }
            let duration = try args.double("duration") ?? 0.3
            guard duration > 0, duration.isFinite else { throw EvalError(.negativeWait(duration), at: e.location) }
            step = .drag(target, by: Size(width: by.x, height: by.y), duration: duration)
        case "openURL":
            step = .openURL(try args.required(nil) { try $0.string($1) }, at: e.location)
        default: // scroll(to:anchor:)
            let id = try args.required("to") { $0.take($1) }
            let anchor = try Enumerations.unitPoint(args.take("anchor"))
            let animated = try args.bool("animated") ?? true
            step = .scroll(to: id.value.text, anchor: anchor, animated: animated, at: e.location)
        }
        try args.finish(known: ["index", "id", "at", "count", "duration", "by", "to", "anchor", "animated"])
        return step
    }

    /// The view a verb names: a label (unlabelled), `id:` or `at:`, narrowed by `index:`.
    private func query(_ verb: String, _ args: inout Arguments, at location: SourceLocation) throws -> ViewQuery {
        let index = try args.int("index")
        let key: ViewQuery.Key
        if let id = args.take("id") {
            key = .id(id.value.text)
        } else if let at = args.take("at") {
            key = .point(try point(at, in: args))
        } else if let label = args.take(nil) {
            key = .label(label.value.text)
        } else {
            throw EvalError(.missingArgument("\"label\"", callee: verb), at: location)
        }
        return ViewQuery(verb: verb, key: key, index: index, location: location)
    }

    /// `(x, y)` or `CGPoint(x:y:)`-like tuples.
    private func point(_ arg: ArgValue, in args: Arguments) throws -> Point {
        guard case let .tuple(items) = arg.value, items.count == 2,
              let x = it.number(items[0].value), let y = it.number(items[1].value) else {
            throw args.wrongType(arg, expected: "a point such as '(0, 120)'")
        }
        return Point(x: x, y: y)
    }
}
