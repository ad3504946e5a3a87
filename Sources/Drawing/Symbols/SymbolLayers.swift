/// The layers an SF Symbol of an enclosed family is drawn in when a rendering mode colours
/// them apart: the enclosure (`xmark.circle.fill`'s disc, `checkmark.square`'s outline, the
/// triangle of `exclamationmark.triangle.fill`) and the mark inside it, each its own layer, as
/// SF Symbols annotates them: the mark is the primary layer, the enclosure the secondary
/// (docs/symbols.md, "Rendering modes"). A filled enclosure has the mark cut out of it.
///
/// The icon fonts draw such a symbol as one glyph, so its layers cannot be told apart there:
/// the enclosure is drawn as a shape on the icons' 24-unit grid, and the mark with the glyph of
/// the symbol inside (`xmark` for `xmark.circle.fill`).
public struct SymbolLayers: Hashable, Sendable {
    public enum Enclosure: String, Hashable, Sendable, CaseIterable {
        case circle, square, rectangle, triangle
    }

    public var enclosure: Enclosure
    /// `.fill`: a solid enclosure with the mark cut out of it; otherwise an outline.
    public var isFilled: Bool
    /// The symbol inside, and the glyph that draws it.
    public var markName: String
    public var mark: SymbolGlyph

    /// The colours SF Symbols gives a symbol's layers in `.multicolor` (mark, enclosure), for
    /// the symbols whose colours Apple documents; any other symbol is drawn in the foreground
    /// style in that mode, as iOS draws a symbol with no multicolor annotation.
    public static let multicolor: [String: (mark: String, enclosure: String)] = [
        // "yellow for the triangle and white for the exclamation mark": Apple's documentation
        // of `SymbolRenderingMode.multicolor`.
        "exclamationmark.triangle.fill": ("white", "yellow"),
    ]
}

extension SymbolTable {
    /// The layers of `name` (a mapped name of an enclosed family whose inner symbol has a
    /// glyph), or nil: such a symbol is drawn as its one glyph in every mode.
    public static func layers(of name: String) -> SymbolLayers? {
        guard glyph(for: name) != nil else { return nil }
        var parts = name.split(separator: ".").map(String.init)
        let filled = parts.last == "fill"
        if filled { parts.removeLast() }
        guard parts.count >= 2, let enclosure = SymbolLayers.Enclosure(rawValue: parts.removeLast()) else { return nil }
        let base = parts.joined(separator: ".")
        // Inside a filled enclosure SF draws the filled form of the mark where it has one.
        let candidates = filled ? [base + ".fill", base] : [base, base + ".fill"]
        for candidate in candidates {
            // The table's own names (not a `.fill` drawn from its outlined name): the mark SF draws.
            if let mark = glyphs[candidate] ?? markGlyphs[candidate] {
                return SymbolLayers(enclosure: enclosure, isFilled: filled, markName: candidate, mark: mark)
            }
        }
        return nil
    }

    /// Marks that sit inside enclosures and have no mapped name of their own in the table
    /// (docs/symbols.md, "Rendering modes").
    public static let markGlyphs: [String: SymbolGlyph] = [
        "exclamationmark": .material(0xE645),  // priority_high
        "questionmark": .material(0xEB8B),  // question_mark
        "info": .community(0xF64E),  // information-variant
        "dollarsign": .material(0xE227),  // attach_money
        "line.3.horizontal.decrease": .material(0xE152),  // filter_list
        "person.crop": .material(0xE7FF),  // person_outline
        "person.crop.fill": .material(0xE7FD),  // person
    ]
}
