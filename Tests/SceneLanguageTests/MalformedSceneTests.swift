import SwiftCore
import ViewTree
import XCTest
@testable import SceneLanguage

/// Malformed scenes, one row each: the source, the first error's message, line and column.
final class MalformedSceneTests: XCTestCase {
    /// One malformed scene: Fixtures/malformed/<name>.scene, whose first lines say what it
    /// must report: `// expect: LINE:COLUMN: error: MESSAGE` and `// hint: HINT`.
    struct Fixture {
        var name: String
        var path: String
        var line: Int
        var column: Int
        var message: String
        var hint: String?
        /// Reported by a later stage (`// counted after the motion plan`), not by the compiler.
        var isLater: Bool

        static func all() throws -> [Fixture] {
            let folder = Fixtures.path("malformed")
            return try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".scene") }.sorted().map { file in
                let path = folder + "/" + file
                let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
                let expect = try XCTUnwrap(lines.first?.dropFirst("// expect: ".count))
                let parts = expect.split(separator: ":", maxSplits: 3)
                let hint = lines.dropFirst().first.flatMap { $0.hasPrefix("// hint: ") ? String($0.dropFirst("// hint: ".count)) : nil }
                return Fixture(name: String(file.dropLast(6)), path: path, line: Int(parts[0])!, column: Int(parts[1])!,
                               message: String(parts[3].dropFirst()), hint: hint,
                               isLater: lines.prefix(4).contains { $0.contains("// counted after the motion plan") })
            }
        }
    }

    func testThereAreAtLeastFortyFixtures() throws {
        XCTAssertGreaterThanOrEqual(try Fixture.all().count, 40)
    }

    func testEveryFixtureReportsItsError() throws {
        for f in try Fixture.all() where !f.isLater {
            let (scene, diagnostics) = SceneCompiler.compile(path: f.path, options: Fixtures.options(for: f.path))
            let errors = diagnostics.filter { $0.severity == .error }
            XCTAssertNil(scene, f.name)
            guard let first = errors.first else { XCTFail("\(f.name): no error"); continue }
            XCTAssertEqual(first.text, f.message, f.name)
            XCTAssertEqual("\(first.location.line):\(first.location.column)", "\(f.line):\(f.column)", "\(f.name): \(first.text)")
            // Every error has a hint, and every fixture says which (issue 29: a hint compared
            // with itself checked nothing for 28 of them).
            XCTAssertNotNil(f.hint, "\(f.name): write its expected '// hint: …' on the second line")
            XCTAssertEqual(first.hint, f.hint, f.name)
            XCTAssertEqual(first.location.file, f.path, f.name)
        }
    }

    func testThreeIndependentSyntaxErrorsAreAllReported() {
        let source = """
        struct V: View {
            var body: some View {
                VStack {
                    Circle().frame(width: 50
                    Text("ok")
                    Rectangle().fill(
                }
            }
        }
        let x = [1, 2
        scene("s") { root(V()) }
        """
        let (_, diagnostics) = SceneCompiler.compile(source: SourceFile(path: "t.scene", text: source))
        let errors = diagnostics.filter { $0.severity == .error }
        XCTAssertEqual(errors.map(\.text), [
            "expected ')' to close 'frame('",
            "expected an expression, found '}'",
            "expected ']' to close '['",
        ], "\(diagnostics)")
        XCTAssertEqual(errors.map(\.location.line), [4, 7, 10])
    }

    func testThreeIndependentEvaluationErrorsAreAllReported() {
        let source = """
        struct V: View {
            var body: some View {
                VStack {
                    Circel()
                    Text("ok").paddng()
                    Rectangle().frame(widht: 3)
                }
            }
        }
        scene("s") { root(V()) }
        """
        let (_, diagnostics) = SceneCompiler.compile(source: SourceFile(path: "t.scene", text: source))
        XCTAssertEqual(diagnostics.filter { $0.severity == .error }.map(\.location.line), [4, 5, 6], "\(diagnostics)")
    }

    /// Issue 16, item 8: "a chain with five unsupported modifiers reports five", each at its
    /// name, on one line or on five, and the scene still fails.
    func testAChainOfFiveUnknownModifiersReportsAllFive() {
        let chained = """
        struct V: View {
            var body: some View {
                Text("Hi").menuStyle(.button).gaugeStyle(.linearCapacity).fooBar().bazQux(1).paddng()
            }
        }
        scene("s") { root(V()) }
        """
        let (scene, oneLine) = SceneCompiler.compile(source: SourceFile(path: "t.scene", text: chained))
        XCTAssertNil(scene)
        let errors = oneLine.filter { $0.severity == .error }
        XCTAssertEqual(errors.map(\.text), ["menuStyle", "gaugeStyle", "fooBar", "bazQux", "paddng"].map { "unknown modifier '\($0)'" }, "\(oneLine)")
        XCTAssertEqual(errors.map(\.location.line), [3, 3, 3, 3, 3])
        XCTAssertEqual(errors.map(\.location.column), [20, 39, 67, 76, 86])
        let stacked = chained.replacingOccurrences(of: ").", with: ")\n            .")
        let (_, fiveLines) = SceneCompiler.compile(source: SourceFile(path: "t.scene", text: stacked))
        XCTAssertEqual(fiveLines.filter { $0.severity == .error }.map(\.location.line), [4, 5, 6, 7, 8], "\(fiveLines)")
    }
}

/// Syntax and evaluation errors in different declarations are all reported in one run.
final class MixedErrorTests: XCTestCase {
    func testASyntaxErrorDoesNotHideEvaluationErrorsElsewhere() {
        let source = """
        struct A: View {
            var body: some View {
                Circle().frame(width: 50
            }
        }
        struct B: View {
            var body: some View {
                Circel()
            }
        }
        let x = undefinedName
        scene("s") { root(B()) }
        """
        let (scene, diagnostics) = SceneCompiler.compile(source: SourceFile(path: "t.scene", text: source))
        XCTAssertNil(scene)
        XCTAssertEqual(diagnostics.map { "\($0.location.line):\($0.location.column): \($0.text)" }, [
            "3:33: expected ')' to close 'frame('",
            "8:9: unknown view 'Circel'",
            "11:9: cannot find 'undefinedName' in scope",
        ])
    }

    func testWhatFollowsFromASyntaxErrorIsNotReported() {
        // `items` fails to parse; using it, and the view whose member broke, says nothing more.
        let source = """
        let items = [1, 2
        struct V: View {
            let title: String
            var body: some View {
                Text("\\(items.count)")
            }
        }
        scene("s") { root(V(title: "a")) }
        """
        let (_, diagnostics) = SceneCompiler.compile(source: SourceFile(path: "t.scene", text: source))
        XCTAssertEqual(diagnostics.map(\.text), ["expected ']' to close '['"])
    }
}
