import SwiftCore
import ViewTree

/// `LazyVGrid(columns:alignment:spacing:pinnedViews:)` and `LazyHGrid(rows:…)`, with their
/// `GridItem` tracks (ValueConstructors makes `GridItem(…)`).
enum GridViews {
    static let rules: [ViewRule] = [
        ViewRule("LazyVGrid", labels: labels) { try grid(&$0, vertical: true) },
        ViewRule("LazyHGrid", labels: labels) { try grid(&$0, vertical: false) },
    ]
    private static let labels = ["columns", "rows", "alignment", "spacing", "pinnedViews", "content"]

    private static func grid(_ call: inout ViewCall, vertical: Bool) throws -> ViewNode {
        let name = vertical ? "LazyVGrid" : "LazyHGrid"
        let tracks = try call.args.required(vertical ? "columns" : "rows") { $0.take($1) }
        guard case let .array(items) = tracks.value else { throw call.args.wrongType(tracks, expected: "an array of 'GridItem'") }
        let specs = try items.map { item -> GridItemSpec in
            guard case let .host(SwiftUIValue.gridItem(spec)) = item else {
                throw EvalError(.wrongArgumentType(parameter: tracks.label! + ":", callee: name, expected: "an array of 'GridItem'",
                                                   found: "an array holding \(item.kindDescription)"), at: tracks.location)
            }
            return spec
        }
        let alignment = vertical
            ? Alignment(horizontal: try Enumerations.horizontal(call.args.take("alignment")) ?? .center, vertical: .center)
            : Alignment(horizontal: .center, vertical: try Enumerations.vertical(call.args.take("alignment")) ?? .center)
        let spacing = try call.args.optionalDouble("spacing")
        _ = call.args.take("pinnedViews")
        let spec = GridSpec(axis: vertical ? .vertical : .horizontal, items: specs, alignment: alignment, spacing: spacing)
        return call.node(.grid(spec, try call.content()))
    }

    /// `GridItem(_ size: = .flexible(), spacing: = nil, alignment: = nil)`; sizes per
    /// reference §3.2: `.flexible(minimum: 10, maximum: .infinity)`, `.adaptive(minimum:, maximum: .infinity)`.
    static func gridItem(_ args: inout Arguments) throws -> GridItemSpec {
        var size = GridItemSpec.Size.flexible(minimum: 10, maximum: .infinity)
        if let arg = args.take(nil) {
            guard case let .enumCase(kind, values) = arg.value else { throw args.wrongType(arg, expected: "'.fixed', '.flexible' or '.adaptive'") }
            var a = Arguments(values, callee: kind, at: arg.location)
            switch kind {
            case "fixed": size = .fixed(try a.required(nil) { try $0.double($1) })
            case "flexible": size = .flexible(minimum: try a.double("minimum") ?? 10, maximum: try a.double("maximum") ?? .infinity)
            case "adaptive": size = .adaptive(minimum: try a.required("minimum") { try $0.double($1) }, maximum: try a.double("maximum") ?? .infinity)
            default: throw Enumerations.unknown(arg, "'GridItem.Size'", ["fixed", "flexible", "adaptive"])
            }
            try a.finish(known: ["minimum", "maximum"])
        }
        let spacing = try args.optionalDouble("spacing")
        let alignment = try Enumerations.alignment(args.take("alignment"))
        try args.finish(known: ["spacing", "alignment"])
        return GridItemSpec(size: size, spacing: spacing, alignment: alignment)
    }
}
