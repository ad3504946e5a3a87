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
