import Drawing
import Layout
@testable import Render
import ViewTree
import XCTest

/// A text drawn in the frame it was measured for keeps its lines: measuring and drawing agree
/// for every text style, with positive and negative tracking, Latin and Chinese.
final class WrapAtMeasuredWidthTests: XCTestCase {
    func testATextFitsTheWidthItWasMeasuredAt() throws {
        let engine = try TextEngine()
        let measurer = PangoTextMeasurer(engine: engine)
        for style in TextStyle.allCases {
            for string in ["湖光", "Canción", "北京 · SwiftUI 动画", "Mountains at dawn"] {
                for font in [Font(style: style), Font(style: style).bold()] {
                    let run = TextRun(string: string, font: font, color: .black)
                    let ideal = measurer.measure(run, proposedWidth: nil)
                    XCTAssertEqual(ideal.lineCount, 1)
                    let again = measurer.measure(run, proposedWidth: ideal.size.width)
                    XCTAssertEqual(again.lineCount, 1, "'\(string)' in \(style) (tracking \(font.tracking)) re-wrapped")
                    XCTAssertEqual(again.size.width, ideal.size.width, accuracy: 1e-9)
                }
            }
        }
    }
}
