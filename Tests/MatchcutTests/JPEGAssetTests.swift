import Foundation
import ImageFiles
import Geometry
import Matchcut
import Output
import Render
import XCTest

/// JPEG assets, read with libjpeg-turbo: a loose `photo.jpg` and a JPEG in an image set
/// draw their pixels; a cut file is a located error in `check`.
final class JPEGAssetTests: XCTestCase {
    static let fixtures = Repo.path("Tests/MatchcutTests/Fixtures/jpeg")

    /// photo.jpg is 40 × 20 pixels of #E03020, encoded 4:4:4 at quality 2 (ffmpeg): decoded
    /// within 2 of it in each channel, the alpha opaque.
    func testAJPEGIsReadWithItsSizeAndPixels() throws {
        let data = try XCTUnwrap(FileManager.default.contents(atPath: Self.fixtures + "/photo.jpg"))
        XCTAssertTrue(JPEGReader.isJPEG(data))
        let size = try JPEGReader.size(data, path: "photo.jpg").get()
        XCTAssertEqual(size.width, 40)
        XCTAssertEqual(size.height, 20)
        var pixels = [UInt8](repeating: 0, count: 40 * 20 * 4)
        let error = pixels.withUnsafeMutableBufferPointer {
            JPEGReader.decodeBGRA(data, path: "photo.jpg", width: 40, height: 20, stride: 160, into: $0.baseAddress!)
        }
        XCTAssertNil(error)
        let center = (10 * 40 + 20) * 4
        let (b, g, r, a) = (Int(pixels[center]), Int(pixels[center + 1]), Int(pixels[center + 2]), pixels[center + 3])
        XCTAssertEqual(a, 255)
        XCTAssertLessThanOrEqual(abs(r - 0xE0), 2, "red \(r)")
        XCTAssertLessThanOrEqual(abs(g - 0x30), 2, "green \(g)")
        XCTAssertLessThanOrEqual(abs(b - 0x20), 2, "blue \(b)")
    }

    /// `Image("photo")` finds photo.jpg beside the scene and draws it at its size in points
    /// (40 × 20 at 1x): the frame's middle is the photo's colour.
    /// A folder holding `jpeg` (a fixture) as photo.jpg and, as `scene`, a 60 × 40-pt scene
    /// that shows `Image("photo")` (line 2, column 27); returns the folder.
    static func photoScene(_ name: String, jpeg: String, scene: String) throws -> String {
        let folder = Repo.temporaryFolder(name)
        try FileManager.default.copyItem(atPath: fixtures + "/" + jpeg, toPath: folder + "/photo.jpg")
        try """
        struct V: View {
            var body: some View { Image("photo") }
        }
        scene("jpeg") {
            canvas(width: 60, height: 40, scale: 1)
            root(V())
        }
        """.write(toFile: folder + "/" + scene, atomically: true, encoding: .utf8)
        return folder
    }

    func testImageDrawsAJPEGBesideTheScene() throws {
        let folder = try Self.photoScene("jpeg-scene", jpeg: "photo.jpg", scene: "jpeg.scene")
        let engine = try RenderEngine()
        let scene = try CompiledScene.load(path: folder + "/jpeg.scene", engine: engine)
        let snapshot = try scene.snapshot(layout: nil, engine: engine)
        let image = try XCTUnwrap(snapshot.elements.first { if case .image = $0.content { true } else { false } })
        XCTAssertEqual(image.frame.size.width, 40)
        XCTAssertEqual(image.frame.size.height, 20)
        let out = folder + "/out"
        let result = try runMatchcut(["render", folder + "/jpeg.scene", "-o", out, "--format", "png"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let frame = try PNGReader.decode(try Data(contentsOf: URL(fileURLWithPath: out + "/jpeg/frame-00000.png")), path: "frame")
        let pixel = frame.rgba(x: 30, y: 20)
        XCTAssertLessThanOrEqual(abs(Int(pixel.r) - 0xE0), 2, "\(pixel)")
        XCTAssertLessThanOrEqual(abs(Int(pixel.g) - 0x30), 2, "\(pixel)")
        XCTAssertLessThanOrEqual(abs(Int(pixel.b) - 0x20), 2, "\(pixel)")
    }

    func testACutJPEGIsALocatedError() throws {
        let folder = try Self.photoScene("jpeg-cut", jpeg: "cut.jpg", scene: "cut.scene")
        let result = try runMatchcut(["check", folder + "/cut.scene"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("cut.scene:2:27: error: image 'photo'"), result.stderr)
    }
}
