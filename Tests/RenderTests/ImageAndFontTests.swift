import Drawing
import Files
import CCairo
import Foundation
import Geometry
import Layout
import Motion
import Output
import ViewTree
import XCTest
@testable import Render

final class ImageAndFontTests: XCTestCase {
    /// A 2×1 PNG (red | blue) stretched over a 40×20 frame, half of it clipped away.
    func testImageIsStretchedIntoItsFrameAndClipped() throws {
        let path = NSTemporaryDirectory() + "matchcut-image-\(UUID().uuidString).png"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let pixels: [UInt8] = [0, 0, 255, 255, 255, 0, 0, 255]  // BGRA: red, blue
        try AtomicFile.write(try PNGEncoder().encode(Frame(width: 2, height: 1, pixels: pixels)), to: path)
        let image = ImageContent(path: path, naturalSize: Size(width: 2, height: 1), contentMode: .stretch)
        let item = DisplayItem(content: .image(image), frame: Rect(x: 0, y: 0, width: 40, height: 20),
                               clips: [ClipRegion(rect: Rect(x: 0, y: 0, width: 40, height: 10), shape: .rectangle)])
        let frame = Renderer.render(DisplayList(canvasSize: Size(width: 40, height: 20), items: [item]),
                                    scale: 1, engine: try RenderEngine())
        let left = frame.rgba(x: 2, y: 5), right = frame.rgba(x: 37, y: 5), clipped = frame.rgba(x: 2, y: 15)
        XCTAssertEqual([left.r, left.g, left.b], [255, 0, 0])
        XCTAssertEqual([right.r, right.g, right.b], [0, 0, 255])
        XCTAssertEqual([clipped.r, clipped.g, clipped.b], [255, 255, 255])
    }

    func testContentModesPlaceTheImage() {
        let natural = Size(width: 200, height: 100), frame = Rect(x: 0, y: 0, width: 100, height: 100)
        XCTAssertEqual(ImageFit.rect(natural: natural, in: frame, mode: .fit), Rect(x: 0, y: 25, width: 100, height: 50))
        XCTAssertEqual(ImageFit.rect(natural: natural, in: frame, mode: .fill), Rect(x: -50, y: 0, width: 200, height: 100))
        XCTAssertEqual(ImageFit.rect(natural: natural, in: frame, mode: .original), Rect(x: -50, y: 0, width: 200, height: 100))
        XCTAssertEqual(ImageFit.rect(natural: natural, in: frame, mode: .stretch), frame)
    }

    /// Hebrew is in DejaVu Sans (installed on every Debian) but in no pinned font: if the
    /// pinning leaked, Pango would find it there.
    func testNoUnpinnedFontIsEverUsed() throws {
        let engine = try TextEngine()
        let run = TextRun(string: "שלום", font: .body, color: .black)
        XCTAssertEqual(TextLayout(run, width: nil, engine: engine).unknownGlyphCount, 4)
    }

    /// `fonts/fonts.conf` is the renderer's configuration, word for word, so that what
    /// `FONTCONFIG_FILE=fonts/fonts.conf fc-match` answers is what a render draws with.
    func testFontsConfIsTheRenderersConfiguration() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let file = try String(contentsOf: root.appendingPathComponent("fonts/fonts.conf"), encoding: .utf8)
        XCTAssertEqual(file, PinnedFonts.configuration)
    }

    /// Exactly the pinned faces: Inter's 36 files, the three SC faces of the Noto collections
    /// (Regular and Bold each), none of the JP, KR, TC or HK faces beside them, and the emoji
    /// and the two icon fonts.
    func testTheConfigurationHoldsExactlyThePinnedFaces() throws {
        let config = try PinnedFonts.makeConfig()
        defer { FcConfigDestroy(config) }
        let faces = PinnedFonts.faces(in: config)
        XCTAssertEqual(Set(faces.map(\.file)), Set(PinnedFonts.files))
        XCTAssertEqual(faces.filter { $0.file.hasSuffix(".otf") }.count, 36)
        XCTAssertEqual(faces.filter { $0.file.hasSuffix(".ttc") }.map(\.family).sorted(),
                       ["Noto Sans CJK SC", "Noto Sans CJK SC", "Noto Sans Mono CJK SC", "Noto Sans Mono CJK SC",
                        "Noto Serif CJK SC", "Noto Serif CJK SC"])
        // Material Symbols Outlined is one variable file with eight named instances (thin to
        // bold and the default), each a face fontconfig lists.
        XCTAssertEqual(faces.filter { $0.file.hasSuffix(".ttf") }.map(\.family).sorted(),
                       ["Material Design Icons"] + Array(repeating: "Material Symbols Outlined", count: 8) + ["Noto Color Emoji"])
    }

    /// Without fontconfig's caches (a machine where `fc-cache` never ran), fontconfig scans
    /// the files itself: slower, and the same faces.
    func testWithoutTheSystemCachesTheSameFacesAreFound() throws {
        let empty = NSTemporaryDirectory() + "matchcut-no-font-cache-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: empty) }
        let scanned = try PinnedFonts.makeConfig(PinnedFonts.configuration.replacingOccurrences(
            of: "<cachedir>\(PinnedFonts.systemCacheFolder)</cachedir>", with: "<cachedir>\(empty)</cachedir>"))
        defer { FcConfigDestroy(scanned) }
        let cached = try PinnedFonts.makeConfig()
        defer { FcConfigDestroy(cached) }
        let key = { (face: (file: String, family: String)) in face.file + "|" + face.family }
        XCTAssertEqual(PinnedFonts.faces(in: scanned).map(key).sorted(), PinnedFonts.faces(in: cached).map(key).sorted())
        // Fontconfig then leaves its caches of the five folders in the cache folder, when it
        // may write there, as `fc-cache` would have.
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: empty).filter { $0.hasSuffix(".cache-8") }.count, PinnedFonts.folders.count)
    }

    func testRenderErrorNamesMakeDeps() {
        XCTAssertTrue(RenderError.missingFont(path: "/x/Inter-Regular.otf").hint.contains("make deps"))
        XCTAssertEqual(RenderError.missingFont(path: "/x/a.otf").message, "missing font file '/x/a.otf'")
    }
}
