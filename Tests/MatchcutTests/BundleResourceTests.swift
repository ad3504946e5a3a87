import Foundation
import Matchcut
import XCTest

/// Files an app ships and loads (docs/scene-language.md, "Files the app ships"): found in the
/// project, read through the confined reader, decoded as Swift decodes them; the network stays
/// an effect the scene skips, and nothing outside the project is read.
final class BundleResourceTests: XCTestCase {
    /// The last probe scene written.
    private var path = ""

    func scene(_ load: String, files: [String: String] = [:]) throws -> CompiledScene.Check {
        let folder = Repo.temporaryFolder("bundle-resources")
        for (name, text) in files { try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8) }
        path = folder + "/probe.scene"
        try """
            struct Item: Codable { let title: String; let count: Int }

            func load() -> String {
                \(load)
            }

            struct Probe: View {
                var body: some View { Text(load()) }
            }

            scene("probe") { canvas(width: 300, height: 40, scale: 1); root(Probe()) }
            """.write(toFile: path, atomically: true, encoding: .utf8)
        return try CompiledScene.check(path: path)
    }

    func shown(_ check: CompiledScene.Check) -> [String] {
        check.scene?.plan.sample(at: 0).displayList.items.compactMap { item in
            if case let .text(run, _) = item.content { run.string } else { nil }
        } ?? []
    }

    func testAMissingKeyThrowsAsSwiftsDecoderDoes() throws {
        let check = try scene("""
            let url = Bundle.main.url(forResource: "items", withExtension: "json")!
            do {
                let items = try JSONDecoder().decode([Item].self, from: try Data(contentsOf: url))
                return "\\(items.count)"
            } catch {
                return "failed"
            }
            """, files: ["items.json": #"[{"title": "A", "count": 1}, {"title": "B"}]"#])
        XCTAssertFalse(check.hasErrors, check.report)
        XCTAssertEqual(shown(check), ["failed"])
        // `--watch` and the preview follow the file the code names.
        XCTAssertTrue(CompiledScene.filesRead(path: path).contains { $0.hasSuffix("/items.json") }, "\(CompiledScene.filesRead(path: path))")
    }

    func testANetworkURLIsASkippedEffectThatThrows() throws {
        let check = try scene("""
            let url = URL(string: "https://example.com/items.json")!
            return (try? Data(contentsOf: url)) == nil ? "offline" : "online"
            """)
        XCTAssertFalse(check.hasErrors, check.report)
        XCTAssertEqual(shown(check), ["offline"])
        XCTAssertTrue(check.diagnostics.contains { $0.id == "effect-skipped" && $0.message.contains("Data(contentsOf:)") }, check.report)
    }

    func testAFileOutsideTheProjectIsRefusedWithItsPath() throws {
        let check = try scene("""
            let data = try! Data(contentsOf: URL(fileURLWithPath: "/etc/hostname"))
            return "\\(data.count)"
            """)
        XCTAssertTrue(check.hasErrors)
        XCTAssertTrue(check.report.contains("a file inside the project root"), check.report)
    }

    func testAResourceNotInTheProjectIsNil() throws {
        let check = try scene(#"return Bundle.main.url(forResource: "absent", withExtension: "json") == nil ? "nil" : "found""#)
        XCTAssertFalse(check.hasErrors, check.report)
        XCTAssertEqual(shown(check), ["nil"])
    }
}
