import Foundation
import XCTest

/// Item 9 of issue 15: no `try!`, no `fatalError`, no trapping precondition on a path that
/// input can reach. Every one left in Sources/ is listed here with the reason input cannot
/// reach it; a new one fails this test until it is removed or listed with its reason.
final class HostileSourceTests: XCTestCase {
    /// What traps: a forced `try`, a forced cast, and every kind of precondition (as words:
    /// `entry!` is not `try!`).
    static let traps = try! NSRegularExpression(
        pattern: #"(?<![A-Za-z0-9_])(try!|as!|fatalError\(|precondition\(|preconditionFailure\(|assertionFailure\(|unsafelyUnwrapped)"#)

    /// `file: the line, trimmed` → why no input reaches it.
    static let allowed: [String: String] = [
        "Sources/SceneLanguage/Core/Casts.swift: case \"as!\":":
            "the scene's own `as!`, matched as text; a cast that fails is a located error (castFailed)",
        "Sources/Matchcut/Continuity.swift: precondition(a.count == b.count, \"frames of one scene have one size\")":
            "compares two frames the renderer drew for one scene, at its one pixel size",
        "Sources/Matchcut/Batch/Shard.swift: precondition(count >= 1 && (1...count).contains(index), \"a shard is K/N with 1 ≤ K ≤ N\")":
            "the only callers, Shard(\"K/N\") and its tests, check 1 ≤ K ≤ N first and return nil otherwise",
        "Sources/Matchcut/Watch/WatchedRender.swift: precondition(batch.settings.cache != nil, \"watching re-renders through the frame cache\")":
            "render --watch refuses --no-cache before it builds a WatchedRender",
        "Sources/Render/Shapes/ContinuousCorner.swift: preconditionFailure(\"corner profiles blend step by step\")":
            "both profiles come from one table of corner steps, line against line and curve against curve",
        "Sources/Render/Renderer.swift: precondition(Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width))) == width * 4)":
            "Cairo's ARGB32 stride is 4 bytes a pixel for every width; the width is within the frame limits",
        "Sources/Render/Renderer.swift: precondition(rows.lowerBound >= 0 && rows.upperBound <= height)":
            "the bands are cut by the renderer from its own height",
        "Sources/Geometry/Frame.swift: precondition(pixels.count == width * height * 4, \"a frame holds width × height × 4 bytes\")":
            "every Frame is made from a buffer its maker sized from the same width and height (the renderer, the PNG decoder)",
        "Sources/Golden/Comparison/RGBAImage.swift: precondition(pixels.count == width * height * 4, \"an image holds width × height × 4 bytes\")":
            "made by the PNG decoder, which sizes the buffer from the header it validated",
        "Sources/Golden/Comparison/PixelMatch.swift: precondition(expected.width == actual.width && expected.height == actual.height, \"compare images of one size\")":
            "ImageComparison reports a size mismatch before it calls PixelMatch",
        "Sources/Layout/LayoutNode.swift: fatalError(\"\\(type(of: self)) must override computeSize\")":
            "an abstract method: every node class overrides it; no input chooses a class that does not",
        "Sources/Output/Hash/SHA256.swift: precondition(ok == 1 && length == 32, \"EVP_Digest(SHA-256) cannot fail on a memory buffer\")":
            "OpenSSL's digest of a buffer in memory fails only when it cannot allocate",
        "Sources/Output/PNG/SubFilter.swift: precondition(source.count >= width * height * 4 && target.count >= height * (1 + width * 3))":
            "the PNG encoder sizes both buffers from the frame it encodes",
        "Sources/Output/PNG/PNGChunkWriter.swift: precondition(typeBytes.count == 4, \"a PNG chunk type has four letters\")":
            "chunk types are literals of the encoder",
        "Sources/Output/PNG/ZlibDeflater.swift: precondition(code == Z_OK, \"zlib's deflateInit2 failed (\\(code)): out of memory\")":
            "deflateInit2 with the encoder's constant parameters fails only when it cannot allocate",
        "Sources/Output/Video/VideoEncoding.swift: precondition(format.isVideo, \"PNG frames do not go through ffmpeg\")":
            "the video feed and merge build encodings for the video formats only",
    ]

    func testEveryTrapLeftInSourcesIsListedWithItsReason() throws {
        var found: Set<String> = []
        let root = Repo.path("Sources")
        let files = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        XCTAssertGreaterThan(files.count, 100, "Sources/ was not found")
        for file in files {
            let text = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                let code = line.trimmingCharacters(in: .whitespaces)
                if code.hasPrefix("//") { continue }
                if Self.traps.firstMatch(in: code, range: NSRange(code.startIndex..., in: code)) != nil {
                    found.insert("Sources/\(file): \(code)")
                }
            }
        }
        let unlisted = found.subtracting(Self.allowed.keys).sorted()
        XCTAssertTrue(unlisted.isEmpty, "traps on a path input may reach; remove them (a located error instead), or list each "
                          + "with the reason no input reaches it:\n" + unlisted.joined(separator: "\n"))
        let stale = Set(Self.allowed.keys).subtracting(found).sorted()
        XCTAssertTrue(stale.isEmpty, "listed but no longer in Sources/ (remove from the list):\n" + stale.joined(separator: "\n"))
    }
}
