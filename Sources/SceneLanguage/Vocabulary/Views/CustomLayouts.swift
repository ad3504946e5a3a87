import SwiftCore
import Geometry
import ViewTree

/// The `Layout` protocol: a struct of the app's with `sizeThatFits(proposal:subviews:cache:)`
/// and `placeSubviews(in:proposal:subviews:cache:)`, called with its content
/// (`FlowLayout(spacing: 8) { … }`), is a container whose two methods Layout runs through
/// the evaluator (layout-time evaluation), with the subviews as `LayoutSubview` values.
extension Interpreter {
    /// `Type(args) { content }` for a type that conforms to `Layout`; nil when the call has
    /// no content (the layout made as a value).
    func customLayout(_ decl: TypeDecl, _ values: [ArgValue], at location: SourceLocation) throws -> ViewNode? {
        guard let last = values.last, last.label == nil, case let .closure(content) = last.value else { return nil }
        guard case let .instance(instance) = try instantiate(decl, Array(values.dropLast()), at: location) else { return nil }
        func method(_ name: String) throws -> FuncDecl {
            guard let fn = decl.functions.first(where: { $0.name == name && !$0.isStatic }) else {
                throw EvalError(.missingArgument("func \(name)", callee: decl.name), at: decl.location)
            }
            return fn
        }
        let sizeFn = try method("sizeThatFits"), placeFn = try method("placeSubviews")
        let identity = currentPath
        let children = ViewRewrite.flattened(try buildClosure(content, base: identity))
        let evaluator = build.layoutTimeEvaluator(self)
        let moment = build.layoutTimeMoment(self)
        let built = LayoutTimeEvaluator.Built(build)
        let box = LayoutTimeEvaluator.Owner(instance: instance, decl: decl)
        // `makeCache(subviews:)`, when the layout declares one, makes the cache both methods get.
        let makeCache = decl.functions.first { $0.name == "makeCache" && !$0.isStatic }
        @Sendable func cache(_ subviews: Value) -> Value {
            guard let makeCache else { return .void }
            return evaluator.call(makeCache, on: box, [("subviews", subviews)], moment: moment, build: built, at: makeCache.location) ?? .void
        }
        let layout = LayoutTimeLayout(name: decl.name, sizeThatFits: { proposal, access in
            let subviews = Interpreter.subviews(access)
            let result = evaluator.call(sizeFn, on: box, [("proposal", Interpreter.proposal(proposal)), ("subviews", subviews),
                                                         ("cache", cache(subviews))], moment: moment, build: built, at: sizeFn.location)
            let n = { (k: String) in result.flatMap { $0.field(k) }.flatMap(evaluator.number) ?? 0 }
            return Size(width: n("width"), height: n("height"))
        }, placeSubviews: { bounds, proposal, access in
            let subviews = Interpreter.subviews(access)
            _ = evaluator.call(placeFn, on: box, [("in", Interpreter.rect(bounds.minX, bounds.minY, bounds.width, bounds.height)),
                                                  ("proposal", Interpreter.proposal(proposal)), ("subviews", subviews),
                                                  ("cache", cache(subviews))], moment: moment, build: built, at: placeFn.location)
        })
        return ViewNode(kind: .customLayout(layout, children), identity: identity, location: location)
    }

    /// A `ProposedSize` as the app's code reads it: `width` and `height`, nil when unspecified.
    static func proposal(_ p: ProposedSize) -> Value {
        .tuple([("width", p.width.map { .double($0) } ?? .none), ("height", p.height.map { .double($0) } ?? .none)])
    }

    static func subviews(_ access: any LayoutSubviewAccess) -> Value {
        .array((0..<access.count).map { .layoutSubview(LayoutSubviewRef(access: access, index: $0)) })
    }

    /// A `ProposedSize` written by the app: `.unspecified`, `.zero`, `.infinity`,
    /// `ProposedSize(width:height:)`, a `CGSize`.
    func proposedSize(_ value: Value, at location: SourceLocation) throws -> ProposedSize {
        switch value {
        case .enumCase("unspecified", _): return ProposedSize(width: nil, height: nil)
        case .enumCase("zero", _): return ProposedSize(width: 0, height: 0)
        case .enumCase("infinity", _): return ProposedSize(width: .infinity, height: .infinity)
        case .tuple:
            func length(_ k: String) -> Double? { value.field(k).flatMap(number) }
            return ProposedSize(width: length("width"), height: length("height"))
        default:
            throw EvalError(.wrongArgumentType(parameter: "proposal:", callee: "sizeThatFits", expected: "a 'ProposedSize'",
                                               found: value.kindDescription), at: location)
        }
    }

    /// Layout's own work (measuring a subview) runs on the thread that called the layout.
    private func onLayoutThread<T>(_ body: @escaping () -> T) -> T {
        build.layoutTime.map { $0.onCaller(body) } ?? body()
    }

    /// `subview.sizeThatFits(_:)`, `subview.place(at:anchor:proposal:)`, `subview.dimensions(in:)`.
    func subviewMethod(_ name: String, _ ref: LayoutSubviewRef, _ values: [ArgValue], at location: SourceLocation) throws -> Value? {
        var args = Arguments(values, callee: name, at: location)
        let result: Value
        switch name {
        case "sizeThatFits", "dimensions":
            let p = try args.required(name == "dimensions" ? "in" : nil) { $0.take($1) }
            let proposal = try proposedSize(p.value, at: p.location)
            let size = onLayoutThread { ref.access.sizeThatFits(ref.index, proposal) }
            result = name == "dimensions" ? .viewDimensions(ViewDimensions(size), axis: nil) : Interpreter.size(size.width, size.height)
        case "place":
            let at = try args.required("at") { $0.take($1) }
            guard let x = at.value.field("x").flatMap(number), let y = at.value.field("y").flatMap(number) else {
                throw args.wrongType(at, expected: "a 'CGPoint'")
            }
            let anchor = try Enumerations.unitPoint(args.take("anchor")) ?? UnitPoint(x: 0, y: 0)
            let proposal = try args.take("proposal").map { try proposedSize($0.value, at: $0.location) } ?? ProposedSize(width: nil, height: nil)
            onLayoutThread { ref.access.place(ref.index, at: Point(x: x, y: y), anchor: anchor, proposal: proposal) }
            result = .void
        default:
            return nil
        }
        try args.finish(known: ["in", "at", "anchor", "proposal"])
        return result
    }
}

/// One subview of a custom layout, as its code holds it.
struct LayoutSubviewRef: @unchecked Sendable {
    let access: any LayoutSubviewAccess
    let index: Int
}
