import SwiftCore
import Drawing
import Geometry
@testable import Matchcut
import Motion
import Render
import SceneLanguage
import XCTest

/// Image options as apps write them, drawn: `resizable(capInsets:resizingMode:)` (nine slices,
/// tiles), `renderingMode(.template)`, `interpolation`, `antialiased`, and `AsyncImage`'s
/// phases decided without a network (docs/drawing.md, "Images"). The assets are in
/// Fixtures/images/assets: `nine` (30 × 30: red 10-pt corners, green edges, a blue centre),
/// `stripes` (20 × 20: black left half, white right half), `mark` (a black disc of radius 8 on
/// transparent), `checker` (2 × 2 black and white).
final class ImageOptionsTests: XCTestCase {
    static let folder = Repo.path("Tests/MatchcutTests/Fixtures/images")

    struct Drawn {
        var frame: Frame
        var list: DisplayList
        var diagnostics: [SceneDiagnostic]

        /// The image items' frames, in drawing order.
        var imageFrames: [Rect] { list.items.compactMap { if case .image = $0.content { $0.frame } else { nil } } }

        func pixel(_ x: Double, _ y: Double) -> [Int] {
            let p = frame.rgba(x: Int(x), y: Int(y))
            return [Int(p.r), Int(p.g), Int(p.b)]
        }
    }

    func draw(_ body: String) throws -> Drawn {
        let text = "struct V: View {\n    var body: some View {\n\(body)\n    }\n}\n"
            + "scene(\"s\") { canvas(width: 200, height: 200, scale: 1); root(V()) }\n"
        let engine = try RenderEngine()
        let check = CompiledScene.check(source: SourceFile(path: Self.folder + "/s.scene", text: text), engine: engine)
        let scene = try XCTUnwrap(check.scene, check.report)
        let list = scene.plan.sample(at: 0).displayList
        return Drawn(frame: Renderer.render(list, scale: 1, engine: engine), list: list, diagnostics: check.diagnostics)
    }

    static let red = [255, 0, 0], green = [0, 255, 0], blue = [0, 0, 255], black = [0, 0, 0], white = [255, 255, 255]

    /// Cap insets of 10 on a 30-pt image drawn 90 × 60: the corners stay 10 pt, the edges and
    /// centre stretch. Stretched whole, the red corner would reach 30 pt in.
    func testCapInsetsKeepTheCornersAndStretchTheRest() throws {
        let drawn = try draw("Image(\"nine\").resizable(capInsets: EdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)).frame(width: 90, height: 60)")
        let f = try XCTUnwrap(drawn.imageFrames.first)
        XCTAssertEqual(f.size, Size(width: 90, height: 60))
        XCTAssertEqual(drawn.pixel(f.minX + 5, f.minY + 5), Self.red)
        XCTAssertEqual(drawn.pixel(f.minX + 15, f.minY + 5), Self.green, "the corner keeps its 10 pt")
        XCTAssertEqual(drawn.pixel(f.minX + 45, f.minY + 5), Self.green)
        XCTAssertEqual(drawn.pixel(f.minX + 5, f.minY + 30), Self.green)
        XCTAssertEqual(drawn.pixel(f.minX + 45, f.minY + 30), Self.blue)
        XCTAssertEqual(drawn.pixel(f.minX + 15, f.minY + 15), Self.blue)
        XCTAssertEqual(drawn.pixel(f.maxX - 5, f.maxY - 5), Self.red)
        XCTAssertEqual(drawn.pixel(f.maxX - 15, f.maxY - 5), Self.green)
    }

    /// `.tile` repeats the image at its own size: 20-pt stripes across a 60-pt frame.
    func testTilingRepeatsTheImageAtItsSize() throws {
        let drawn = try draw("Image(\"stripes\").resizable(resizingMode: .tile).frame(width: 60, height: 20)")
        let f = try XCTUnwrap(drawn.imageFrames.first)
        XCTAssertEqual([5.0, 15, 25, 35, 45, 55].map { drawn.pixel(f.minX + $0, f.minY + 10) },
                       [Self.black, Self.white, Self.black, Self.white, Self.black, Self.white])
    }

    /// `.template` paints the image's alpha in the foreground style; `.original` keeps its
    /// colours.
    func testATemplateTakesTheForegroundStyle() throws {
        let drawn = try draw("""
                HStack(spacing: 0) {
                    Image("mark").renderingMode(.template).foregroundStyle(.red)
                    Image("mark").renderingMode(.original).foregroundStyle(.red)
                }
        """)
        let frames = drawn.imageFrames
        XCTAssertEqual(frames.count, 2)
        XCTAssertEqual(drawn.pixel(frames[0].midX, frames[0].midY), [255, 59, 48], "systemRed")
        XCTAssertEqual(drawn.pixel(frames[0].minX + 1, frames[0].minY + 1), Self.white, "transparent stays transparent")
        XCTAssertEqual(drawn.pixel(frames[1].midX, frames[1].midY), Self.black)
    }

    /// `.interpolation(.none)` keeps a 2 × 2 checker's pixels as 20-pt squares; the default
    /// (`.high`) blends them where they meet.
    func testInterpolationNoneKeepsHardPixels() throws {
        let drawn = try draw("""
                HStack(spacing: 0) {
                    Image("checker").resizable().interpolation(.none).frame(width: 40, height: 40)
                    Image("checker").resizable().frame(width: 40, height: 40)
                }
        """)
        let frames = drawn.imageFrames
        XCTAssertEqual(drawn.pixel(frames[0].minX + 19, frames[0].minY + 10), Self.black)
        XCTAssertEqual(drawn.pixel(frames[0].minX + 20, frames[0].minY + 10), Self.white)
        let blended = drawn.pixel(frames[1].minX + 19, frames[1].minY + 10)[0]
        XCTAssertTrue(blended > 40 && blended < 215, "the default blends the two pixels: \(blended)")
    }

    /// `antialiased(false)`: an edge at a fractional position lands on whole pixels instead of
    /// covering the pixel it crosses in part.
    func testWithoutAntialiasingAnEdgeIsHard() throws {
        let engine = try RenderEngine()
        func column10(_ antialiased: Bool) -> Int {
            let image = ImageContent(path: Self.folder + "/assets/checker.png", naturalSize: Size(width: 2, height: 2),
                                     contentMode: .stretch, interpolation: .none, isAntialiased: antialiased)
            let list = DisplayList(canvasSize: Size(width: 40, height: 40),
                                   items: [DisplayItem(content: .image(image), frame: Rect(x: 10.5, y: 0, width: 20, height: 20))])
            return Int(Renderer.render(list, scale: 1, engine: engine).rgba(x: 10, y: 5).r)
        }
        XCTAssertEqual(column10(true), 128, accuracy: 3, "half the pixel is the black image, half the white canvas")
        XCTAssertTrue(column10(false) == 0 || column10(false) == 255, "\(column10(false))")
    }

    /// A `file:` URL naming an asset loads it (the `.success` phase); an https URL stays in
    /// its placeholder, with a note; the default placeholder is a grey box filling the frame.
    func testAsyncImagePhasesAreDecidedWithoutANetwork() throws {
        let drawn = try draw("""
                VStack(spacing: 0) {
                    AsyncImage(url: URL(string: "file:nine.png")) { image in
                        image.resizable()
                    } placeholder: {
                        Color.black
                    }
                    .frame(width: 30, height: 30)
                    AsyncImage(url: URL(string: "https://example.com/nine.png")) { image in
                        image.resizable()
                    } placeholder: {
                        Color.black
                    }
                    .frame(width: 30, height: 30)
                    AsyncImage(url: URL(string: "https://example.com/a.png"))
                        .frame(width: 30, height: 30)
                    AsyncImage(url: URL(string: "file:nine.png")) { phase in
                        switch phase {
                        case .success(let image): image.resizable()
                        case .failure: Color.red
                        case .empty: Color.black
                        @unknown default: EmptyView()
                        }
                    }
                    .frame(width: 30, height: 30)
                    AsyncImage(url: URL(string: "file:missing.png")) { phase in
                        if let image = phase.image { image } else if phase.error != nil { Color.green } else { Color.black }
                    }
                    .frame(width: 30, height: 30)
                }
        """)
        XCTAssertEqual(drawn.imageFrames.count, 2, "the two file URLs that name an asset")
        let column = 100.0  // the VStack is centred: its 30-pt column spans 85…115
        XCTAssertEqual(drawn.pixel(column - 10, 25 + 5), Self.red, "the loaded nine-slice image's corner")
        XCTAssertEqual(drawn.pixel(column, 25 + 30 + 15), Self.black, "the placeholder of the https URL")
        let grey = drawn.pixel(column, 25 + 60 + 15)
        XCTAssertTrue(grey[0] > 200 && grey[0] < 250 && grey[0] == grey[1], "the default placeholder: \(grey)")
        XCTAssertEqual(drawn.pixel(column - 10, 25 + 90 + 5), Self.red, "the phase closure's success")
        XCTAssertEqual(drawn.pixel(column, 25 + 120 + 15), [52, 199, 89], "a missing asset fails: systemGreen")
        let notes = drawn.diagnostics.filter { $0.id == "not-drawn" }
        XCTAssertEqual(notes.count, 3, "each https URL says it is not loaded, and the missing asset fails: \(drawn.diagnostics.map(\.message))")
    }

    /// `imageScale` and a nine-slice image's frame animate: half way through a linear
    /// animation from `.small` to `.large` the symbol is half way between the two sizes, and
    /// the nine-slice card half way between its widths, its corners still 10 pt.
    func testImageScaleAndASlicedFrameAnimate() throws {
        let text = """
        struct V: View {
            @State var on = false
            var body: some View {
                VStack(spacing: 0) {
                    Image(systemName: "star.fill").imageScale(on ? .large : .small)
                    Image("nine").resizable(capInsets: EdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10))
                        .frame(width: on ? 150 : 50, height: 40)
                }
            }
        }
        scene("s") {
            canvas(width: 200, height: 200, scale: 1)
            root(V())
            timeline { withAnimation(.linear(duration: 1)) { on = true } }
        }
        """
        let engine = try RenderEngine()
        let check = CompiledScene.check(source: SourceFile(path: Self.folder + "/s.scene", text: text), engine: engine)
        let scene = try XCTUnwrap(check.scene, check.report)
        let half = scene.plan.sample(at: 0.5).displayList
        let symbol = try XCTUnwrap(half.items.first { if case .symbol = $0.content { true } else { false } })
        XCTAssertEqual(symbol.frame.width, 17 * 1.2 * (0.8 + 1.3) / 2, accuracy: 1)
        let card = try XCTUnwrap(half.items.first { if case .image = $0.content { true } else { false } })
        XCTAssertEqual(card.frame.width, 100, accuracy: 1)
        let frame = Renderer.render(half, scale: 1, engine: engine)
        let f = card.frame
        XCTAssertEqual(Drawn(frame: frame, list: half, diagnostics: []).pixel(f.minX + 15, f.minY + 5), Self.green)
        XCTAssertEqual(Drawn(frame: frame, list: half, diagnostics: []).pixel(f.minX + 5, f.minY + 5), Self.red)
    }
}
