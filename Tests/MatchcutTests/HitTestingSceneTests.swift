import Foundation
import Geometry
import Layout
import Matchcut
import Output
import Render
import XCTest

/// Hit-testing as SwiftUI does it (docs/scene-language.md, "Timeline verbs"): a shape takes a
/// touch where it draws, `allowsHitTesting(false)` lets touches through, a double tap on a
/// Button is two taps, and a Button inside a GeometryReader's content is on screen.
final class HitTestingSceneTests: XCTestCase {
    static let app = """
    struct V: View {
        @State private var under = 0
        @State private var covered = 0
        @State private var twice = 0
        @State private var inside = 0
        var body: some View {
            VStack(spacing: 30) {
                Text("under \\(under) covered \\(covered) twice \\(twice) inside \\(inside)")
                ZStack {
                    Button("Under") { under += 1 }.frame(width: 200, height: 100)
                    RoundedRectangle(cornerRadius: 12).stroke(.red, lineWidth: 4).frame(width: 200, height: 100)
                }
                Button("Covered") { covered += 1 }
                    .overlay(Color.blue.opacity(0.2).allowsHitTesting(false))
                Button("Twice") { twice += 1 }
                GeometryReader { proxy in
                    Button("Inside") { inside += 1 }
                        .frame(width: proxy.size.width)
                }
                .frame(height: 50)
            }
        }
    }
    """

    func scene(_ timeline: String) throws -> CompiledScene {
        let folder = Repo.temporaryFolder("hit-testing")
        try (Self.app + """

        scene("Hits") {
            device(.iPhone14)
            root(V())
            timeline {
        \(timeline)
                wait(0.2)
            }
        }
        """).write(toFile: folder + "/hits.scene", atomically: true, encoding: .utf8)
        return try CompiledScene.load(path: folder + "/hits.scene", engine: RenderEngine())
    }

    func counts(_ s: CompiledScene) -> String? {
        SeedSceneTests.texts(s, frame: s.frameCount - 1).first { $0.hasPrefix("under") }
    }

    func testEachTouchReachesItsButton() throws {
        let s = try scene("""
                tap("Under")
                tap("Covered")
                tap("Twice", count: 2)
                tap("Inside")
        """)
        XCTAssertEqual(counts(s), "under 1 covered 1 twice 2 inside 1")
    }

    /// Not on the outline's inside: the stroked rectangle's line takes the touch, and a tap
    /// at its middle reaches the Button under it (`tap(at:)` lands where it says).
    func testAStrokedShapeTakesATouchOnlyOnItsLine() throws {
        let s = try scene("tap(\"Under\")")
        let run = try XCTUnwrap(s.plan.sample(at: 0.2).elements.first { e in
            if case .shape(_, nil, .some) = e.element.content { true } else { false }
        })
        let frame = run.element.frame
        let snapshot = s.plan.changes.last?.target ?? s.plan.initial
        XCTAssertEqual(snapshot.element(at: Point(x: frame.midX, y: frame.minY + 1))?.identity, run.element.identity, "on the line")
        XCTAssertNotEqual(snapshot.element(at: Point(x: frame.midX, y: frame.midY))?.identity, run.element.identity, "inside it")
    }

    /// `Image("Photo")` from an asset catalog whose `Photo.imageset` holds `pic.png` is found by
    /// the name the code wrote, as its accessibility label is, not by its file's name.
    func testAnImageIsTouchedByTheNameTheCodeGaveIt() throws {
        let folder = Repo.temporaryFolder("hit-testing-image")
        let set = folder + "/Assets.xcassets/Photo.imageset"
        try FileManager.default.createDirectory(atPath: set, withIntermediateDirectories: true)
        try #"{"info":{"author":"xcode","version":1}}"#.write(toFile: folder + "/Assets.xcassets/Contents.json", atomically: true, encoding: .utf8)
        try #"{"images":[{"filename":"pic.png","idiom":"universal","scale":"1x"}],"info":{"author":"xcode","version":1}}"#
            .write(toFile: set + "/Contents.json", atomically: true, encoding: .utf8)
        let picture = Frame(width: 40, height: 30, pixels: [UInt8](repeating: 255, count: 40 * 30 * 4))
        try PNGEncoder(compression: .fast).encode(picture).write(to: URL(fileURLWithPath: set + "/pic.png"))
        try """
        struct V: View {
            @State private var taps = 0
            var body: some View {
                VStack {
                    Image("Photo").onTapGesture { taps += 1 }
                    Text("taps \\(taps)")
                }
            }
        }

        scene("Tap an image") {
            device(.iPhone14)
            root(V())
            timeline {
                tap("Photo")
                wait(0.2)
            }
        }
        """.write(toFile: folder + "/image.scene", atomically: true, encoding: .utf8)
        let s = try CompiledScene.load(path: folder + "/image.scene", engine: RenderEngine())
        XCTAssertEqual(SeedSceneTests.texts(s, frame: s.frameCount - 1).first { $0.hasPrefix("taps") }, "taps 1")
    }
}
