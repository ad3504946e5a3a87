import SwiftCore
import Drawing
import Geometry
@testable import Layout
import Render
import SceneLanguage
import ViewTree
import XCTest

/// SF Symbol options as apps write them: `imageScale`, `symbolVariant`, `symbolRenderingMode`
/// with `foregroundStyle` levels, `renderingMode`, the font's weight, and `symbolEffect`
/// (docs/symbols.md).
final class SymbolOptionsTests: XCTestCase {
    struct Laid {
        var snapshot: LayoutSnapshot
        var diagnostics: [Diagnostic]

        /// The symbols drawn, in drawing order.
        var symbols: [(name: String, color: Color, weight: FontWeight, frame: Rect)] {
            snapshot.elements.compactMap { e in
                guard case let .symbol(name, color, weight) = e.content, !e.identity.description.hasPrefix("StatusBar") else { return nil }
                return (name, color, weight, e.frame)
            }
        }

        /// The symbols drawn in two layers: name, mark colour, enclosure colour.
        var layered: [(name: String, primary: Color, secondary: Color)] {
            snapshot.elements.compactMap { e in
                guard case let .layeredSymbol(name, primary, secondary, _) = e.content else { return nil }
                return (name, primary, secondary)
            }
        }

        func notes(_ id: String) -> [String] { diagnostics.filter { $0.id == id }.map(\.text) }
    }

    func lay(_ body: String) throws -> Laid {
        let text = "struct V: View {\n    var body: some View {\n\(body)\n    }\n}\nscene(\"s\") { canvas(width: 400, height: 400, scale: 1); root(V()) }\n"
        let (snapshot, diagnostics) = try laidOutScene(text)
        return Laid(snapshot: snapshot, diagnostics: diagnostics)
    }

    /// Apple's SymbolScale: small about 20 % smaller than medium, large about 30 % larger. At
    /// the body font (17 pt) a medium symbol is 17 × 1.2 = 20.4 pt square.
    func testImageScaleSizesTheSymbolFromTheFont() throws {
        let laid = try lay("""
                VStack {
                    Image(systemName: "star").imageScale(.small)
                    Image(systemName: "star")
                    Image(systemName: "star").imageScale(.large)
                    VStack { Image(systemName: "star").font(.title) }.imageScale(.large)
                }
        """)
        // Frames land on whole pixels (scale 1): each side is within a pixel of its size.
        let frames = laid.symbols.map(\.frame)
        let expected = [17 * 1.2 * 0.8, 17 * 1.2, 17 * 1.2 * 1.3, 28 * 1.2 * 1.3]
        XCTAssertEqual(frames.count, 4)
        for (frame, side) in zip(frames, expected) {
            XCTAssertEqual(frame.width, side, accuracy: 1, "the environment reaches the image inside; the title is 28 pt")
            XCTAssertEqual(frame.height, side, accuracy: 1)
        }
    }

    func testSymbolVariantPicksTheGlyphOfTheFamily() throws {
        let laid = try lay("""
                VStack {
                    Image(systemName: "heart").symbolVariant(.fill)
                    Image(systemName: "bell").symbolVariant(.slash)
                    Image(systemName: "checkmark").symbolVariant(.circle.fill)
                    Image(systemName: "heart.fill").symbolVariant(.fill)
                    HStack { Image(systemName: "person"); Image(systemName: "star") }.symbolVariant(.fill)
                    Image(systemName: "heart").symbolVariant(.none)
                }
        """)
        XCTAssertEqual(laid.symbols.map(\.name),
                       ["heart.fill", "bell.slash", "checkmark.circle.fill", "heart.fill", "person.fill", "star.fill", "heart"])
        XCTAssertEqual(laid.notes("not-drawn"), [], "every variant asked for is mapped")
    }

    /// A variant the icon fonts do not map draws the nearest mapped symbol, and says so.
    func testAnUnmappedVariantDrawsTheNearestWithANote() throws {
        let laid = try lay("Image(systemName: \"gift\").symbolVariant(.square.fill)")
        XCTAssertEqual(laid.symbols.map(\.name), ["gift.fill"])
        XCTAssertEqual(laid.notes("not-drawn").count, 1)
        XCTAssertTrue(laid.notes("not-drawn")[0].contains("'gift.square.fill'"), laid.notes("not-drawn")[0])
    }

    /// Hierarchical and palette colour an enclosed symbol's mark with the primary level and its
    /// enclosure with the secondary: `foregroundStyle(a, b)`'s styles, or one style at 100 % and
    /// 50 %, or the label colours; a variant chain that makes an enclosed name counts. Multicolor
    /// (and `.original`) use the colours Apple documents, else the foreground. A symbol whose
    /// glyph is one layer stays one, with a note where the mode is written; monochrome and
    /// template draw the one glyph as iOS does, without a note.
    func testRenderingModesColourTheLayersOfEnclosedSymbols() throws {
        let laid = try lay("""
                VStack {
                    Image(systemName: "xmark.circle.fill").symbolRenderingMode(.palette).foregroundStyle(.white, .blue)
                    Image(systemName: "xmark.circle.fill").symbolRenderingMode(.hierarchical).foregroundStyle(.green)
                    Image(systemName: "checkmark").symbolVariant(.circle.fill).symbolRenderingMode(.hierarchical)
                    Image(systemName: "exclamationmark.triangle.fill").symbolRenderingMode(.multicolor)
                    Image(systemName: "xmark.circle.fill").renderingMode(.original).foregroundStyle(.orange)
                    Image(systemName: "cloud").symbolRenderingMode(.hierarchical).foregroundStyle(.red)
                    Image(systemName: "xmark.circle.fill").symbolRenderingMode(.monochrome).foregroundStyle(.purple)
                    Image(systemName: "plus.square").renderingMode(.template).foregroundStyle(.pink)
                }
        """)
        func rgb(_ c: Color) -> [Double] { [c.red, c.green, c.blue, c.opacity] }
        let named = { (n: String) in SystemColors.named[n]! }
        XCTAssertEqual(laid.layered.map(\.name), ["xmark.circle.fill", "xmark.circle.fill", "checkmark.circle.fill",
                                                  "exclamationmark.triangle.fill"])
        XCTAssertEqual(laid.layered.map { rgb($0.primary) }, [rgb(.white), rgb(named("green")), rgb(SystemColors.label), rgb(.white)])
        XCTAssertEqual(laid.layered.map { rgb($0.secondary) },
                       [rgb(named("blue")), rgb(named("green").withOpacity(0.5)), rgb(SystemColors.secondaryLabel), rgb(named("yellow"))])
        XCTAssertEqual(laid.symbols.map(\.name), ["xmark.circle.fill", "cloud", "xmark.circle.fill", "plus.square"],
                       "multicolor with no known colours, a one-layer glyph, monochrome and template: one glyph each")
        XCTAssertEqual(laid.symbols.map { rgb($0.color) }, ["orange", "red", "purple", "pink"].map { rgb(named($0)) })
        let notes = laid.diagnostics.map { "\($0.location.line): \($0.text)" }
        XCTAssertEqual(laid.notes("not-drawn").count, 3, "\(notes)")
        XCTAssertTrue(notes.contains { $0.hasPrefix("7:") && $0.contains("'exclamationmark.triangle.fill'") && $0.contains("approximated") }, "\(notes)")
        XCTAssertTrue(notes.contains { $0.hasPrefix("8:") && $0.contains("'xmark.circle.fill'") && $0.contains("none are known") }, "\(notes)")
        XCTAssertTrue(notes.contains { $0.hasPrefix("9:") && $0.contains("'cloud'") && $0.contains("one layer") }, "\(notes)")
    }

    /// The enclosed families split where the inner symbol has a glyph; the rest stay one glyph.
    func testWhichSymbolsSplitIntoLayers() {
        let split = { (name: String) in SymbolTable.layers(of: name).map { "\($0.enclosure.rawValue) \($0.isFilled) \($0.markName)" } }
        XCTAssertEqual(split("xmark.circle.fill"), "circle true xmark")
        XCTAssertEqual(split("person.circle"), "circle false person")
        XCTAssertEqual(split("person.circle.fill"), "circle true person.fill", "a filled enclosure holds the filled mark")
        XCTAssertEqual(split("checkmark.square"), "square false checkmark")
        XCTAssertEqual(split("list.bullet.rectangle"), "rectangle false list.bullet")
        XCTAssertEqual(split("exclamationmark.triangle.fill"), "triangle true exclamationmark")
        XCTAssertEqual(split("info.circle"), "circle false info")
        XCTAssertEqual(split("person.crop.circle.fill"), "circle true person.crop.fill")
        for name in ["circle.fill", "cloud.fill", "checkmark.seal.fill", "lock.shield", "arrow.2.squarepath",
                     "square.and.arrow.up", "photo.on.rectangle", "no.such.circle"] {
            XCTAssertNil(split(name), name)
        }
    }

    /// SF Symbols take the font's weight: `fontWeight`, a bold font, and a text style's own
    /// weight (the headline is semibold).
    func testTheSymbolTakesTheFontsWeight() throws {
        let laid = try lay("""
                VStack {
                    Image(systemName: "star")
                    Image(systemName: "star").fontWeight(.bold)
                    Image(systemName: "star").font(.headline)
                    Image(systemName: "star").font(.system(size: 20, weight: .black))
                }
        """)
        XCTAssertEqual(laid.symbols.map(\.weight), [.regular, .bold, .semibold, .black])
    }

    /// `symbolEffect` draws the symbol at rest, whatever its arguments, and notes it.
    func testASymbolEffectDrawsTheSymbolAtRestWithANote() throws {
        let laid = try lay("""
                VStack {
                    Image(systemName: "bell").symbolEffect(.bounce.up.byLayer, value: 3)
                    Image(systemName: "wifi").symbolEffect(.variableColor.iterative.reversing, options: .repeating.speed(2))
                }
        """)
        XCTAssertEqual(laid.symbols.map(\.name), ["bell", "wifi"])
        XCTAssertEqual(laid.notes("not-drawn").count, 2)
    }

    func testImageOptionsOnAViewThatIsNotAnImageAreRefused() throws {
        for modifier in ["renderingMode(.template)", "interpolation(.none)", "antialiased(false)"] {
            let text = "struct V: View {\n    var body: some View { Text(\"x\").\(modifier) }\n}\nscene(\"s\") { root(V()) }\n"
            let (_, diagnostics) = SceneCompiler.compile(source: SourceFile(path: "s.scene", text: text))
            XCTAssertEqual(diagnostics.map(\.id), ["unknown-modifier"], modifier)
        }
    }
}
