import Foundation
import Matchcut
import XCTest

/// Lazy stacks build only the rows a frame shows (issue 16, "Scale"): a large `ForEach` in a
/// `LazyVStack` or `LazyHStack` builds its first elements, Layout says when a frame shows
/// past them, and the scene is built again with as many as it needs. What is drawn is what
/// the eager stack draws, frame for frame.
final class LazyRowsTests: XCTestCase {
    /// A feed of `rows` rows in `stack`, with a header and a footer around the ForEach,
    /// scrolled to `targets` in turn (each scroll animated over 0.5 s).
    static func feed(_ stack: String, rows: Int, targets: [Int], axis: String = "vertical") -> String {
        let vertical = axis == "vertical"
        let steps = targets.map { "wait(0.2)\n        target = \($0)\n        wait(0.6)" }
        return """
        struct Row: Identifiable {
            let id: Int
            var title: String { "Row \\(id)" }
        }

        struct Feed: View {
            let rows = (0..<\(rows)).map { Row(id: $0) }
            @State private var target: Int? = nil

            var body: some View {
                ScrollViewReader { proxy in
                    ScrollView(\(vertical ? ".vertical" : ".horizontal")) {
                        \(stack)(spacing: 6) {
                            Text("Header").font(.title)
                            ForEach(rows) { row in
                                \(vertical ? "HStack" : "VStack") {
                                    Text(row.title)
                                    Spacer()
                                    Text("\\(row.id * 7 % 100)").foregroundStyle(.secondary)
                                }
                                .padding(.horizontal)
                                .frame(\(vertical ? "height: 36" : "width: 90"))
                                .background(row.id % 2 == 0 ? Color.blue.opacity(0.2) : Color.orange.opacity(0.2))
                            }
                            Text("Footer")
                        }
                    }
                    .onChange(of: target) { _, newValue in
                        if let newValue { withAnimation(.easeInOut(duration: 0.5)) { proxy.scrollTo(newValue, anchor: .top) } }
                    }
                }
            }
        }

        scene("feed") {
            canvas(width: 320, height: 480, scale: 1)
            fps(30)
            root(Feed())
            timeline {
                \(steps.joined(separator: "\n        "))
            }
        }
        """
    }

    /// The texts starting with `prefix` in the scene's first layout: its rows built.
    static func rowsBuilt(_ scene: Scene, prefix: String = "Row ") throws -> Int {
        let texts = try scene.compiled.snapshot(layout: nil).elements.compactMap { element -> String? in
            if case .text(let run) = element.content { return run.string } else { return nil }
        }
        return texts.filter { $0.hasPrefix(prefix) }.count
    }

    /// The frames at rest, and a quarter, half and three quarters into each scroll.
    static func times(_ scene: Scene) -> [Double] {
        var times = [0.0, scene.duration]
        var start = 0.2
        while start < scene.duration {
            times += [start + 0.125, start + 0.25, start + 0.375, start + 0.5]
            start += 0.8
        }
        return times
    }

    static func assertSameFrames(_ lazy: Scene, _ eager: Scene, file: StaticString = #filePath, line: UInt = #line) throws {
        XCTAssertEqual(lazy.duration, eager.duration, file: file, line: line)
        for t in times(lazy) {
            let a = try lazy.frame(at: t), b = try eager.frame(at: t)
            XCTAssertTrue(a.pixels == b.pixels, "frame at \(t) s differs", file: file, line: line)
        }
    }

    func testALazyStackScrolledWithinItsFirstRowsDrawsWhatTheEagerStackDraws() throws {
        // Row 95 lies within the 100 rows built first; shown at the top, the screen below it
        // reaches past them, so Layout asks for more and the scene is built again.
        let lazy = try Scene(source: Self.feed("LazyVStack", rows: 1_000, targets: [95, 20]), name: "lazy")
        let eager = try Scene(source: Self.feed("VStack", rows: 1_000, targets: [95, 20]), name: "eager")
        try Self.assertSameFrames(lazy, eager)
        let built = try Self.rowsBuilt(lazy)
        XCTAssertGreaterThan(built, 100)
        XCTAssertLessThan(built, 200, "a screen of 13 rows past row 95, and one more screen, not the 1,000")
        XCTAssertEqual(try Self.rowsBuilt(eager), 1_000)
    }

    func testAScrollToARowNotBuiltBuildsTheRowsUpToIt() throws {
        let lazy = try Scene(source: Self.feed("LazyVStack", rows: 1_000, targets: [300, 999]), name: "lazy")
        let eager = try Scene(source: Self.feed("VStack", rows: 1_000, targets: [300, 999]), name: "eager")
        try Self.assertSameFrames(lazy, eager)
    }

    /// A scroll to a row past the built ones builds up to it (found by the rows' ids alone)
    /// and a first build's worth past it, not every row: 50,000 rows scrolled to row 2,000 fit
    /// the evaluation budget that building all of them would exceed (it allows about 5,000
    /// of these rows).
    func testAScrollFarPastTheBuiltRowsBuildsUpToTheTargetNotEveryRow() throws {
        let lazy = try Scene(source: Self.feed("LazyVStack", rows: 1_000, targets: [600]), name: "lazy")
        let eager = try Scene(source: Self.feed("VStack", rows: 1_000, targets: [600]), name: "eager")
        try Self.assertSameFrames(lazy, eager)
        XCTAssertEqual(try Self.rowsBuilt(lazy), 701, "rows 0 to 600, and 100 past it")

        let far = try Scene(source: Self.feed("LazyVStack", rows: 50_000, targets: [2_000]), name: "lazy")
        XCTAssertEqual(try Self.rowsBuilt(far), 2_101)
        let fewer = try Scene(source: Self.feed("LazyVStack", rows: 10_000, targets: [2_000]), name: "lazy")
        XCTAssertEqual(try far.frame(at: far.duration).pixels, try fewer.frame(at: fewer.duration).pixels)
    }

    func testALazyHStackBuildsOnlyTheColumnsAFrameShows() throws {
        let lazy = try Scene(source: Self.feed("LazyHStack", rows: 600, targets: [40], axis: "horizontal"), name: "lazy")
        let eager = try Scene(source: Self.feed("HStack", rows: 600, targets: [40], axis: "horizontal"), name: "eager")
        try Self.assertSameFrames(lazy, eager)
        XCTAssertLessThan(try Self.rowsBuilt(lazy), 200)
    }

    func testFiftyThousandRowsBuildTheFirstScreensAndDrawAsAThousandDo() throws {
        let lazy = try Scene(source: Self.feed("LazyVStack", rows: 50_000, targets: []), name: "lazy")
        let eager = try Scene(source: Self.feed("VStack", rows: 1_000, targets: []), name: "eager")
        XCTAssertEqual(try Self.rowsBuilt(lazy), 100)
        XCTAssertEqual(try lazy.frame(at: 0).pixels, try eager.frame(at: 0).pixels)
    }

    func testAnEagerStackOfFiftyThousandIsStillAnErrorWithAHint() {
        XCTAssertThrowsError(try Scene(source: Self.feed("VStack", rows: 50_000, targets: []), name: "eager")) { error in
            let message = MatchcutError.describe(error)
            XCTAssertTrue(message.contains("error: 'ForEach' has 50000 elements; the limit is 10000"), message)
            XCTAssertTrue(message.contains("put them in a lazy container (LazyVStack, LazyHStack, LazyVGrid, LazyHGrid or List)"), message)
        }
    }
}
