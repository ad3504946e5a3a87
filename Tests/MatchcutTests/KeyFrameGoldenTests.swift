import Foundation
import Geometry
import Golden
import Matchcut
import Output
import Render
import XCTest

/// Key frames of each scene against committed goldens in scenes/__goldens__/<scene>/:
/// the start, ¼, ½, ¾ and end of every transition. A golden that is missing fails; run
/// `MATCHCUT_RECORD=1 make test` to record it (never in CI, and never over an existing one).
final class KeyFrameGoldenTests: XCTestCase {
    /// Rendering is deterministic, so goldens match exactly on a machine set up by the
    /// README; a channel may differ by this much to absorb a rounding change in Cairo.
    let tolerance = 2

    func testShapeMorphKeyFrames() throws {
        try checkKeyFrames(of: "shape-morph")
    }

    func checkKeyFrames(of name: String) throws {
        let scene = try loadScene(name)
        let engine = try RenderEngine()
        let folder = Repo.path("scenes/__goldens__/\(name)")
        let recording = ProcessInfo.processInfo.environment["MATCHCUT_RECORD"] == "1"
            && ProcessInfo.processInfo.environment["CI"] != "true"
        for key in KeyFrames.of(scene) {
            let frame = Renderer.render(scene.plan.sample(at: key.time).displayList,
                                        scale: scene.description.canvas.scale, engine: engine)
            let path = folder + "/" + key.fileName
            guard FileManager.default.fileExists(atPath: path) else {
                if recording {
                    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                    try AtomicFile.write(try PNGEncoder(compression: .small).encode(frame), to: path)
                    print("recorded \(path)")
                    continue
                }
                XCTFail("missing golden \(path); record it with `MATCHCUT_RECORD=1 make test`")
                continue
            }
            let golden = try PNGReader.read(path)
            XCTAssertEqual(golden.width, frame.width, key.fileName)
            XCTAssertEqual(golden.height, frame.height, key.fileName)
            guard golden.width == frame.width, golden.height == frame.height else { continue }
            let result = ChannelDifference(frame, golden, tolerance: tolerance)
            XCTAssertEqual(result.pixelsOver, 0,
                           "\(key.fileName): \(result.pixelsOver) pixels differ by more than \(tolerance) (max \(result.maxDifference))")
        }
    }
}

/// The comparison the golden tests rely on must see a single changed pixel.
final class ChannelDifferenceTests: XCTestCase {
    func testOnePixelBeyondTheToleranceIsCounted() {
        let a = Frame(width: 4, height: 4, pixels: [UInt8](repeating: 255, count: 64))
        var b = a
        b.pixels[5 * 4 + 2] = 252  // pixel (1, 1), red channel, 3 below
        XCTAssertEqual(ChannelDifference(a, b, tolerance: 2), ChannelDifference.init(maxDifference: 3, pixelsOver: 1))
        XCTAssertEqual(ChannelDifference(a, b, tolerance: 3).pixelsOver, 0)
        XCTAssertEqual(ChannelDifference(a, a, tolerance: 0), ChannelDifference(maxDifference: 0, pixelsOver: 0))
    }
}
