import Foundation
import ImageFiles
import Geometry
@testable import Matchcut
import Output
import Render
import XCTest

/// Frames rendered on two threads equal those rendered on one, file by file, and every PNG
/// decodes through libpng to exactly the pixels Renderer drew.
final class ParallelOutputTests: XCTestCase {
    func testTwoJobsGiveTheSameSHA256PerFrameAsOne() throws {
        let scene = Repo.path("scenes/shape-morph.scene")
        let root = Repo.temporaryFolder("jobs")
        let engine = try RenderEngine()
        var manifests: [Manifest] = []
        for jobs in [1, 2] {
            let settings = RenderSettings(scale: 0.5, jobs: jobs, formats: [.png, .mp4])
            manifests.append(try BatchRender(sceneFiles: [scene], outputRoot: root + "/jobs-\(jobs)", settings: settings)
                .run(engine: engine))
        }
        let one = manifests[0].scenes[0].files, two = manifests[1].scenes[0].files
        XCTAssertEqual(one.count, 64 + 1)
        XCTAssertEqual(one, two)
        // The manifest's digests are the files' own.
        let path = root + "/jobs-2/shape-morph/frame-00030.png"
        XCTAssertEqual(try SHA256.hex(fileAt: path), two.first { $0.name == "frame-00030.png" }?.sha256)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: root + "/jobs-1/manifest.json")),
                       try Data(contentsOf: URL(fileURLWithPath: root + "/jobs-2/manifest.json")))
    }

    func testEveryPNGFrameDecodesToTheRenderedPixels() throws {
        let scene = try loadScene("shape-morph")
        let folder = Repo.temporaryFolder("readback") + "/shape-morph"
        for compression in [PNGCompression.fast, .small] {
            let settings = RenderSettings(scale: 0.5, jobs: 2, compression: compression)
            let paths = try FrameSequenceWriter.write(scene, to: folder, settings: settings)
            let engine = try RenderEngine()
            for (index, path) in paths.enumerated() {
                let drawn = Renderer.render(scene.plan.sample(at: scene.time(ofFrame: index)).displayList,
                                            scale: 0.5, engine: engine)
                XCTAssertEqual(try PNGReader.read(path), drawn, "\(compression) frame \(index)")
            }
        }
    }

    /// At 3x a frame (12 MB) is many bands, and PNG-only renders draw and encode them through
    /// a ring of about 1 MB (BandRing): frames mid-flight, photos and text crossing the band
    /// edges, decode to exactly the frame Renderer draws whole.
    func testFramesEncodedAsTheyAreDrawnDecodeToTheWholeFrame() throws {
        let scene = try loadScene("card-hero")
        let root = Repo.temporaryFolder("bands")
        let settings = RenderSettings(scale: 3, jobs: 2, frames: .frames(first: 40, last: 42))
        let manifest = try BatchRender(sceneFiles: [Repo.path("scenes/card-hero.scene")], outputRoot: root, settings: settings)
            .run(engine: try RenderEngine())
        XCTAssertEqual(manifest.scenes[0].files.map(\.name), ["frame-00040.png", "frame-00041.png", "frame-00042.png"])
        let engine = try RenderEngine()
        for index in 40...42 {
            let drawn = Renderer.render(scene.plan.sample(at: scene.time(ofFrame: index)).displayList, scale: 3, engine: engine)
            XCTAssertEqual(drawn.height, 2532)
            XCTAssertTrue(try PNGReader.read(root + "/card-hero/frame-000\(index).png") == drawn, "frame \(index)")
        }
    }

    /// The ring's memory repeats across the frame's address space: a byte written through one
    /// window is the same byte through every other.
    func testTheBandRingRepeatsItsMemory() throws {
        let ring = try XCTUnwrap(BandRing(width: 1024, height: 64, rowsPerBand: 2))
        // A band of 2 rows is 8 KB; the ring is that and a page: 12 KB, so 256 KB of frame
        // address space holds 21 windows and a part.
        let bytes = ring.pixels.assumingMemoryBound(to: UInt8.self)
        bytes[5] = 42
        XCTAssertEqual(bytes[12_288 + 5], 42)
        XCTAssertEqual(bytes[12_288 * 21 + 5], 42)
        bytes[12_288 * 3 + 100] = 7
        XCTAssertEqual(bytes[100], 7)
        XCTAssertNotEqual(bytes[12_288 + 6], 42)
    }

    func testAContactSheetShowsEvenlySpacedLabelledFrames() throws {
        let scene = try loadScene("shape-morph")
        let sheet = ContactSheet(scene: scene, frames: 8)
        // round(i × 63 / 7)
        XCTAssertEqual(sheet.frameIndices, [0, 9, 18, 27, 36, 45, 54, 63])
        XCTAssertEqual(sheet.label(forFrame: 0), "#0  0.000 s  at rest")
        XCTAssertEqual(sheet.label(forFrame: 18), "#18  0.300 s  t0 0%")
        XCTAssertEqual(sheet.label(forFrame: 63), "#63  1.050 s  t0 100%")
        let picture = sheet.render(engine: try RenderEngine())
        // Cells of 390×844 pt at 0.75 → 293×633 px, four a row, 16 px gaps, 30 px labels:
        // 16 + 4 × (293 + 16) = 1252 wide, 16 + 2 × (633 + 30 + 16) = 1374 tall.
        XCTAssertEqual(picture.width, 1252)
        XCTAssertEqual(picture.height, 1374)
        // The first cell's red circle: centre of the phone, (195, 422) pt → (16 + 146, 16 + 316) px.
        let red = picture.rgba(x: 162, y: 332)
        XCTAssertGreaterThan(red.r, 200)
        XCTAssertLessThan(red.g, 80)
        // The paper between cells.
        let gap = picture.rgba(x: 8, y: 8)
        XCTAssertEqual([gap.r, gap.g, gap.b], [242, 242, 247])
    }

    /// With `--frames 18-30`, the sheet spreads over those frames: 18 + round(i × 12 / 3).
    func testAContactSheetOfAFrameRangeSpreadsOverThatRange() throws {
        let scene = try loadScene("shape-morph")
        XCTAssertEqual(ContactSheet(scene: scene, frames: 4, span: 18...30).frameIndices, [18, 22, 26, 30])
        // Never more cells than frames in the range.
        XCTAssertEqual(ContactSheet(scene: scene, frames: 8, span: 5...7).frameIndices, [5, 6, 7])
    }
}
