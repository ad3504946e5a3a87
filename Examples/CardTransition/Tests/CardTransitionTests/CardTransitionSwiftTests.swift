import CardTransition
import MatchcutTesting
import Testing

/// The same goldens under Swift Testing, and the proof that they catch a change: the card
/// in another colour fails, as a known issue, against the real card's goldens.
@Suite struct CardTransitionSwiftTests {
    @Test func theCardOpensIntoItsDetail() throws {
        assertTransition(of: try Scene(source: CardScene.source, name: "card"))
    }

    @Test func anOrangeCardDoesNotMatchTheBlueCardsGoldens() throws {
        let orange = CardScene.source.replacingOccurrences(of: "Color.blue", with: "Color.orange")
        let scene = try Scene(source: orange, name: "card-orange")
        withKnownIssue("the orange card differs from the blue one's goldens in every key frame") {
            assertTransition(of: scene, named: "card", record: .never)
        }
    }
}
