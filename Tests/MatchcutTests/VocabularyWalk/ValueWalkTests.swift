import Foundation
import Geometry
import Matchcut
import Motion
import Render
import SwiftCore
import ViewTree
import XCTest
@testable import SceneLanguage

/// No silent drops, for the vocabulary's values (issue 17, item 4; VocabularyWalkTests walks
/// its views and modifiers). Every named member a table of Sources/SceneLanguage/Vocabulary/
/// Values accepts (ValueSamples: colours, styles, materials, text styles, weights,
/// designs, alignments, unit points, edges and edge sets, content modes, image scales,
/// symbol variants and rendering modes, animation curves and their modifiers, transitions,
/// date styles) is written on one line of a screen and drawn: at rest, or for a curve or a
/// transition at a time inside the change it drives. Within a family every name must draw
/// differently from every other, unless docs/scene-language.md lists the two as drawing
/// alike ("Values that draw alike"), and then they must draw the same; or the name is
/// listed as drawn as another with a note ("Values drawn as another, with a note"), and
/// then it draws as that one and says so at its line:column.
///
/// The language core (statements, declarations, operators) draws nothing by itself: it
/// only computes the values views are made of, and LanguageFixtureTests assert the value
/// each construct gives.
final class ValueWalkTests: XCTestCase {
    static func screen(_ family: ValueFamily, _ value: String) -> String {
        """
        struct Probe: View {
            @State private var open = false

            var body: some View {
                VStack {
                    \(family.line.replacingOccurrences(of: "@@", with: value))
                    Spacer()
                }
                .padding(.top, 20)
            }
        }

        scene("Value") {
            device(.iPhoneSE)
            fps(60)
            root(Probe())
            \(family.timeline.replacingOccurrences(of: "@@", with: value))
        }

        """
    }

    /// The documented groups of names that draw alike, by family: the lines
    /// "- `a` = `b` (family): why" of docs/scene-language.md's "Values that draw alike".
    static func documentedAlike() throws -> [String: [Set<String>]] {
        try lines(of: "### Values that draw alike").reduce(into: [:]) { $0[$1.0, default: []].append(Set($1.1)) }
    }

    /// The names drawn as another with a note at the call, by family, each with the name it
    /// is drawn as ("(baseline)" when none is named): the lines "- `a` as `b` (family): why"
    /// or "- `a` as the plain … (family): why" of "Values drawn as another, with a note".
    static func documentedNoted() throws -> [String: [String: String]] {
        var noted: [String: [String: String]] = [:]
        for (family, names) in try lines(of: "### Values drawn as another, with a note") {
            noted[family, default: [:]][names[0]] = names.count > 1 ? names[1] : "(baseline)"
        }
        return noted
    }

    /// The backquoted names and the family of each line "- `a` … (family): why" of a section.
    static func lines(of heading: String) throws -> [(String, [String])] {
        let doc = try String(contentsOfFile: Repo.path("docs/scene-language.md"), encoding: .utf8)
        guard let start = doc.range(of: heading) else { return [] }
        let section = doc[start.upperBound...].components(separatedBy: "\n#").first ?? ""
        return section.split(separator: "\n").filter { $0.hasPrefix("- `") }.compactMap { line in
            let head = line.split(separator: ":", maxSplits: 1).first.map(String.init) ?? ""
            guard let open = head.lastIndex(of: "("), let close = head.lastIndex(of: ")") else { return nil }
            let names = head[..<open].components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
            return (String(head[head.index(after: open)..<close]), names)
        }
    }

    /// What the sample draws (its frame at the family's time), and whether a note stands at
    /// the value's line; or the errors that stopped it.
    static func draw(_ family: ValueFamily, _ value: String, engine: RenderEngine) throws -> (Frame, noted: Bool, String) {
        let path = Repo.temporaryFolder("value-walk") + "/value.scene"
        try screen(family, value).write(toFile: path, atomically: true, encoding: .utf8)
        let check = CompiledScene.check(path: path, engine: engine)
        guard let scene = check.scene, !check.hasErrors else { return (Frame(width: 1, height: 1), false, check.report) }
        let line = screen(family, "@@").components(separatedBy: "\n").firstIndex { $0.contains("@@") }! + 1
        let noted = check.diagnostics.contains { $0.location.line == line && $0.severity != .error }
        return (GoldenRun(scene: scene, engine: engine).frame(at: family.time), noted, "")
    }

    func testEveryValueOfTheVocabularyHasASample() {
        for family in ValueSamples.families {
            XCTAssertEqual(Set(family.written.keys), family.accepted, "\(family.family): a sample per name of its table")
        }
    }

    func testEveryValueDrawsDifferentlyFromTheOthersOfItsFamilyOrIsADocumentedAlias() throws {
        let engine = try RenderEngine()
        let documented = try Self.documentedAlike(), notes = try Self.documentedNoted()
        var failed: [String] = [], wrong: [String] = []
        for family in ValueSamples.families {
            var drawn: [[UInt8]: Set<String>] = [:], said: Set<String> = []
            var samples = family.written
            if let baseline = family.baseline { samples["(baseline)"] = baseline }
            for (name, value) in samples.sorted(by: { $0.key < $1.key }) {
                let (frame, noted, error) = try Self.draw(family, value, engine: engine)
                if !error.isEmpty { failed.append("\(family.family) \(name): \(error)"); continue }
                drawn[frame.pixels, default: []].insert(name)
                if noted { said.insert(name) }
            }
            let noted = notes[family.family] ?? [:]
            for (name, drawnAs) in noted.sorted(by: { $0.key < $1.key }) {
                if !drawn.values.contains(where: { $0.contains(name) && $0.contains(drawnAs) }) {
                    wrong.append("\(family.family): \(name) is documented as drawn as \(drawnAs), and is not")
                }
                if !said.contains(name) { wrong.append("\(family.family): \(name) draws as \(drawnAs) without a note at its call") }
            }
            let alike = Set(drawn.values.map { $0.subtracting(noted.keys) }.filter { $0.count > 1 })
            let listed = Set(documented[family.family] ?? [])
            for group in alike.subtracting(listed) { wrong.append("\(family.family): \(group.sorted()) draw alike, not documented") }
            for group in listed.subtracting(alike) { wrong.append("\(family.family): \(group.sorted()) documented alike, drawn differently") }
        }
        XCTAssertEqual(failed, [], "every sample is valid app code")
        XCTAssertEqual(wrong.sorted(), [], "names of one family draw differently, or are documented as drawing alike")
    }

    /// Every style struct (`PlainButtonStyle()`) belongs to the family of the modifier its
    /// name ends with, and draws as the leading-dot style it stands for there.
    func testEveryStyleStructDrawsAsTheStyleItStandsFor() throws {
        let engine = try RenderEngine()
        var wrong: [String] = []
        for (structName, style) in ValueConstructors.styles {
            guard let family = ValueSamples.styles.first(where: { structName.hasSuffix($0.family.prefix(1).uppercased() + $0.family.dropFirst()) }),
                  family.accepted.contains(style) else {
                wrong.append("\(structName): no style family accepts .\(style)"); continue
            }
            let (made, _, error) = try Self.draw(family, structName + "()", engine: engine)
            let (dotted, _, _) = try Self.draw(family, "." + style, engine: engine)
            if !error.isEmpty { wrong.append("\(structName): \(error)") } else if made.pixels != dotted.pixels {
                wrong.append("\(structName)() draws differently from .\(style)")
            }
        }
        XCTAssertEqual(wrong, [], "a style struct is its leading-dot style")
    }

    /// The walk found `.interpolatingSpring` and `interpolatingSpring(duration:bounce:)`
    /// refused (it asked for `stiffness:`); they are iOS 17's, with every argument defaulted.
    func testAnInterpolatingSpringOfADurationAndBounceIsThatSpring() throws {
        let at = SourceLocation.unknown
        for (args, response, zeta) in [([ArgValue](), 0.5, 1.0),
                                       ([ArgValue(label: "duration", value: .double(0.4), location: at),
                                         ArgValue(label: "bounce", value: .double(0.2), location: at)], 0.4, 0.8)] {
            let spec = try Animations.spec(from: .enumCase("interpolatingSpring", args), at: at)
            let animation = Motion.Animation(spec)
            guard case .spring(let spring) = animation.curve else { return XCTFail("not a spring") }
            XCTAssertEqual(spring.omega, 2 * Double.pi / response, accuracy: 1e-9)
            XCTAssertEqual(spring.zeta, zeta, accuracy: 1e-12)
            XCTAssertEqual(animation.retargeting, .combine, "an interpolating spring adds to the one before")
        }
    }
}
