import Foundation
import Matchcut
import XCTest

/// The navigation bar's titles keep the default text size's points (docs/layout.md, "Dynamic
/// Type"): at another size, the title a stack shows gets a located note, at its
/// `navigationTitle`; at the default size, or with no stack, nothing is said.
final class DynamicTypeNoteTests: XCTestCase {
    static let stack = """
        struct Home: View {
            var body: some View {
                NavigationStack {
                    Text("Rows")
                        .navigationTitle("Cities")
                }
            }
        }

        scene("home") {
            device(.iPhone14)
            root(Home())
        }
        """

    func notes(_ text: String, at size: DynamicTypeSize?) throws -> [SceneDiagnostic] {
        let folder = Repo.temporaryFolder("dynamic-type-note")
        let path = folder + "/home.scene"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let check = try CompiledScene.check(path: path, dynamicTypeSize: size)
        XCTAssertFalse(check.hasErrors, check.report)
        return check.diagnostics.filter { $0.message.contains("navigation bar's title") }
    }

    func testATitleShownAtAnotherSizeIsNotedWhereItIsWritten() throws {
        let notes = try notes(Self.stack, at: .accessibility1)
        XCTAssertEqual(notes.count, 1)
        XCTAssertEqual(notes.first?.location.line, 5)
        XCTAssertEqual(notes.first?.message,
                       "'navigationTitle' is accepted but Matchcut does not draw the navigation bar's title at text size 'accessibility1'")
        XCTAssertEqual(try self.notes(Self.stack, at: nil), [], "at the default size the bar is drawn as on iOS")
        XCTAssertEqual(try self.notes(Self.stack, at: .large), [])
        let noStack = Self.stack.replacingOccurrences(of: "NavigationStack {", with: "VStack {")
        XCTAssertEqual(try self.notes(noStack, at: .medium), [], "a title outside a stack shows no bar")
        // Written in the scene block, the size is the same setting.
        let inScene = Self.stack.replacingOccurrences(of: "device(.iPhone14)", with: "device(.iPhone14)\n    dynamicTypeSize(.medium)")
        XCTAssertEqual(try self.notes(inScene, at: nil).count, 1)
    }
}
