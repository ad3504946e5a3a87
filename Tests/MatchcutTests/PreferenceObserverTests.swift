import Foundation
import Geometry
import Matchcut
import Render
import XCTest

/// `preference(key:value:)` and `onPreferenceChange(_:perform:)` run as SwiftUI runs them
/// (issue 31, item 3): once the screen is laid out, the observer's action runs with the value
/// the views inside it set (from a GeometryReader, what layout found), the first time and
/// whenever it changes; the state it sets is drawn from then on.
final class PreferenceObserverTests: XCTestCase {
    static let fixture = "Tests/MatchcutTests/Fixtures/animations/preference-underline.scene"

    private func widths(_ s: CompiledScene, frame index: Int) throws -> (title: Double, underline: Double) {
        let elements = s.plan.sample(at: s.time(ofFrame: index)).elements
        let title = try XCTUnwrap(elements.first { e in
            if case let .text(run) = e.element.content { return run.string.hasPrefix("Hello") } else { return false }
        })
        let underline = try XCTUnwrap(elements.first { $0.element.identity.description.hasSuffix("1:Rectangle") })
        return (title.frame.width, underline.frame.width)
    }

    func testTheActionRunsWithTheValueAViewInsideSetsAndAgainWhenItChanges() throws {
        let s = try CompiledScene.load(path: Repo.path(Self.fixture), engine: RenderEngine())
        XCTAssertEqual(s.diagnostics.map(\.message), [])
        // The first frame shows the state the first action set: the underline is as wide as
        // the title the GeometryReader behind it measured.
        let first = try widths(s, frame: 0)
        XCTAssertGreaterThan(first.title, 40)
        XCTAssertEqual(first.underline, first.title, accuracy: 1e-9)
        // No view sets BadgeKey: the action runs once with its defaultValue.
        XCTAssertTrue(SeedSceneTests.texts(s, frame: 0).contains("badges 7"))
        // After the tap (at 0.5 s) the title is longer and the action runs again.
        let after = try widths(s, frame: 59)
        XCTAssertGreaterThan(after.title, first.title + 40)
        XCTAssertEqual(after.underline, after.title, accuracy: 1e-9)
    }

    /// Three views set the key: their values are combined as SwiftUI combines them, the
    /// first with each next one by the key's own reduce, whose `inout` value is written back
    /// (2 + 3 + 4 = 9; a max key over the same values gives 4; a dictionary merge keeps all).
    func testSeveralSettersAreCombinedWithTheKeysReduce() throws {
        let scene = """
        struct CountKey: PreferenceKey {
            static var defaultValue: Int = 0
            static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
        }
        struct TallestKey: PreferenceKey {
            static var defaultValue: Int = 0
            static func reduce(value: inout Int, nextValue: () -> Int) { value = max(value, nextValue()) }
        }
        struct NamesKey: PreferenceKey {
            static var defaultValue: [String: Int] = [:]
            static func reduce(value: inout [String: Int], nextValue: () -> [String: Int]) {
                value.merge(nextValue()) { $1 }
            }
        }
        struct Counts: View {
            @State private var total = -1
            @State private var tallest = -1
            @State private var names = ""
            var body: some View {
                VStack {
                    Text("a").preference(key: CountKey.self, value: 2).preference(key: TallestKey.self, value: 2)
                        .preference(key: NamesKey.self, value: ["a": 2])
                    Text("b").preference(key: CountKey.self, value: 4).preference(key: TallestKey.self, value: 4)
                        .preference(key: NamesKey.self, value: ["b": 4])
                    Text("c").preference(key: CountKey.self, value: 3).preference(key: TallestKey.self, value: 3)
                        .preference(key: NamesKey.self, value: ["c": 3])
                    Text("total \\(total), tallest \\(tallest), \\(names)")
                }
                .onPreferenceChange(CountKey.self) { total = $0 }
                .onPreferenceChange(TallestKey.self) { tallest = $0 }
                .onPreferenceChange(NamesKey.self) { names = $0.keys.sorted().joined() }
            }
        }
        scene("counts") { root(Counts()) }
        """
        let s = try CompiledScene.load(path: try Repo.sceneFile(scene, named: "preference-reduce"), engine: RenderEngine())
        XCTAssertEqual(s.diagnostics.map(\.message), [])
        XCTAssertTrue(SeedSceneTests.texts(s, frame: 0).contains("total 9, tallest 4, abc"), "\(SeedSceneTests.texts(s, frame: 0))")
    }

    /// spring(response: 0.35, dampingFraction: 0.8) from rest, in closed form:
    /// 1 − e^(−ζω₀t)(cos ω_d t + ζω₀/ω_d sin ω_d t).
    static func spring(_ t: Double) -> Double {
        let w0 = 2 * Double.pi / 0.35, zeta = 0.8
        let lambda = zeta * w0, wd = w0 * (1 - zeta * zeta).squareRoot()
        return 1 - exp(-lambda * t) * (cos(wd * t) + lambda / wd * sin(wd * t))
    }

    /// The hand-made tab indicator of Fixtures/animations/anchor-tab-indicator: each title's
    /// bounds go up as an anchor in a dictionary merged by the key's reduce, and the overlay
    /// draws a 3-pt capsule at `proxy[anchor]`, 4 pt under the selected title. "Recent" is
    /// 55.333 pt wide at x 75.667 and "Following" 74.667 at 239.667, both 20.333 tall at y 55
    /// (8 pt of padding in the 36.333-pt bar at the safe area's top, 47): the capsule is at
    /// y 55 + 20.333 + 4. The first frame already shows it (the overlay is built again with
    /// the anchors once the bar is laid out); after the tap at 0.3 s it slides with the spring.
    func testAnAnchorPreferenceTabIndicatorSlidesUnderTheSelectedTitle() throws {
        let s = try CompiledScene.load(path: Repo.path("Tests/MatchcutTests/Fixtures/animations/anchor-tab-indicator.scene"),
                                       engine: RenderEngine())
        XCTAssertEqual(s.diagnostics.map(\.message), [])
        func capsule(_ index: Int) throws -> Rect {
            let elements = s.plan.sample(at: s.time(ofFrame: index)).elements
            return try XCTUnwrap(elements.first { $0.element.identity.description.hasSuffix("1:Capsule") }, "frame \(index)").frame
        }
        let recent = Rect(x: 75.667, y: 55 + 20.333 + 4, width: 55.333, height: 3)
        let following = Rect(x: 239.667, y: recent.minY, width: 74.667, height: 3)
        for (index, expected) in [(0, recent), (17, recent), (65, following)] {
            let frame = try capsule(index)
            for (a, b) in zip([frame.minX, frame.minY, frame.width, frame.height], [expected.minX, expected.minY, expected.width, expected.height]) {
                XCTAssertEqual(a, b, accuracy: 0.01, "frame \(index): \(frame)")
            }
        }
        for index in [21, 24, 30] {
            let p = Self.spring(s.time(ofFrame: index) - 0.3)
            let frame = try capsule(index)
            XCTAssertEqual(frame.minX, recent.minX + (following.minX - recent.minX) * p, accuracy: 0.05, "frame \(index)")
            XCTAssertEqual(frame.width, recent.width + (following.width - recent.width) * p, accuracy: 0.05, "frame \(index)")
        }
    }
}
