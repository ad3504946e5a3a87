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

        func notes(_ id: String) -> [String] { diagnostics.filter { $0.id == id }.map(\.text) }
    }

    func lay(_ body: String) throws -> Laid {
        let text = "struct V: View {\n    var body: some View {\n\(body)\n    }\n}\nscene(\"s\") { canvas(width: 400, height: 400, scale: 1); root(V()) }\n"
        let (scene, diagnostics) = SceneCompiler.compile(source: SourceFile(path: "s.scene", text: text))
        let description = try XCTUnwrap(scene, "\(diagnostics.map(\.text))")
        let snapshot = LayoutEngine(canvas: description.canvas, measurer: try RenderEngine().measurer).layout(description.initial)
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

    /// The icon fonts have one layer: every rendering mode draws the symbol in the primary
    /// level's style; the modes that colour layers apart say so where they are written.
    func testRenderingModesDrawThePrimaryLevelWithANote() throws {
        let laid = try lay("""
                VStack {
                    Image(systemName: "cloud").symbolRenderingMode(.palette).foregroundStyle(.red, .blue)
                    Image(systemName: "cloud").symbolRenderingMode(.hierarchical).foregroundStyle(.green)
                    Image(systemName: "cloud").symbolRenderingMode(.monochrome).foregroundStyle(.orange)
                    Image(systemName: "cloud").renderingMode(.template).foregroundStyle(.purple)
                }
        """)
        XCTAssertEqual(laid.symbols.map { [$0.color.red, $0.color.green, $0.color.blue] },
                       ["red", "green", "orange", "purple"].map { let c = SystemColors.named[$0]!; return [c.red, c.green, c.blue] })
        XCTAssertEqual(laid.notes("not-drawn").count, 2, "palette and hierarchical; monochrome and template are drawn as iOS draws them")
        XCTAssertTrue(laid.diagnostics.allSatisfy { $0.location.line == 4 || $0.location.line == 5 }, "\(laid.diagnostics)")
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
