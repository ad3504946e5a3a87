import Foundation
import Matchcut
import Motion
import Render
import XCTest

/// A view an app keeps in a property (`let icon = Image(…)`, a model's `var icon: Image`) is a
/// value; SwiftUI gives it its identity where a body places it. Matchcut gave every such view
/// the identity of where it was made, so two of them were one view twice: the first flew and
/// the second faded in at its destination (found in gahms/ListMatchedGeometryEffectPoC, where
/// no row icon flew).
final class StoredViewIdentityTests: XCTestCase {
    /// The two matched views of `id` at the middle of a 1 s linear change that starts at 0.1 s,
    /// with their frames at the start and the end.
    func middle(of text: String, named name: String, ids: [String]) throws -> [(middle: SampledElement, start: SampledElement, end: SampledElement)] {
        let scene = try CompiledScene.load(path: try Repo.sceneFile(text, named: name), engine: RenderEngine())
        let start = scene.plan.sample(at: 0.1), middle = scene.plan.sample(at: 0.6), end = scene.plan.sample(at: 1.1)
        return try ids.map { id in
            let at = { (frame: SampledFrame) in try XCTUnwrap(frame.elements.first { $0.matched?.id == id }, "\(id)") }
            XCTAssertEqual(middle.elements.filter { $0.matched?.id == id }.count, 1, "\(id) is drawn once")
            return (try at(middle), try at(start), try at(end))
        }
    }

    func assertFlies(_ views: [(middle: SampledElement, start: SampledElement, end: SampledElement)], file: StaticString = #filePath, line: UInt = #line) {
        for (middle, start, end) in views {
            XCTAssertEqual(middle.phase, "flight", file: file, line: line)
            XCTAssertEqual(middle.opacity, 1, file: file, line: line)
            // Linear: halfway between where it was and where it lands.
            XCTAssertEqual(middle.frame.minY, (start.frame.minY + end.frame.minY) / 2, accuracy: 0.01, file: file, line: line)
            XCTAssertGreaterThan(end.frame.minY - start.frame.minY, 100, file: file, line: line)
        }
        XCTAssertNotEqual(views.map(\.middle.element.identity), [], file: file, line: line)
        XCTAssertEqual(Set(views.map(\.middle.element.identity)).count, views.count, "each is its own view", file: file, line: line)
    }

    func testTwoViewsKeptInPropertiesEachFly() throws {
        let views = try middle(of: """
        struct Icons: View {
            let a = Image(systemName: "doc.text")
            let b = Image(systemName: "moon")
            @State var down = false
            @Namespace var ns
            var body: some View {
                VStack {
                    if !down {
                        HStack { a.matchedGeometryEffect(id: "a", in: ns); b.matchedGeometryEffect(id: "b", in: ns) }
                    }
                    Spacer()
                    if down {
                        HStack { a.matchedGeometryEffect(id: "a", in: ns); b.matchedGeometryEffect(id: "b", in: ns) }
                    }
                }
            }
        }
        scene("two icons") {
            device(.iPhone14)
            root(Icons())
            timeline { wait(0.1); withAnimation(.linear(duration: 1)) { down.toggle() }; wait(1) }
        }
        """, named: "stored-views", ids: ["a", "b"])
        assertFlies(views)
    }

    func testEachRowsModelImageFlies() throws {
        let views = try middle(of: """
        struct Topic: Identifiable {
            let id: Int
            var icon: Image
        }
        struct Row: View {
            let topic: Topic
            var ns: Namespace.ID
            var body: some View { topic.icon.matchedGeometryEffect(id: topic.id, in: ns) }
        }
        struct Topics: View {
            let topics = [Topic(id: 1, icon: Image(systemName: "doc.text")), Topic(id: 2, icon: Image(systemName: "moon"))]
            @State var down = false
            @Namespace var ns
            var body: some View {
                VStack {
                    if !down { HStack { ForEach(topics) { Row(topic: $0, ns: ns) } } }
                    Spacer()
                    if down { HStack { ForEach(topics) { Row(topic: $0, ns: ns) } } }
                }
            }
        }
        scene("row icons") {
            device(.iPhone14)
            root(Topics())
            timeline { wait(0.1); withAnimation(.linear(duration: 1)) { down.toggle() }; wait(1) }
        }
        """, named: "model-images", ids: ["1", "2"])
        assertFlies(views)
    }
}
