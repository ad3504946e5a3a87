import Foundation
import Matchcut
import Render
import XCTest

/// `onGeometryChange(for:of:action:)` runs as SwiftUI runs it (issue 31, item 3): once the
/// screen is laid out, the transform reads the view's geometry and the action runs with it,
/// the first time and whenever it changes; the state it sets is drawn from then on.
final class GeometryObserverTests: XCTestCase {
    static let scene = """
    struct Header: View {
        @State private var size = CGSize.zero
        @State private var change = "none"
        @State private var wide = false

        var body: some View {
            VStack(spacing: 0) {
                Text("\\(Int(size.width))x\\(Int(size.height))")
                Text(change)
                Color.blue
                    .frame(width: wide ? 200 : 120, height: 40)
                    .padding(10)
                    .onGeometryChange(for: CGSize.self) { proxy in
                        proxy.size
                    } action: { newSize in
                        size = newSize
                    }
                    .onGeometryChange(for: CGFloat.self) { $0.size.width } action: { old, new in
                        change = "\\(Int(old)) to \\(Int(new))"
                    }
                Button("Wider") { wide = true }
            }
        }
    }

    scene("geometry") {
        root(Header())
        timeline {
            wait(0.5)
            tap("Wider")
            wait(0.5)
        }
    }
    """

    func testTheActionRunsWithTheLaidOutSizeAndAgainWhenItChanges() throws {
        let s = try CompiledScene.load(path: try Repo.sceneFile(Self.scene, named: "geometry-observer"), engine: RenderEngine())
        XCTAssertEqual(s.diagnostics.map(\.message), [])
        // The first frame shows the state the first action set: 120 + 2 × 10 by 40 + 2 × 10;
        // the (old, new) form is given the new value as old the first time.
        XCTAssertEqual(Array(SeedSceneTests.texts(s, frame: 0).prefix(2)), ["140x60", "140 to 140"])
        // After the tap (at 0.5 s) the view is 200 + 20 wide: both actions run again.
        XCTAssertEqual(Array(SeedSceneTests.texts(s, frame: 59).prefix(2)), ["220x60", "140 to 220"])
    }

    /// `onScrollGeometryChange(for:of:action:)` reads the scroll view's `ScrollGeometry` in
    /// UIKit's terms. On an iPhone 14 a ScrollView filling the safe area (47 to 810) reaches
    /// under the status bar and the home indicator: its container is the screen's 844 pt, its
    /// content insets 47 and 34, and at rest the content offset is −47. Thirty 44-pt rows make
    /// 1,320 pt of content. Scrolled without animation to put row 12 (at 528) at the top, the
    /// offset is 528 − 47 = 481, and the header the other observer shows past 100 pt appears.
    func testOnScrollGeometryChangeReadsTheScrollViewsGeometry() throws {
        let scene = """
        struct Feed: View {
            @State private var collapsed = false
            @State private var info = ""
            var body: some View {
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(0..<30) { i in
                            Rectangle().fill(Color.gray.opacity(0.1)).frame(height: 44).overlay(Text("Row \\(i)")).id(i)
                        }
                    }
                }
                .onScrollGeometryChange(for: Bool.self) { $0.contentOffset.y + $0.contentInsets.top > 100 } action: { _, new in
                    collapsed = new
                }
                .onScrollGeometryChange(for: String.self) { g in
                    "\\(Int(g.contentOffset.y)) \\(Int(g.contentInsets.top)) \\(Int(g.contentInsets.bottom)) \\(Int(g.contentSize.height)) \\(Int(g.containerSize.height)) \\(Int(g.visibleRect.minY)) \\(Int(g.bounds.height))"
                } action: { _, text in
                    info = text
                }
                .overlay(alignment: .top) {
                    VStack {
                        if collapsed { Text("Header") }
                        Text(info)
                    }
                }
            }
        }
        scene("scroll geometry") {
            root(Feed())
            timeline {
                wait(0.5)
                scroll(to: 12, anchor: .top, animated: false)
                wait(0.5)
            }
        }
        """
        let s = try CompiledScene.load(path: try Repo.sceneFile(scene, named: "scroll-geometry-observer"), engine: RenderEngine())
        XCTAssertEqual(s.diagnostics.map(\.message), [])
        let first = SeedSceneTests.texts(s, frame: 0)
        XCTAssertTrue(first.contains("-47 47 34 1320 844 -47 763"), "\(first)")
        XCTAssertFalse(first.contains("Header"))
        let after = SeedSceneTests.texts(s, frame: 45)
        XCTAssertTrue(after.contains("481 47 34 1320 844 481 763"), "\(after)")
        XCTAssertTrue(after.contains("Header"))
    }
}

/// `scrollTo` aligns the view an `id(_:)` names by its frame, as SwiftUI does, not by what it
/// draws (docs/layout.md, "Containers").
final class ScrollToFrameTests: XCTestCase {
    /// Rows of 44 pt whose text is 20.5 pt tall (at 2x), scrolled to row 12 at the top: the
    /// row's frame (12 × 44 = 528) goes to the top, so its text sits (44 − 20.5) / 2 = 11.75
    /// below, 12 on the 2x grid, and row 11's text 44 above that. Until 2026-12-07 the text
    /// itself went to the top (y 0), 11.75 pt too far.
    func testScrollToAlignsTheNamedViewsFrameNotItsText() throws {
        let scene = """
        struct Rows: View {
            var body: some View {
                ScrollViewReader { proxy in
                    ScrollView {
                        VStack(spacing: 0) {
                            ForEach(0..<40, id: \\.self) { i in
                                Text("Row \\(i)")
                                    .frame(maxWidth: .infinity, alignment: .leading)
                                    .frame(height: 44)
                                    .id(i)
                            }
                        }
                    }
                    .onAppear { proxy.scrollTo(12, anchor: .top) }
                }
            }
        }
        scene("scroll to a frame") {
            canvas(width: 200, height: 300, scale: 2)
            root(Rows())
        }
        """
        let s = try CompiledScene.load(path: try Repo.sceneFile(scene, named: "scroll-to-frame"), engine: RenderEngine())
        func textY(_ string: String) throws -> Double {
            try XCTUnwrap(s.plan.sample(at: 0).elements.first {
                if case .text(let run) = $0.element.content { return run.string == string } else { return false }
            }, string).element.frame.minY
        }
        XCTAssertEqual(try textY("Row 12"), 12, accuracy: 0.001)
        XCTAssertEqual(try textY("Row 11"), 12 - 44, accuracy: 0.001)
    }
}
