import Drawing
import Geometry
@testable import Layout
import Render
import SceneLanguage
import ViewTree
import XCTest

/// The chrome's own colours in dark appearance (docs/layout.md, "Chrome in dark"): the
/// segmented control's thumb, the bars' background and hairline, and the status bar under a
/// bar with `toolbarColorScheme(.dark)`.
final class ChromeInDarkTests: XCTestCase {
    func lay(_ body: String, dark: Bool) throws -> LayoutSnapshot {
        let text = """
        struct V: View {
            @State private var unit = "km"
            var body: some View {
        \(body)
            }
        }
        scene("s") { device(.iPhone14); \(dark ? "appearance(.dark);" : "") root(V()) }
        """
        return try laidOutScene(text).snapshot
    }

    func fill(_ snapshot: LayoutSnapshot, _ suffix: String) -> Paint? {
        for e in snapshot.elements {
            if e.identity.components.last == suffix, case let .shape(_, fill, _) = e.content { return fill }
        }
        return nil
    }

    func textColor(_ snapshot: LayoutSnapshot, _ string: String) -> Color? {
        for e in snapshot.elements { if case .text(let run) = e.content, run.string == string { return run.color } }
        return nil
    }

    func testTheSegmentedThumbIsWhiteInLightAndGreyInDark() throws {
        let picker = """
        Picker("Unit", selection: $unit) { Text("km").tag("km"); Text("mi").tag("mi") }.pickerStyle(.segmented)
        """
        XCTAssertEqual(fill(try lay(picker, dark: false), "thumb"), .color(.white))
        // UISegmentedControl's selected segment in dark: #636366 (Flutter's CupertinoSlidingSegmentedControl thumb).
        XCTAssertEqual(fill(try lay(picker, dark: true), "thumb"), .color(Color(rgb255: 99, 99, 102)))
    }

    func testTheBarsBackgroundAndHairlineTakeTheirDarkValues() throws {
        let page = """
        NavigationStack {
            Text("Body").navigationTitle("T").navigationBarTitleDisplayMode(.inline).toolbarBackground(.visible, for: .navigationBar)
        }
        """
        let light = try lay(page, dark: false), dark = try lay(page, dark: true)
        XCTAssertEqual(fill(light, "navigation-bar"), .color(Color(rgb255: 249, 249, 249, opacity: 0xF0 / 255)))
        XCTAssertEqual(fill(light, "hairline"), .color(Color(red: 0, green: 0, blue: 0, opacity: 0.3)))
        XCTAssertEqual(fill(dark, "navigation-bar"), .color(Color(rgb255: 29, 29, 29, opacity: 0xF0 / 255)))
        XCTAssertEqual(fill(dark, "hairline"), .color(Color(red: 0, green: 0, blue: 0, opacity: 0x29 / 255)))
    }

    func testTheTabBarIsDarkInDark() throws {
        let tabs = """
        TabView {
            List(0..<40, id: \\.self) { Text("Row \\($0)") }.tabItem { Label("A", systemImage: "star") }
            Text("B").tabItem { Label("B", systemImage: "heart") }
        }
        """
        let dark = try lay(tabs, dark: true)
        let backgrounds = dark.elements.compactMap { e -> Paint? in
            guard e.identity.description.contains("tab-bar"), case let .shape(.rectangle, fill, _) = e.content else { return nil }
            return fill
        }
        XCTAssertTrue(backgrounds.contains(.color(Color(rgb255: 29, 29, 29, opacity: 0xF0 / 255))), "\(backgrounds)")
        XCTAssertFalse(backgrounds.contains(.color(Color(rgb255: 249, 249, 249, opacity: 0xF0 / 255))), "\(backgrounds)")
    }

    /// `toolbarColorScheme(.dark)` turns the status bar white while the bar shows its
    /// background; at the scroll edge, with no background, the status bar keeps the screen's.
    func testADarkBarTurnsTheStatusBarWhiteWhileItsBackgroundShows() throws {
        func page(_ visibility: String) -> String {
            """
            NavigationStack {
                Text("Body").navigationTitle("T").navigationBarTitleDisplayMode(.inline)
                    .toolbarBackground(Color.indigo, for: .navigationBar)
                    \(visibility)
                    .toolbarColorScheme(.dark, for: .navigationBar)
            }
            """
        }
        let shown = try lay(page(".toolbarBackground(.visible, for: .navigationBar)"), dark: false)
        XCTAssertEqual(textColor(shown, "9:41"), .white)
        XCTAssertEqual(textColor(shown, "T"), .white)
        let atTheEdge = try lay(page(""), dark: false)
        XCTAssertEqual(textColor(atTheEdge, "9:41"), .black)
    }
}
