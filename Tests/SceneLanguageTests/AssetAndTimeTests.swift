import SwiftCore
import Foundation
@testable import Matchcut
import ViewTree
import XCTest
@testable import SceneLanguage

/// Image resolution, the PNG header checks, and when time-driving code warns.
final class AssetAndTimeTests: XCTestCase {
    private func compile(_ body: String, scene: String = "scene(\"s\") { root(V()) }", assetRoots: [String] = [],
                         folder: String = "malformed") -> (SceneDescription?, [Diagnostic]) {
        let text = "struct V: View {\n    @State var on = false\n    var body: some View {\n" + body + "\n    }\n}\n" + scene + "\n"
        let path = Fixtures.path(folder + "/inline.scene")
        return SceneCompiler.compile(source: SourceFile(path: path, text: text), options: Fixtures.options(for: path, assetRoots: assetRoots))
    }

    private func imagePath(_ tree: ViewNode) -> String? {
        allNodes(tree).compactMap { n -> String? in if case let .image(.asset(_, p), _) = n.kind { p } else { nil } }.first
    }

    func testNamesResolveInAssetsWithOrWithoutPNGAndScaleVariants() throws {
        for (name, file) in [("lake", "lake.png"), ("lake.png", "lake.png")] {
            let (scene, d) = compile("        Image(\"\(name)\")")
            XCTAssertEqual(d, [])
            XCTAssertEqual(try XCTUnwrap(scene.flatMap { imagePath($0.initial) }), Fixtures.path("malformed/assets/" + file))
        }
        let (scene, _) = compile("        Image(\"banner3\")", folder: "seeds")
        XCTAssertEqual(scene.flatMap { imagePath($0.initial) }, Fixtures.path("seeds/assets/banner3@2x.png"))
    }

    func testAnAssetRootAdmitsAnAbsoluteName() throws {
        let absolute = Fixtures.path("seeds/assets/lake")
        let (refused, errors) = compile("        Image(\"\(absolute)\")")
        XCTAssertNil(refused)
        XCTAssertEqual(errors.map(\.id), ["asset-outside-folder"])
        let (admitted, none) = compile("        Image(\"\(absolute)\")", assetRoots: [Fixtures.path("seeds")])
        XCTAssertEqual(none, [])
        XCTAssertEqual(admitted.flatMap { imagePath($0.initial) }, absolute + ".png")
    }

    func testAHugePNGIsRefusedFromItsThirtyThreeByteHeader() throws {
        let path = Fixtures.path("malformed/assets/huge.png")
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int, 33)
        XCTAssertEqual(SceneAssetFiles.problem(withPNGAt: path),
                       .tooLarge(width: 20_000, height: 20_000, maxSide: 8192, maxPixels: 16 * 1024 * 1024))
        XCTAssertNil(SceneAssetFiles.problem(withPNGAt: Fixtures.path("malformed/assets/lake.png")))
    }

    /// The message names the limit the image crosses: a side over 8192, or more than 16 M
    /// pixels in all with both sides under it (a 3933 × 5899 photo in a public Wallet clone was
    /// told "the limit is 8192 × 8192").
    func testATooLargeImageIsToldTheLimitItCrosses() {
        XCTAssertEqual(Message.assetTooLarge(name: "huge", width: 20_000, height: 20_000, maxSide: 8192, maxPixels: 16 * 1024 * 1024).text,
                       "image 'huge' is 20000 × 20000 pixels; the limit is 8192 pixels a side")
        XCTAssertEqual(Message.assetTooLarge(name: "img2", width: 3933, height: 5899, maxSide: 8192, maxPixels: 16 * 1024 * 1024).text,
                       "image 'img2' is 3933 × 5899 pixels, 22 M in all; the limit is 16 M pixels")
    }

    func testGesturesWarnOnlyWithoutATimeline() {
        let body = "        Circle()\n            .onTapGesture { on.toggle() }\n            .onLongPressGesture { on.toggle() }"
        let (_, without) = compile(body)
        XCTAssertEqual(without.map { "\($0.location.line):\($0.location.column) \($0.text)" }, [
            "5:14 'onTapGesture' runs when the user touches the view, and nothing in this scene does",
            "6:14 'onLongPressGesture' runs when the user touches the view, and nothing in this scene does",
        ])
        XCTAssertEqual(without.first?.hint, "in 'timeline { }', write 'tap(\"…\")' naming what the view shows, to run it")
        let (_, with) = compile(body, scene: "scene(\"s\") { root(V()); timeline { wait(1); on = true } }")
        XCTAssertEqual(with, [])
    }

    func testAsyncAfterRunsOnTheScenesClockWithoutAWarning() throws {
        // onAppear runs when the first screen appears (t = 0); its asyncAfter 0.05 s later.
        let body = "        Circle().fill(on ? Color.red : Color.blue).onAppear {\n            DispatchQueue.main.asyncAfter(deadline: .now() + 0.05) { on = true }\n        }"
        let (scene, d) = compile(body, scene: "scene(\"s\") { root(V()); duration(1) }")
        XCTAssertEqual(d, [])
        let s = try XCTUnwrap(scene)
        XCTAssertEqual(s.changes.map(\.time), [0.05])
        // Without a duration the scene ends when its timeline and animations do, at 0: the
        // delayed work never comes.
        XCTAssertEqual(compile(body).0?.changes.count, 0)
        XCTAssertNil(s.changes.first?.animation, "asyncAfter's closure runs outside any transaction")
        let (_, global) = SceneCompiler.compile(source: SourceFile(path: "t.scene", text: """
        let work: Void = DispatchQueue.main.asyncAfter(deadline: .now() + 0.05) { }
        struct V: View { var body: some View { Circle() } }
        scene("s") { root(V()) }
        """))
        XCTAssertEqual(global, [], "code that runs before the scene schedules nothing and is quiet")
    }

    /// A button is a control holding its label; `.buttonStyle(.plain)` is an environment
    /// style Layout draws with (its colours: Tests/LayoutTests/ControlColourTests).
    func testPlainButtonStyleIsAStyleOnTheButton() throws {
        let (scene, d) = compile("        VStack {\n            Button(\"Tinted\") { }\n            Button(\"Plain\") { }.buttonStyle(.plain)\n        }")
        XCTAssertEqual(d, [])
        guard case let .stack(_, buttons) = try XCTUnwrap(scene).initial.kind else { return XCTFail() }
        XCTAssertEqual(buttons.map(\.modifiers.count), [0, 1])
        guard case let .control(.button(nil, label)) = buttons[0].kind, case .text("Tinted") = label.first?.kind else { return XCTFail() }
        guard case .control(.button("plain"))? = buttons[1].modifiers.first else { return XCTFail("\(buttons[1].modifiers)") }
    }
}
