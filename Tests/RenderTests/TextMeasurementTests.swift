import Drawing
import CCairo
import Geometry
import Layout
import ViewTree
import XCTest
@testable import Render

/// Text measured through Pango with the pinned fonts.
final class TextMeasurementTests: XCTestCase {
    private var engine: TextEngine!
    private var measurer: PangoTextMeasurer!

    override func setUpWithError() throws {
        engine = try TextEngine()
        measurer = PangoTextMeasurer(engine: engine)
    }

    private func run(_ string: String, size: Double, weight: FontWeight = .regular,
                     lineLimit: Int? = nil) -> TextRun {
        TextRun(string: string, font: Font(size: size, weight: weight), color: .black, lineLimit: lineLimit)
    }

    func testLatinAccentsAndChineseHaveNoMissingGlyphs() {
        for string in ["Canción", "北京 · SwiftUI 动画", "The quick brown fox jumps over the lazy dog."] {
            for weight in [FontWeight.regular, .semibold, .bold] {
                for size in [13.0, 17, 34] {
                    let layout = TextLayout(run(string, size: size, weight: weight), width: nil, engine: engine)
                    XCTAssertEqual(layout.unknownGlyphCount, 0, "'\(string)' \(weight) \(size) pt")
                    XCTAssertGreaterThan(layout.width, 0)
                }
            }
        }
    }

    /// Sizes on the same side of the 20 pt optical switch use the same face, so width is an
    /// exact linear function of size. (17 → 34 pt crosses from Inter to Inter Display.)
    func testWidthScalesLinearlyWithSize() {
        for string in ["Canción", "北京 · SwiftUI 动画", "Hello, hero transitions"] {
            for (small, large) in [(8.5, 17.0), (17.0, 34.0), (34.0, 68.0)] {
                let sameFace = (small >= 20) == (large >= 20)
                guard sameFace else { continue }
                let w1 = measurer.measure(run(string, size: small), proposedWidth: nil).size.width
                let w2 = measurer.measure(run(string, size: large), proposedWidth: nil).size.width
                XCTAssertEqual(w2 / (2 * w1), 1, accuracy: 1e-6, "'\(string)' \(small) → \(large) pt")
            }
        }
    }

    func testTextAndDisplayFacesDiffer() {
        let text = measurer.measure(run("Hello world", size: 19.99), proposedWidth: nil).size.width
        let display = measurer.measure(run("Hello world", size: 20), proposedWidth: nil).size.width
        XCTAssertNotEqual(text / 19.99, display / 20, accuracy: 1e-4)
    }

    func testLineHeightIsSFNaturalHeight() {
        for size in [11.0, 17, 34] {
            let m = measurer.measure(run("Hello 北京", size: size), proposedWidth: nil)
            XCTAssertEqual(m.lineCount, 1)
            XCTAssertEqual(m.size.height, 1.1934 * size, accuracy: 1e-9)
        }
        let two = measurer.measure(run("one\ntwo", size: 17), proposedWidth: nil)
        XCTAssertEqual(two.lineCount, 2)
        XCTAssertEqual(two.size.height, 2 * 1.1934 * 17, accuracy: 1e-9)
    }

    func testLongMixedTextWrapsAndEveryLineFits() {
        let string = "SwiftUI 的匹配几何效果让两个视图之间的过渡看起来像同一个元素在移动 and it works across layouts"
        let text = run(string, size: 17)
        let single = measurer.measure(text, proposedWidth: nil)
        XCTAssertEqual(single.lineCount, 1)
        let width = 200.0
        let wrapped = measurer.measure(text, proposedWidth: width)
        XCTAssertGreaterThan(wrapped.lineCount, 2)
        XCTAssertLessThanOrEqual(wrapped.size.width, width)
        XCTAssertFalse(wrapped.isTruncated)
        let layout = TextLayout(text, width: width, engine: engine)
        for line in 0..<layout.lineCount {
            XCTAssertLessThanOrEqual(layout.lineWidth(line), width + 1e-9, "line \(line)")
        }
        XCTAssertEqual(wrapped.size.height, Double(wrapped.lineCount) * 1.1934 * 17, accuracy: 1e-9)
    }

    func testLineLimitTruncatesWithEllipsis() {
        let string = "A long sentence that will certainly need several lines when it is offered a narrow width"
        let limited = measurer.measure(run(string, size: 17, lineLimit: 2), proposedWidth: 120)
        XCTAssertEqual(limited.lineCount, 2)
        XCTAssertTrue(limited.isTruncated)
        let free = measurer.measure(run(string, size: 17), proposedWidth: 120)
        XCTAssertGreaterThan(free.lineCount, 2)
        XCTAssertFalse(free.isTruncated)
    }

    /// SwiftUI's `lineLimit` counts every line of the text, explicit newlines included, and
    /// puts "…" at the end of the last one shown when anything is left out.
    func testLineLimitCountsLinesAcrossNewlines() {
        let three = "One\nTwo\nThree"
        let two = TextLayout(run(three, size: 17, lineLimit: 2), width: nil, engine: engine)
        XCTAssertEqual(two.lineCount, 2)
        XCTAssertTrue(two.isEllipsized)
        XCTAssertEqual(measurer.measure(run(three, size: 17, lineLimit: 2), proposedWidth: nil).size.height,
                       2 * 1.1934 * 17, accuracy: 1e-9)
        let twoWithEllipsis = TextLayout(run("Two\u{2026}", size: 17), width: nil, engine: engine)
        XCTAssertEqual(two.lineWidth(1), twoWithEllipsis.width, accuracy: 1e-9, "the second line reads \"Two…\"")
        XCTAssertEqual(two.lineWidth(0), TextLayout(run("One", size: 17), width: nil, engine: engine).width,
                       accuracy: 1e-9)
        let all = TextLayout(run(three, size: 17, lineLimit: 3), width: nil, engine: engine)
        XCTAssertEqual(all.lineCount, 3)
        XCTAssertFalse(all.isEllipsized)
        let one = TextLayout(run(three, size: 17, lineLimit: 1), width: nil, engine: engine)
        XCTAssertEqual(one.lineCount, 1)
        XCTAssertTrue(one.isEllipsized)
    }

    /// A trailing newline's empty line is dropped without "…": no text was left out.
    func testLineLimitDropsATrailingEmptyLineWithoutEllipsis() {
        let layout = TextLayout(run("One\n", size: 17, lineLimit: 1), width: nil, engine: engine)
        XCTAssertEqual(layout.lineCount, 1)
        XCTAssertFalse(layout.isEllipsized)
        XCTAssertEqual(layout.width, TextLayout(run("One", size: 17), width: nil, engine: engine).width, accuracy: 1e-9)
    }

    /// A paragraph that wraps uses up the limit before the next paragraph starts.
    func testLineLimitCountsWrappedLinesBeforeANewline() {
        let string = "A first paragraph long enough to wrap at this width\nSecond"
        let free = TextLayout(run(string, size: 17), width: 150, engine: engine)
        XCTAssertGreaterThanOrEqual(free.lineCount, 3)
        let limited = TextLayout(run(string, size: 17, lineLimit: 2), width: 150, engine: engine)
        XCTAssertEqual(limited.lineCount, 2)
        XCTAssertTrue(limited.isEllipsized)
        for line in 0..<limited.lineCount { XCTAssertLessThanOrEqual(limited.lineWidth(line), 150 + 1e-9) }
    }

    func testNarrowProposalCapsWidthAndWideOneDoesNot() {
        let text = run("Wide enough", size: 17)
        let natural = measurer.measure(text, proposedWidth: nil).size.width
        XCTAssertEqual(measurer.measure(text, proposedWidth: 1000).size.width, natural)
        XCTAssertLessThanOrEqual(measurer.measure(text, proposedWidth: natural / 2).size.width, natural / 2)
    }

    func testTrackingWidensText() {
        let plain = measurer.measure(run("Tracking", size: 17), proposedWidth: nil).size.width
        let tracked = TextRun(string: "Tracking", font: Font(size: 34, textStyle: .largeTitle), color: .black)
        var untracked = tracked
        untracked.font.textStyle = nil
        let a = measurer.measure(tracked, proposedWidth: nil).size.width
        let b = measurer.measure(untracked, proposedWidth: nil).size.width
        XCTAssertGreaterThan(a, b)  // largeTitle tracks +0.40 pt per character
        XCTAssertGreaterThan(plain, 0)
    }
}

/// `.italic()` and `.monospacedDigit()` reach the faces and glyphs Pango draws with.
final class FontTraitRenderTests: XCTestCase {
    /// The family and style of the face Pango chose for each run of `layout`'s first line.
    private func faces(_ layout: TextLayout) -> [(family: String, style: PangoStyle)] {
        var result: [(family: String, style: PangoStyle)] = []
        var runs = pango_layout_get_line_readonly(layout.layout, 0).pointee.runs
        while let node = runs {
            let run = node.pointee.data.assumingMemoryBound(to: PangoGlyphItem.self)
            let description = pango_font_describe(run.pointee.item.pointee.analysis.font)!
            result.append((String(cString: pango_font_description_get_family(description)),
                           pango_font_description_get_style(description)))
            pango_font_description_free(description)
            runs = node.pointee.next
        }
        return result
    }

    private func styles(_ layout: TextLayout) -> [PangoStyle] { faces(layout).map(\.style) }
    private func families(_ layout: TextLayout) -> [String] { faces(layout).map(\.family) }

    func testItalicDrawsInterItalicAndChineseUpright() throws {
        let engine = try TextEngine()
        var font = Font(size: 17)
        font.italic = true
        let latin = TextLayout(TextRun(string: "Hero", font: font, color: .black), width: nil, engine: engine)
        XCTAssertEqual(styles(latin), [PANGO_STYLE_ITALIC])
        XCTAssertEqual(latin.unknownGlyphCount, 0)
        let upright = TextLayout(TextRun(string: "Hero", font: Font(size: 17), color: .black), width: nil, engine: engine)
        XCTAssertEqual(styles(upright), [PANGO_STYLE_NORMAL])
        // Inter Display has italics too, and so does every weight.
        font.size = 34
        font.weight = .black
        XCTAssertEqual(styles(TextLayout(TextRun(string: "Hero", font: font, color: .black), width: nil, engine: engine)),
                       [PANGO_STYLE_ITALIC])
        let mixed = TextLayout(TextRun(string: "Hero 北京", font: font, color: .black), width: nil, engine: engine)
        XCTAssertEqual(mixed.unknownGlyphCount, 0)
        XCTAssertEqual(styles(mixed).last, PANGO_STYLE_NORMAL, "Noto Sans CJK has no italic")
    }

    /// The monospaced design draws Latin and Chinese with Noto Sans Mono CJK SC: every Latin
    /// letter one width, each Chinese character two. The serif design draws with Noto Serif.
    func testMonospacedAndSerifDesignsDrawTheirPinnedFaces() throws {
        let engine = try TextEngine()
        func layout(_ string: String, _ design: FontDesign, weight: FontWeight = .regular) -> TextLayout {
            TextLayout(TextRun(string: string, font: Font(size: 17, weight: weight, design: design), color: .black),
                       width: nil, engine: engine)
        }
        XCTAssertEqual(Set(families(layout("let x = 1 北京", .monospaced))), ["Noto Sans Mono CJK SC"])
        XCTAssertEqual(layout("iiii", .monospaced).width, layout("MMMM", .monospaced).width, accuracy: 1e-9)
        XCTAssertEqual(layout("北京", .monospaced).width, layout("MMMM", .monospaced).width, accuracy: 1e-9)
        XCTAssertLessThan(layout("iiii", .default).width, layout("MMMM", .default).width - 5)
        XCTAssertEqual(Set(families(layout("Title 北京", .serif, weight: .bold))), ["Noto Serif CJK SC"])
        XCTAssertEqual(families(layout("Title", .rounded)), ["Inter"])
        for design in [FontDesign.monospaced, .serif] {
            XCTAssertEqual(layout("Canción 北京 · SwiftUI", design).unknownGlyphCount, 0)
        }
    }

    /// Inter's proportional 1 is narrower than its 0; its tabular figures are all one width.
    func testMonospacedDigitGivesEveryDigitOneWidth() throws {
        let engine = try TextEngine()
        func width(_ string: String, tabular: Bool) -> Double {
            var font = Font(size: 17)
            font.monospacedDigit = tabular
            return TextLayout(TextRun(string: string, font: font, color: .black), width: nil, engine: engine).width
        }
        XCTAssertLessThan(width("1111", tabular: false), width("0000", tabular: false) - 1)
        XCTAssertEqual(width("1111", tabular: true), width("0000", tabular: true), accuracy: 1e-9)
        XCTAssertEqual(width("1111", tabular: true), width("8888", tabular: true), accuracy: 1e-9)
    }
}
