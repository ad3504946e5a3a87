/// `SymbolVariants`: the variant of each SF Symbol inside a view (`symbolVariant(_:)`), which
/// picks another symbol of the same family: `.fill` turns `heart` into `heart.fill`, `.circle`
/// into `heart.circle`, `.circle.fill` into `heart.circle.fill`, `.slash` into `bell.slash`.
public struct SymbolVariants: Hashable, Sendable, Codable {
    public enum Shape: String, Hashable, Sendable, Codable, CaseIterable {
        case circle, square, rectangle
    }

    public var shape: Shape?
    public var slash: Bool
    public var fill: Bool

    public init(shape: Shape? = nil, slash: Bool = false, fill: Bool = false) {
        self.shape = shape
        self.slash = slash
        self.fill = fill
    }

    public static let none = SymbolVariants()

    /// The variants a dotted name lists (`"circle.fill"`), or nil for a name that is not one.
    public init?(dotted: String) {
        self.init()
        for part in dotted.split(separator: ".") {
            switch part {
            case "none": continue
            case "fill": fill = true
            case "slash": slash = true
            default:
                guard let s = Shape(rawValue: String(part)), shape == nil else { return nil }
                shape = s
            }
        }
    }

    /// Every name a variant can be written with, for suggestions.
    public static let names = ["none", "fill", "slash"] + Shape.allCases.map(\.rawValue)
}

extension SymbolTable {
    /// The symbol `name` under `variants`: the name with the variants' parts it lacks, in SF's
    /// order (the enclosing shape, the slash, then the fill): `bell` with `.slash.fill` is
    /// `bell.slash.fill`. When the icon fonts do not map that name, the nearest one they do
    /// (the variant less its fill, then less its shape), else the name as written.
    public static func name(_ name: String, variants: SymbolVariants) -> String {
        guard variants != .none else { return name }
        let candidates = variantCandidates(name, variants)
        return candidates.first { glyph(for: $0) != nil } ?? (glyph(for: name) != nil ? name : candidates[0])
    }

    /// The name SF Symbols gives `name` under `variants`, mapped or not.
    public static func spelled(_ name: String, variants: SymbolVariants) -> String {
        variants == .none ? name : variantCandidates(name, variants)[0]
    }

    private static func variantCandidates(_ name: String, _ variants: SymbolVariants) -> [String] {
        let parts = name.split(separator: ".").map(String.init)
        func named(_ v: SymbolVariants) -> String {
            var base = parts.filter { $0 != "fill" && $0 != "slash" && SymbolVariants.Shape(rawValue: $0) == nil }
            if base.isEmpty { base = parts }
            let shape = v.shape?.rawValue ?? parts.first { SymbolVariants.Shape(rawValue: $0) != nil }
            let slash = v.slash || parts.contains("slash"), fill = v.fill || parts.contains("fill")
            return (base + [shape, slash ? "slash" : nil, fill ? "fill" : nil].compactMap { $0 }).joined(separator: ".")
        }
        var candidates = [named(variants)]
        if variants.fill { candidates.append(named(SymbolVariants(shape: variants.shape, slash: variants.slash))) }
        if variants.shape != nil { candidates.append(named(SymbolVariants(slash: variants.slash, fill: variants.fill))) }
        return candidates
    }
}
