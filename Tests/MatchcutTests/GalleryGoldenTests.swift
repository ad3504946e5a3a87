import Foundation
import XCTest

/// The gallery (gallery/*.scene: controls, lists, forms, toolbars and tab bars, each also in
/// dark as `*-dark.scene`, navigation …), one scene per family, checked against its
/// committed goldens through the real binary, as CI runs it. docs/layout.md gives the iOS metrics each one is drawn with.
final class GalleryGoldenTests: XCTestCase {
    func testEveryGallerySceneMatchesItsGoldens() throws {
        let out = Repo.temporaryFolder("gallery-goldens")
        let result = try runMatchcut(["test", "gallery", "-o", out], environment: ["CI": "true"])
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        let scenes = try FileManager.default.contentsOfDirectory(atPath: Repo.path("gallery")).filter { $0.hasSuffix(".scene") }
        XCTAssertFalse(scenes.isEmpty)
        for scene in scenes {
            let name = String(scene.dropLast(".scene".count))
            XCTAssertTrue(result.stdout.contains("gallery/\(scene): ") && result.stdout.contains("(goldens in gallery/__goldens__/\(name))"),
                          "\(name): \(result.stdout)")
        }
        XCTAssertFalse(result.stdout.contains("recorded"), result.stdout)
    }
}
