import Foundation
import Matchcut
import Render
import XCTest

/// No frame pops (docs/motion.md, "Continuity"): every scene in scenes/ and every scene
/// fixture with a timeline is drawn frame by frame, and no frame's change may stand far above
/// the changes around it unless the timeline changes state there without an animation.
final class ContinuityTests: XCTestCase {
    func testEverySceneAndEveryFixtureWithATimelinePlaysWithoutAPop() throws {
        let engine = try RenderEngine()
        var checked: [String] = []
        for path in try Self.scenesWithTimelines() {
            let scene = try CompiledScene.load(path: path, engine: engine, projectRoot: Self.projectRoot(of: path))
            guard !scene.plan.changes.isEmpty else { continue }
            let continuity = Continuity(scene: scene, engine: engine)
            XCTAssertEqual(continuity.changes.count, scene.frameCount - 1)
            XCTAssertEqual(continuity.diagnostics.map(\.message), [], path)
            checked.append(URL(fileURLWithPath: path).lastPathComponent)
        }
        // Every scene in scenes/ (each has a timeline), the seed fixtures, the benchmarks'
        // scenes and the example package's at least.
        let scenes = try FileManager.default.contentsOfDirectory(atPath: Repo.path("scenes")).filter { $0.hasSuffix(".scene") }
        XCTAssertGreaterThanOrEqual(scenes.count, 13)
        for name in scenes + ["seed000.scene", "seed004.scene", "many-views.scene", "card.scene"] {
            XCTAssertTrue(checked.contains(name), "\(name) was not checked")
        }
    }

    /// A layer jump: blue moves above red on the first frame of the change, since zIndex does
    /// not animate (in SwiftUI neither). The frame at the change is reported, where it was written.
    func testALayerJumpIsReportedAtItsTimelineChange() throws {
        let path = try Self.write("layer-jump", """
        struct Squares: View {
            @State private var blueOnTop = false
            var body: some View {
                ZStack {
                    Color.blue.frame(width: 200, height: 200).offset(x: 40, y: 40).zIndex(blueOnTop ? 2 : 0)
                    Color.red.frame(width: 200, height: 200).zIndex(1)
                }
            }
        }
        scene("Layer jump") {
            device(.iPhone14)
            root(Squares())
            timeline {
                wait(0.1)
                withAnimation(.easeInOut(duration: 0.2)) { blueOnTop = true }
                wait(0.3)
            }
        }
        """)
        let continuity = try Self.check(path)
        // t = 0.1 s is frame 6 at 60 fps: the whole 40 × 40-pt corner where the squares
        // overlap turns from red to blue at once, and nothing else changes.
        XCTAssertEqual(continuity.pops.map(\.index), [6])
        let pop = try XCTUnwrap(continuity.pops.first)
        XCTAssertEqual(pop.neighbourMedian, 0)
        XCTAssertFalse(pop.declaredInstant)
        XCTAssertEqual(continuity.diagnostics.map(\.id), ["frame-pops"])
        XCTAssertEqual(continuity.diagnostics.first?.location.line, 15)

        let run = try runMatchcut(["check", "--continuity", path])
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stderr.contains("layer-jump.scene:15:9: error: frame 6 (0.100 s, transition 0 at 0%) pops"), run.stderr)
        XCTAssertTrue(run.stdout.contains("layer-jump.scene: 1 error"), run.stdout)
    }

    /// A scene where `view`, drawn over a full-screen black cover, changes in one frame
    /// (`moved = true` in a 0.001-s animation at 0.5 s) while the cover fades out over a second
    /// from 0.1 s: every frame of the fade changes the whole screen.
    static func besideAFade(_ name: String, _ view: String) throws -> String {
        try write(name, """
        struct Screen: View {
            @State private var covered = true
            @State private var moved = false
            var body: some View {
                ZStack {
                    Color.black.ignoresSafeArea().opacity(covered ? 1 : 0)
                    \(view)
                }
            }
        }
        scene("Beside a fade") {
            device(.iPhone14)
            root(Screen())
            timeline {
                wait(0.1)
                withAnimation(.linear(duration: 1)) { covered = false }
                wait(0.4)
                withAnimation(.linear(duration: 0.001)) { moved = true }
                wait(0.8)
            }
        }
        """)
    }

    /// A badge that jumps 40 pt while a full-screen cover fades out. Every frame of the fade
    /// changes the whole screen, so the jump's frame stays under the frame check's limit; the
    /// badge's own steps (0 pt before and after) give it away (docs/motion.md, "Continuity").
    func testALayerJumpBesideALargeFadeIsFoundLayerByLayer() throws {
        let path = try Self.besideAFade("jump-beside-fade",
                                        "Circle().fill(Color.red).frame(width: 40, height: 40).position(x: 100, y: moved ? 140 : 100)")
        let continuity = try Self.check(path)
        XCTAssertEqual(continuity.pops.map(\.index), [], "the whole frames hide it")
        // t = 0.5 s is frame 30, where the move starts; frame 31 shows it done.
        XCTAssertEqual(continuity.layerJumps.map(\.index), [31])
        let jump = try XCTUnwrap(continuity.layerJumps.first)
        XCTAssertEqual(jump.distance, 40, accuracy: 1e-9)
        XCTAssertEqual(jump.neighbourDistance, 0)
        XCTAssertEqual(continuity.diagnostics.map(\.id), ["layer-jumps"])
        XCTAssertEqual(continuity.diagnostics.first?.location.line, 18)
        XCTAssertTrue(continuity.diagnostics.first?.message.hasPrefix("frame 31 (0.517 s, transition 1 at 100%): '") ?? false,
                      continuity.diagnostics.first?.message ?? "none")
    }

    /// A crop that jumps while its view stays: a 200-pt bar whose clipping frame goes from 200
    /// to 40 pt wide in one frame, beside the same full-screen fade. The bar's frame never
    /// moves, so comparing frames alone missed it; what is seen of it (its frame cut by its
    /// clips) loses 80 pt on each side.
    func testACropThatJumpsBesideALargeFadeIsFound() throws {
        let path = try Self.besideAFade("crop-beside-fade",
                                        "Color.red.frame(width: 200, height: 40).frame(width: moved ? 40 : 200).clipped()")
        let continuity = try Self.check(path)
        XCTAssertEqual(continuity.pops.map(\.index), [], "the whole frames hide it")
        XCTAssertEqual(continuity.layerJumps.map(\.index), [31])
        XCTAssertEqual(continuity.layerJumps.first?.distance ?? 0, 80, accuracy: 1e-9)
        XCTAssertEqual(continuity.layerJumps.first?.neighbourDistance, 0)
    }

    /// The same jump written as a plain assignment is an instant change the scene asks for.
    func testAnInstantChangeMayJump() throws {
        let path = try Self.write("instant", """
        struct Squares: View {
            @State private var blueOnTop = false
            var body: some View {
                ZStack {
                    Color.blue.frame(width: 200, height: 200).offset(x: 40, y: 40).zIndex(blueOnTop ? 2 : 0)
                    Color.red.frame(width: 200, height: 200).zIndex(1)
                }
            }
        }
        scene("Instant") {
            device(.iPhone14)
            root(Squares())
            timeline {
                wait(0.1)
                blueOnTop = true
                wait(0.3)
            }
        }
        """)
        let continuity = try Self.check(path)
        let jump = try XCTUnwrap(continuity.changes.first { $0.index == 6 })
        XCTAssertTrue(jump.declaredInstant)
        XCTAssertGreaterThan(jump.change, 1)
        XCTAssertEqual(continuity.pops.count, 0)
        XCTAssertEqual(try runMatchcut(["check", "--continuity", path]).status, 0)
    }

    /// A bold title that creeps down by 2 pt over a second steps a whole pixel twice (Cairo
    /// puts glyphs on whole pixels) while nothing else moves. Averaged over blocks, each step
    /// is far over the limit (the title's stems cross the blocks' edges along its whole
    /// line); with the frame before moved by that pixel, the blocks match again, so no frame
    /// pops. The Wander ticket's spring (its title coming home from a 1.6 % overshoot) did this
    /// at frame 40.
    func testATitleThatStepsByAWholePixelDoesNotPop() throws {
        let path = try Self.write("title-creep", """
        struct Title: View {
            @State private var lowered = false
            var body: some View {
                Text("Lake Bled").font(.system(size: 34, weight: .bold)).offset(y: lowered ? 2 : 0)
            }
        }
        scene("Title creep") {
            canvas(width: 240, height: 120, scale: 2)
            root(Title())
            timeline {
                wait(0.1)
                withAnimation(.linear(duration: 1)) { lowered = true }
                wait(1.2)
            }
        }
        """)
        let continuity = try Self.check(path)
        let steps = Self.overTheirLimit(continuity)
        XCTAssertEqual(steps.count, 2, "\(continuity.changes.map(\.change))")
        for step in steps {
            XCTAssertLessThan(step.steppedChange, 0.001, "frame \(step.index)")
        }
        XCTAssertEqual(continuity.pops.map(\.index), [])
        XCTAssertEqual(try runMatchcut(["check", "--continuity", path]).status, 0)
    }

    /// Sixty overlapping translucent squares fading to opacity 1: Cairo rounds each composite
    /// to 8 bits, so the screen's blue moves one level at the fade's last frame but one (11)
    /// and back at its last (12), far over the limit of frames whose change is nearly nil. One
    /// level of rounding per block is forgiven, so neither pops (Benchmarks/scenes/many-views,
    /// 10,000 squares, did this).
    func testARoundingStepOfOneLevelDoesNotPop() throws {
        let path = try Self.write("rounding", """
        struct Wall: View {
            @State private var on = false
            var body: some View {
                ZStack {
                    ForEach(0..<60, id: \\.self) { _ in
                        RoundedRectangle(cornerRadius: 8).fill(Color.blue).frame(width: 100, height: 100)
                    }
                }
                .opacity(on ? 1 : 0.5)
            }
        }
        scene("Rounding") {
            canvas(width: 120, height: 120, scale: 1)
            root(Wall())
            timeline {
                withAnimation(.easeInOut(duration: 0.2)) { on = true }
                wait(0.3)
            }
        }
        """)
        let continuity = try Self.check(path)
        let steps = Self.overTheirLimit(continuity)
        XCTAssertEqual(steps.map(\.index), [11, 12], "\(continuity.changes.map(\.change))")
        for step in steps {
            XCTAssertGreaterThan(step.change, 0.1, "frame \(step.index): a level over most of the screen")
            XCTAssertEqual(step.steppedChange, 0, "frame \(step.index)")
        }
        XCTAssertEqual(continuity.pops.map(\.index), [])
    }

    /// The limit is 3 × the median of the two changes on each side, plus 0.02, plus a quarter
    /// of the transition's mean change; a median of four is the mean of the middle two.
    func testTheLimitFollowsTheFramesAroundIt() {
        XCTAssertEqual(Continuity.median([4, 1, 3, 2]), 2.5)
        XCTAssertEqual(Continuity.median([5, 1, 3]), 3)
        XCTAssertEqual(Continuity.median([]), 0)
        let options = Continuity.Options()
        let change = Continuity.Change(index: 10, time: 1, change: 1.0, neighbourMedian: 0.25, typical: 0.4,
                                       declaredInstant: false, transition: 0, progress: 0.5)
        XCTAssertEqual(Continuity.limit(change, options), 3 * 0.25 + 0.02 + 0.25 * 0.4, accuracy: 1e-12)
        XCTAssertTrue(Continuity.isPop(change, options))
        var calmer = change
        calmer.change = 0.86
        XCTAssertFalse(Continuity.isPop(calmer, options))
        var instant = change
        instant.declaredInstant = true
        XCTAssertFalse(Continuity.isPop(instant, options))
    }

    /// scenes/*.scene, gallery/*.scene, Benchmarks/scenes/*.scene, every fixture under Tests/
    /// that is meant to load, and the example package's scene.
    static func scenesWithTimelines() throws -> [String] {
        var paths: [String] = []
        for folder in ["scenes", "gallery", "Benchmarks/scenes"] {
            paths += try FileManager.default.contentsOfDirectory(atPath: Repo.path(folder))
                .filter { $0.hasSuffix(".scene") }.sorted().map { Repo.path("\(folder)/\($0)") }
        }
        let tests = Repo.path("Tests")
        let enumerator = FileManager.default.enumerator(atPath: tests)
        var fixtures: [String] = []
        while let relative = enumerator?.nextObject() as? String {
            guard relative.hasSuffix(".scene"), !relative.contains("/malformed/"), !relative.contains("/Fuzz/") else { continue }
            fixtures.append(tests + "/" + relative)
        }
        paths += fixtures.sorted()
        return paths + [try exampleScene()]
    }

    /// The example package's scene (Examples/CardTransition), which reads the app's view file
    /// from Examples/CardApp with sources(…).
    static func exampleScene() throws -> String {
        Repo.path("Examples/CardTransition/Tests/CardTransitionTests/Scenes/card.scene")
    }

    /// The example's scene names the app's files beside its package: its project root is
    /// Examples/; every other scene's is its own folder.
    static func projectRoot(of path: String) -> String? {
        path.hasPrefix(Repo.path("Examples") + "/") ? Repo.path("Examples") : nil
    }

    /// The check of the scene at `path`.
    static func check(_ path: String) throws -> Continuity {
        let engine = try RenderEngine()
        return Continuity(scene: try CompiledScene.load(path: path, engine: engine, projectRoot: projectRoot(of: path)), engine: engine)
    }

    /// The frames whose change, measured plainly, is over their limit.
    static func overTheirLimit(_ continuity: Continuity) -> [Continuity.Change] {
        continuity.changes.filter { $0.change > Continuity.limit($0, continuity.options) }
    }

    static func write(_ name: String, _ text: String) throws -> String {
        let path = Repo.temporaryFolder("continuity-\(name)") + "/\(name).scene"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }
}
