import SwiftCore
import ViewTree

/// `ScrollView(_ axes:showsIndicators:)` and `ScrollViewReader { proxy in … }`, whose proxy
/// scrolls the first scroll view inside it (StateObservers).
enum ScrollViews {
    static let rules: [ViewRule] = [
        ViewRule("ScrollView", labels: ["showsIndicators", "content"]) { call in
            let axisArg = call.args.items.contains { $0.label == nil && !$0.value.isClosure } ? call.args.take(nil) : nil
            let axis = try axisArg.map(scrollAxis) ?? .vertical
            let indicators = try call.args.bool("showsIndicators") ?? true
            return call.node(.scrollView(ScrollSpec(axis: axis, showsIndicators: indicators), try call.content()))
        },
        ViewRule("ScrollViewReader", labels: ["content"]) { call in
            guard let c = call.args.takeClosure(nil) ?? call.args.takeClosure("content") else {
                throw EvalError(.missingArgument("content:", callee: "ScrollViewReader"), at: call.location)
            }
            let children = try call.it.buildClosure(c, arguments: [.scrollProxy(call.identity)], base: call.identity)
            let reader = call.node(.group(children))
            if let scrollView = ViewRewrite.first(in: reader, where: { if case .scrollView = $0.kind { true } else { false } }) {
                call.it.build.readerScrollViews[call.identity] = scrollView.identity
            }
            return reader
        },
    ]

    private static func scrollAxis(_ arg: ArgValue) throws -> Axis {
        switch arg.value {
        case .enumCase("vertical", _): return .vertical
        case .enumCase("horizontal", _): return .horizontal
        case let .array(items) where items.count == 1:
            return try scrollAxis(ArgValue(label: arg.label, value: items[0], location: arg.location))
        default:
            throw Enumerations.unknown(arg, "'Axis.Set'", ["vertical", "horizontal"])
        }
    }
}
