import Foundation
import Geometry
import Layout
import Matchcut
import Motion
import Render
import ViewTree
import XCTest

/// The iOS 18 zoom (scenes/zoom-photos.scene and small scenes of its own): where the page's
/// clip is, from UIKit's spring's closed form, what happens to the source, and the warnings
/// where SwiftUI fails silently (docs/motion.md, "The zoom transition").
final class ZoomTransitionTests: XCTestCase {
    static func frames(_ s: CompiledScene, frame i: Int) -> [SampledElement] { s.plan.sample(at: s.time(ofFrame: i)).elements }

    /// The "lake" thumbnail (photo 5) as the grid lays it out, in the given frame.
    static func thumbnail(_ s: CompiledScene, frame i: Int) -> SampledElement? {
        frames(s, frame: i).first { $0.element.identity.description.hasSuffix("id:5/0:Image") }
    }

    /// What of an element shows: its frame within its clips.
    static func visible(_ e: SampledElement?) throws -> Rect {
        let e = try XCTUnwrap(e).element
        return e.clips.reduce(e.frame) { $0.intersection($1.rect) }
    }

    /// The detail's title ("Lake" at .title.bold()), on the zoomed page.
    static func title(_ s: CompiledScene, frame i: Int) -> SampledElement? {
        frames(s, frame: i).first { e in
            if case let .text(run) = e.element.content, run.string == "Lake", run.font.size > 20 { true } else { false }
        }
    }

    func testThePageGrowsOutOfTheThumbnailWithUIKitsSpringAndTheThumbnailFadesOut() throws {
        let s = try CompiledScene.load(path: Repo.path("scenes/zoom-photos.scene"), engine: RenderEngine())
        XCTAssertEqual(s.description.changes.map(\.time).map { ($0 * 1000).rounded() / 1000 }, [0.3, 1.3, 1.5])
        let source = try Self.visible(Self.thumbnail(s, frame: 17))
        let column: Double = (390.0 - 32.0) / 3  // three columns, 8 pt apart, 8 pt in from each side
        XCTAssertEqual(source.width, column, accuracy: 1e-9)
        XCTAssertEqual(source.height, 150, accuracy: 0.01)
        // 0.1 s after the tap (frame 24): the clip is the rectangle between the thumbnail and the
        // page (from the screen's top), by the spring's progress; its corners 12 × (1 − p).
        let p = PresentationTests.system(0.1)
        let page = Rect(x: 0, y: 0, width: 390, height: 844)
        let clip = try XCTUnwrap(Self.title(s, frame: 24)?.element.clips.first)
        XCTAssertEqual(clip.rect.minX, source.minX + (page.minX - source.minX) * p, accuracy: 0.01)
        XCTAssertEqual(clip.rect.minY, source.minY + (page.minY - source.minY) * p, accuracy: 0.01)
        XCTAssertEqual(clip.rect.width, source.width + (page.width - source.width) * p, accuracy: 0.01)
        XCTAssertEqual(clip.rect.height, source.height + (page.height - source.height) * p, accuracy: 0.01)
        guard case let .roundedRectangle(radius, .continuous) = clip.shape else { return XCTFail("\(clip.shape)") }
        XCTAssertEqual(radius, 12 * (1 - p), accuracy: 1e-9)
        // The page fades in over the first quarter; the thumbnail fades out with it.
        XCTAssertEqual(Self.title(s, frame: 19)?.opacity ?? 0, min(1, PresentationTests.system(1.0 / 60) / 0.25), accuracy: 1e-6)
        XCTAssertEqual(Self.thumbnail(s, frame: 19)?.opacity ?? 0, 1 - min(1, PresentationTests.system(1.0 / 60) / 0.25), accuracy: 1e-6)
        XCTAssertEqual(Self.thumbnail(s, frame: 24)?.opacity ?? 1, 0, accuracy: 1e-9)
        // The grid behind stays in place while the page grows.
        XCTAssertEqual(try XCTUnwrap(Self.frames(s, frame: 24).first { $0.element.identity.description.hasSuffix("id:1/0:Image") }).element.frame,
                       try XCTUnwrap(Self.frames(s, frame: 17).first { $0.element.identity.description.hasSuffix("id:1/0:Image") }).element.frame)
        // At rest the page is whole: no zoom clip, full opacity.
        XCTAssertEqual(Self.title(s, frame: 70)?.opacity, 1)
    }

    func testThePopZoomsBackIntoTheThumbnailWhereItScrolledTo() throws {
        let s = try CompiledScene.load(path: Repo.path("scenes/zoom-photos.scene"), engine: RenderEngine())
        let before = try Self.visible(Self.thumbnail(s, frame: 17))
        let after = try Self.visible(Self.thumbnail(s, frame: 140))
        XCTAssertLessThan(after.minY, before.minY - 100, "the grid scrolled while the page was up")
        // "Done" at 1.5 s: 0.1 s later the clip is back by (1 − p) towards the scrolled thumbnail.
        let p = PresentationTests.system(0.1)
        let clip = try XCTUnwrap(Self.title(s, frame: 96)?.element.clips.first)
        XCTAssertEqual(clip.rect.minY, after.minY + (0 - after.minY) * (1 - p), accuracy: 0.01)
        XCTAssertEqual(clip.rect.width, after.width + (390 - after.width) * (1 - p), accuracy: 0.01)
    }

    func testWhereSwiftUIFailsSilentlyTheZoomWarnsAndThePageSlides() throws {
        func check(_ sources: String, namespace: String = "ns") throws -> (CompiledScene?, [SceneDiagnostic]) {
            let path = Repo.temporaryFolder("zoom") + "/z.scene"
            try """
            struct V: View {
                @Namespace private var ns
                @Namespace private var other
                var body: some View {
                    NavigationStack {
                        VStack {
                            NavigationLink("Open") { Text("Detail").navigationTransition(.zoom(sourceID: 1, in: \(namespace))) }
                            \(sources)
                        }
                    }
                }
            }
            scene("z") { root(V()); timeline { wait(0.2); tap("Open"); wait(1) } }
            """.write(toFile: path, atomically: true, encoding: .utf8)
            let check = CompiledScene.check(path: path, engine: try RenderEngine())
            return (check.scene, check.diagnostics.filter { $0.id == "zoom-source" })
        }
        let (none, noSource) = try check("")
        XCTAssertEqual(noSource.map(\.message), ["no view is the 'matchedTransitionSource' of the zoom 'V.ns#1': the page slides in"])
        XCTAssertEqual(noSource.first?.location.line, 7)
        // The page slides in from the trailing edge instead.
        let s = try XCTUnwrap(none)
        let detail = { (i: Int) in Self.frames(s, frame: i).first { if case let .text(r) = $0.element.content { r.string == "Detail" } else { false } } }
        XCTAssertGreaterThan(try XCTUnwrap(detail(16)).element.frame.minX, try XCTUnwrap(detail(60)).element.frame.minX + 100)

        let (_, elsewhere) = try check("Circle().frame(width: 40, height: 40).matchedTransitionSource(id: 1, in: other)")
        XCTAssertEqual(elsewhere.map(\.message), ["the zoom's source 'V.ns#1' is marked in namespace 'V.other', not this one"])
        let (_, twice) = try check("""
            Circle().frame(width: 40, height: 40).matchedTransitionSource(id: 1, in: ns)
                            Rectangle().frame(width: 40, height: 40).matchedTransitionSource(id: 1, in: ns)
            """)
        XCTAssertEqual(twice.map(\.message), ["a second view is the 'matchedTransitionSource' of 'V.ns#1': the zoom uses the first"])
        XCTAssertEqual(twice.first?.location.line, 9)
    }
}
