import Foundation
import Matchcut
import Motion
import Render
import XCTest

/// Pushes made by the app's own links and pops by its own `dismiss()`, driven by `tap`: which
/// page is on screen at each frame, and UIKit's timing (docs/motion.md, "System transitions").
final class NavigationInteractionTests: XCTestCase {
    typealias T = TimeSourceTests

    /// The pages of the stack in frame `i`: the depths of the elements on screen.
    static func depths(_ s: CompiledScene, frame i: Int) -> Set<Int> {
        Set(s.plan.sample(at: s.time(ofFrame: i)).elements.compactMap { $0.element.navigation?.depth })
    }

    static func stack(_ links: String, state: String = "", destinations: String = "", path: String = "") -> String {
        """
        struct Detail: View {
            let name: String
            @Environment(\\.dismiss) private var dismiss
            var body: some View {
                VStack {
                    Text("Detail \\(name)")
                    Button("Close") { dismiss() }
                }
                .navigationTitle(name)
            }
        }
        struct Root: View {
            \(state)
            var body: some View {
                NavigationStack\(path) {
                    List {
                        \(links)
                    }
                    .navigationTitle("Root")
                    \(destinations)
                }
            }
        }
        scene("nav") {
            root(Root())
            timeline { wait(0.5); tap("Two"); wait(1); tap("Close"); wait(1) }
        }
        """
    }

    func check(_ text: String, _ name: String = #function) throws {
        let s = try T.load(text, name)
        // The tap at 0.5 s pushes with UIKit's curve: 0.5057 s, whatever the code says.
        XCTAssertEqual(s.description.changes.map(\.time), [0.5, 1.5], name)
        XCTAssertEqual(Self.depths(s, frame: 29), [0])
        XCTAssertEqual(Self.depths(s, frame: 30), [0, 1], "t = 0.5 s: both pages while the push runs")
        func detailText(_ t: Double) throws -> Double {
            try XCTUnwrap(s.plan.sample(at: t).elements.first { $0.element.navigation?.depth == 1 && $0.kind == "Text"
                && $0.element.navigation?.barItem == nil }).frame.minX
        }
        let w = (1000.0 / 3).squareRoot(), t = 0.1
        let p = 1 - exp(-w * t) * (1 + w * t)
        XCTAssertEqual(try detailText(0.6), try detailText(1.2) + 390 * (1 - p), accuracy: 1e-6, "t = 0.6 s: UIKit's spring at 0.1 s")
        XCTAssertEqual(Self.depths(s, frame: 61), [1], "t = 1.017 s: settled on the detail")
        XCTAssertEqual(Self.depths(s, frame: 91), [0, 1], "the pop from 'Close' runs")
        XCTAssertEqual(Self.depths(s, frame: 131), [0], "back on the root")
    }

    func testAValueLinkInAStackWithoutAPathPushesOntoTheStacksOwnPath() throws {
        try check(Self.stack("""
            NavigationLink("One", value: "1")
                        NavigationLink("Two", value: "2")
            """, destinations: ".navigationDestination(for: String.self) { v in Detail(name: v) }"))
    }

    func testAValueLinkPushesOntoTheBoundPath() throws {
        try check(Self.stack("""
            NavigationLink("One", value: "1")
                        NavigationLink("Two", value: "2")
            """, state: "@State private var path: [String] = []",
            destinations: ".navigationDestination(for: String.self) { v in Detail(name: v) }", path: "(path: $path)"))
    }

    func testADestinationLinkPushesItsView() throws {
        try check(Self.stack("""
            NavigationLink("One") { Detail(name: "1") }
                        NavigationLink(destination: Detail(name: "2")) { Text("Two") }
            """))
    }

    func testAnIsActiveLinkAndIsPresentedDestinationPushByTheirFlags() throws {
        try check(Self.stack("""
            NavigationLink(destination: Detail(name: "1"), isActive: $one) { Text("One") }
                        Button("Two") { withAnimation { two = true } }
            """, state: "@State private var one = false\n    @State private var two = false",
            destinations: ".navigationDestination(isPresented: $two) { Detail(name: \"2\") }"))
    }

    func testNavigationViewPushesTheSameWay() throws {
        try check(Self.stack("""
            NavigationLink("One") { Detail(name: "1") }
                        NavigationLink("Two") { Detail(name: "2") }
            """).replacingOccurrences(of: "NavigationStack", with: "NavigationView"))
    }
}
