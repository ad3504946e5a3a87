import SwiftCore
import Drawing
import Geometry
@testable import Matchcut
import Motion
import Render
import SceneLanguage
import XCTest

/// Shape styles as apps write them, drawn and read back as pixels: `Color.gradient`,
/// `AnyShapeStyle`, `.tint`, and `foregroundStyle(_:_:_:)`'s levels taken by hierarchical
/// content (docs/drawing.md, "Styles").
final class StyleFixtureTests: XCTestCase {
    /// The scene's frame at rest, at 1 px a point, on a 100-pt-wide canvas whose views stack
    /// from the top: each swatch is 100 × 40.
    func draw(_ body: String) throws -> Frame {
        let text = "struct V: View {\n    @State var flag = true\n    var body: some View {\n        VStack(spacing: 0) {\n\(body)\n        }\n        .frame(maxHeight: .infinity, alignment: .top)\n    }\n}\n"
            + "scene(\"s\") { canvas(width: 100, height: 200, scale: 1); root(V()) }\n"
        let engine = try RenderEngine()
        let check = CompiledScene.check(source: SourceFile(path: "s.scene", text: text), engine: engine)
        let scene = try XCTUnwrap(check.scene, check.report)
        // Nothing to warn about (a symbol's note that its stand-in sizes it aside).
        XCTAssertEqual(check.diagnostics.filter { $0.severity != .note }.map(\.message), [])
        return Renderer.render(scene.plan.sample(at: 0).displayList, scale: 1, engine: engine)
    }

    func rgb(_ frame: Frame, _ x: Int, _ y: Int) -> [Double] {
        let p = frame.rgba(x: x, y: y)
        return [Double(p.r), Double(p.g), Double(p.b)]
    }

    /// A colour over white at `opacity`, in 0…255.
    func over(_ c: Color, _ opacity: Double = 1) -> [Double] {
        [c.red, c.green, c.blue].map { (($0 * opacity + (1 - opacity)) * 255) }
    }

    func assertClose(_ a: [Double], _ b: [Double], _ message: String, line: UInt = #line) {
        XCTAssertEqual(a.count, b.count, line: line)
        for (x, y) in zip(a, b) { XCTAssertEqual(x, y, accuracy: 3, "\(message): \(a) against \(b)", line: line) }
    }

    static let blue = SystemColors.named["blue"]!, red = SystemColors.named["red"]!, green = SystemColors.named["green"]!
    static let orange = SystemColors.named["orange"]!

    /// `Color.blue.gradient` and `.red.gradient`: top to bottom, from the colour lightened by
    /// 0.15 (HSL) to the colour itself.
    func testColorGradientRunsFromALighterTopToTheColour() throws {
        let frame = try draw("""
                    Rectangle().fill(Color.blue.gradient).frame(height: 40)
                    Rectangle().fill(.red.gradient).frame(height: 40)
        """)
        assertClose(rgb(frame, 50, 0), over(Self.blue.lightened(by: 0.15)), "the top row is the lighter colour")
        assertClose(rgb(frame, 50, 39), over(Self.blue), "the bottom row is blue")
        XCTAssertGreaterThan(rgb(frame, 50, 20)[1], rgb(frame, 50, 39)[1], "lighter half way than at the bottom")
        assertClose(rgb(frame, 50, 40), over(Self.red.lightened(by: 0.15)), "the red one, from the top")
        assertClose(rgb(frame, 50, 79), over(Self.red), "to red")
    }

    /// `AnyShapeStyle` erases a colour or a gradient so that either can be chosen.
    func testAnyShapeStyleDrawsWhatItWraps() throws {
        let frame = try draw("""
                    Rectangle().fill(flag ? AnyShapeStyle(Color.red) : AnyShapeStyle(Color.blue.gradient)).frame(height: 40)
                    Rectangle().fill(!flag ? AnyShapeStyle(Color.red) : AnyShapeStyle(Color.blue.gradient)).frame(height: 40)
                    Rectangle().fill(AnyShapeStyle(.tint)).frame(height: 40)
        """)
        assertClose(rgb(frame, 50, 20), over(Self.red), "the colour")
        assertClose(rgb(frame, 50, 79), over(Self.blue), "the gradient's bottom")
        assertClose(rgb(frame, 50, 40), over(Self.blue.lightened(by: 0.15)), "the gradient's top")
        assertClose(rgb(frame, 50, 100), over(Self.blue), "the tint: system blue")
    }

    /// `.tint(_:)` sets what `.tint` fills with and a prominent button's background; without
    /// one, the accent colour is system blue.
    func testTintColoursTheTintStyleAndProminentButtons() throws {
        let frame = try draw("""
                    Rectangle().fill(.tint).frame(height: 40).tint(.green)
                    Rectangle().fill(.tint).frame(height: 40)
                    Button("Go") {}.buttonStyle(.borderedProminent).tint(.orange)
        """)
        assertClose(rgb(frame, 50, 20), over(Self.green), "tinted green")
        assertClose(rgb(frame, 50, 60), over(Self.blue), "no tint: system blue")
        assertClose(rgb(frame, 30, 82), over(Self.orange), "the prominent button's capsule, left of its title")
    }

    /// `foregroundStyle(.red, .green, .blue)`: `.primary`, `.secondary` and `.tertiary` content
    /// inside takes each level's style, symbols too; one style gives the levels at 100 %, 50 %
    /// and 25 % of it; no style gives the label colours.
    func testForegroundLevelsGoToHierarchicalContent() throws {
        let frame = try draw("""
                    VStack(spacing: 0) {
                        Rectangle().fill(.primary).frame(height: 20)
                        Rectangle().fill(.secondary).frame(height: 20)
                        Rectangle().fill(.tertiary).frame(height: 20)
                    }
                    .foregroundStyle(.red, .green, .blue)
                    VStack(spacing: 0) {
                        Rectangle().fill(.secondary).frame(height: 20)
                        Rectangle().fill(.tertiary).frame(height: 20)
                    }
                    .foregroundStyle(.orange)
                    Rectangle().fill(.secondary).frame(height: 20)
                    Image(systemName: "circle.fill").font(.system(size: 40)).foregroundStyle(.tertiary)
                        .foregroundStyle(.red, .green, .blue)
        """)
        assertClose(rgb(frame, 50, 10), over(Self.red), "primary")
        assertClose(rgb(frame, 50, 30), over(Self.green), "secondary")
        assertClose(rgb(frame, 50, 50), over(Self.blue), "tertiary")
        assertClose(rgb(frame, 50, 70), over(Self.orange, 0.5), "one style's secondary: half of it")
        assertClose(rgb(frame, 50, 90), over(Self.orange, 0.25), "and its tertiary: a quarter")
        assertClose(rgb(frame, 50, 110), over(SystemColors.secondaryLabel, SystemColors.secondaryLabel.opacity), "secondaryLabel")
        assertClose(rgb(frame, 50, 120 + 24), over(Self.blue), "the symbol's tertiary level")
    }

    /// A `foregroundStyle(.secondary)` modifier under a single style resolves against it, as
    /// SwiftUI's does ("the second level of the current foreground style"): a Button's label
    /// takes the tint at 50 %, a `.foregroundStyle(.orange)` outside gives orange at 25 % for
    /// `.tertiary`; with no style outside it is the label colour.
    func testALevelModifierUnderOneStyleIsThatStyleFaded() throws {
        let frame = try draw("""
                    Button {} label: { Rectangle().frame(height: 40).foregroundStyle(.secondary) }
                    Rectangle().frame(height: 40).foregroundStyle(.tertiary).foregroundStyle(.orange)
                    Button {} label: { Rectangle().frame(height: 40).foregroundStyle(.secondary) }.tint(.green)
                    Rectangle().frame(height: 40).foregroundStyle(.secondary)
        """)
        assertClose(rgb(frame, 50, 20), over(Self.blue, 0.5), "the button's tint, at the secondary level")
        assertClose(rgb(frame, 50, 60), over(Self.orange, 0.25), "orange at the tertiary level")
        assertClose(rgb(frame, 50, 100), over(Self.green, 0.5), "a green tint at the secondary level")
        assertClose(rgb(frame, 50, 140), over(SystemColors.secondaryLabel, SystemColors.secondaryLabel.opacity),
                    "no style outside: secondaryLabel")
    }
}
