import Foundation
import Layout
import Matchcut
import Render
import XCTest
@testable import SceneLanguage

/// No silent drops (issue 17, item 4). Every view and modifier of the vocabulary table
/// (Sources/SceneLanguage/Vocabulary) is written once as app code writes it (WalkSamples),
/// inside a view that flies from a small frame to a large one with matchedGeometryEffect.
/// Each must change the solved layout (the snapshot Motion and Render work from), or be on
/// docs/scene-language.md's list of constructs that draw nothing, or say at its own
/// line:column why it is not drawn. And no frame of its flight may pop. ValueWalkTests
/// walks the values those views and modifiers take. The language core (statements,
/// declarations, operators) draws nothing by itself; LanguageFixtureTests assert the value
/// each construct gives.
final class VocabularyWalkTests: XCTestCase {
    /// The line the sample stands on in `screen(_:)`, 1-based.
    static let sampleLine = screen("@@").components(separatedBy: "\n").firstIndex { $0.contains("@@") }! + 1

    static func screen(_ content: String) -> String {
        """
        class WalkModel: ObservableObject {
            @Published var value = 1
        }

        struct WalkPadding: ViewModifier {
            func body(content: Content) -> some View { content.padding(12) }
        }

        struct WalkSize: PreferenceKey {
            static var defaultValue: CGFloat = 24
            static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = nextValue() }
        }

        struct SchemeReader: View {
            @Environment(\\.colorScheme) private var scheme
            var body: some View { Text("\\(scheme)") }
        }

        struct Probe: View {
            let open: Bool
            @Namespace private var inner
            @State private var on = true
            @State private var level = 0.5
            @State private var count = 3
            @State private var name = "Walk"
            @State private var choice = "A"
            @State private var row: Int? = 20
            @State private var date = Date(timeIntervalSince1970: 0)
            @State private var colour = Color.blue

            var body: some View {
                // A card, 200 × 240 or 300 × 360, on an iPhone SE's screen.
                VStack(spacing: 0) {
                    Text("top")
                    // The construct, on one line:
        \(content)
                    Text("bottom")
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background(RoundedRectangle(cornerRadius: 16).fill(Color(white: 0.93)))
            }
        }

        struct Walk: View {
            @Namespace private var space
            @State private var open = false

            var body: some View {
                VStack {
                    if open {
                        Probe(open: true).matchedGeometryEffect(id: "walk", in: space).frame(width: 300, height: 360)
                    } else {
                        Probe(open: false).matchedGeometryEffect(id: "walk", in: space).frame(width: 200, height: 240)
                    }
                    Spacer()
                }
            }
        }

        scene("Walk") {
            device(.iPhoneSE)
            fps(60)
            root(Walk())
            timeline {
                wait(0.1)
                withAnimation(.easeInOut(duration: 0.4)) { open = true }
                wait(0.5)
            }
        }

        """
    }

    /// Every name of the table: its views and modifiers.
    static var names: Set<String> { Vocabulary.viewNames.union(Vocabulary.modifierNames) }

    /// Samples for every name; a modifier without one of its own (one that accepts any
    /// arguments and draws nothing) is written `.name()` on a Text.
    static var samples: [WalkSample] {
        let written = WalkSamples.views + WalkSamples.modifiers
        let covered = Set(written.map(\.name))
        let rest = Vocabulary.modifierNames.subtracting(covered).sorted().map { WalkSample.modifier($0, ".\($0)()") }
        return written + rest
    }

    /// The constructs docs/scene-language.md lists as drawing nothing, in SwiftUI as here:
    /// the backquoted names of the paragraph "These draw nothing" and of the table of inert
    /// modifiers under "Accepted with no visual effect" (`a(s)` and `aB/C` spelled out).
    static func documentedAsDrawingNothing() throws -> Set<String> {
        let doc = try String(contentsOfFile: Repo.path("docs/scene-language.md"), encoding: .utf8)
        guard let start = doc.range(of: "## Accepted with no visual effect") else { return [] }
        let section = doc[start.upperBound...].components(separatedBy: "\n## ").first ?? ""
        let paragraphs = section.components(separatedBy: "\n\n")
        let listed = paragraphs.filter { $0.hasPrefix("These draw nothing") }
            + section.split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| family") }.map(String.init)
        var names: Set<String> = []
        for text in listed {
            for piece in text.components(separatedBy: "`").enumerated() where piece.offset % 2 == 1 {
                var name = piece.element
                if name.hasSuffix("(s)") { names.insert(String(name.dropLast(3)) + "s") }
                if let paren = name.firstIndex(of: "(") { name = String(name[..<paren]) }
                let parts = name.split(separator: "/").map(String.init)
                guard let first = parts.first else { continue }
                names.insert(first)
                // `accessibilityLabel/Identifier/Hint`: the stem before the last word.
                let stem = first.lastIndex(where: \.isUppercase).map { first[..<$0] } ?? ""
                for suffix in parts.dropFirst() { names.insert(stem + suffix) }
            }
        }
        return names
    }

    /// Writes the screen with `content` at `walk/<name>.scene`: the probe and its control go
    /// to the same path, one after the other, so that their sources' locations match.
    static func write(_ name: String, _ content: String) throws -> String {
        let path = Repo.temporaryFolder("walk") + "/\(name).scene"
        try screen("            " + content).write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// The initial layout with sources left out: what is drawn, where, and how it moves.
    static func layout(_ scene: CompiledScene, engine: RenderEngine) throws -> [String] {
        let snapshot = try scene.snapshot(layout: nil, engine: engine)
        return [String(describing: snapshot.canvas)] + snapshot.elements.map { element in
            var e = element
            e.location = .unknown
            e.allowsHitTesting = true  // what takes a touch is not drawn
            return String(describing: e)
        }
    }

    func testEveryConstructOfTheVocabularyHasASample() {
        let samples = Self.samples
        XCTAssertEqual(Set(samples.map(\.name)), Self.names, "a sample per view and modifier")
        XCTAssertEqual(samples.count, Set(samples.map(\.name)).count, "one sample per name")
        XCTAssertEqual(Set(WalkSamples.views.map(\.name)), Vocabulary.viewNames, "every view is written out")
    }

    func testEveryConstructChangesTheLayoutOrIsDocumentedOrSaysWhyNot() throws {
        let engine = try RenderEngine()
        let documented = try Self.documentedAsDrawingNothing()
        var silent: [String] = [], failed: [String] = [], pops: [String] = []
        var drawingNothing: Set<String> = []
        for sample in Self.samples {
            let probePath = try Self.write(sample.name, sample.probe)
            let check = CompiledScene.check(path: probePath, engine: engine)
            guard let probe = check.scene, !check.hasErrors else {
                failed.append("\(sample.name): \(check.report)")
                continue
            }
            let control = try CompiledScene.load(path: try Self.write(sample.name, sample.control), engine: engine)
            if try Self.layout(probe, engine: engine) == Self.layout(control, engine: engine) {
                drawingNothing.insert(sample.name)
                let said = check.diagnostics.contains { $0.location.line == Self.sampleLine && $0.severity != .error }
                if !documented.contains(sample.name) && !said { silent.append(sample.name) }
            }
            let continuity = Continuity(scene: probe, engine: engine)
            if !continuity.pops.isEmpty { pops.append("\(sample.name): frames \(continuity.pops.map(\.index))") }
        }
        XCTAssertEqual(failed, [], "every sample is valid app code")
        XCTAssertEqual(silent, [], "changes nothing, is not on the documented list and says nothing at its call")
        XCTAssertEqual(pops, [], "a pop in the flight")
        // The list is exact: a documented name that is in the vocabulary draws nothing.
        let documentedButDrawn = documented.intersection(Self.names).subtracting(drawingNothing)
        XCTAssertEqual(documentedButDrawn, [], "listed as drawing nothing, yet it changes the layout")
    }
}
