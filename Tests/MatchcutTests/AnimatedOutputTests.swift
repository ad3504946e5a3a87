import Foundation
import XCTest

/// GIF timing read back from the files, APNG size, and the JSON Matchcut writes.
final class AnimatedOutputTests: XCTestCase {
    /// The delays of a GIF's frames in centiseconds, read from its Graphic Control
    /// Extensions (GIF89a: a block 0x21 0xF9 of 4 bytes whose second and third are the delay).
    static func gifDelays(_ path: String) throws -> [Int] {
        let b = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        guard b.count > 13, String(decoding: b[0..<6], as: UTF8.self) == "GIF89a" else { throw CocoaError(.fileReadCorruptFile) }
        var i = 13 + (b[10] & 0x80 != 0 ? 3 << (Int(b[10] & 7) + 1) : 0)
        func skipSubBlocks() { while i < b.count, b[i] != 0 { i += Int(b[i]) + 1 }; i += 1 }
        var delays: [Int] = []
        while i < b.count {
            switch b[i] {
            case 0x21:
                if b[i + 1] == 0xF9 { delays.append(Int(b[i + 4]) | Int(b[i + 5]) << 8) }
                i += 2
                skipSubBlocks()
            case 0x2C:
                let packed = b[i + 9]
                i += 10 + (packed & 0x80 != 0 ? 3 << (Int(packed & 7) + 1) : 0) + 1  // + LZW minimum code size
                skipSubBlocks()
            case 0x3B:
                return delays
            default:
                throw CocoaError(.fileReadCorruptFile)
            }
        }
        return delays
    }

    func render(_ scene: String, _ options: [String], into folder: String) throws {
        let result = try runMatchcut(["render", scene, "-o", folder, "-q"] + options)
        XCTAssertEqual(result.status, 0, result.stderr)
    }

    /// shape-morph: 64 frames at 60 fps, 1.067 s. At 60 fps a GIF would need 1.67-cs delays;
    /// at the default 30 fps it keeps every other frame, 3.33 cs apart, rounded to 3 or 4 cs
    /// so that they add up to the scene's 106.7 cs.
    func testAGIFPlaysAtTheScenesSpeedWithNoDelayUnderTwoCentiseconds() throws {
        let folder = Repo.temporaryFolder("gif-timing")
        try render("scenes/shape-morph.scene", ["--format", "gif", "--gif-scale", "0.25"], into: folder + "/default")
        let delays = try Self.gifDelays(folder + "/default/shape-morph/shape-morph.gif")
        XCTAssertEqual(delays.count, 32)
        XCTAssertEqual(Set(delays), [3, 4])
        XCTAssertEqual(Double(delays.reduce(0, +)), 64.0 / 60 * 100, accuracy: 1, "played duration in cs")

        try render("scenes/shape-morph.scene", ["--format", "gif", "--gif-scale", "0.25", "--gif-fps", "50"], into: folder + "/fifty")
        let fifty = try Self.gifDelays(folder + "/fifty/shape-morph/shape-morph.gif")
        XCTAssertEqual(Set(fifty), [2])
        XCTAssertEqual(Double(fifty.reduce(0, +)), 64.0 / 60 * 100, accuracy: 2)

        // A scene at 24 fps keeps its own rate (4.17 cs: 4 or 5).
        try render("scenes/shape-morph.scene", ["--format", "gif", "--gif-scale", "0.25", "--fps", "24"], into: folder + "/slow")
        let slow = try Self.gifDelays(folder + "/slow/shape-morph/shape-morph.gif")
        XCTAssertEqual(Set(slow), [4, 5])
        let frames = Double(try XCTUnwrap(slow.count))
        XCTAssertEqual(Double(slow.reduce(0, +)), frames / 24 * 100, accuracy: 1)
        let manifest = try String(contentsOfFile: folder + "/default/manifest.json", encoding: .utf8)
        XCTAssertTrue(manifest.contains("\"gifFps\" : 30"), manifest)

        let tooFast = try runMatchcut(["render", "scenes/shape-morph.scene", "-o", folder + "/x", "--format", "gif", "--gif-fps", "60"])
        XCTAssertEqual(tooFast.status, 2)
        XCTAssertTrue(tooFast.stderr.contains("invalid value '60' for '--gif-fps': expected a whole number from 1 to 50"), tooFast.stderr)
    }

    func testAnAPNGIsWrittenAtItsOwnScale() throws {
        let folder = Repo.temporaryFolder("apng-scale")
        try render("scenes/shape-morph.scene", ["--format", "apng", "--apng-scale", "0.5", "--frames", "0-2"], into: folder)
        let png = [UInt8](try Data(contentsOf: URL(fileURLWithPath: folder + "/shape-morph/shape-morph.apng.png")))
        // IHDR: width and height, big-endian, at bytes 16 and 20. 390 × 844 pt at 0.5: 195 × 422.
        func int(_ at: Int) -> Int { png[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        XCTAssertEqual([int(16), int(20)], [195, 422])
        XCTAssertNotNil(String(decoding: png.prefix(200), as: UTF8.self).range(of: "acTL"), "an animated PNG")
    }

    /// Paths keep their slashes, and times are rounded to microseconds, in every JSON file.
    func testJSONHasPlainSlashesAndMicrosecondTimes() throws {
        let folder = Repo.temporaryFolder("json-form")
        let render = try runMatchcut(["render", "scenes/shape-morph.scene", "-o", folder + "/out", "--scale", "0.25",
                                      "--frames", "0-1", "--progress-style", "json"])
        XCTAssertEqual(render.status, 0, render.stderr)
        let trace = try runMatchcut(["trace", "scenes/shape-morph.scene"])
        let manifest = try String(contentsOfFile: folder + "/out/manifest.json", encoding: .utf8)
        for (name, text) in [("manifest", manifest), ("trace", trace.stdout), ("progress", render.stderr)] {
            XCTAssertFalse(text.contains("\\/"), "\(name) escapes slashes")
        }
        XCTAssertTrue(manifest.contains("\"source\" : \"scenes/shape-morph.scene\""), manifest)
        XCTAssertTrue(render.stderr.contains("\"folder\":\"\(folder)/out/shape-morph\""), render.stderr)
        // The spring settles 0.734772 s after 0.3 s (0.7347716981943007 before rounding).
        XCTAssertTrue(manifest.contains("\"duration\" : 0.734772"), manifest)
        XCTAssertTrue(manifest.contains("\"duration\" : 1.034772"), manifest)
        let times = try NSRegularExpression(pattern: #""(time|duration)" : ([0-9.]+)"#)
        let text = trace.stdout
        let matches = times.matches(in: text, range: NSRange(text.startIndex..., in: text))
        XCTAssertGreaterThan(matches.count, 60)
        for match in matches {
            let number = String(text[Range(match.range(at: 2), in: text)!])
            XCTAssertLessThanOrEqual(number.split(separator: ".").last.map(\.count) ?? 0, 6, number)
        }
        XCTAssertTrue(text.contains("\"time\" : 0.016667"), "frame 1 at 1/60 s")
    }
}
