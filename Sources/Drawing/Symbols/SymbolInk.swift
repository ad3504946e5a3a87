import Geometry

/// Where each mapped symbol's stand-in glyph puts ink in the square it is drawn in
/// (`SymbolInk+Table`, measured from the pinned icon fonts by
/// `SymbolInkTableTests`): an SF Symbol image is as big as its glyph, not a square
/// (docs/symbols.md, "Frames"), so Layout sizes a symbol by this box and Render fits the box
/// into the frame it is given.
public enum SymbolInk {
    /// The table's unit: a symbol's square is measured at 192 px (`TextMetrics.referenceSize`).
    public static let grid = 192

    /// One glyph's ink, in grid units of its square: left, top, right, bottom.
    public struct Box: Hashable, Sendable {
        public var minX, minY, maxX, maxY: UInt8

        public init(_ minX: UInt8, _ minY: UInt8, _ maxX: UInt8, _ maxY: UInt8) {
            (self.minX, self.minY, self.maxX, self.maxY) = (minX, minY, maxX, maxY)
        }

        /// The box as fractions of the square's side.
        public var unitRect: Rect {
            let g = Double(SymbolInk.grid)
            return Rect(x: Double(minX) / g, y: Double(minY) / g, width: Double(maxX - minX) / g,
                        height: Double(maxY - minY) / g)
        }
    }

    /// SF Symbols' own image sizes at 17 pt (`.body`), medium scale, regular weight, measured on
    /// recorded iOS references: the glyph's ink, which iOS's frame holds within 0.2 pt. Each
    /// row's source is in docs/symbols.md, "Frames"; every other symbol is sized by its stand-in's
    /// ink (`box(of:)`).
    public static let measuredSizes: [String: Size] = [
        "checkmark.circle.fill": Size(width: 17, height: 17),
        "info.circle": Size(width: 16.15, height: 16.15),
        "location": Size(width: 16, height: 15.67),
        "square.and.arrow.up": Size(width: 15, height: 19),
    ]

    /// The font size `measuredSizes` are at.
    public static let measuredFontSize = 17.0

    /// The ink of the glyph that draws `name` (a `.fill` name the table derives from its
    /// outlined name takes that name's box), as fractions of its square; nil for a name no
    /// glyph draws (the placeholder and UIKit's chrome fill their square).
    public static func box(of name: String) -> Rect? {
        if let box = boxes[name], box.maxX > box.minX, box.maxY > box.minY { return box.unitRect }
        let outlined = name.split(separator: ".").filter { $0 != "fill" }.joined(separator: ".")
        guard outlined != name, SymbolTable.glyph(for: name) != nil, let box = boxes[outlined],
              box.maxX > box.minX, box.maxY > box.minY else { return nil }
        return box.unitRect
    }
}
