import Drawing
import Geometry

/// An SF Symbol image's frame (docs/symbols.md, "Frames"). The stand-in glyph is drawn in a
/// square sized from the font, as SF Symbols scale with the text they sit in; the image's
/// frame is the glyph's own box, not the square, as iOS sizes a symbol image to its glyph: SF's
/// size where a recorded iOS reference shows it (`SymbolInk.measuredSizes`), else the stand-in's
/// ink.
enum SymbolMetrics {
    /// The square a stand-in glyph is drawn in, as a multiple of the font size: the icon fonts'
    /// 24-unit grid puts a circle's 20 units at 17 pt in `.body`, as SF's circled symbols measure.
    static let sizeFactor = 1.2

    /// The cap height of the face text is drawn in (Inter: 2,048 of its 2,816 units an em, 0.7273), as a multiple of the
    /// font size: SF Symbols are centred on the cap height of the text they sit in
    /// (docs/layout.md, "Text baselines").
    static let capHeight = 2048.0 / 2816.0

    /// A symbol image as Layout places it.
    struct Frame: Equatable {
        /// The image's size: the measured size, or the stand-in's ink.
        var size: Size
        /// Where the glyph's ink lies in its square, as fractions of its side (the whole square
        /// for a name no glyph draws): Render fits this box into the image's frame.
        var ink: Rect
        /// The text baseline below the frame's top: the square's middle lies half a cap height
        /// above the baseline of the text it sits in, whatever the image scale.
        var baseline: Double
    }

    /// The frame of `name` (as its variants spell it) in a font of `fontSize` at `scale`.
    static func frame(of name: String, fontSize: Double, scale: Double) -> Frame {
        let side = fontSize * sizeFactor * scale
        let ink = SymbolInk.box(of: name) ?? Rect(x: 0, y: 0, width: 1, height: 1)
        let factor = fontSize / SymbolInk.measuredFontSize * scale
        let size = SymbolInk.measuredSizes[name].map { Size(width: $0.width * factor, height: $0.height * factor) }
            ?? Size(width: ink.width * side, height: ink.height * side)
        let top = ink.midY * side - size.height / 2
        return Frame(size: size, ink: ink, baseline: side / 2 + capHeight * fontSize / 2 - top)
    }

    /// The square a glyph whose ink is `ink` is drawn in to fill `frame`: the ink's box fitted
    /// into the frame and centred on it, as a resized symbol keeps its glyph's proportions.
    static func square(for ink: Rect, in frame: Rect) -> Rect {
        guard ink.width > 0, ink.height > 0 else { return frame }
        let side = min(frame.width / ink.width, frame.height / ink.height)
        return Rect(x: frame.midX - ink.midX * side, y: frame.midY - ink.midY * side, width: side, height: side)
    }
}
