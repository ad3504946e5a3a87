import SwiftCore
import ViewTree

/// The iOS 18 zoom: `.matchedTransitionSource(id:in:configuration:)` marks the view a page
/// zooms out of, `.navigationTransition(.zoom(sourceID:in:))` on a pushed page's content asks
/// for the zoom. The page's `ZoomSource` is resolved when the page is built; Motion flies it
/// (docs/motion.md, "The zoom transition").
enum ZoomModifiers {
    static let rules: [ModifierRule] = [
        ModifierRule("matchedTransitionSource", labels: ["id", "in", "configuration"]) { call in
            let key = try matchKey(&call.args, id: "id", call.it)
            let radius = try call.args.takeClosure("configuration").flatMap { try configuredRadius($0, call.it) }
            call.it.build.register(TransitionSource(key: key, identity: call.node.identity, cornerRadius: radius,
                                                     location: call.location))
        },
        ModifierRule("navigationTransition") { call in
            let arg = try call.args.required(nil) { $0.take($1) }
            guard case let .enumCase(name, values) = arg.value, ["zoom", "automatic"].contains(name) else {
                throw call.args.wrongType(arg, expected: "'.zoom(sourceID:in:)' or '.automatic'")
            }
            guard name == "zoom" else { return }
            var zoom = Arguments(values, callee: "zoom", at: arg.location)
            let key = try matchKey(&zoom, id: "sourceID", call.it)
            try zoom.finish(known: ["sourceID", "in"])
            guard let page = call.it.build.navigation.last else {
                return notePresentationZoom(at: call.location, to: &call.it.diagnostics)
            }
            page.zoom = (key, call.location)
        },
    ]

    /// A zoom written on a sheet's or a full-screen cover's content (outside a pushed page)
    /// zooms the presentation out of its source on iOS 18; Matchcut presents it with its slide.
    static func notePresentationZoom(at location: SourceLocation, to diagnostics: inout DiagnosticBag) {
        diagnostics.add(.notDrawn("navigationTransition(.zoom(sourceID:in:))", what: "a sheet or cover zooming out of its source",
                                  hint: "it is presented with its own slide; Matchcut zooms a page pushed onto a NavigationStack "
                                      + "(docs/motion.md, \"The zoom transition\")"),
                        at: location)
    }

    private static func matchKey(_ args: inout Arguments, id label: String, _ it: RuleContext) throws -> MatchKey {
        let id = try args.required(label) { $0.take($1) }
        let nsArg = try args.required("in") { $0.take($1) }
        guard case let .host(SwiftUIValue.namespace(ns)) = nsArg.value else { throw args.wrongType(nsArg, expected: "a 'Namespace.ID'") }
        return MatchKey(namespace: ns, id: try it.text(id.value))
    }

    /// The corner radius a configuration closure clips the source to:
    /// `{ $0.clipShape(RoundedRectangle(cornerRadius: 20)).background(…) }`, `.rect(cornerRadius:)`.
    private static func configuredRadius(_ c: ClosureValue, _ it: RuleContext) throws -> Double? {
        for stmt in c.closure.body {
            guard case var .expr(e) = stmt.kind else { continue }
            while case let .call(callee, args, _) = e.kind, case let .member(base, name) = callee.kind {
                if name == "clipShape", let shape = args.first {
                    return radius(of: try it.evaluate(shape.value, in: Scope(parent: c.scope)))
                }
                e = base
            }
        }
        return nil
    }

    private static func radius(of shape: Value) -> Double? {
        switch shape {
        case let .host(SwiftUIValue.view(node)):
            if case let .shape(.roundedRectangle(r, _), _, _) = node.kind { return r }
            if case .shape(.circle, _, _) = node.kind { return .infinity }
            if case .shape(.capsule, _, _) = node.kind { return .infinity }
            return 0
        case let .enumCase("rect", values):
            return values.first { $0.label == "cornerRadius" }.flatMap { Interpreter.seconds(in: $0.value) } ?? 0
        case .enumCase("circle", _), .enumCase("capsule", _):
            return .infinity
        default:
            return nil
        }
    }
}

/// A view marked `matchedTransitionSource(id:in:)` in the tree being built.
struct TransitionSource {
    var key: MatchKey
    var identity: Identity
    /// The configuration's `clipShape` corner radius (infinity: a circle or capsule).
    var cornerRadius: Double?
    var location: SourceLocation
}

extension Interpreter {
    /// The source a page's `navigationTransition(.zoom(sourceID:in:))` zooms out of, or nil
    /// with a warning where SwiftUI fails silently: no source with that id, a source with that
    /// id in another namespace (the namespace not shared), two sources.
    func zoomSource(_ request: (MatchKey, SourceLocation)?) -> ZoomSource? {
        guard let (key, location) = request else { return nil }
        let sources = build.transitionSources.filter { $0.key == key }
        guard let source = sources.first else {
            let elsewhere = build.transitionSources.first { $0.key.id == key.id }
            diagnostics.add(.zoomWithoutSource(key.description, otherNamespace: elsewhere?.key.namespace.name), at: location)
            return nil
        }
        for extra in sources.dropFirst() {
            diagnostics.add(.zoomSourceTwice(key.description), at: extra.location)
        }
        return ZoomSource(source: source.identity, cornerRadius: source.cornerRadius)
    }
}
