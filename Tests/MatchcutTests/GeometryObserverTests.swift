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
}
