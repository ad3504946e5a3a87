import Drawing
import Foundation
import Geometry
import Layout
import Motion
import ViewTree
import XCTest
@testable import Render

/// SF Symbols drawn with the pinned icon fonts' glyphs, and emoji in colour.
final class SymbolGlyphTests: XCTestCase {
    private var engine: RenderEngine!

    override func setUpWithError() throws {
        engine = try RenderEngine()
    }

    /// The non-white pixels' bounds.
    private func ink(_ frame: Frame) -> (minX: Int, minY: Int, maxX: Int, maxY: Int, count: Int) {
        var box = (minX: Int.max, minY: Int.max, maxX: Int.min, maxY: Int.min, count: 0)
        for y in 0..<frame.height {
            for x in 0..<frame.width {
                let p = frame.rgba(x: x, y: y)
                guard p.r < 250 || p.g < 250 || p.b < 250 else { continue }
                box = (min(box.minX, x), min(box.minY, y), max(box.maxX, x), max(box.maxY, y), box.count + 1)
            }
        }
        return box
    }

    private func draw(_ name: String, side: Double = 96, color: Color = .black) -> Frame {
        let list = DisplayList(canvasSize: Size(width: side, height: side),
                               items: [DisplayItem(content: .symbol(name: name, color: color),
                                                   frame: Rect(x: 0, y: 0, width: side, height: side))])
        return Renderer.render(list, scale: 1, engine: engine)
    }

    /// `circle` is Material Icons' `radio_button_unchecked`: a ring of outer radius 10 on the
    /// icon's 24-unit grid, centred. Its em square fills the symbol's square, so in 96 px the
    /// ring spans 8…88 on both axes.
    func testTheIconGridFillsTheSymbolsSquare() {
        let box = ink(draw("circle"))
        for (edge, expected) in [(box.minX, 8), (box.minY, 8), (box.maxX, 87), (box.maxY, 87)] {
            XCTAssertEqual(Double(edge), Double(expected), accuracy: 1, "\(box)")
        }
    }

    /// The other font's glyphs sit in the same square: `cube.fill` (Material Design Icons'
    /// `cube`) is inside it and centred to within one grid unit.
    func testCommunityGlyphsAreCentredToo() {
        let box = ink(draw("cube.fill"))
        XCTAssertGreaterThan(box.count, 1_000)
        XCTAssertEqual(Double(box.minX + box.maxX) / 2, 48, accuracy: 4, "\(box)")
        XCTAssertEqual(Double(box.minY + box.maxY) / 2, 48, accuracy: 4, "\(box)")
    }

    /// How much ink a frame holds: the sum of every pixel's darkness, 0…255 a pixel.
    private func darkness(_ frame: Frame) -> Int {
        var total = 0
        for y in 0..<frame.height {
            for x in 0..<frame.width { total += 255 - Int(frame.rgba(x: x, y: y).r) }
        }
        return total
    }

    /// Outlined and filled are different glyphs: for every mapped name whose `.fill` form is
    /// mapped too, both drawn in Material Symbols, the filled one holds more ink (docs/symbols.md,
    /// "Outlined and filled"). `house` against `house.fill` was the same filled icon before, so
    /// a tab bar's selected and unselected states matched.
    func testEachOutlinedAndFilledPairDiffers() {
        var pairs: [String] = [], same: [String] = []
        for name in SymbolTable.names where !SymbolTable.isFilled(name) {
            guard SymbolTable.glyphs[name + ".fill"] != nil,  // a pair the table maps, not a filled fallback
                  let outline = SymbolTable.glyph(for: name), let fill = SymbolTable.glyph(for: name + ".fill"),
                  outline.face == .material, fill.face == .material else { continue }
            pairs.append(name)
            if darkness(draw(name + ".fill", side: 48)) <= darkness(draw(name, side: 48)) { same.append(name) }
        }
        XCTAssertGreaterThanOrEqual(pairs.count, 50)
        // Neither font has both forms of these: the table says "one form" on their rows.
        XCTAssertEqual(same, ["arrowshape.turn.up.left", "pause", "pawprint", "square.and.arrow.up"],
                       "pairs whose filled form holds no more ink than the outlined one")
        XCTAssertFalse(SymbolTable.glyph(for: "house")?.filled ?? true)
        XCTAssertTrue(SymbolTable.glyph(for: "house.fill")?.filled ?? false)
        XCTAssertTrue(SymbolTable.glyph(for: "gear")?.filled ?? false, "solid in SF though it has no .fill")
        XCTAssertTrue(SymbolTable.solid.allSatisfy { SymbolTable.glyph(for: $0) != nil })
        // A `.fill` name the table lacks is its outlined name's Material Symbols glyph, filled.
        XCTAssertEqual(SymbolTable.glyph(for: "books.vertical.fill"), SymbolTable.glyphs["books.vertical"].map {
            SymbolGlyph(face: $0.face, scalar: $0.scalar, filled: true)
        })
    }

    /// Material Symbols takes the weight on its wght axis: a `gear` holds more ink at each
    /// weight from thin to bold; black is bold's axis value, stroked past it.
    func testWeightsAreTheFontsOwnAxis() {
        XCTAssertEqual(SymbolGlyphDrawing.variations(SymbolGlyph(face: .material, scalar: "\u{E87E}", filled: true), weight: .semibold),
                       "FILL=1,wght=600,opsz=24")
        XCTAssertEqual(SymbolGlyphDrawing.variations(SymbolGlyph(face: .material, scalar: "\u{E87E}"), weight: .black), "FILL=0,wght=700,opsz=24")
        XCTAssertNil(SymbolGlyphDrawing.variations(SymbolGlyph(face: .community, scalar: "\u{F18C}"), weight: .bold))
        XCTAssertEqual(SymbolGlyphDrawing.outlineGrowth(.bold, face: .material), 0)
        XCTAssertEqual(SymbolGlyphDrawing.outlineGrowth(.black, face: .material), 200.0 / 300 * 0.02, accuracy: 1e-12)
        func ink(_ weight: FontWeight) -> Int {
            let list = DisplayList(canvasSize: Size(width: 48, height: 48),
                                   items: [DisplayItem(content: .symbol(name: "gear", color: .black, weight: weight),
                                                       frame: Rect(x: 0, y: 0, width: 48, height: 48))])
            return darkness(Renderer.render(list, scale: 1, engine: engine))
        }
        let inks = [FontWeight.thin, .ultraLight, .light, .regular, .semibold, .bold, .black].map(ink)
        XCTAssertEqual(inks, inks.sorted(), "thin to black: \(inks)")
        XCTAssertEqual(Set(inks).count, inks.count, "each weight draws another glyph: \(inks)")
    }

    /// A glyph is drawn in the foreground colour; an unmapped name keeps its placeholder.
    func testGlyphsTakeTheColourAndUnknownNamesThePlaceholder() {
        let frame = draw("cart.fill", color: Color(rgb255: 0, 122, 255))
        let box = ink(frame)
        XCTAssertGreaterThan(box.count, 1_500, "a filled cart")
        var saturated = 0
        for y in 0..<frame.height {
            for x in 0..<frame.width {
                let p = frame.rgba(x: x, y: y)
                if [p.r, p.g, p.b] == [0, 122, 255] { saturated += 1 }
            }
        }
        XCTAssertGreaterThan(saturated, 1_000)
        let placeholder = ink(draw("no.such.symbol"))
        XCTAssertLessThan(placeholder.minX, 8, "the placeholder's dashed box reaches the square's edge")
    }

    /// Noto Color Emoji draws in colour and at the text's size (an emoji is about as wide as
    /// the font size and nearly as tall), not at the 109/256 Cairo left it at.
    func testEmojiAreInColourAndFullSize() {
        let run = TextRun(string: "🎉", font: Font(size: 40), color: .black)
        let size = engine.measurer.measure(run, proposedWidth: nil).size
        XCTAssertEqual(size.width, 40 * 136 / 109, accuracy: 0.5, "Noto's emoji advance: 136 pixels in its 109-pixel em")
        let list = DisplayList(canvasSize: Size(width: 60, height: 60),
                               items: [DisplayItem(content: .text(run, layoutSize: size),
                                                   frame: Rect(origin: Point(x: 2, y: 6), size: size))])
        let frame = Renderer.render(list, scale: 1, engine: engine)
        let box = ink(frame)
        XCTAssertGreaterThan(box.maxY - box.minY, 30, "\(box)")
        var coloured = 0
        for y in 0..<frame.height {
            for x in 0..<frame.width {
                let p = frame.rgba(x: x, y: y)
                if max(p.r, p.g, p.b) - min(p.r, p.g, p.b) > 80 { coloured += 1 }
            }
        }
        XCTAssertGreaterThan(coloured, 200, "a colour bitmap, not a monochrome outline")
    }

    /// A character no pinned face has is reported; emoji and their joiners are not.
    func testMissingCharactersAreThoseNoPinnedFaceHas() {
        let run = TextRun(string: "Ab 北 👨‍👩‍👧 \u{10000}\u{10000} ✓", font: .body, color: .black)
        XCTAssertEqual(engine.text.missingCharacters(in: run), ["\u{10000}"])
    }

    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// docs/symbols.md is the table: the generated Swift says exactly what it says
    /// (scripts/symbols.py writes one from the other).
    func testTheTableIsTheOneInTheDocs() throws {
        let doc = try String(contentsOf: Self.root.appendingPathComponent("docs/symbols.md"), encoding: .utf8)
        var rows: [String: SymbolGlyph] = [:]
        for line in doc.split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 4, cells[3].hasPrefix("U+") else { continue }  // the fonts' table
            let name = cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            let code = UInt32(cells[3].dropFirst(2), radix: 16)!
            rows[name] = SymbolGlyph(face: SymbolGlyph.Face(rawValue: cells[1])!, scalar: Unicode.Scalar(code)!)
        }
        XCTAssertGreaterThanOrEqual(rows.count, 300)
        XCTAssertEqual(rows, SymbolTable.glyphs)
    }

    /// Every mapped code point is a glyph of the font it names, as the pinned configuration
    /// loads it.
    func testEveryGlyphIsInItsFont() {
        for (name, glyph) in SymbolTable.glyphs {
            XCTAssertTrue(engine.text.covers(glyph.scalar, family: glyph.face.family), name)
        }
    }

    /// docs/symbols.md lists the mapped names drawn in layers ("Rendering modes"): exactly those
    /// the table splits, and each mark's glyph is in its font.
    func testTheLayeredNamesAreTheOnesInTheDocs() throws {
        let doc = try String(contentsOf: Self.root.appendingPathComponent("docs/symbols.md"), encoding: .utf8)
        let start = try XCTUnwrap(doc.range(of: "**Which symbols are drawn in layers.**"))
        let end = try XCTUnwrap(doc.range(of: "Their marks are glyphs", range: start.upperBound..<doc.endIndex))
        let listed = doc[start.upperBound..<end.lowerBound].split(separator: "`", omittingEmptySubsequences: false)
            .enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
        XCTAssertGreaterThan(listed.count, 40)
        XCTAssertEqual(listed, SymbolTable.names.filter { SymbolTable.layers(of: $0) != nil })
        for (name, glyph) in SymbolTable.markGlyphs {
            XCTAssertTrue(engine.text.covers(glyph.scalar, family: glyph.face.family), name)
        }
    }

    /// Every SF Symbol the 546 view files of shared/data/swiftui-usage.tsv use is mapped.
    func testEverySymbolOfTheUsageFileIsMapped() throws {
        // A copy of shared/data/swiftui-usage.tsv kept in the repository: a clone has nothing beside it.
        let usage = Self.root.appendingPathComponent("Tests/MatchcutTests/Fixtures/swiftui-usage.tsv")
        let text = try String(contentsOf: usage, encoding: .utf8)
        var names: [String] = []
        for line in text.split(separator: "\n") {
            let cells = line.split(separator: "\t")
            if cells.count > 1, cells[0] == "SF Symbol" { names.append(String(cells[1])) }
        }
        XCTAssertGreaterThan(names.count, 70)
        XCTAssertEqual(names.filter { SymbolTable.glyph(for: $0) == nil }, [])
    }

    /// The symbols public samples and first drafts drew as dashed boxes (issue 32), and the
    /// outline forms the community font has, drawn as outlines: `safari` is a compass outline,
    /// as a tab bar's unselected Safari tab shows it, where `safari.fill` stays filled.
    func testTheSymbolsSamplesUseAreMappedAndOutlinesAreOutlines() {
        let samples = ["cup.and.saucer.fill", "tree.fill", "building.columns.fill", "square.grid.2x2.fill",
                       "dot.radiowaves.left.and.right", "square.stack.fill", "speaker.wave.3.fill", "airplayaudio",
                       "bell.badge.fill", "lock.shield.fill", "wave.3.right", "simcard.fill", "tram.fill",
                       "bed.double.fill", "takeoutbag.and.cup.and.straw.fill"]
        XCTAssertEqual(samples.filter { SymbolTable.glyph(for: $0) == nil }, [])
        for (outline, filled) in [("safari", "safari.fill"), ("shield", "shield.fill"), ("trophy", "trophy.fill")] {
            XCTAssertNotNil(SymbolTable.glyph(for: outline), outline)
            XCTAssertNotEqual(SymbolTable.glyph(for: outline), SymbolTable.glyph(for: filled), outline)
        }
        XCTAssertEqual(SymbolTable.glyph(for: "safari"), SymbolGlyph(face: .community, scalar: "\u{F18C}"))  // compass-outline
    }
}
