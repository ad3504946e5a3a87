import Foundation
import ImageFiles
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Matchcut
import Motion
import Output
import Render
import SceneLanguage
import XCTest

/// The app's own files (`sources(…)`) and its asset catalog, through the pipeline's resolver
/// and the real binary.
final class AppSourcesTests: XCTestCase {
    let catalog = Repo.path("Tests/SceneLanguageTests/Fixtures/language")

    /// An image set gives the file of the render's scale, else the nearest larger, else the
    /// largest; in dark appearance its dark variant.
    func testAnImageSetPicksTheFileOfTheScaleAndAppearance() throws {
        let files = SceneAssetFiles(sceneFile: catalog + "/x.scene")
        func pick(_ scale: Double, dark: Bool = false) throws -> String {
            let result = try XCTUnwrap(files.imageSetFile(named: "badge", catalogs: ["Assets.xcassets"], scale: scale, dark: dark))
            return URL(fileURLWithPath: try result.get()).lastPathComponent
        }
        XCTAssertEqual(try pick(1), "badge.png")
        XCTAssertEqual(try pick(2), "badge@2x.png")
        XCTAssertEqual(try pick(3), "badge-3x.png")
        XCTAssertEqual(try pick(1.5), "badge@2x.png")
        XCTAssertEqual(try pick(2, dark: true), "badge-dark@2x.png")
        XCTAssertEqual(try pick(3, dark: true), "badge-dark@2x.png")
        XCTAssertNil(files.imageSetFile(named: "nothing", catalogs: ["Assets.xcassets"], scale: 2, dark: false))
        // The scale its catalog gives the file, whatever its name says.
        XCTAssertEqual(AssetSize.points(ofPNGAt: catalog + "/Assets.xcassets/badge.imageset/badge-3x.png"), .init(width: 24, height: 12))
    }

    func testAColourSetNotFoundSuggestsTheClosestName() throws {
        let folder = Repo.temporaryFolder("colorset-missing")
        try FileManager.default.copyItem(atPath: catalog + "/Assets.xcassets", toPath: folder + "/Assets.xcassets")
        let scene = folder + "/missing.scene"
        try """
        struct V: View {
            var body: some View { Color("Brnd").frame(width: 10, height: 10) }
        }
        scene("s") {
            canvas(width: 10, height: 10, scale: 1)
            root(V())
        }
        """.write(toFile: scene, atomically: true, encoding: .utf8)
        // iOS draws a colour its catalog lacks clear: so does the scene, with a warning.
        let result = try runMatchcut(["check", scene])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stderr.contains("missing.scene:2:33: warning: no colour set named 'Brnd' in the scene's asset catalogs; it is drawn clear, as iOS draws a colour its catalog lacks"), result.stderr)
        XCTAssertTrue(result.stderr.contains("hint: did you mean 'Brand'?"), result.stderr)
    }

    /// An error inside a source file is located there and drawn with that file's line.
    func testAnErrorInASourceFileIsLocatedInIt() throws {
        let folder = Repo.temporaryFolder("sources-error")
        try FileManager.default.createDirectory(atPath: folder + "/App", withIntermediateDirectories: true)
        try """
        import SwiftUI

        struct Card: View {
            var body: some View {
                Text("Hi").paddding()
            }
        }
        """.write(toFile: folder + "/App/Card.swift", atomically: true, encoding: .utf8)
        let scene = folder + "/card.scene"
        try """
        scene("s") {
            sources("App/*.swift")
            canvas(width: 100, height: 40, scale: 1)
            root(Card())
        }
        """.write(toFile: scene, atomically: true, encoding: .utf8)
        let result = try runMatchcut(["check", scene])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains(folder + "/App/Card.swift:5:20: error: unknown modifier 'paddding'"), result.stderr)
        XCTAssertTrue(result.stderr.contains("5 |         Text(\"Hi\").paddding()"), result.stderr)
        XCTAssertTrue(result.stderr.contains("hint: did you mean 'padding'?"), result.stderr)
    }

    /// A pattern that matches nothing, a file outside the project root (through a link too),
    /// a scene block in a source file and a pattern that is not a literal: each reported where
    /// it is written, all in one run.
    func testSourcesThatCannotBeReadAreLocatedErrors() throws {
        let folder = Repo.temporaryFolder("sources-bad")
        let outside = Repo.temporaryFolder("sources-outside")
        try "struct Far: View { var body: some View { Text(\"far\") } }".write(toFile: outside + "/Far.swift", atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: folder + "/scenes/App", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder + "/scenes/App/Linked.swift", withDestinationPath: outside + "/Far.swift")
        try "scene(\"inner\") { root(Far()) }".write(toFile: folder + "/scenes/App/Inner.swift", atomically: true, encoding: .utf8)
        try """
        struct V: View { var body: some View { Text("v") } }
        let pattern = "App/*.swift"
        scene("s") {
            sources("Views/*.swift", "App/*.swift")
            sources(pattern)
            canvas(width: 100, height: 40, scale: 1)
            root(V())
        }
        """.write(toFile: folder + "/scenes/bad.scene", atomically: true, encoding: .utf8)
        let result = try runMatchcut(["check", folder + "/scenes/bad.scene"])
        XCTAssertEqual(result.status, 2)
        let scene = folder + "/scenes/bad.scene"
        XCTAssertTrue(result.stderr.contains("\(scene):4:13: error: no source file matches 'Views/*.swift'"), result.stderr)
        XCTAssertTrue(result.stderr.contains("\(scene):4:30: error: source file '\(folder)/scenes/App/Linked.swift' is outside the project root '\(folder)/scenes'"), result.stderr)
        XCTAssertTrue(result.stderr.contains("hint: name a folder that holds the scene and the app with '--project-root <folder>'"), result.stderr)
        XCTAssertTrue(result.stderr.contains("\(scene):5:13: error: 'sources' takes string literals"), result.stderr)
        XCTAssertTrue(result.stderr.contains("\(folder)/scenes/App/Inner.swift:1:1: error: a source file named by 'sources(…)' cannot hold a 'scene' block"), result.stderr)
    }

    /// `--project-root` admits files beyond the scene's folder, and nothing beyond itself.
    func testTheProjectRootAdmitsTheAppBesideTheScenes() throws {
        let folder = Repo.temporaryFolder("sources-root")
        try FileManager.default.createDirectory(atPath: folder + "/MyApp/Views", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder + "/Scenes", withIntermediateDirectories: true)
        try "struct Hello: View { var body: some View { Text(\"hello\") } }".write(toFile: folder + "/MyApp/Views/Hello.swift", atomically: true, encoding: .utf8)
        try """
        scene("s") {
            sources("../MyApp/Views/*.swift")
            canvas(width: 100, height: 40, scale: 1)
            root(Hello())
        }
        """.write(toFile: folder + "/Scenes/hello.scene", atomically: true, encoding: .utf8)
        let refused = try runMatchcut(["check", folder + "/Scenes/hello.scene"])
        XCTAssertEqual(refused.status, 2)
        XCTAssertTrue(refused.stderr.contains("'../MyApp/Views/*.swift' reaches outside the project root '\(folder)/Scenes'"), refused.stderr)
        let admitted = try runMatchcut(["check", "--project-root", folder, folder + "/Scenes/hello.scene"])
        XCTAssertEqual(admitted.status, 0, admitted.stderr)
        XCTAssertEqual(admitted.stdout, folder + "/Scenes/hello.scene: ok\n")
    }

    /// `render` and `test` take the same `--project-root` as `check`.
    /// A project whose scene, in Scenes/, names the app's file beside it, ../MyApp/Views: a
    /// red 20 × 10 view amid a 40 × 20 canvas. Returns the project and the scene.
    static func projectWithSourcesBesideTheScenes(_ name: String) throws -> (folder: String, scene: String) {
        let folder = Repo.temporaryFolder(name)
        try FileManager.default.createDirectory(atPath: folder + "/MyApp/Views", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder + "/Scenes", withIntermediateDirectories: true)
        try "struct Hello: View { var body: some View { Color.red.frame(width: 20, height: 10) } }"
            .write(toFile: folder + "/MyApp/Views/Hello.swift", atomically: true, encoding: .utf8)
        try """
        scene("s") {
            sources("../MyApp/Views/*.swift")
            canvas(width: 40, height: 20, scale: 1)
            root(Hello())
        }
        """.write(toFile: folder + "/Scenes/hello.scene", atomically: true, encoding: .utf8)
        return (folder, folder + "/Scenes/hello.scene")
    }

    func testRenderAndTestTakeTheProjectRoot() throws {
        let (folder, scene) = try Self.projectWithSourcesBesideTheScenes("sources-root-render")
        let out = folder + "/out"
        for command in [["render", scene, "-o", out], ["test", scene, "--record", "missing", "-o", folder + "/failures"]] {
            let refused = try runMatchcut(command, environment: ["CI": "false"])
            XCTAssertNotEqual(refused.status, 0, command.joined(separator: " "))
            XCTAssertTrue(refused.stderr.contains("'../MyApp/Views/*.swift' reaches outside the project root '\(folder)/Scenes'"), refused.stderr)
            let admitted = try runMatchcut(command + ["--project-root", folder], environment: ["CI": "false"])
            XCTAssertEqual(admitted.status, 0, admitted.stderr)
        }
        let frame = try PNGReader.decode(try Data(contentsOf: URL(fileURLWithPath: out + "/hello/frame-00000.png")), path: "frame")
        XCTAssertEqual(frame.rgba(x: 20, y: 10).r, 255)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder + "/Scenes/__goldens__/hello/t0-p000.png"))
        for command in ["render", "test", "preview"] {
            let help = try runMatchcut([command, "--help"])
            XCTAssertTrue(help.stdout.contains("--project-root <dir>    The folder the app's source files named by 'sources(…)'"),
                          help.stdout)
        }
    }

    /// `matchcut preview` takes the project root too: without it the scene's error names the
    /// root it left; with it the frame served is the app's red view.
    func testPreviewTakesTheProjectRoot() throws {
        let (folder, scene) = try Self.projectWithSourcesBesideTheScenes("sources-root-preview")
        let (refused, refusedURL) = try PreviewBrowserTests.startPreview(scene)
        defer { refused.terminate(); refused.waitUntilExit() }
        let info = try JSONSerialization.jsonObject(with: Data(contentsOf: XCTUnwrap(URL(string: refusedURL + "api/scene"))))
        let messages = ((info as? [String: Any])?["diagnostics"] as? [[String: Any]] ?? []).compactMap { $0["message"] as? String }
        XCTAssertTrue(messages.contains { $0.hasSuffix("'../MyApp/Views/*.swift' reaches outside the project root '\(folder)/Scenes'; nothing outside it is searched") }, "\(messages)")

        let (admitted, url) = try PreviewBrowserTests.startPreview(scene, ["--project-root", folder])
        defer { admitted.terminate(); admitted.waitUntilExit() }
        let png = try Data(contentsOf: XCTUnwrap(URL(string: url + "frame.png?t=0")))
        let frame = try PNGReader.decode(png, path: "frame")
        XCTAssertEqual(frame.width, 40)
        // Color.red is systemRed, #FF3B30.
        XCTAssertEqual(frame.rgba(x: 20, y: 10).r, 255)
        XCTAssertEqual(frame.rgba(x: 20, y: 10).g, 59)
        XCTAssertEqual(frame.rgba(x: 2, y: 2).g, 255, "white around it")
    }

    /// A `.sheet` written in the app's files, on a view the app shows only later: the scene
    /// is planned with its presentation from the first frame (the window behind the screen,
    /// the presenter's background), so showing the shelf fades nothing in over a black
    /// window, and the sheet slides up over the presenter, which moves back, with no pop.
    func testASheetInTheAppsFilesIsPresentedAndContinuous() throws {
        let folder = Repo.temporaryFolder("sources-sheet")
        try FileManager.default.createDirectory(atPath: folder + "/App", withIntermediateDirectories: true)
        try """
        import SwiftUI

        struct LibraryView: View {
            @State private var opened = false
            var body: some View {
                VStack(spacing: 16) {
                    Text("Library").font(.largeTitle.bold())
                    Button("Open shelf") { withAnimation(.easeInOut(duration: 0.4)) { opened = true } }
                    if opened { ShelfView() }
                    Spacer()
                }
                .padding(.top, 40)
                .frame(maxWidth: .infinity)
            }
        }

        struct ShelfView: View {
            @State private var isAdding = false
            var body: some View {
                VStack(spacing: 12) {
                    RoundedRectangle(cornerRadius: 12).fill(Color.orange).frame(width: 200, height: 120)
                    Button("Add book") { isAdding = true }
                }
                .sheet(isPresented: $isAdding) {
                    VStack(spacing: 12) {
                        Text("New book").font(.headline)
                        Button("Cancel") { isAdding = false }
                    }
                }
            }
        }
        """.write(toFile: folder + "/App/Library.swift", atomically: true, encoding: .utf8)
        let path = folder + "/shelf.scene"
        try """
        scene("A sheet in the app's files") {
            sources("App/*.swift")
            device(.iPhone14)
            root(LibraryView())
            timeline {
                wait(0.3)
                tap("Open shelf")
                wait(0.8)
                tap("Add book")
                wait(1.0)
                tap("Cancel")
                wait(1.0)
            }
        }
        """.write(toFile: path, atomically: true, encoding: .utf8)
        let engine = try RenderEngine()
        let scene = try CompiledScene.load(path: path, engine: engine)
        func element(_ suffix: String, _ i: Int) -> SampledElement? {
            scene.plan.sample(at: scene.time(ofFrame: i)).elements.first { $0.element.identity.description.hasSuffix(suffix) }
        }
        // From frame 0 the screen is the presenter over its window, both opaque.
        XCTAssertEqual(element("presentation-background", 0)?.opacity, 1)
        XCTAssertEqual(element("window", 0)?.opacity, 1)
        // Halfway through showing the shelf (t = 0.5 s), the empty lower screen stays white.
        let half = Renderer.render(scene.plan.sample(at: scene.time(ofFrame: 30)).displayList, scale: 1, engine: engine)
        let blank = half.rgba(x: 195, y: 700)
        XCTAssertEqual([blank.r, blank.g, blank.b], [255, 255, 255])
        // 1 s after "Add book" (frame 126) the large sheet is up, 10 pt below the safe area's
        // top, and the presenter has moved back to 92 %.
        XCTAssertEqual(try XCTUnwrap(element("sheet-background", 126)).element.frame.minY, 57, accuracy: 0.01)
        XCTAssertEqual(try XCTUnwrap(element("presentation-background", 126)).element.transformedBounds.width, 390 * 0.92, accuracy: 0.01)
        XCTAssertEqual(Continuity(scene: scene, engine: engine).diagnostics.map(\.message), [])
    }
}
