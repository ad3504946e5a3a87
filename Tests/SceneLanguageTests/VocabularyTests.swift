import SwiftCore
import Geometry
import ViewTree
import XCTest
@testable import SceneLanguage

/// The SwiftUI vocabulary is a table: each name once, each rule reachable by its name.
final class VocabularyTests: XCTestCase {
    func testEveryNameIsDeclaredOnce() {
        XCTAssertEqual(Vocabulary.views.count, Vocabulary.viewFamilies.joined().count)
        XCTAssertEqual(Vocabulary.modifiers.count, Vocabulary.modifierFamilies.joined().count)
        XCTAssertEqual(Vocabulary.values.count, Vocabulary.valueFamilies.joined().count)
    }

    /// As in Swift, a type of the file's own shadows SwiftUI's of the same name (apps have
    /// their own `Label`s and `Stepper`s); two of the file's own are still a duplicate.
    func testAViewStructShadowsTheVocabularyNameItTakes() throws {
        let (scene, d) = SceneCompiler.compile(source: SourceFile(path: "v.scene", text: """
        struct Divider: View { var body: some View { Circle() } }
        scene("s") { root(Divider()) }
        """))
        XCTAssertEqual(d, [])
        guard case .shape(.circle, _, _) = try XCTUnwrap(scene).initial.kind else { return XCTFail("\(scene!.initial.kind)") }
        let (_, twice) = SceneCompiler.compile(source: SourceFile(path: "v.scene", text: """
        struct Divider: View { var body: some View { Circle() } }
        struct Divider: View { var body: some View { Circle() } }
        scene("s") { root(Divider()) }
        """))
        XCTAssertEqual(twice.first?.text, "'Divider' is declared more than once")
    }

    func testAModifierRuleReadsItsArgumentsAndRejectsOthers() {
        let (scene, none) = SceneCompiler.compile(source: SourceFile(path: "v.scene", text: """
        struct V: View { var body: some View { Circle().padding(.horizontal).padding(8) } }
        scene("s") { root(V()) }
        """))
        XCTAssertEqual(none, [])
        // `.padding(.horizontal)` leaves the length to Layout; `.padding(8)` writes it.
        guard let modifiers = scene?.initial.modifiers, modifiers.count == 2,
              case let .defaultPadding(edges) = modifiers[0], case let .padding(insets) = modifiers[1] else {
            return XCTFail("\(String(describing: scene?.initial.modifiers))")
        }
        XCTAssertEqual(edges, [.leading, .trailing])
        XCTAssertEqual(insets, EdgeInsets(all: 8))

        let (_, errors) = SceneCompiler.compile(source: SourceFile(path: "v.scene", text: """
        struct V: View { var body: some View { Circle().offset(x: 1, z: 2) } }
        scene("s") { root(V()) }
        """))
        XCTAssertEqual(errors.map(\.text), ["'offset' has no parameter 'z'"])
        XCTAssertEqual(errors.first?.hint, "did you mean 'x'?")
    }
}
