import Foundation
@testable import Matchcut
import Output
import Render
import XCTest

/// Each distinct frame is drawn once (FramePlan): frames whose display lists are equal share
/// one drawing and one encoding, and the files are byte for byte those of drawing every frame.
final class FrameDedupeTests: XCTestCase {
    /// card-hero: 0.4 s at rest on the grid, the card opens (spring), 1.4 s on the detail, the
    /// card closes, 1.0 s at rest on the grid again.
    func testDedupedRenderWritesTheBytesOfDrawingEveryFrame() throws {
        let scene = Repo.path("scenes/card-hero.scene")
        let root = Repo.temporaryFolder("dedupe")
        var manifests: [Manifest] = []
        for dedupe in [true, false] {
            let settings = RenderSettings(scale: 0.25, jobs: 2, formats: [.png, .mp4, .gif], dedupe: dedupe)
            manifests.append(try BatchRender(sceneFiles: [scene], outputRoot: root + "/\(dedupe)", settings: settings)
                .run(engine: RenderEngine()))
        }
        let files = manifests[0].scenes[0].files
        XCTAssertEqual(files.count, manifests[0].scenes[0].frameCount + 2, "every frame, the mp4 and the gif")
        XCTAssertEqual(files, manifests[1].scenes[0].files)
        // The digests are the files' own: a reused encoding was written under each name.
        for name in ["frame-00000.png", "frame-00010.png", "card-hero.mp4"] {
            XCTAssertEqual(try SHA256.hex(fileAt: root + "/true/card-hero/" + name), files.first { $0.name == name }?.sha256)
        }
    }

    func testFramesAtRestBeforeTheFirstChangeAreOneDrawing() throws {
        let scene = try loadScene("card-hero")
        let job = try SceneJob(scene: scene, settings: RenderSettings(scale: 0.25, formats: [.png, .mp4]))
        let plan = FramePlan(job)
        XCTAssertEqual(plan.frameCount, scene.frameCount)
        // t = 0 … 0.383 s (frames 0-23 at 60 fps) show the grid before the change at 0.4 s.
        XCTAssertEqual(Array(plan.units[0].positions.prefix(24)), Array(0..<24))
        // With a video, units are runs of consecutive frames, so the feed holds one at a time.
        for unit in plan.units {
            XCTAssertEqual(unit.positions, Array(unit.positions[0]...unit.positions.last!))
        }
        // 169 frames; the rests on the grid, on the detail and on the grid again are three units.
        XCTAssertEqual(scene.frameCount, 169)
        XCTAssertEqual(plan.units.count, 169 - (24 - 1) - (37 - 1) - (14 - 1))
    }

    /// The circle of shape-morph becomes the rectangle and comes back: 0.3 s at rest (frames
    /// 0-8 at 30 fps), 0.2 s there, 0.3 s as a rectangle, 0.2 s back, 0.3 s as the circle again.
    static let thereAndBack = """
        struct ThereAndBack: View {
            @State private var isFlipped = false
            @Namespace private var nspace

            var body: some View {
                VStack {
                    if !isFlipped {
                        Circle().fill(Color.red)
                            .matchedGeometryEffect(id: "shape", in: nspace)
                            .frame(width: 20, height: 20)
                    } else {
                        Rectangle().fill(Color.blue)
                            .matchedGeometryEffect(id: "shape", in: nspace)
                            .frame(width: 40, height: 30)
                    }
                }
            }
        }

        scene("There and back") {
            canvas(width: 60, height: 60, scale: 1)
            fps(30)
            root(ThereAndBack())
            timeline {
                wait(0.3)
                withAnimation(.easeInOut(duration: 0.2)) { isFlipped.toggle() }
                wait(0.3)
                withAnimation(.easeInOut(duration: 0.2)) { isFlipped.toggle() }
                wait(0.3)
            }
        }
        """

    func testWithoutVideoAFrameEqualToAnEarlierOneReusesItsDrawing() throws {
        let path = Repo.temporaryFolder("there-and-back") + "/there-and-back.scene"
        try Self.thereAndBack.write(toFile: path, atomically: true, encoding: .utf8)
        let scene = try CompiledScene.load(path: path, engine: RenderEngine())
        let pngOnly = FramePlan(try SceneJob(scene: scene, settings: RenderSettings(formats: [.png])))
        let last = scene.frameCount - 1
        // The circle at rest after coming back is frame 0 again: one drawing for both rests.
        XCTAssertEqual(pngOnly.units[0].positions.prefix(9), ArraySlice(0..<9))
        XCTAssertEqual(pngOnly.units[0].positions.last, last)
        // With a video the closing rest is a run of its own, so the feed never holds frame 0.
        let video = FramePlan(try SceneJob(scene: scene, settings: RenderSettings(formats: [.png, .mp4])))
        XCTAssertNotEqual(video.units[0].positions.last, last)
        XCTAssertEqual(video.units.last?.positions.last, last)
        XCTAssertEqual(video.units.count, pngOnly.units.count + 1)
        // And the bytes are frame 0's.
        let folder = Repo.temporaryFolder("there-and-back-out") + "/out"
        let files = try FrameSequenceWriter.write(scene, to: folder, settings: RenderSettings())
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: files[0])),
                       try Data(contentsOf: URL(fileURLWithPath: files[last])))
    }

    func testNoDedupeDrawsEveryFrame() throws {
        let scene = try loadScene("shape-morph")
        let plan = FramePlan(try SceneJob(scene: scene, settings: RenderSettings(scale: 0.25, dedupe: false)))
        XCTAssertEqual(plan.units.map(\.positions), (0..<scene.frameCount).map { [$0] })
    }
}
