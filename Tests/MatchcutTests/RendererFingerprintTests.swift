import Foundation
import Matchcut
import XCTest

/// The renderer fingerprint reports what this process really loaded and hashed, and names
/// each part that differs.
final class RendererFingerprintTests: XCTestCase {
    func testTheLibrariesAreTheOnesLoadedInTheirOrder() throws {
        let fingerprint = RendererFingerprint.current
        XCTAssertEqual(fingerprint.libraries.map(\.name), ["cairo", "pixman", "pango", "harfbuzz", "freetype", "fontconfig"])
        XCTAssertEqual(fingerprint.matchcut, MatchcutVersion.current)
        // Debian's -dev packages and the shared libraries come from one source version.
        for (name, package) in [("cairo", "cairo"), ("pixman", "pixman-1"), ("pango", "pango"),
                                ("harfbuzz", "harfbuzz"), ("fontconfig", "fontconfig")] {
            let version = fingerprint.libraries.first { $0.name == name }?.version
            XCTAssertEqual(version, try shell("pkg-config", "--modversion", package), name)
        }
        // freetype2's pkg-config version is libtool's (24.3.18), not the release: check the form.
        let freetype = try XCTUnwrap(fingerprint.libraries.first { $0.name == "freetype" }?.version)
        XCTAssertNotNil(freetype.range(of: #"^2\.\d+\.\d+$"#, options: .regularExpression), freetype)
    }

    func testEveryPinnedFontIsHashedAsSha256sumHashesIt() throws {
        let fingerprint = RendererFingerprint.current
        XCTAssertGreaterThanOrEqual(fingerprint.fonts.count, 40)
        let inter = try XCTUnwrap(fingerprint.fonts.first { $0.path.hasSuffix("/Inter-Regular.otf") })
        let expected = try shell("sha256sum", inter.path).split(separator: " ").first.map(String.init)
        XCTAssertEqual(inter.sha256, expected)
    }

    func testEachDifferingPartIsNamed() {
        let now = RendererFingerprint.current
        XCTAssertEqual(now.differences(from: now), [])
        var old = now
        old.libraries[4].version = "2.10.0"
        old.fonts[0].sha256 = String(repeating: "a", count: 64)
        old.commit = "0123456789ab"
        let differences = now.differences(from: old)
        XCTAssertEqual(differences.map(\.part), ["commit", "freetype", (now.fonts[0].path as NSString).lastPathComponent])
        XCTAssertEqual(differences[1].description, "freetype \(now.libraries[4].version) (the golden's: 2.10.0)")
        XCTAssertEqual(now.renderingDifferences(from: old).map(\.part), Array(differences.map(\.part).dropFirst()))
        XCTAssertNotEqual(old.digest, now.digest)
    }

    func testVersionPrintsTheFingerprint() throws {
        let result = try runMatchcut(["--version"])
        XCTAssertEqual(result.status, 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let fingerprint = RendererFingerprint.current
        XCTAssertTrue(lines[0].hasPrefix("matchcut \(MatchcutVersion.current) (commit "), lines[0])
        for library in fingerprint.libraries { XCTAssertTrue(lines.contains("\(library.name) \(library.version)")) }
        for font in fingerprint.fonts { XCTAssertTrue(lines.contains("font \(font.path) sha256:\(font.sha256)")) }
        XCTAssertEqual(lines.last, "fingerprint \(fingerprint.digest)")
    }

    func shell(_ arguments: String...) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
