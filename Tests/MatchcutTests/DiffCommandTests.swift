import Foundation
import ImageFiles
import Geometry
import Output
import XCTest

/// `matchcut diff` through the real binary.
final class DiffCommandTests: XCTestCase {
    /// A 20×20 white PNG with a black 4×4 square at (x, 5).
    func squarePNG(x: Int, in folder: String, name: String) throws -> String {
        var frame = Frame(width: 20, height: 20, pixels: [UInt8](repeating: 255, count: 20 * 20 * 4))
        for y in 5..<9 {
            for px in x..<(x + 4) {
                let i = (y * 20 + px) * 4
                frame.pixels[i] = 0; frame.pixels[i + 1] = 0; frame.pixels[i + 2] = 0
            }
        }
        let path = folder + "/" + name
        try PNGEncoder().encode(frame).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// Moved by 1 px: 8 pixels (2 columns × 4 rows) of 400 differ.
    func testItPrintsTheCountAndTheVerdictAndWritesTheDiff() throws {
        let folder = Repo.temporaryFolder("diff")
        let a = try squarePNG(x: 5, in: folder, name: "a.png"), b = try squarePNG(x: 6, in: folder, name: "b.png")
        let diff = folder + "/d.png"
        let result = try runMatchcut(["diff", a, b, "-o", diff])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout, """
            mismatched pixels: 8 (anti-aliasing only: 0)
            verdict: mismatch — 8 pixels differ (2%), more than the allowed 0 (0%)
            diff: \(diff)

            """)
        XCTAssertTrue(result.stderr.contains("Error: the images differ: 8 pixels differ (2%), more than the allowed 0 (0%)"))
        let image = try PNGReader.read(diff)
        XCTAssertTrue(image.rgba(x: 5, y: 5) == (255, 0, 0, 255))
        XCTAssertTrue(image.rgba(x: 9, y: 8) == (255, 0, 0, 255))
        XCTAssertTrue(image.rgba(x: 6, y: 5) == (229, 229, 229, 255), "unchanged black, faded")

        let loose = try runMatchcut(["diff", a, b, "-o", diff, "--max-diff-ratio", "0.02", "--format", "json"])
        XCTAssertEqual(loose.status, 0, loose.stderr)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(loose.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(json["mismatchedPixels"] as? Int, 8)
        XCTAssertEqual(json["allowedPixels"] as? Int, 8)
        XCTAssertEqual(json["totalPixels"] as? Int, 400)
        XCTAssertEqual(json["passed"] as? Bool, true)
        XCTAssertEqual(json["verdict"] as? String, "within-tolerance")
        XCTAssertEqual(json["diff"] as? String, diff)

        let same = try runMatchcut(["diff", a, a, "-o", diff])
        XCTAssertEqual(same.status, 0)
        XCTAssertTrue(same.stdout.contains("verdict: match — identical bytes"), same.stdout)
    }

    func testASizeMismatchWritesNoDiff() throws {
        let folder = Repo.temporaryFolder("diff-size")
        let a = try squarePNG(x: 5, in: folder, name: "a.png")
        let wide = folder + "/wide.png"
        try PNGEncoder().encode(Frame(width: 21, height: 20, pixels: [UInt8](repeating: 255, count: 21 * 20 * 4)))
            .write(to: URL(fileURLWithPath: wide))
        let result = try runMatchcut(["diff", a, wide, "-o", folder + "/d.png"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stdout.contains("the image is 21×20 pixels, the golden 20×20"), result.stdout)
        XCTAssertTrue(result.stdout.contains("diff: none (the sizes differ)"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder + "/d.png"))
    }

    /// A palette PNG (2a, 2b) and an RGB PNG without alpha (4a) from pixelmatch's suite.
    func testPaletteAndRGBFilesGivePixelmatchsCounts() throws {
        let data = Repo.path("Tests/GoldenTests/Fixtures/pixelmatch-7.1.0")
        let out = Repo.temporaryFolder("diff-pm")
        for (a, b, count) in [("2a", "2b", 12437), ("4a", "4b", 36049)] {
            let result = try runMatchcut(["diff", "\(data)/\(a).png", "\(data)/\(b).png", "--threshold", "0.05",
                                          "-o", "\(out)/\(a).png", "--format", "json"])
            XCTAssertEqual(result.status, 1, result.stderr)
            let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
            XCTAssertEqual(json["mismatchedPixels"] as? Int, count, "\(a) vs \(b)")
        }
    }
}
