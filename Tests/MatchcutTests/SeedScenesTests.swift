import Foundation
import Matchcut
import Render
import XCTest

/// Every seed article's complete code sits in scenes/seeds/, copied verbatim, and the scenes
/// that show it (scenes/seed-*.scene) reach it through `sources(…)` and check with no error.
final class SeedScenesTests: XCTestCase {
    static let seeds: [(number: String, article: String, declarations: [String], scenes: [String])] = [
        ("000", "000_69d4a74324427e69.txt", ["struct CardItem", "struct ListCard", "struct DetailView", "struct ContentView"], ["seed-000"]),
        ("001", "001_7ba244c1363af26e.txt", ["struct BannerView", "struct ContentView"], ["seed-001"]),
        ("002", "002_1f996abb6b96e84b.txt", ["struct Item", "struct ContentView", "struct DetailView", "struct DeepLinkRouter"], ["seed-002"]),
        ("003", "003_b14d5c4e689d8587.txt", ["struct City", "let sampleCities", "func groupCities", "struct IndexBar", "struct CityListView"], ["seed-003"]),
        ("004", "004_6bcf4ddfaff7c0d7.txt", ["struct ConceptoBasico", "struct Track", "struct MusicPlayerView", "struct TrackCard", "struct TrackDetail"],
         ["seed-004", "seed-004-basic"]),
    ]

    /// Each line after the file's opening comment is a line of the article, in the article's
    /// order; every declaration the issue names is among them.
    func testTheSeedCodeIsTheArticlesCodeVerbatim() throws {
        for seed in Self.seeds {
            let article = try String(contentsOfFile: Repo.path("../shared/seeds/" + seed.article), encoding: .utf8)
                .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let copy = try String(contentsOfFile: Repo.path("scenes/seeds/\(seed.number).swift"), encoding: .utf8)
                .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let body = copy.drop { $0.hasPrefix("//") }.filter { !$0.isEmpty }
            var at = 0
            for line in body {
                guard let found = article[at...].firstIndex(of: line) else {
                    XCTFail("seed \(seed.number): '\(line)' is not the article's next line")
                    break
                }
                at = found + 1
            }
            for declaration in seed.declarations {
                XCTAssertTrue(body.contains { $0.hasPrefix(declaration) }, "seed \(seed.number) lacks \(declaration)")
            }
            XCTAssertGreaterThan(body.count, 20)
        }
    }

    func testEverySeedSceneEvaluatesWithNoError() throws {
        let engine = try RenderEngine()
        for seed in Self.seeds {
            for name in seed.scenes {
                let text = try String(contentsOfFile: Repo.path("scenes/\(name).scene"), encoding: .utf8)
                XCTAssertTrue(text.contains("sources(\"seeds/\(seed.number).swift\")"), name)
                let check = CompiledScene.check(path: Repo.path("scenes/\(name).scene"), engine: engine)
                XCTAssertEqual(check.diagnostics.filter { $0.severity != .note }.map(\.message), [], name)
                let scene = try XCTUnwrap(check.scene, name)
                XCTAssertEqual(scene.layoutNames.count >= 2, true, name)
                XCTAssertGreaterThan(scene.plan.changes.count, 0, name)
            }
        }
    }
}
