import Foundation
import Matchcut
import Motion
import Render
import XCTest

/// Tests/MatchcutTests/Fixtures/Corpus: twenty-one view files of one app (Wander/), written as app
/// code is written — a view model class driving a card list, a tab enum, style extensions on
/// View and a ViewModifier, explicit inits, a generic container, a custom Shape with
/// animatableData (TicketStub.swift), an asset catalog with light and dark colours and image
/// sets, files that use each other, a #Preview per file — reached
/// through sources(…) from the scenes beside them, with key-frame goldens.
final class CorpusTests: XCTestCase {
    static let folder = Repo.path("Tests/MatchcutTests/Fixtures/Corpus")
    static let scenes = [("explore-dark", 5), ("explore-hero", 10), ("explore-tabs", 15), ("tag-chips", 5), ("ticket", 5)]

    static func viewFiles() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder + "/Wander/Views").filter { $0.hasSuffix(".swift") }.sorted()
    }

    func testTwentyOneViewFilesEachWithAPreview() throws {
        let files = try Self.viewFiles()
        XCTAssertEqual(files.count, 21)
        for file in files {
            let text = try String(contentsOfFile: Self.folder + "/Wander/Views/" + file, encoding: .utf8)
            XCTAssertTrue(text.contains("#Preview"), file)
            XCTAssertTrue(text.hasPrefix("import SwiftUI\n"), file)
        }
    }

    /// Every view struct of the twenty files is drawn by some scene: each file renders.
    func testEveryViewOfTheCorpusIsReachedByAScene() throws {
        let engine = try RenderEngine()
        var drawn: Set<String> = []
        for (name, _) in Self.scenes {
            let check = CompiledScene.check(path: Self.folder + "/\(name).scene", engine: engine)
            XCTAssertFalse(check.hasErrors, name + ":\n" + check.report)
            let scene = try XCTUnwrap(check.scene, name)
            for snapshot in [scene.plan.initial] + scene.plan.changes.map(\.target) {
                for element in snapshot.elements { drawn.formUnion(element.identity.components) }
            }
        }
        var declared: [String: String] = [:]
        for file in try Self.viewFiles() {
            let text = try String(contentsOfFile: Self.folder + "/Wander/Views/" + file, encoding: .utf8)
            for line in text.split(separator: "\n") where line.hasPrefix("struct ") && line.hasSuffix(": View {") {
                let name = line.dropFirst(7).prefix { $0.isLetter || $0.isNumber }
                declared[String(name)] = file
            }
        }
        XCTAssertEqual(declared.count, 21, "\(declared.keys.sorted())")
        for (view, file) in declared.sorted(by: { $0.key < $1.key }) {
            XCTAssertTrue(drawn.contains(view), "\(view) (\(file)) is drawn by no corpus scene")
        }
    }

    /// The selected capsule slides from Food to Lakes, drawn at Lakes' place, above Food's
    /// title. That title, over the capsule where it starts, draws in two layers (docs/motion.md,
    /// "How its container's other content is drawn around it"), so on the change's first frame
    /// (t = 0.2 s, frame 12) it does not vanish under the capsule: the frame is the one before.
    func testTheSelectedTagsTitleStaysOverTheCapsuleAsItLeaves() throws {
        let engine = try RenderEngine()
        let scene = try CompiledScene.load(path: Self.folder + "/tag-chips.scene", engine: engine)
        func frame(_ i: Int) -> SampledFrame { scene.plan.sample(at: scene.time(ofFrame: i)) }
        XCTAssertTrue(Renderer.render(frame(12).displayList, scale: 1, engine: engine)
            == Renderer.render(frame(11).displayList, scale: 1, engine: engine))
        let food = "TagChipsDemo/0/TagChips/0:HStack/0:Group/id:Food/0:Text"
        for i in 12...16 {
            let f = frame(i).elements.map(\.element.identity.description)
            let capsule = try XCTUnwrap(frame(i).elements.firstIndex { $0.matched?.id == "chip" }, "frame \(i)")
            XCTAssertGreaterThan(try XCTUnwrap(f.firstIndex(of: food + "/layer-lifted")), capsule, "frame \(i)")
            XCTAssertLessThan(try XCTUnwrap(f.firstIndex(of: food)), capsule, "frame \(i)")
        }
    }

    /// Each scene's key frames match their goldens, through the real binary, as CI runs it.
    func testTheCorpusGoldensPassUnderCI() throws {
        let out = Repo.temporaryFolder("corpus-goldens")
        let result = try runMatchcut(["test", Self.folder, "-o", out], environment: ["CI": "true"])
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        for (name, count) in Self.scenes {
            XCTAssertTrue(result.stdout.contains("\(name).scene: \(count) of \(count) frames match"), "\(name): \(result.stdout)")
        }
    }
}
