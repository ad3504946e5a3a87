import SwiftCore
import XCTest
@testable import SceneLanguage

/// "Did you mean …?" is the same on every run: candidates often come from a dictionary or a
/// set, whose order changes from process to process, so a tie goes to the alphabetically first.
final class SuggestionsTests: XCTestCase {
    func testATieGoesToTheAlphabeticallyFirstWhateverTheOrder() {
        // "topTrading" is two edits from both.
        XCTAssertEqual(Suggestions.closest(to: "topTrading", in: ["topTrailing", "topLeading"]), "topLeading")
        XCTAssertEqual(Suggestions.closest(to: "topTrading", in: ["topLeading", "topTrailing"]), "topLeading")
        XCTAssertEqual(Suggestions.closest(to: "topTrading", in: ["topTrailing", "topTradingg", "topLeading"]), "topTradingg", "the closest still wins")
    }

    func testAnUnknownAlignmentsHintIsTheSameOnEveryRun() {
        let (_, diagnostics) = SceneCompiler.compile(source: SourceFile(path: "a.scene", text: """
            struct V: View {
                var body: some View { Text("A").frame(width: 10, height: 10, alignment: .topTrading) }
            }
            scene("s") { root(V()) }
            """))
        XCTAssertEqual(diagnostics.first?.text, "'Alignment' has no member 'topTrading'")
        XCTAssertEqual(diagnostics.first?.hint, "did you mean 'topLeading'?")
    }
}
