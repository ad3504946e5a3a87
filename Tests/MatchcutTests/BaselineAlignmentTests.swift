import Foundation
import Geometry
import Matchcut
import Motion
import Output
import Render
import SceneLanguage
import XCTest

/// Views lined up on their text baselines, drawn (docs/layout.md, "Text baselines"): an SF
/// Symbol beside text is centred on the text's cap height, and a stack's alignment that
/// changes from `.top` to `.firstTextBaseline` animates its children between the two.
final class BaselineAlignmentTests: XCTestCase {
    private var engine: RenderEngine!

    override func setUpWithError() throws {
        engine = try RenderEngine()
    }

    private func compile(_ body: String, state: String = "", timeline: String = "") throws -> CompiledScene {
        try compileProbeScene(body, state: state, timeline: timeline, width: 200, height: 200, scale: 2, engine: engine)
    }

    /// The rows (in pixels) where `frame` has ink darker than mid grey between columns `x0..<x1`.
    private func inkRows(_ frame: Frame, x0: Int, x1: Int) -> ClosedRange<Int>? {
        let rows = (0..<frame.height).filter { y in (x0..<x1).contains { x in frame.rgba(x: x, y: y).r < 128 } }
        guard let first = rows.first, let last = rows.last else { return nil }
        return first...last
    }

    /// A filled circle symbol at `.large` and `.small` beside a 30 pt "H": the circle's ink is
    /// centred on the H's, the middle of its caps, half of 21.8 pt (Inter's cap height, 0.7273
    /// em) above the baseline. Aligned by their tops the large circle's middle would be 5.8 pt
    /// lower (0.78 em below the top against 0.588) and the small one's 3.2 pt higher.
    func testASymbolBesideTextIsCentredOnTheTextsCapHeight() throws {
        for scale in ["large", "small"] {
            let scene = try compile("""
                HStack(alignment: .firstTextBaseline, spacing: 0) {
                    Image(systemName: "circle.fill").imageScale(.\(scale))
                    Text("H")
                }
                .font(.system(size: 30))
                .foregroundStyle(.black)
                .frame(width: 200, height: 200, alignment: .leading)
                """)
            let frame = Renderer.render(scene.plan.sample(at: 0).displayList, scale: 2, engine: engine)
            let side = 30 * 1.2 * (scale == "large" ? 1.3 : 0.8)
            let symbol = try XCTUnwrap(inkRows(frame, x0: 0, x1: Int(side * 2) - 2), scale)
            let letter = try XCTUnwrap(inkRows(frame, x0: Int(side * 2) + 2, x1: 400), scale)
            let symbolMiddle = Double(symbol.lowerBound + symbol.upperBound + 1) / 2
            let capMiddle = Double(letter.lowerBound + letter.upperBound + 1) / 2
            XCTAssertEqual(Double(letter.count), 2 * 30 * 2048 / 2816, accuracy: 2, "\(scale): the H's caps, 21.8 pt")
            XCTAssertEqual(symbolMiddle, capMiddle, accuracy: 1.5, "\(scale): the circle's middle on the caps' middle (px)")
        }
    }

    /// The same two texts as the baseline-two-fonts fixture, centred in 200 pt: by their tops
    /// the 20 pt text starts where the 40 pt one does (y 76.132, 76 at 2x); on their baselines
    /// 19.04 lower (95.172, 95). Half way through a linear change of the alignment it is half
    /// way, 85.5. The 40 pt text stays.
    func testAnAlignmentChangeFromTopToBaselineAnimates() throws {
        let scene = try compile("""
            HStack(alignment: onBaseline ? .firstTextBaseline : .top, spacing: 0) {
                Text("Big").font(.system(size: 40))
                Text("small").font(.system(size: 20))
            }
            .frame(width: 200, height: 200)
            """, state: "@State var onBaseline = false", timeline: "withAnimation(.linear(duration: 1)) { onBaseline = true }")
        func textY(_ string: String, at time: Double) throws -> Double {
            let element = try XCTUnwrap(scene.plan.sample(at: time).elements.first {
                if case .text(let run) = $0.element.content { return run.string == string } else { return false }
            }, string)
            return element.element.frame.minY
        }
        let (start, end) = (try textY("small", at: 0), try textY("small", at: 1.2))
        XCTAssertEqual(end - start, 19, accuracy: 0.01, "19.04 lower on the baseline, on the half-point grid")
        XCTAssertEqual(try textY("small", at: 0.6), (start + end) / 2, accuracy: 0.01, "half way at ½")
        XCTAssertEqual(try textY("Big", at: 0.6), try textY("Big", at: 0), accuracy: 0.01)
    }
}
