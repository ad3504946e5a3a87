import SwiftCore
import Geometry
import ViewTree

/// Stacks and the views that arrange or separate others: `VStack`, `HStack`, their lazy
/// variants, `ZStack`, `Group`, `EmptyView`, `Spacer`, `Divider`.
enum StackViews {
    static let rules: [ViewRule] = [
        ViewRule("VStack", labels: ["alignment", "spacing"]) { try vertical(&$0, isLazy: false) },
        ViewRule("LazyVStack", labels: ["alignment", "spacing", "pinnedViews"]) { try vertical(&$0, isLazy: true) },
        ViewRule("HStack", labels: ["alignment", "spacing"]) { try horizontal(&$0, isLazy: false) },
        ViewRule("LazyHStack", labels: ["alignment", "spacing", "pinnedViews"]) { try horizontal(&$0, isLazy: true) },
        ViewRule("ZStack", labels: ["alignment"]) { call in
            let a = try Enumerations.alignment(call.args.take("alignment")) ?? .center
            return call.node(.zstack(alignment: a, try call.content()))
        },
        ViewRule("Group") { call in call.node(.group(try call.content())) },
        ViewRule("EmptyView") { call in call.node(.empty) },
        ViewRule("Spacer", labels: ["minLength"]) { call in
            call.node(.spacer(minLength: try call.args.double("minLength")))
        },
        ViewRule("Divider") { call in call.node(.divider) },
    ]

    /// The containers whose `ForEach` builds only the elements a frame shows.
    static let lazyNames: Set<String> = ["LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "List"]

    private static func vertical(_ call: inout ViewCall, isLazy: Bool) throws -> ViewNode {
        let (h, custom) = try alignment(&call, axis: .horizontal, builtIn: Enumerations.horizontal)
        let spacing = try call.args.optionalDouble("spacing")
        let (headers, footers) = try pinnedViews(&call)
        let spec = StackSpec(axis: .vertical, alignment: Alignment(horizontal: h ?? .center, vertical: .center),
                             spacing: spacing, isLazy: isLazy, pinsHeaders: headers, pinsFooters: footers, customAlignment: custom)
        return call.node(.stack(spec, try call.content()))
    }

    private static func horizontal(_ call: inout ViewCall, isLazy: Bool) throws -> ViewNode {
        let (v, custom) = try alignment(&call, axis: .vertical, builtIn: Enumerations.vertical)
        let spacing = try call.args.optionalDouble("spacing")
        let (headers, footers) = try pinnedViews(&call)
        let spec = StackSpec(axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: v ?? .center),
                             spacing: spacing, isLazy: isLazy, pinsHeaders: headers, pinsFooters: footers, customAlignment: custom)
        return call.node(.stack(spec, try call.content()))
    }

    /// A stack's `alignment:` across its axis: a built-in one, or one the app declares.
    private static func alignment<A>(_ call: inout ViewCall, axis: Axis, builtIn: (ArgValue?) throws -> A?) throws -> (A?, CustomAlignment?) {
        guard let arg = call.args.take("alignment") else { return (nil, nil) }
        if let custom = try call.it.customAlignment(arg, axis: axis) { return (nil, custom) }
        return (try builtIn(arg), nil)
    }

    /// `pinnedViews: [.sectionHeaders, .sectionFooters]` (a `PinnedScrollableViews` set).
    private static func pinnedViews(_ call: inout ViewCall) throws -> (headers: Bool, footers: Bool) {
        guard let arg = call.args.take("pinnedViews") else { return (false, false) }
        let items: [Value]
        switch arg.value {
        case let .array(values): items = values
        case .enumCase: items = [arg.value]
        default: throw call.args.wrongType(arg, expected: "'[.sectionHeaders]', '[.sectionFooters]' or both")
        }
        var headers = false, footers = false
        for item in items {
            switch item {
            case .enumCase("sectionHeaders", _): headers = true
            case .enumCase("sectionFooters", _): footers = true
            default:
                throw Enumerations.unknown(ArgValue(label: arg.label, value: item, location: arg.location),
                                           "'PinnedScrollableViews'", ["sectionHeaders", "sectionFooters"])
            }
        }
        return (headers, footers)
    }
}
