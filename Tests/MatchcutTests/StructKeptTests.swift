import Foundation
import Matchcut
import Render
import XCTest

/// Issue 31, item 2: a view struct is made by its parent's body and kept until that body
/// runs again. A change of the view's own state runs its body with the same struct, so
/// `let tabs = [Tab(id: UUID(), …)]` keeps its ids and a ForEach over them keeps its rows:
/// the titles stay put and only the selection bar flies. A change of the parent's state
/// makes the struct anew, ids and all, as SwiftUI does.
final class StructKeptTests: XCTestCase {
    static func scene(parentOwnsSelection: Bool) -> String {
        """
        struct TabItem: Identifiable {
            let id = UUID()
            let title: String
        }

        struct Tabs: View {
            let items = [TabItem(title: "One"), TabItem(title: "Two"), TabItem(title: "Three")]
            \(parentOwnsSelection ? "@Binding var selected: Int" : "@State private var selected = 0")
            @Namespace private var bar

            var body: some View {
                HStack {
                    ForEach(Array(items.enumerated()), id: \\.element.id) { index, item in
                        Button {
                            withAnimation(.easeInOut(duration: 0.5)) { selected = index }
                        } label: {
                            VStack {
                                Text(item.title)
                                if selected == index {
                                    Capsule().frame(height: 3).matchedGeometryEffect(id: "bar", in: bar)
                                }
                            }
                        }
                    }
                }
            }
        }

        struct Screen: View {
            @State private var selected = 0
            var body: some View { \(parentOwnsSelection ? "Tabs(selected: $selected)" : "Tabs()") }
        }

        scene("tabs") {
            device(.iPhone14)
            root(Screen())
            timeline {
                wait(0.2)
                tap("Three")
                wait(0.6)
            }
        }
        """
    }

    /// The phases of the three titles half-way through the change (frame 27, t = 0.45 s).
    static func titlePhases(parentOwnsSelection: Bool) throws -> [String] {
        let path = try Repo.sceneFile(scene(parentOwnsSelection: parentOwnsSelection), named: "struct-kept-\(parentOwnsSelection)")
        let s = try CompiledScene.load(path: path, engine: RenderEngine())
        return s.plan.sample(at: s.time(ofFrame: 27)).elements.compactMap { e in
            guard case .text = e.element.content, e.element.identity.description.hasPrefix("Screen") else { return nil }
            return e.phase
        }
    }

    func testTheViewsOwnStateKeepsItsStructAndItsRows() throws {
        XCTAssertEqual(try Self.titlePhases(parentOwnsSelection: false), ["animating", "animating", "animating"])
    }

    func testTheParentsStateMakesTheStructAnewAsSwiftUIDoes() throws {
        // New ids: the old rows go and new ones come, cross-faded.
        XCTAssertEqual(try Self.titlePhases(parentOwnsSelection: true).sorted(),
                       ["insertion", "insertion", "insertion", "removal", "removal", "removal"])
    }
}
