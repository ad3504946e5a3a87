import Foundation
import Geometry
import Matchcut
import Motion
import Render
import ViewTree
import XCTest

/// Where an environment value reaches, as SwiftUI scopes it (docs/drawing.md, "Styles"):
/// the views a modifier brings take the environment where it is written, and
/// `foregroundColor(.primary)` is the label colour, not the hierarchical style a Button tints.
final class EnvironmentScopeTests: XCTestCase {
    static let scene = """
    struct Card: View {
        var body: some View {
            VStack(spacing: 30) {
                Text("Base")
                    .foregroundStyle(.red)
                    .overlay(alignment: .bottom) { Text("Over").offset(y: 20) }
                    .background { Text("Under").offset(y: -20) }
                Text("Outer")
                    .overlay { Text("Styled") }
                    .foregroundStyle(.green)
                Button { } label: { Text("Primary").foregroundColor(.primary) }
                Button { } label: { Text("Secondary").foregroundColor(.secondary) }
                Button { } label: { Text("Level").foregroundStyle(.secondary) }
                Button("Tinted") { }
            }
        }
    }
    scene("Scope") {
        device(.iPhone14)
        root(Card())
    }
    """

    /// The colour each text is drawn in (light appearance), as "r g b a" to compare.
    func colors() throws -> [String: String] {
        let folder = Repo.temporaryFolder("environment-scope")
        try Self.scene.write(toFile: folder + "/scope.scene", atomically: true, encoding: .utf8)
        let s = try CompiledScene.load(path: folder + "/scope.scene", engine: RenderEngine())
        var out: [String: String] = [:]
        for e in s.plan.sample(at: 0).elements {
            if case let .text(run) = e.element.content { out[run.string] = Self.light(run.color) }
        }
        return out
    }

    static func light(_ c: Color?) -> String? {
        c.map { String(format: "%.3f %.3f %.3f %.3f", $0.red, $0.green, $0.blue, $0.opacity) }
    }

    func testOverlaysAndBackgroundsTakeTheEnvironmentOutsideTheirModifier() throws {
        let c = try colors()
        XCTAssertEqual(c["Base"], Self.light(SystemColors.named["red"]))
        XCTAssertEqual(c["Over"], Self.light(SystemColors.label), "the overlay is outside foregroundStyle(.red)")
        XCTAssertEqual(c["Under"], Self.light(SystemColors.label), "so is the background")
        XCTAssertEqual(c["Styled"], Self.light(SystemColors.named["green"]), "a style written outside the overlay reaches it")
    }

    func testForegroundColorPrimaryOnAButtonsLabelIsTheLabelColourNotTheTint() throws {
        let c = try colors()
        let blue = try XCTUnwrap(SystemColors.named["blue"])
        XCTAssertEqual(c["Primary"], Self.light(SystemColors.label))
        XCTAssertEqual(c["Secondary"], Self.light(SystemColors.secondaryLabel))
        XCTAssertEqual(c["Level"], Self.light(blue.withOpacity(0.5)), "foregroundStyle(.secondary) is the tint's second level")
        XCTAssertEqual(c["Tinted"], Self.light(blue))
    }

    /// An `AccentColor` colour set in the app's catalog is the default tint, as iOS makes it;
    /// a `.tint` the app writes still wins inside it.
    func testTheAppsAccentColorSetTintsButtons() throws {
        let folder = Repo.temporaryFolder("accent-color")
        let set = folder + "/Assets.xcassets/AccentColor.colorset"
        try FileManager.default.createDirectory(atPath: set, withIntermediateDirectories: true)
        try """
        {"colors": [{"color": {"color-space": "srgb", "components": {"alpha": "1.000", "red": "1.000", "green": "0.200", "blue": "0.400"}}, "idiom": "universal"}],
         "info": {"author": "xcode", "version": 1}}
        """.write(toFile: set + "/Contents.json", atomically: true, encoding: .utf8)
        try """
        struct V: View {
            var body: some View {
                VStack {
                    Button("Accent") { }
                    Button("Own") { }.tint(.green)
                }
            }
        }
        scene("Accent") {
            device(.iPhone14)
            root(V())
        }
        """.write(toFile: folder + "/accent.scene", atomically: true, encoding: .utf8)
        let s = try CompiledScene.load(path: folder + "/accent.scene", engine: RenderEngine())
        var c: [String: String] = [:]
        for e in s.plan.sample(at: 0).elements {
            if case let .text(run) = e.element.content { c[run.string] = Self.light(run.color) }
        }
        XCTAssertEqual(c["Accent"], "1.000 0.200 0.400 1.000")
        XCTAssertEqual(c["Own"], Self.light(SystemColors.named["green"]))
    }
}
