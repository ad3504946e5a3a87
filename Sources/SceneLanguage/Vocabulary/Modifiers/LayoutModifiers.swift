import Geometry
import ViewTree

/// Modifiers that size and place a view: `frame`, `padding`, `fixedSize`, `aspectRatio`,
/// `offset`, `position`, `layoutPriority`, `zIndex`, `ignoresSafeArea`. Their defaults that
/// are layout choices (padding's length) are Layout's: the rules record what was written.
enum LayoutModifiers {
    /// `ContentMode`'s members, for `aspectRatio(_:contentMode:)`.
    static let contentModes = ["fit", "fill"]

    static let rules: [ModifierRule] = [
        ModifierRule("frame", labels: frameLabels, apply: frame),
        ModifierRule("padding", apply: padding),
        ModifierRule("fixedSize", labels: ["horizontal", "vertical"]) { call in
            call.add(.fixedSize(horizontal: try call.args.bool("horizontal") ?? true, vertical: try call.args.bool("vertical") ?? true))
        },
        ModifierRule("aspectRatio", labels: ["contentMode"]) { call in
            let ratio = try call.args.double(nil)
            let mode = try call.args.name("contentMode", allowed: contentModes) ?? "fit"
            call.add(.aspectRatio(ratio, fill: mode == "fill"))
        },
        ModifierRule("offset", labels: ["x", "y"]) { call in
            call.add(.offset(x: try call.args.double("x") ?? 0, y: try call.args.double("y") ?? 0))
        },
        ModifierRule("position", labels: ["x", "y"]) { call in
            call.add(.position(x: try call.args.double("x") ?? 0, y: try call.args.double("y") ?? 0))
        },
        ModifierRule("layoutPriority") { call in call.add(.layoutPriority(try call.args.required(nil) { try $0.double($1) })) },
        ModifierRule("zIndex") { call in call.add(.zIndex(try call.args.required(nil) { try $0.double($1) })) },
        ModifierRule("ignoresSafeArea", labels: ["edges", "regions"], apply: ignoresSafeArea),
        ModifierRule("edgesIgnoringSafeArea", labels: ["edges", "regions"], apply: ignoresSafeArea),
    ]

    private static let flexibleLabels = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]
    private static let frameLabels = ["width", "height"] + flexibleLabels + ["alignment"]

    /// `frame(width:height:alignment:)`, or the flexible form when any bound is given (a
    /// fixed width or height written with bounds is a second, fixed frame inside).
    private static func frame(_ call: inout ModifierCall) throws {
        let flexible = call.args.items.contains { flexibleLabels.contains($0.label ?? "") }
        guard flexible else {
            call.add(.frame(width: try call.args.double("width"), height: try call.args.double("height"),
                            alignment: try Enumerations.alignment(call.args.take("alignment")) ?? .center))
            return
        }
        var args = call.args
        defer { call.args = args }
        call.add(.flexibleFrame(FlexibleFrame(minWidth: try args.double("minWidth"), idealWidth: try args.double("idealWidth"),
                                              maxWidth: try args.double("maxWidth"), minHeight: try args.double("minHeight"),
                                              idealHeight: try args.double("idealHeight"), maxHeight: try args.double("maxHeight"),
                                              alignment: try Enumerations.alignment(args.take("alignment")) ?? .center)))
        if args.items.contains(where: { $0.label == "width" || $0.label == "height" }) {
            call.add(.frame(width: try args.double("width"), height: try args.double("height"), alignment: .center))
        }
    }

    /// `padding()`, `padding(_ length:)`, `padding(_ edges:_ length:)`: with no length, the
    /// system's default, which Layout chooses.
    private static func padding(_ call: inout ModifierCall) throws {
        var edges = Set(Edge.allCases)
        if let first = call.args.items.first, first.label == nil, first.value.isEdgeSet {
            edges = try Enumerations.edges(call.args.take(nil)!)
        }
        guard let length = try call.args.double(nil) else { return call.add(.defaultPadding(edges: edges)) }
        func v(_ e: Edge) -> Double { edges.contains(e) ? length : 0 }
        call.add(.padding(EdgeInsets(top: v(.top), leading: v(.leading), bottom: v(.bottom), trailing: v(.trailing))))
    }

    private static func ignoresSafeArea(_ call: inout ModifierCall) throws {
        _ = call.args.take("regions")
        let edgesArg = call.args.take("edges") ?? call.args.take(nil)
        if let first = edgesArg, case .enumCase(let n, _) = first.value, ["container", "keyboard"].contains(n) {
            call.add(.ignoresSafeArea(edges: Set(Edge.allCases)))
        } else {
            call.add(.ignoresSafeArea(edges: try edgesArg.map(Enumerations.edges) ?? Set(Edge.allCases)))
        }
    }
}

private extension Value {
    /// `.horizontal` or `[.top, .leading]`: padding's first argument names edges.
    var isEdgeSet: Bool {
        switch self {
        case .enumCase, .array: true
        default: false
        }
    }
}
