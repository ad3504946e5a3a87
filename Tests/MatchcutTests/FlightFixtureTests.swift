import Drawing
import Foundation
import Geometry
import Layout
import Matchcut
import Motion
import Render
import XCTest

/// The flight patterns of issue 17, one fixture scene each in Fixtures/flights/, written as
/// app code is written (docs/motion.md, "Compositing a flight"). Their key frames have
/// goldens beside them; these tests assert what each frame must be, from SwiftUI's rules.
final class FlightFixtureTests: XCTestCase {
    static let folder = "Tests/MatchcutTests/Fixtures/flights"

    func fixture(_ name: String) throws -> CompiledScene {
        try CompiledScene.load(path: Repo.path("\(Self.folder)/\(name).scene"), engine: RenderEngine())
    }

    func frame(_ scene: CompiledScene, _ index: Int) -> SampledFrame {
        scene.plan.sample(at: scene.time(ofFrame: index))
    }

    /// Frame `index` drawn at 1 px a point.
    func pixels(_ scene: CompiledScene, _ index: Int, engine: RenderEngine) -> Frame {
        Renderer.render(frame(scene, index).displayList, scale: 1, engine: engine)
    }

    func index(of identity: String, in frame: SampledFrame) -> Int? {
        frame.elements.firstIndex { $0.element.identity.description == identity }
    }

    func matched(_ frame: SampledFrame, _ id: String) -> [SampledElement] {
        frame.elements.filter { $0.matched?.id == id }
    }

    func testEveryFixtureMatchesItsGoldensUnderCI() throws {
        let out = Repo.temporaryFolder("flight-goldens")
        let result = try runMatchcut(["test", Self.folder, "-o", out], environment: ["CI": "true"])
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertEqual(result.stdout.components(separatedBy: "frames match").count - 1, 14, result.stdout)
    }

    /// t = 1.8 s, frame 108: the close starts. Its first frame is the detail at rest (frame
    /// 107); then the card's image, caption and title fly above the detail's fading white
    /// background, never behind it.
    func testAnAppStoreCardClosingFromAnOverlayNeverHidesBehindTheDetailsBackground() throws {
        let scene = try fixture("app-store-overlay")
        let engine = try RenderEngine()
        XCTAssertTrue(pixels(scene, 108, engine: engine) == pixels(scene, 107, engine: engine), "the close's first frame is the detail")
        for i in 109...116 {
            let f = frame(scene, i)
            let background = try XCTUnwrap(f.elements.firstIndex { $0.phase == "removal" && $0.kind == "Rectangle" }, "frame \(i)")
            for id in ["image-1", "caption-1", "title-1"] {
                let flying = matched(f, id)
                XCTAssertFalse(flying.isEmpty, "\(id) at frame \(i)")
                for e in flying {
                    XCTAssertGreaterThan(index(of: e.element.identity.description, in: f)!, background, "\(id) at frame \(i)")
                }
            }
            // One image, drawn once, opaque.
            XCTAssertEqual(matched(f, "image-1").count, 1)
            XCTAssertEqual(matched(f, "image-1")[0].opacity, 1)
        }
        XCTAssertTrue(pixels(scene, scene.frameCount - 1, engine: engine) == pixels(scene, 0, engine: engine), "a round trip")
    }

    /// A card under a floating tab bar opens into a detail with `.zIndex(1)` and closes. The
    /// card's copy is under the bar, the detail's above it (docs/motion.md, "In which
    /// layer"): the bar, fading out on the open and in on the close, draws over the flying
    /// image at every frame, so the image neither jumps above the bar on the open's first
    /// frame (18) nor drops below it on landing. (The card's title lies below the screen's
    /// edge, never under the bar, so it flies above it, as the detail's copy does.)
    func testAFlightUnderAFloatingTabBarKeepsTheBarAboveIt() throws {
        let scene = try fixture("tab-bar-over-card")
        let engine = try RenderEngine()
        XCTAssertTrue(pixels(scene, 18, engine: engine) == pixels(scene, 17, engine: engine), "the open's first frame is the list")
        var checked = 0
        for i in 18..<scene.frameCount {
            let f = frame(scene, i)
            let bar = f.elements.indices.filter { f.elements[$0].element.identity.description.contains("FloatingTabBar") }
            let flying = f.elements.indices.filter { f.elements[$0].matched?.id == "image-3" && f.elements[$0].phase == "flight" }
            guard !bar.isEmpty, !flying.isEmpty else { continue }
            XCTAssertGreaterThan(bar.min()!, flying.max()!, "frame \(i): the tab bar draws over the flight")
            checked += 1
        }
        XCTAssertGreaterThan(checked, 40, "frames with the bar and the flight on screen")
        XCTAssertTrue(pixels(scene, scene.frameCount - 1, engine: engine) == pixels(scene, 0, engine: engine), "a round trip")
    }

    /// The tab bar outside the `if`, under a detail with `.zIndex(1)`: over the card's copy
    /// of the image at the list's end, under the detail at the other. It draws in two layers,
    /// lifted over the flying image and at its place under the detail's background; the
    /// lifted one's opacity goes 1 → 0 with the open's spring, the other's 0 → 1, and back on
    /// the close, so the image never jumps above the bar (frame 18 is frame 17) nor drops
    /// below it. The second open, interrupted at t = 2.45 s (frame 147) with the image over
    /// the bar, turns back with both layers going on from what they were.
    func testATabBarThatStaysUnderTheDetailIsDrawnInTwoLayersThatCrossFade() throws {
        let scene = try fixture("tab-bar-stays")
        let engine = try RenderEngine()
        XCTAssertEqual(scene.plan.transitions.map(\.time), [0.3, 1.5, 2.4, 2.45])
        XCTAssertTrue(pixels(scene, 18, engine: engine) == pixels(scene, 17, engine: engine), "the open's first frame is the list")
        XCTAssertTrue(pixels(scene, 90, engine: engine) == pixels(scene, 89, engine: engine), "the close's first frame is the detail")
        let capsule = "ExploreView/0:ZStack/2/FloatingTabBar/0:HStack/background"
        var lifted: [Double] = [], place: [Double] = []
        // Every frame of the three flights (at rest the bar is drawn once, at its place).
        var flying: [Int] = []
        for i in 18..<scene.frameCount {
            let f = frame(scene, i)
            let up = f.elements.indices.filter { f.elements[$0].element.identity.description == capsule + "/layer-lifted" }
            let t = scene.time(ofFrame: i)
            guard scene.plan.transitions.contains(where: { $0.time <= t && t < $0.time + $0.duration }) else {
                XCTAssertEqual(up, [], "frame \(i): at rest")
                continue
            }
            flying.append(i)
            let image = try XCTUnwrap(f.elements.firstIndex { $0.matched?.id == "image-3" }, "frame \(i)")
            let atPlace = try XCTUnwrap(index(of: capsule, in: f), "frame \(i)")
            if let detail = index(of: "ExploreView/0:ZStack/3/if:true/0:VStack/background", in: f) {
                XCTAssertLessThan(atPlace, detail, "frame \(i): the bar's own layer is under the detail")
            }
            XCTAssertEqual(up.count, 1, "frame \(i): one lifted layer")
            XCTAssertGreaterThan(up.first ?? -1, image, "frame \(i): the lifted layer is over the flight")
            lifted.append(up.first.map { f.elements[$0].opacity } ?? 0)
            place.append(f.elements[atPlace].opacity)
        }
        XCTAssertGreaterThan(flying.count, 100)
        // The open (frames 18-89) from its spring's closed form: response 0.45 s, damping 0.85.
        func spring(_ t: Double) -> Double {
            let w0 = 2 * Double.pi / 0.45, zeta = 0.85, wd = w0 * (1 - zeta * zeta).squareRoot()
            return 1 - exp(-zeta * w0 * t) * (cos(wd * t) + zeta * w0 / wd * sin(wd * t))
        }
        XCTAssertEqual(flying.first, 18)
        for i in [18, 19, 24, 30] {
            let p = spring(Double(i) / 60 - 0.3)
            XCTAssertEqual(lifted[i - 18], 1 - p, accuracy: 1e-9, "frame \(i)")
            XCTAssertEqual(place[i - 18], p, accuracy: 1e-9, "frame \(i)")
        }
        // From one flight into the next and through the interruption (frame 147), no step
        // larger than the spring's largest (about 0.1 a frame at 60 fps).
        for series in [lifted, place] {
            for (a, b) in zip(series, series.dropFirst()) { XCTAssertLessThan(abs(b - a), 0.12, "\(series)") }
        }
        let interrupted = try XCTUnwrap(flying.firstIndex(of: 147))
        // The second open has faded the lifted layer to 1 − x(0.05 s) when the close comes; it
        // turns there and rises again, one layer all along.
        XCTAssertEqual(lifted[interrupted], 1 - spring(0.05), accuracy: 1e-9)
        XCTAssertLessThan(lifted[interrupted], lifted[interrupted - 1])
        XCTAssertGreaterThan(lifted[interrupted + 2], lifted[interrupted])
        XCTAssertTrue(Continuity(scene: scene, engine: engine).pops.isEmpty)
        XCTAssertTrue(pixels(scene, scene.frameCount - 1, engine: engine) == pixels(scene, 0, engine: engine), "a round trip")
    }

    /// The same card in a ZStack with `if`, with a matched rounded background: the card's
    /// rounded clip opens as the image leaves it and closes as it returns, no corner appears
    /// at once. t = 1.8 s (frame 108) equals the detail at rest; the image's own clip radius
    /// goes 0 → 20 along the close.
    func testAnAppStoreCardInAZStackClosesWithItsCornersRoundingGradually() throws {
        let scene = try fixture("app-store-card")
        let engine = try RenderEngine()
        XCTAssertTrue(pixels(scene, 108, engine: engine) == pixels(scene, 107, engine: engine), "the close's first frame is the detail")
        var radii: [Double] = []
        for i in 108...150 {
            let image = try XCTUnwrap(matched(frame(scene, i), "image-1").first)
            let card = image.element.clips.first { $0.owner.hasSuffix("TodayCard/0:VStack") }
            radii.append(card.map { $0.shape.cornerRadius(in: $0.rect) } ?? 0)
        }
        XCTAssertEqual(radii.first, 0, "the detail has square corners")
        XCTAssertEqual(radii.last ?? 0, 20, accuracy: 1e-9, "the card's clip, at rest")
        for (a, b) in zip(radii, radii.dropFirst()) { XCTAssertLessThan(abs(b - a), 2.5, "\(radii)") }
    }

    /// A card → detail interrupted at 40 % (t = 0.4 s, frame 24) by the reverse change: the
    /// cover stays one opaque image drawn above the detail's fading background, and its frame
    /// and the title's cross-fade weights carry on from frame to frame.
    func testAnInterruptedHeroTurnsBackWithoutAJump() throws {
        let scene = try fixture("card-detail-interrupted")
        XCTAssertEqual(scene.plan.transitions.map(\.time), [0.3, 0.4])
        XCTAssertEqual(frame(scene, 24).progress ?? -1, 0, accuracy: 1e-12)
        var covers: [Rect] = [], weights: [Double] = []
        for i in 20...30 {
            let f = frame(scene, i)
            let cover = matched(f, "cover-1")
            XCTAssertEqual(cover.count, 1, "frame \(i): one image")
            XCTAssertEqual(cover.first?.opacity, 1)
            if let background = f.elements.firstIndex(where: { $0.kind == "Rectangle" && $0.element.identity.description.hasSuffix("background") }) {
                XCTAssertGreaterThan(index(of: cover[0].element.identity.description, in: f)!, background, "frame \(i)")
            }
            covers.append(cover[0].frame)
            // The card's title: fading out, then back in from the weight it had.
            weights.append(matched(f, "title-1").first { $0.element.identity.description.contains("if:false") }?.crossFade?.weight ?? 1)
        }
        // The merged spring keeps the cover's velocity: it slows, stops and comes back. Its
        // steps change by less than half the largest step from one frame to the next (losing
        // the velocity at the interruption would drop a 45-pt step to 4 pt at once).
        let steps = zip(covers, covers.dropFirst()).map { $1.width - $0.width }
        let largest = steps.map(abs).max()!
        for (a, b) in zip(steps, steps.dropFirst()) { XCTAssertLessThan(abs(b - a), largest / 2, "cover width steps \(steps)") }
        for (a, b) in zip(weights, weights.dropFirst()) { XCTAssertLessThan(abs(b - a), 0.2, "title weights \(weights)") }
    }

    /// A mini player opens into a full player and back. Frame 18 (the open's first, t = 0.3 s)
    /// is frame 17; the play button stays above the growing background while it fades; after
    /// the round trip the last frame is frame 0.
    func testAMiniPlayerOpensAndClosesWithoutLosingItsArtwork() throws {
        let scene = try fixture("mini-player")
        let engine = try RenderEngine()
        XCTAssertTrue(pixels(scene, 18, engine: engine) == pixels(scene, 17, engine: engine), "the open's first frame is the mini player")
        for i in 19...24 {
            let f = frame(scene, i)
            let background = try XCTUnwrap(f.elements.firstIndex { $0.matched?.id == "background" })
            let play = try XCTUnwrap(f.elements.firstIndex { $0.kind == "Symbol" && $0.phase == "removal" })
            XCTAssertGreaterThan(play, background, "frame \(i)")
            for id in ["artwork", "title"] {
                XCTAssertGreaterThan(f.elements.firstIndex { $0.matched?.id == id }!, background, "\(id) at frame \(i)")
            }
        }
        XCTAssertTrue(pixels(scene, scene.frameCount - 1, engine: engine) == pixels(scene, 0, engine: engine), "a round trip")
    }

    /// `isSource: false`: the underline takes the selected tab's width and sits on its bottom
    /// edge (both anchored at .bottom), at rest and all along the glide.
    func testAnUnderlineMatchedWithIsSourceFalseFollowsTheSelectedTab() throws {
        let scene = try fixture("tab-underline")
        func tab(_ f: SampledFrame, _ title: String) -> Rect { f.element("TabsView/0:VStack/0:HStack/0:Group/id:\(title)/0:Text")!.frame }
        func line(_ f: SampledFrame) -> Rect { f.element("TabsView/0:VStack/0:HStack/overlay")!.frame }
        let start = frame(scene, 0)
        // The Text's view is padded 8 pt above and below: the underline's bottom is 8 pt below the text's.
        XCTAssertEqual(line(start).minX, tab(start, "Today").minX, accuracy: 0.34)
        XCTAssertEqual(line(start).width, tab(start, "Today").width, accuracy: 0.67)
        XCTAssertEqual(line(start).height, 3, accuracy: 0.34)
        XCTAssertEqual(line(start).maxY, tab(start, "Today").maxY + 8, accuracy: 0.34)
        // t = 1.2 s: settled under "This week".
        let settled = frame(scene, 72)
        XCTAssertEqual(line(settled).minX, tab(settled, "This week").minX, accuracy: 0.34)
        XCTAssertEqual(line(settled).width, tab(settled, "This week").width, accuracy: 0.67)
        // t = 0.6 s: part way, between the two.
        let glide = frame(scene, 36)
        XCTAssertGreaterThan(line(glide).minX, line(start).minX + 5)
        XCTAssertLessThan(line(glide).minX, line(settled).minX - 5)
    }

    /// `.frame(width: 72, height: 32).background(Capsule())` on a ForEach frames and
    /// decorates each tag (HStack spacing 8: x = 79, 159, 239); `.padding(8).background(…)`
    /// on a Group pads each row.
    func testModifiersOnAForEachAndAGroupApplyToEachElement() throws {
        let scene = try fixture("foreach-group-modifiers")
        let start = frame(scene, 0).elements
        let capsules = start.filter { $0.kind == "Capsule" }
        XCTAssertEqual(capsules.map(\.frame.minX), [79, 159, 239])
        XCTAssertEqual(Set(capsules.map(\.frame.size)), [Size(width: 72, height: 32)])
        XCTAssertEqual(capsules.map { $0.element.identity.components.suffix(3).joined(separator: "/") },
                       ["id:Swift/0:Text/background", "id:UI/0:Text/background", "id:Motion/0:Text/background"])
        let rows = start.filter { $0.kind == "Rectangle" }
        XCTAssertEqual(rows.count, 3)
        for (row, next) in zip(rows, rows.dropFirst()) { XCTAssertLessThanOrEqual(row.frame.maxY, next.frame.minY) }
        // The fourth tag arrives with the spring, in its own capsule; the VStack, centred,
        // moves left by half of the 80 pt it grew.
        let end = frame(scene, scene.frameCount - 1).elements.filter { $0.kind == "Capsule" }
        XCTAssertEqual(end.map(\.frame.minX), [39, 119, 199, 279])
    }

    /// `.background(yellow).padding(8).background(blue)`: two views, so a change of the
    /// label that touches neither leaves both opaque in every frame.
    func testTwoChainedBackgroundsAreTwoViews() throws {
        let scene = try fixture("chained-backgrounds")
        for i in 0..<scene.frameCount {
            let backgrounds = frame(scene, i).elements.filter { $0.kind == "Rectangle" }
            XCTAssertEqual(backgrounds.map { $0.element.identity.components.last! }, ["background#2", "background"], "frame \(i)")
            XCTAssertEqual(backgrounds.map(\.opacity), [1, 1], "frame \(i)")
        }
    }

    /// A LazyVStack of Sections with pinned headers: every header and row is laid out; while
    /// the list scrolls to "Bianca", "A" stays at the scroll view's top (y = 47) until its
    /// section's end pushes it up, then "B" sticks there.
    func testSectionsInALazyVStackAreLaidOutAndTheirHeadersPin() throws {
        let scene = try fixture("lazy-section-pinned")
        func header(_ f: SampledFrame, _ letter: String) -> Rect? {
            f.elements.first { $0.element.identity.description.hasSuffix("id:\(letter)/0:Section/header/0:Text/background") }?.frame
        }
        let start = frame(scene, 0)
        XCTAssertEqual(start.elements.filter { $0.kind == "Text" && $0.element.identity.description.contains("/0:Section/0/") }.count, 28,
                       "every row of the four sections")
        XCTAssertEqual(header(start, "A")?.minY, 47)
        XCTAssertEqual(header(start, "B")?.minY, 47 + 28 + 7 * 44)
        let end = frame(scene, scene.frameCount - 1)
        XCTAssertEqual(header(end, "B")?.minY, 47)
        var pinnedA = 0
        for i in 18..<scene.frameCount {
            let f = frame(scene, i)
            let a = header(f, "A")!, b = header(f, "B")!
            XCTAssertLessThanOrEqual(a.minY, 47 + 1e-9)
            XCTAssertLessThanOrEqual(a.maxY, b.minY + 1e-9, "A never overlaps B (frame \(i))")
            if abs(a.minY - 47) < 1e-9 { pinnedA += 1 }
            XCTAssertGreaterThanOrEqual(b.minY, 47 - 1e-9)
        }
        XCTAssertGreaterThan(pinnedA, 3, "A holds at the top for a while")
    }

    /// t = 0.45 s: the caption bar is laid out at the in-between width: its title 16 pt from
    /// the leading edge, its heart's frame 16 pt from the trailing edge, each drawn once (the two
    /// titles, in two fonts, cross-fade at one frame).
    func testAMatchedCaptionBarIsLaidOutAtTheInBetweenWidth() throws {
        let scene = try fixture("caption-bar")
        for i in [21, 27, 33] {
            let f = frame(scene, i)
            let bar = try XCTUnwrap(matched(f, "bar").first { $0.kind.hasPrefix("Rectangle") && $0.crossFade == nil })
            let hearts = matched(f, "bar").filter { $0.kind == "Symbol" }
            XCTAssertEqual(hearts.count, 1, "frame \(i)")
            // The heart's frame is its glyph's ink; the square it is drawn in reaches 16 of
            // 192 units past the ink on the right (SymbolInk: heart.fill is 16…176).
            let square = hearts[0].frame.width
            XCTAssertEqual(bar.frame.maxX - hearts[0].frame.maxX, 16 - square * 16 / 192, accuracy: 0.5, "frame \(i)")
            let titles = matched(f, "bar").filter { $0.kind == "Text" }
            XCTAssertEqual(titles.count, 2)
            for title in titles {
                XCTAssertEqual(title.frame.minX - bar.frame.minX, 16, accuracy: 0.5)
                XCTAssertEqual(title.textScale!, title.frame.width / title.textLayoutSize!.width, accuracy: 1e-9, "scaled, never re-wrapped")
            }
            XCTAssertEqual(titles.map { $0.crossFade!.weight }.reduce(0, +), 1, accuracy: 1e-9)
        }
    }

    /// A bubble's photo whose 160 × 120 frame and 18-pt rounded clip are written after its
    /// matchedGeometryEffect: that clip is the bubble's, so the flight opens it instead of
    /// dropping it. At rest the 3 : 2 picture fills 180 × 120 and the bubble shows its middle
    /// 160 pt at (214, 674); the photo screen shows it 390 × 260 under the status bar. The
    /// change at 0.3 s (frame 18) draws the bubble as it was; a frame later the crop has hardly
    /// opened and its corners are still round; at the end of the 1 s ease the crop is the
    /// header's. Before, the first frame of the flight drew the whole uncropped picture.
    func testAMatchedImagesCropWrittenAfterTheEffectOpensWithTheFlight() throws {
        let scene = try fixture("bubble-crop-outside")
        func photo(_ index: Int) throws -> SampledElement {
            let images = matched(frame(scene, index), "photo")
            XCTAssertEqual(images.count, 1, "frame \(index)")
            return try XCTUnwrap(images.first)
        }
        let bubble = Rect(x: 214, y: 674, width: 160, height: 120)
        for index in [17, 18] {
            let rest = try photo(index)
            XCTAssertEqual(rest.frame, Rect(x: 204, y: 674, width: 180, height: 120), "frame \(index)")
            let crop = try XCTUnwrap(rest.element.clips.last)
            XCTAssertEqual(crop.rect, bubble, "frame \(index)")
            XCTAssertEqual(crop.shape.cornerRadius(in: crop.rect), 18, accuracy: 1e-9)
        }
        let first = try photo(19)
        let crop = try XCTUnwrap(first.element.clips.first)
        for (edge, rest) in zip([crop.rect.minX, crop.rect.minY, crop.rect.maxX, crop.rect.maxY],
                                [bubble.minX, bubble.minY, bubble.maxX, bubble.maxY]) {
            XCTAssertEqual(edge, rest, accuracy: 2, "\(crop.rect)")
        }
        XCTAssertGreaterThan(crop.shape.cornerRadius(in: crop.rect), 17.5)
        let seen = first.element.clips.reduce(first.frame) { $0.intersection($1.rect) }
        XCTAssertLessThan(seen.width, 162, "the sides are still cropped")
        let landed = try photo(18 + 61)
        XCTAssertEqual(landed.frame, Rect(x: 0, y: 47, width: 390, height: 260))
        XCTAssertEqual(landed.element.clips.map(\.rect), [Rect(x: 0, y: 47, width: 390, height: 260)])
        XCTAssertEqual(Continuity(scene: scene, engine: try RenderEngine()).layerJumps, [])
    }

    /// A photo matched from a 120-pt square thumbnail that fills to a detail that fits: one
    /// image all along, its frame keeping the picture's 3 : 2 aspect, cropped by the view's
    /// rectangle, which grows from the square to the whole picture.
    func testAnImageWithTwoCropsIsOneImageWhoseCropInterpolates() throws {
        let scene = try fixture("image-crop")
        for i in 18...40 {
            let images = matched(frame(scene, i), "photo")
            XCTAssertEqual(images.count, 1, "frame \(i)")
            let image = images[0]
            XCTAssertEqual(image.opacity, 1)
            XCTAssertNil(image.crossFade)
            XCTAssertEqual(image.frame.width / image.frame.height, 1.5, accuracy: 0.01, "frame \(i)")
        }
        let mid = matched(frame(scene, 27), "photo")[0]
        let crop = try XCTUnwrap(mid.element.clips.last)
        XCTAssertLessThan(crop.rect.width, mid.frame.width, "the sides are still cropped")
        XCTAssertGreaterThan(crop.rect.width, 120)
    }

    /// t = 0.45 s (frame 27, p ≈ 0.38 of the ease-in-out): "Popular" is drawn in both weights,
    /// added at weights 1 − p and p, at one frame and in one colour, between secondary grey and
    /// blue; "Recent" the other way.
    func testAFontWeightAndColourChangeAnimatesBoth() throws {
        let scene = try fixture("font-weight-color")
        let f = frame(scene, 27)
        let p = try XCTUnwrap(f.progress)
        XCTAssertEqual(p, 0.38, accuracy: 0.05)
        for name in ["Recent", "Popular"] {
            let base = "FiltersView/0:VStack/0:Group/id:\(name)/0:Text"
            let new = try XCTUnwrap(f.element(base)), old = try XCTUnwrap(f.element(base + "/crossfade-out"))
            XCTAssertEqual(new.crossFade?.weight ?? -1, p, accuracy: 1e-9)
            XCTAssertEqual(old.crossFade?.weight ?? -1, 1 - p, accuracy: 1e-9)
            XCTAssertEqual(new.frame, old.frame)
            guard case let .text(a) = new.element.content, case let .text(b) = old.element.content else { return XCTFail() }
            XCTAssertEqual(a.color, b.color)
            XCTAssertNotEqual(a.font.weight, b.font.weight)
        }
        let popular = f.element("FiltersView/0:VStack/0:Group/id:Popular/0:Text")!
        guard case let .text(run) = popular.element.content else { return XCTFail() }
        let blue = SystemColors.named["blue"]!
        XCTAssertGreaterThan(run.color.blue, 0.6)
        XCTAssertLessThan(run.color.blue, blue.blue + 1e-9)
        XCTAssertNil(frame(scene, scene.frameCount - 1).element("FiltersView/0:VStack/0:Group/id:Popular/0:Text/crossfade-out"))
    }
}

extension SampledFrame {
    func element(_ identity: String) -> SampledElement? {
        elements.first { $0.element.identity.description == identity }
    }
}
