import Drawing
import SwiftCore

/// SwiftUI's `DynamicTypeSize`: a `Comparable` enumeration whose cases run from the smallest
/// text to the largest accessibility size in the order Apple's documentation lists them, so
/// `dynamicTypeSize > .xxxLarge` and `size.isAccessibilitySize` read as on an iPhone
/// (docs/scene-language.md, "Environment values").
enum DynamicTypeSizes {
    static let order = ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
                        "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5"]

    /// A case's place in `order`, for a case with no payload.
    static func rank(_ value: Value) -> Int? {
        guard case let .enumCase(name, payload) = value, payload.isEmpty else { return nil }
        return order.firstIndex(of: name)
    }

    /// The size a value names: a `DynamicTypeSize` case, or the older `ContentSizeCategory`'s
    /// (`.extraLarge`, `.accessibilityMedium`), as `.environment(\.sizeCategory, …)` writes it.
    static func size(_ value: Value) -> DynamicTypeSize? {
        guard case let .enumCase(name, payload) = value, payload.isEmpty else { return nil }
        if let size = DynamicTypeSize(rawValue: name) { return size }
        let categories = ["extraSmall": "xSmall", "extraLarge": "xLarge", "extraExtraLarge": "xxLarge",
                          "extraExtraExtraLarge": "xxxLarge", "accessibilityMedium": "accessibility1",
                          "accessibilityLarge": "accessibility2", "accessibilityExtraLarge": "accessibility3",
                          "accessibilityExtraExtraLarge": "accessibility4", "accessibilityExtraExtraExtraLarge": "accessibility5"]
        return categories[name].flatMap(DynamicTypeSize.init(rawValue:))
    }

    /// `a < b` and its siblings when both sides are sizes; nil otherwise.
    static func compare(_ op: String, _ l: Value, _ r: Value) -> Value? {
        guard let a = rank(l), let b = rank(r) else { return nil }
        switch op {
        case "<": return .bool(a < b)
        case ">": return .bool(a > b)
        case "<=": return .bool(a <= b)
        case ">=": return .bool(a >= b)
        default: return nil
        }
    }

    /// `size.isAccessibilitySize`: true from `.accessibility1` up.
    static func member(_ name: String, of value: Value) -> Value? {
        guard name == "isAccessibilitySize", let rank = rank(value) else { return nil }
        return .bool(order[rank].hasPrefix("accessibility"))
    }

    /// The note on a navigation title shown at a text size other than the default: the
    /// content's text styles take the size, the bar's titles do not (no measured reference of
    /// a bar at another size). Given where the title is written, only when a stack shows it.
    static func noteBarTitle(_ written: String, in context: RuleContext, at location: SourceLocation) {
        guard context.build.navigation.last != nil,
              let size = context.build.environment.values["dynamicTypeSize"].flatMap(Self.size), size != .large else { return }
        context.diagnostics.add(.notDrawn(written, what: "the navigation bar's title at text size '\(size.rawValue)'",
                                          hint: "the text styles take the HIG's '\(size.rawValue)' sizes; the bar's titles keep the "
                                              + "default size's, '.large' (docs/layout.md, \"Dynamic Type\")"),
                                at: location)
    }
}
