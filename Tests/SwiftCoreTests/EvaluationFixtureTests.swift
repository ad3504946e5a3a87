@testable import SwiftCore
import Foundation
import XCTest

/// Swift evaluated with no host at all (`SwiftHost`): each fixture in Fixtures/ is a program
/// whose `// expect: expression == text` lines give the text of an expression after the
/// program's globals are evaluated (as string interpolation writes it), and whose
/// `// error: line:column: message` lines give the errors it must report, all of them.
final class EvaluationFixtureTests: XCTestCase {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    struct Outcome {
        var texts: [String: String] = [:]
        var errors: [String] = []
    }

    /// Parses and evaluates `text` with each expectation's expression appended as a global.
    static func evaluate(_ text: String, probes: [String]) -> Outcome {
        var source = text
        for (i, probe) in probes.enumerated() { source += "\nlet __probe\(i) = \(probe)" }
        let (program, syntax) = Parser.parse(SourceFile(path: "f.swift", text: source), dialect: .swift)
        let it = Interpreter(program: program, file: "f.swift", host: SwiftHost(), diagnostics: DiagnosticBag())
        it.evaluateGlobals()
        var outcome = Outcome()
        outcome.errors = (syntax + it.diagnostics.all).map { "\($0.location.line):\($0.location.column): \($0.text)" }
        for (i, probe) in probes.enumerated() {
            guard let value = it.globals.lookupLocal("__probe\(i)") else { continue }
            outcome.texts[probe] = (try? it.text(value)) ?? "<no text>"
        }
        return outcome
    }

    func testEveryFixture() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".swift") }.sorted()
        XCTAssertGreaterThanOrEqual(names.count, 7, "the fixtures were found")
        for name in names {
            let text = try String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8)
            var expected: [(probe: String, text: String)] = []
            var errors: [String] = []
            for line in text.split(separator: "\n") {
                if let rest = line.firstRange(of: "// expect: ").map({ line[$0.upperBound...] }),
                   let eq = rest.range(of: " == ") {
                    expected.append((String(rest[..<eq.lowerBound]), String(rest[eq.upperBound...])))
                } else if let rest = line.firstRange(of: "// error: ").map({ line[$0.upperBound...] }) {
                    errors.append(String(rest))
                }
            }
            XCTAssertFalse(expected.isEmpty && errors.isEmpty, "\(name) states what it expects")
            let outcome = Self.evaluate(text, probes: expected.map(\.probe))
            XCTAssertEqual(outcome.errors, errors, name)
            for e in expected {
                XCTAssertEqual(outcome.texts[e.probe], e.text, "\(name): \(e.probe)")
            }
        }
    }

    /// The core names no host: a name a host would provide is unknown to Swift alone.
    func testAHostsNamesAreUnknownToSwiftAlone() {
        let outcome = Self.evaluate("let c = Color.red\nlet t = Text(\"a\")\nlet n = CGFloat(2)\n", probes: [])
        XCTAssertEqual(outcome.errors, [
            "1:9: cannot find 'Color' in scope",
            "2:9: cannot find 'Text' in scope",
            "3:9: cannot find 'CGFloat' in scope",
        ])
    }
}
