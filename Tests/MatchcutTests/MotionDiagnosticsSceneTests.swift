import Matchcut
import Motion
import XCTest

/// The clean scenes raise no matched-geometry diagnostic.
final class MotionDiagnosticsSceneTests: XCTestCase {
    func testShapeMorphIsClean() throws {
        let scene = try loadScene("shape-morph")
        XCTAssertEqual(scene.motionDiagnostics, [], scene.motionDiagnostics.map(\.description).joined(separator: "\n"))
    }
}
