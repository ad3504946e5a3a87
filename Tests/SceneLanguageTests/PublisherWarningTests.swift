import SwiftCore
import SceneLanguage
import XCTest

/// `onReceive` of a publisher a scene has no events for warns where it is written: its
/// closure never runs, and a frame that depends on it would be silently wrong.
final class PublisherWarningTests: XCTestCase {
    func testAPublisherWithNoEventsWarns() {
        let text = """
        struct Feed { var name = "feed" }
        struct V: View {
            @State private var n = 0
            var body: some View {
                Text("\\(n)")
                    .onReceive(Feed()) { _ in n += 1 }
                    .onReceive(Timer.publish(every: 1, on: .main, in: .common).autoconnect()) { _ in n += 1 }
            }
        }
        scene("s") { root(V()) }
        """
        let diagnostics = SceneCompiler.compile(source: SourceFile(path: "s.scene", text: text)).1
        XCTAssertEqual(diagnostics.map(\.id), ["publisher-never-fires"], "a timer fires; the other never does")
        XCTAssertEqual(diagnostics.first.map { "\($0.location.line):\($0.location.column)" }, "6:14")
    }
}
