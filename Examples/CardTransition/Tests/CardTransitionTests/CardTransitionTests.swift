import CardTransition
import MatchcutTesting
import XCTest

/// The card hero's key frames against the goldens in __goldens__/card/, under XCTest.
final class CardTransitionTests: XCTestCase {
    func testTheCardOpensIntoItsDetail() throws {
        let scene = try Scene(source: CardScene.source, name: "card")
        // The start, ¼, ½, ¾ and end of the one transition.
        XCTAssertEqual(scene.keyFrames.map(\.fileName), ["t0-p000.png", "t0-p025.png", "t0-p050.png", "t0-p075.png", "t0-p100.png"])
        assertTransition(of: scene)
    }
}
