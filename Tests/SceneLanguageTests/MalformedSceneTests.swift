import ViewTree
import XCTest
@testable import SceneLanguage

/// Malformed scenes, one row each: the source, the first error's message, line and column.
final class MalformedSceneTests: XCTestCase {
    struct Fixture {
        var name: String
        var source: String
        var message: String
        var line: Int
        var column: Int
        var hint: String? = nil
    }

    static let view = "struct V: View {\n    var body: some View {\n"
    static let scene = "scene(\"s\") { root(V()) }\n"

    static let fixtures: [Fixture] = [
        Fixture(name: "unknown view", source: view + "        Circel()\n    }\n}\n" + scene,
                message: "unknown view 'Circel'", line: 3, column: 9, hint: "did you mean 'Circle'?"),
        Fixture(name: "unknown modifier", source: view + "        Circle().paddin()\n    }\n}\n" + scene,
                message: "unknown modifier 'paddin'", line: 3, column: 9, hint: "did you mean 'padding'?"),
        Fixture(name: "unknown parameter", source: view + "        Circle().frame(widht: 3)\n    }\n}\n" + scene,
                message: "'frame' has no parameter 'widht'", line: 3, column: 24, hint: "did you mean 'width'?"),
        Fixture(name: "unclosed call", source: view + "        Circle().frame(width: 50\n    }\n}\n" + scene,
                message: "expected ')' to close 'frame('", line: 3, column: 33),
        Fixture(name: "unknown identifier", source: "let x = 1\n" + view + "        Text(\"\\(y)\")\n    }\n}\n" + scene,
                message: "cannot find 'y' in scope", line: 4, column: 17),
        Fixture(name: "wrong argument type", source: view + "        Circle().frame(width: \"wide\")\n    }\n}\n" + scene,
                message: "'frame' expects a number for 'width:', found a 'String'", line: 3, column: 24),
        Fixture(name: "missing body", source: "struct V: View {\n    let x = 1\n}\n" + scene,
                message: "view 'V' has no 'body'", line: 1, column: 1, hint: "add 'var body: some View { ... }'"),
        Fixture(name: "scene without root", source: view + "        Circle()\n    }\n}\nscene(\"s\") { fps(30) }\n",
                message: "scene 's' has no 'root'", line: 6, column: 1),
        Fixture(name: "no scene", source: view + "        Circle()\n    }\n}\n",
                message: "the file has no 'scene' block", line: 5, column: 1),
        Fixture(name: "unterminated string", source: view + "        Text(\"abc)\n    }\n}\n" + scene,
                message: "unterminated string literal", line: 3, column: 14),
        Fixture(name: "unexpected character", source: view + "        Circle() ^\n    }\n}\n" + scene,
                message: "unexpected character '^'", line: 3, column: 18),
        Fixture(name: "unknown device", source: view + "        Circle()\n    }\n}\nscene(\"s\") { device(.iPhone41); root(V()) }\n",
                message: "unknown device 'iPhone41'", line: 6, column: 21, hint: "did you mean 'iPhone14'?"),
        Fixture(name: "unknown scene command", source: view + "        Circle()\n    }\n}\nscene(\"s\") { roots(V()) }\n",
                message: "unknown scene command 'roots'", line: 6, column: 14, hint: "did you mean 'root'?"),
        Fixture(name: "unsupported keyword", source: "class C {}\n" + view + "        Circle()\n    }\n}\n" + scene,
                message: "'class' is not supported in scene files", line: 1, column: 1),
        Fixture(name: "missing argument", source: "struct T { let title: String }\nlet t = T()\n" + view + "        Circle()\n    }\n}\n" + scene,
                message: "missing argument 'title:' in call to 'T'", line: 2, column: 9),
        Fixture(name: "foreach too large", source: view + "        ForEach(0..<20000) { i in Text(\"\\(i)\") }\n    }\n}\n" + scene,
                message: "'ForEach' has 20000 elements; the limit is 10000", line: 3, column: 9),
        Fixture(name: "recursive view", source: "struct V: View {\n    var body: some View {\n        V()\n    }\n}\n" + scene,
                message: "'V' nests itself too deeply (more than 64 levels)", line: 3, column: 9),
        Fixture(name: "nesting too deep", source: "let x = " + String(repeating: "(", count: 300) + "1" + String(repeating: ")", count: 300) + "\n",
                message: "code is nested too deeply (more than 200 levels)", line: 1, column: 209),
        Fixture(name: "unknown animation", source: view + "        Circle()\n    }\n}\nscene(\"s\") { root(V()); timeline { withAnimation(.sprung) { } } }\n",
                message: "'Animation' has no member 'sprung'", line: 6, column: 50, hint: "did you mean 'spring'?"),
        Fixture(name: "force unwrap nil", source: "let n: Int? = nil\nlet m = n!\n" + view + "        Circle()\n    }\n}\n" + scene,
                message: "unexpectedly found 'nil' while unwrapping an optional", line: 2, column: 9),
    ]

    func testEveryFixtureReportsItsError() {
        for f in Self.fixtures {
            let (scene, diagnostics) = SceneCompiler.compile(source: SourceFile(path: "t.scene", text: f.source))
            let errors = diagnostics.filter { $0.severity == .error }
            XCTAssertNil(scene, f.name)
            guard let first = errors.first else { XCTFail("\(f.name): no error"); continue }
            XCTAssertEqual(first.text, f.message, f.name)
            XCTAssertEqual(first.location.line, f.line, "\(f.name): line")
            XCTAssertEqual(first.location.column, f.column, "\(f.name): column")
            if let hint = f.hint { XCTAssertEqual(first.hint, hint, f.name) }
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
}
