import Foundation
import Matchcut
import XCTest

/// The photos a render decodes on every worker before its first frame.
final class SceneImageTests: XCTestCase {
    func testASceneListsEachImageItDrawsOnceInTheOrderItFirstShows() throws {
        // The list shows the four cards top to bottom; the detail page shows one of them again.
        let names = try loadScene("card-hero").imagePaths.map { URL(fileURLWithPath: $0).lastPathComponent }
        XCTAssertEqual(names, ["mountains.png", "lake.png", "forest.png", "city.png"])
        XCTAssertEqual(try loadScene("shape-morph").imagePaths, [])
    }
}
