import MatchcutTesting
import XCTest

/// The card hero's key frames against the goldens in __goldens__/card/, under XCTest. The
/// scene reads the app's view file (Examples/CardApp/Views/CardHero.swift) with sources(…);
/// the project root, Examples/, holds both.
final class CardTransitionTests: XCTestCase {
    func testTheCardOpensIntoItsDetail() throws {
        assertTransition(scene: "Scenes/card.scene", projectRoot: "../../..")
    }

    /// The start, ¼, ½, ¾ and end of the one transition: what the goldens are named after.
    func testTheKeyFramesAreTheTransitionsQuarters() throws {
        let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path
        let scene = try Scene(path: here + "/Scenes/card.scene", projectRoot: here + "/../../..")
        XCTAssertEqual(scene.name, "card")
        XCTAssertEqual(scene.keyFrames.map(\.fileName), ["t0-p000.png", "t0-p025.png", "t0-p050.png", "t0-p075.png", "t0-p100.png"])
    }
}
