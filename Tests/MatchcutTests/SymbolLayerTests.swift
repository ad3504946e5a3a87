import Geometry
@testable import Matchcut
import Render
import XCTest

/// SF Symbols of the enclosed families drawn in their two layers, read back as pixels: a
/// 60-pt `xmark.circle.fill` (a 50-pt font) centred on the 100-pt probe canvas, its disc 25 pt
/// in radius round (50, 50); the X crosses at the centre, and 20 pt above it is disc alone
/// (docs/symbols.md, "Rendering modes").
final class SymbolLayerTests: XCTestCase {
    static let blue = SystemColors.named["blue"]!, red = SystemColors.named["red"]!
    static let yellow = SystemColors.named["yellow"]!

    func draw(_ name: String, _ modifiers: String, state: String = "", timeline: String = "", at time: Double = 0) throws -> Frame {
        try drawProbeScene("Image(systemName: \"\(name)\")\(modifiers).font(.system(size: 50))", state: state, timeline: timeline,
                           at: time, engine: try RenderEngine())
    }

    /// The pixel at (x, y), against a colour over white at `opacity`, in 0…255.
    func assertPixel(_ frame: Frame, _ x: Int, _ y: Int, _ c: Color, _ message: String, opacity: Double = 1,
                     line: UInt = #line) {
        let p = frame.rgba(x: x, y: y)
        let expected = [c.red, c.green, c.blue].map { ($0 * opacity + (1 - opacity)) * 255 }
        for (got, want) in zip([p.r, p.g, p.b].map(Double.init), expected) {
            XCTAssertEqual(got, want, accuracy: 3, "\(message): \([p.r, p.g, p.b]) against \(expected)", line: line)
        }
    }

    /// Palette: `foregroundStyle(.white, .blue)` draws the X white on a blue disc, the close
    /// button apps write.
    func testPaletteGivesTheMarkTheFirstStyleAndTheEnclosureTheSecond() throws {
        let f = try draw("xmark.circle.fill", ".symbolRenderingMode(.palette).foregroundStyle(.white, .blue)")
        assertPixel(f, 50, 50, .white, "the X")
        assertPixel(f, 50, 30, Self.blue, "the disc")
        assertPixel(f, 50, 85, .white, "outside the disc")
    }

    /// Hierarchical: one style, the X at full strength and the disc at the secondary level (50 %).
    func testHierarchicalDrawsTheEnclosureAtTheSecondaryLevel() throws {
        let f = try draw("xmark.circle.fill", ".symbolRenderingMode(.hierarchical).foregroundStyle(.red)")
        assertPixel(f, 50, 50, Self.red, "the X, primary")
        assertPixel(f, 50, 30, Self.red, "the disc, secondary", opacity: 0.5)
    }

    /// Monochrome is the one glyph, as before: the X is a hole through the disc.
    func testMonochromeCutsTheMarkOutOfTheGlyph() throws {
        let f = try draw("xmark.circle.fill", ".foregroundStyle(.red)")
        assertPixel(f, 50, 50, .white, "the X shows the background")
        assertPixel(f, 50, 30, Self.red, "the disc")
    }

    /// Multicolor: the warning triangle in Apple's documented colours, a white mark on yellow,
    /// whatever the foreground.
    func testMulticolorUsesTheSymbolsDocumentedColours() throws {
        let f = try draw("exclamationmark.triangle.fill", ".symbolRenderingMode(.multicolor).foregroundStyle(.red)")
        assertPixel(f, 50, 50, .white, "the exclamation mark")
        assertPixel(f, 37, 65, Self.yellow, "the triangle")
    }

    /// `renderingMode(.original)` on a symbol is multicolor; hierarchical under a label level
    /// (`.foregroundStyle(.secondary)`, no style outside) counts the layers from it: the X in
    /// secondaryLabel, the disc in tertiaryLabel, the grey close button apps write.
    func testOriginalIsMulticolorAndALabelLevelStartsTheLayers() throws {
        let f = try draw("exclamationmark.triangle.fill", ".renderingMode(.original)")
        assertPixel(f, 50, 50, .white, "the exclamation mark")
        assertPixel(f, 37, 65, Self.yellow, "the triangle")
        let g = try draw("xmark.circle.fill", ".symbolRenderingMode(.hierarchical).foregroundStyle(.secondary)")
        let secondary = SystemColors.secondaryLabel, tertiary = SystemColors.tertiaryLabel
        assertPixel(g, 50, 50, secondary, "the X", opacity: secondary.opacity)
        assertPixel(g, 50, 30, tertiary, "the disc", opacity: tertiary.opacity)
    }

    /// A palette colour that changes in an animation is half way between at ½.
    func testAPaletteColourChangeAnimates() throws {
        let symbol = ".symbolRenderingMode(.palette).foregroundStyle(on ? Color.yellow : Color.white, .blue)"
        let timeline = "withAnimation(.linear(duration: 1)) { on = true }"
        let f = try draw("xmark.circle.fill", symbol, state: "@State var on = false", timeline: timeline, at: 0.6)
        assertPixel(f, 50, 50, Color.white.interpolated(to: Self.yellow, by: 0.5), "the X, half way from white to yellow")
        assertPixel(f, 50, 30, Self.blue, "the disc stays blue")
        let end = try draw("xmark.circle.fill", symbol, state: "@State var on = false", timeline: timeline, at: 1.2)
        assertPixel(end, 50, 50, Self.yellow, "the X at the end")
    }
}
