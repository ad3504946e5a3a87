import SwiftCore
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
            // `offset(_ offset: CGSize)` or `offset(x:y:)`.
            if let size = call.args.take(nil) {
                let (width, height) = try call.it.cgSize(size)
                return call.add(.offset(x: width, y: height))
            }
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
    /// fixed width or height written with bounds is a second, fixed frame inside). Every
    /// bound is optional, as SwiftUI declares them: `nil` is the same as leaving it out.
    private static func frame(_ call: inout ModifierCall) throws {
        let flexible = call.args.items.contains { flexibleLabels.contains($0.label ?? "") }
        guard flexible else {
            call.add(.frame(width: try call.args.optionalDouble("width"), height: try call.args.optionalDouble("height"),
                            alignment: try Enumerations.alignment(call.args.take("alignment")) ?? .center))
            return
        }
        var args = call.args
        defer { call.args = args }
        call.add(.flexibleFrame(FlexibleFrame(minWidth: try args.optionalDouble("minWidth"), idealWidth: try args.optionalDouble("idealWidth"),
                                              maxWidth: try args.optionalDouble("maxWidth"), minHeight: try args.optionalDouble("minHeight"),
                                              idealHeight: try args.optionalDouble("idealHeight"), maxHeight: try args.optionalDouble("maxHeight"),
                                              alignment: try Enumerations.alignment(args.take("alignment")) ?? .center)))
        if args.items.contains(where: { $0.label == "width" || $0.label == "height" }) {
            call.add(.frame(width: try args.optionalDouble("width"), height: try args.optionalDouble("height"), alignment: .center))
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

    /// `ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all)`. A scene shows
    /// no keyboard, so `.keyboard` alone changes nothing; `.container` and `.all` reach the
    /// edges named.
    private static func ignoresSafeArea(_ call: inout ModifierCall) throws {
        var regions = call.args.take("regions")
        if regions == nil, let first = call.args.items.first(where: { $0.label == nil }),
           case let .enumCase(n, _) = first.value, ["container", "keyboard", "all"].contains(n) {
            regions = call.args.take(nil)
        }
        let edgesArg = call.args.take("edges") ?? call.args.take(nil)
        if let regions, case .enumCase("keyboard", _) = regions.value { return }
        call.add(.ignoresSafeArea(edges: try edgesArg.map(Enumerations.edges) ?? Set(Edge.allCases)))
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
