import Foundation
import Matchcut
import Render
import XCTest

/// Every seed article's complete code sits in scenes/seeds/, copied verbatim, and the scenes
/// that show it (scenes/seed-*.scene) reach it through `sources(…)` and check with no error.
/// What the seeds' code does with the scenes' taps, URLs and waits is SeedSceneTests'.
final class SeedScenesTests: XCTestCase {
    static let seeds: [(number: String, article: String, declarations: [String], scenes: [String])] = [
        ("000", "000_69d4a74324427e69.txt", ["struct CardItem", "struct ListCard", "struct DetailView", "struct ContentView"], ["seed-000-card-grid"]),
        ("001", "001_7ba244c1363af26e.txt", ["struct BannerView", "struct ContentView"], ["seed-001-banner"]),
        ("002", "002_1f996abb6b96e84b.txt", ["struct Item", "struct ContentView", "struct DetailView", "struct DeepLinkRouter"], ["seed-002-navigation-deeplink"]),
        ("003", "003_b14d5c4e689d8587.txt", ["struct City", "let sampleCities", "func groupCities", "struct IndexBar", "struct CityListView"], ["seed-003-index-bar"]),
        ("004", "004_6bcf4ddfaff7c0d7.txt", ["struct ConceptoBasico", "struct Track", "struct MusicPlayerView", "struct TrackCard", "struct TrackDetail"],
         ["seed-004-music-player", "seed-004-concepto-basico"]),
    ]

    /// Each code line of the copy is a line of the article, in the article's order (the comment
    /// lines are added); every declaration the issue names is among them. A snippet the article
    /// gives as a modifier for a view of its earlier code (seed 002's onOpenURL, "on the root
    /// view") is attached there, after a comment that says so: its lines, indented to fit, are a
    /// run of the article's lines that comes later in the article.
    func testTheSeedCodeIsTheArticlesCodeVerbatim() throws {
        for seed in Self.seeds {
            // A copy of shared/seeds/ kept in the repository: a clone has nothing beside it.
            let article = try String(contentsOfFile: Repo.path("Tests/MatchcutTests/Fixtures/seed-articles/" + seed.article), encoding: .utf8)
                .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let copy = try String(contentsOfFile: Repo.path("scenes/seeds/\(seed.number).swift"), encoding: .utf8)
                .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            var body: [String] = [], placed: [[String]] = [], lines = copy[...]
            while let line = lines.popFirst() {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed.hasPrefix("// The article's"), trimmed.contains("on the root view") {
                    placed.append(Self.placedBlock(&lines))
                } else if !trimmed.isEmpty, !trimmed.hasPrefix("//") {
                    body.append(line)
                }
            }
            var at = 0
            for line in body {
                guard let found = article[at...].firstIndex(of: line) else {
                    XCTFail("seed \(seed.number): '\(line)' is not the article's next line")
                    break
                }
                at = found + 1
            }
            for block in placed {
                let start = article.indices.first { article[$0...].starts(with: block) }
                XCTAssertNotNil(start, "seed \(seed.number): the placed snippet is not a run of the article: \(block)")
            }
            for declaration in seed.declarations {
                XCTAssertTrue(body.contains { $0.hasPrefix(declaration) }, "seed \(seed.number) lacks \(declaration)")
            }
            XCTAssertGreaterThan(body.count, 20)
        }
        XCTAssertTrue(try String(contentsOfFile: Repo.path("scenes/seeds/002.swift"), encoding: .utf8).contains("        .onOpenURL { url in"))
    }

    /// The lines of a placed snippet, from its first line to the line that closes it at the
    /// first line's indentation, with that indentation taken off.
    static func placedBlock(_ lines: inout ArraySlice<String>) -> [String] {
        guard let first = lines.popFirst() else { return [] }
        let indent = String(first.prefix { $0 == " " })
        var block = [String(first.dropFirst(indent.count))]
        while let line = lines.popFirst() {
            block.append(line.hasPrefix(indent) ? String(line.dropFirst(indent.count)) : line)
            if line == indent + "}" { break }
        }
        return block
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
                // The seeds' own code drives them (SeedSceneTests): no layout, and a timeline
                // whose taps, URLs and timers change the state.
                XCTAssertEqual(scene.layoutNames, [], name)
                XCTAssertGreaterThan(scene.plan.changes.count, 0, name)
            }
        }
    }
}
