import Foundation
import Matchcut
import XCTest

/// Lazy grids and lists build only the rows a frame shows (issue 16, "Scale"), as lazy stacks
/// do (LazyRowsTests): a large `ForEach` in a `LazyVGrid`, a `LazyHGrid` or a `List` builds
/// its first elements and Layout says when a frame shows past them. What is drawn is what the
/// same container draws with every element built: the eager scene writes its `ForEach` as
/// ranges of 200, which no container builds lazily.
final class LazyGridAndListTests: XCTestCase {
    /// `0..<count` as one `ForEach` (lazy), or as ForEaches of 200 (built whole).
    static func forEach(_ count: Int, eager: Bool, _ body: String) -> String {
        guard eager else { return "ForEach(0..<\(count), id: \\.self) { i in \(body) }" }
        return stride(from: 0, to: count, by: 200).map { "ForEach(\($0)..<\(min(count, $0 + 200)), id: \\.self) { i in \(body) }" }
            .joined(separator: "\n                    ")
    }

    /// A grid of `count` tiles (three tracks) between a header and a footer, in a scroll view
    /// scrolled to `targets` in turn, each scroll animated over 0.5 s.
    static func gallery(vertical: Bool, count: Int, targets: [Int], eager: Bool) -> String {
        let steps = targets.map { "wait(0.2)\n        target = \($0)\n        wait(0.6)" }
        let grid = vertical
            ? "LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible()), GridItem(.flexible())], spacing: 6)"
            : "LazyHGrid(rows: [GridItem(.fixed(120)), GridItem(.fixed(120)), GridItem(.fixed(120))], spacing: 6)"
        let size = vertical ? ".frame(maxWidth: .infinity).frame(height: 60)" : ".frame(width: 90, height: 110)"
        return """
        struct Gallery: View {
            @State private var target: Int? = nil

            func tile(_ i: Int) -> some View {
                Text("Tile \\(i)")
                    \(size)
                    .background(i % 2 == 0 ? Color.blue.opacity(0.2) : Color.orange.opacity(0.2))
            }

            var body: some View {
                ScrollViewReader { proxy in
                    ScrollView(\(vertical ? ".vertical" : ".horizontal")) {
                        \(grid) {
                            Text("Header").font(.title)
                            \(forEach(count, eager: eager, "tile(i)"))
                            Text("Footer")
                        }
                    }
                    .onChange(of: target) { _, newValue in
                        if let newValue { withAnimation(.easeInOut(duration: 0.5)) { proxy.scrollTo(newValue, anchor: .top) } }
                    }
                }
            }
        }

        scene("gallery") {
            canvas(width: \(vertical ? 320 : 480), height: \(vertical ? 480 : 400), scale: 1)
            fps(30)
            root(Gallery())
            timeline {
                \(steps.joined(separator: "\n        "))
            }
        }
        """
    }

    /// A List of `count` people in a section with a header; with `grows`, on a tall canvas,
    /// the list's frame grows from 400 pt to 7,800 pt over 0.5 s, drawn at half its size (a
    /// canvas is at most 4,096 pt tall), showing rows past the first 100 as it grows. (A
    /// List does not take `scrollTo` in Matchcut yet.)
    static func people(count: Int, eager: Bool, grows: Bool) -> String {
        let row = #"HStack { Text("Person \(i)"); Spacer(); Text("\(i * 7 % 100)").foregroundStyle(.secondary) }"#
        return """
        struct People: View {
            @State private var tall = false

            var body: some View {
                List {
                    Section("People") {
                        \(forEach(count, eager: eager, row))
                    }
                }
                .frame(height: tall ? 7800 : 400)
                \(grows ? ".scaleEffect(0.5, anchor: .top)" : "")
            }
        }

        scene("people") {
            canvas(width: 320, height: \(grows ? 4000 : 480), scale: 1)
            fps(30)
            root(People())
            timeline {
                \(grows ? "wait(0.2)\n        withAnimation(.easeInOut(duration: 0.5)) { tall = true }\n        wait(0.6)" : "wait(0.2)")
            }
        }
        """
    }

    func testALazyVGridScrolledPastItsFirstRowsDrawsWhatTheWholeGridDraws() throws {
        // Tile 90 (row 30 of 334) lies within the 100 tiles built first; shown at the top, the
        // screen below it reaches past them, so Layout asks for more. A scroll to tile 999,
        // not built, builds them all.
        let lazy = try Scene(source: Self.gallery(vertical: true, count: 1_000, targets: [90, 30], eager: false), name: "lazy")
        let eager = try Scene(source: Self.gallery(vertical: true, count: 1_000, targets: [90, 30], eager: true), name: "eager")
        try LazyRowsTests.assertSameFrames(lazy, eager)
        let built = try LazyRowsTests.rowsBuilt(lazy, prefix: "Tile ")
        XCTAssertGreaterThan(built, 100)
        XCTAssertLessThan(built, 200, "the tiles down to a screen past tile 90's screen, not the 1,000")
        XCTAssertEqual(try LazyRowsTests.rowsBuilt(eager, prefix: "Tile "), 1_000)

        let end = try Scene(source: Self.gallery(vertical: true, count: 1_000, targets: [999], eager: false), name: "lazy")
        try LazyRowsTests.assertSameFrames(end, try Scene(source: Self.gallery(vertical: true, count: 1_000, targets: [999], eager: true),
                                                          name: "eager"))
        XCTAssertEqual(try LazyRowsTests.rowsBuilt(end, prefix: "Tile "), 1_000)
    }

    func testALazyHGridBuildsOnlyTheColumnsAFrameShows() throws {
        let lazy = try Scene(source: Self.gallery(vertical: false, count: 900, targets: [90], eager: false), name: "lazy")
        let eager = try Scene(source: Self.gallery(vertical: false, count: 900, targets: [90], eager: true), name: "eager")
        try LazyRowsTests.assertSameFrames(lazy, eager)
        let built = try LazyRowsTests.rowsBuilt(lazy, prefix: "Tile ")
        XCTAssertGreaterThan(built, 100)
        XCTAssertLessThan(built, 200)
    }

    func testAListThatGrowsPastItsFirstRowsDrawsWhatTheWholeListDraws() throws {
        // 7,800 pt of 44-pt rows is about 176 rows: more than the first 100.
        let lazy = try Scene(source: Self.people(count: 1_000, eager: false, grows: true), name: "lazy")
        let eager = try Scene(source: Self.people(count: 1_000, eager: true, grows: true), name: "eager")
        try LazyRowsTests.assertSameFrames(lazy, eager)
        let built = try LazyRowsTests.rowsBuilt(lazy, prefix: "Person ")
        XCTAssertGreaterThan(built, 176)
        XCTAssertLessThan(built, 400, "a list 7,800 pt tall, and one more of it, not the 1,000")
        XCTAssertEqual(try LazyRowsTests.rowsBuilt(eager, prefix: "Person "), 1_000)
    }

    func testFiftyThousandTilesAndRowsBuildTheFirstScreen() throws {
        let grid = try Scene(source: Self.gallery(vertical: true, count: 50_000, targets: [], eager: false), name: "lazy")
        let wholeGrid = try Scene(source: Self.gallery(vertical: true, count: 1_000, targets: [], eager: true), name: "eager")
        XCTAssertEqual(try LazyRowsTests.rowsBuilt(grid, prefix: "Tile "), 100)
        XCTAssertEqual(try grid.frame(at: 0).pixels, try wholeGrid.frame(at: 0).pixels)

        let list = try Scene(source: Self.people(count: 50_000, eager: false, grows: false), name: "lazy")
        let wholeList = try Scene(source: Self.people(count: 1_000, eager: true, grows: false), name: "eager")
        XCTAssertEqual(try LazyRowsTests.rowsBuilt(list, prefix: "Person "), 100)
        XCTAssertEqual(try list.frame(at: 0).pixels, try wholeList.frame(at: 0).pixels)
    }
}
