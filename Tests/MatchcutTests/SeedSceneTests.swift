import Foundation
import Geometry
import Matchcut
import Motion
import Render
import ViewTree
import XCTest

/// The seeds' own code drives their scenes (scenes/seed-*.scene): each timeline holds only
/// taps, URLs and waits, and these tests assert what the app's code made of them, and when
/// (at 60 fps, frame i is at i / 60 s).
final class SeedSceneTests: XCTestCase {
    static func load(_ name: String) throws -> CompiledScene {
        try CompiledScene.load(path: Repo.path("scenes/\(name).scene"), engine: RenderEngine())
    }

    /// The texts drawn on screen in frame `i`.
    static func texts(_ s: CompiledScene, frame i: Int) -> [String] {
        s.plan.sample(at: s.time(ofFrame: i)).elements.compactMap { e in
            var visible = e.element.frame.intersection(Rect(x: 0, y: 0, width: 390, height: 844))
            for clip in e.element.clips { visible = visible.intersection(clip.rect) }
            guard visible.width > 0, visible.height > 0, e.opacity > 0, case let .text(run) = e.element.content else { return nil }
            return run.string
        }
    }

    static func pages(_ tree: ViewNode) -> Int? {
        if case let .navigationStack(pages) = tree.kind { return pages.count }
        for child in children(tree) { if let n = pages(child) { return n } }
        return nil
    }

    static func children(_ n: ViewNode) -> [ViewNode] {
        switch n.kind {
        case let .stack(_, c), let .zstack(_, c), let .group(c): c
        default: []
        }
    }

    func testSeed000TheCardsTapPushesTheDetailAndTheCloseButtonPopsIt() throws {
        let s = try Self.load("seed-000-card-grid")
        XCTAssertEqual(s.description.changes.map(\.time), [0.3, 1.5])
        XCTAssertEqual(s.description.changes.map { Self.pages($0.tree) }, [2, 1])
        // The card's own spring, from its onTapGesture; the pages slide with UIKit's timing.
        XCTAssertEqual(s.description.changes[0].animation?.curve, .spring(response: 0.5, dampingFraction: 0.8, blendDuration: 0))
        XCTAssertTrue(Self.texts(s, frame: 80).contains("这里是详情正文，用来展示更完整的说明信息。"))
        XCTAssertFalse(Self.texts(s, frame: 17).contains("这里是详情正文，用来展示更完整的说明信息。"), "t = 0.283 s: before the tap")
    }

    func testSeed001TheTimerTurnsThePageAtFrame180AndTheTapsOpenAndCloseTheBanner() throws {
        let s = try Self.load("seed-001-banner")
        XCTAssertEqual(s.description.changes.map(\.time), [3, 3.5, 4.5], "the tick at 3 s, then the two taps")
        XCTAssertEqual(s.description.changes[0].animation?.curve, .bezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1, duration: 0.35))
        XCTAssertEqual(s.description.changes[1].animation?.curve, .spring(response: 0.4, dampingFraction: 0.85, blendDuration: 0))
        XCTAssertFalse(Self.texts(s, frame: 200).contains("这是第 2 张Banner的详情内容"), "t = 3.333 s: the carousel")
        XCTAssertTrue(Self.texts(s, frame: 250).contains("这是第 2 张Banner的详情内容"), "the detail of the page the timer turned to")
        XCTAssertFalse(Self.texts(s, frame: 330).contains("这是第 2 张Banner的详情内容"), "closed by the tap on its image")
    }

    func testSeed002ARowsLinkPushesTheBackButtonPopsAndTheDeepLinkPushesAfterFiftyMilliseconds() throws {
        let s = try Self.load("seed-002-navigation-deeplink")
        let changes = s.description.changes
        // The row's link at 0.3 s, the back button at 1.3 s; openURL at 2.1 s clears a path that
        // is already empty (nothing to show) and pushes the linked item 0.05 s later.
        XCTAssertEqual(changes.map(\.time).map { ($0 * 1000).rounded() / 1000 }, [0.3, 1.3, 2.15])
        XCTAssertEqual(changes.map { Self.pages($0.tree) }, [2, 1, 2])
        XCTAssertEqual(changes[1].animation, .systemTransition, "UIKit's back button pops with its own timing")
        XCTAssertEqual(changes[2].animation?.curve, .spring(response: 0.4, dampingFraction: 0.8, blendDuration: 0))
        XCTAssertFalse(Self.texts(s, frame: 128).contains("详情页 2"), "t = 2.133 s: not yet")
        XCTAssertTrue(Self.texts(s, frame: 170).contains("详情页 2"), "DeepLinkRouter's item for myapp://item/2")
    }

    func testSeed003AnIndexTapGlidesTheCircleAndScrollsTheList() throws {
        let s = try Self.load("seed-003-index-bar")
        let changes = s.description.changes
        XCTAssertEqual(changes.map(\.time), [0.3, 0.9])
        XCTAssertEqual(changes.map { $0.animation?.curve }, Array(repeating: .bezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1, duration: 0.2), count: 2))
        // onChange scrolls with its own 0.3 s.
        XCTAssertEqual(changes.map { $0.scopedAnimations.first?.animation?.curve },
                       Array(repeating: .bezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1, duration: 0.3), count: 2))
        XCTAssertTrue(Self.texts(s, frame: 50).contains("西安"))
        XCTAssertFalse(Self.texts(s, frame: 10).contains("西安"), "before the tap the list shows its top")
    }

    func testSeed004ATapFlipsConceptoBasicoAndATrackOpensThePlayer() throws {
        let basic = try Self.load("seed-004-concepto-basico")
        XCTAssertEqual(basic.description.changes.map(\.time), [0.3, 1.3])
        guard case let .spring(response, _, _)? = basic.description.changes.first?.animation?.curve else {
            return XCTFail("withAnimation(.spring()) in the onTapGesture: \(String(describing: basic.description.changes.first?.animation))")
        }
        XCTAssertEqual(response, 0.5)
        let player = try Self.load("seed-004-music-player")
        XCTAssertEqual(player.description.changes.map(\.time), [0.3, 1.5])
        XCTAssertTrue(Self.texts(player, frame: 60).contains("Reproduciendo ahora..."))
        XCTAssertFalse(Self.texts(player, frame: 150).contains("Reproduciendo ahora..."), "the tap on the player closed it")
    }

    /// Each seed scene holds only sources(…), device, root, sample data above its block and a
    /// timeline of taps, URLs and waits: no layout and no assignment.
    func testTheSeedScenesTimelinesHoldOnlyWhatTheUserDoes() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Repo.path("scenes"))
            .filter { $0.hasPrefix("seed-") && $0.hasSuffix(".scene") }.sorted()
        XCTAssertEqual(Set(names), Set(["seed-000-card-grid", "seed-001-banner", "seed-002-navigation-deeplink", "seed-003-index-bar", "seed-004-music-player", "seed-004-concepto-basico"].map { $0 + ".scene" }))
        for name in names {
            let text = try String(contentsOfFile: Repo.path("scenes/" + name), encoding: .utf8)
            let block = String(text[try XCTUnwrap(text.range(of: "\nscene(")).lowerBound...])
            XCTAssertFalse(block.contains("layout("), name)
            let timeline = block[try XCTUnwrap(block.range(of: "timeline {")).upperBound...]
            for line in timeline.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) where !line.isEmpty {
                XCTAssertTrue(["wait(", "tap(", "openURL(", "//", "}"].contains { line.hasPrefix($0) }, "\(name): \(line)")
            }
        }
    }
}
