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
}
