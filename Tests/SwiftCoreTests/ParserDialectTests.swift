@testable import SwiftCore
import XCTest

/// The core parses Swift; what a host adds (its top-level calls, macros, result builders,
/// platform and the words its messages use) comes only from the `Dialect` it passes.
final class ParserDialectTests: XCTestCase {
    /// A host with one top-level call, one macro and one result builder, none of them SwiftUI's.
    static let host = Dialect(topLevelCalls: ["recipe"], freestandingMacros: ["Sample"], resultBuilders: ["ListBuilder"],
                              platform: "macOS", importableModules: ["Foundation"],
                              filesName: "recipe files", accepted: "structs and 'recipe'")

    func parse(_ text: String, _ dialect: Dialect) -> (Program, [Diagnostic]) {
        Parser.parse(SourceFile(path: "t.swift", text: text), dialect: dialect)
    }

    func testSwiftAloneHasNoTopLevelCall() {
        let (program, diagnostics) = parse("recipe(\"Bread\") {\n    step()\n}\n", .swift)
        XCTAssertEqual(program.blocks.count, 0)
        XCTAssertEqual(diagnostics.map(\.description), ["t.swift:1:1: error: expected a declaration ('struct', 'class', 'enum', 'let', 'func' or 'extension'), found 'recipe'"])
        XCTAssertEqual(diagnostics.first?.hint,
                       "at the top level a file holds declarations: 'struct', 'class', 'enum', 'let', 'func' or 'extension'")
    }

    func testTheDialectsTopLevelCallIsATitledBlock() throws {
        let (program, diagnostics) = parse("let n = 1\nrecipe(\"Bread\") {\n    step()\n    step()\n}\n", Self.host)
        XCTAssertEqual(diagnostics.map(\.description), [])
        let block = try XCTUnwrap(program.blocks.first)
        XCTAssertEqual([block.call, block.title], ["recipe", "Bread"])
        XCTAssertEqual(block.body.count, 2)
        XCTAssertEqual(block.location.description, "t.swift:2:1")
        XCTAssertEqual(program.globals.count, 1)
    }

    func testATopLevelCallOfTheWrongShapeSaysWhatShapeItTakes() {
        let (_, diagnostics) = parse("recipe(title) {\n}\n", Self.host)
        XCTAssertEqual(diagnostics.map(\.description), [#"t.swift:1:1: error: expected 'recipe("title") { … }', found 'recipe'"#])
        let (_, other) = parse("print(1)\n", Self.host)
        XCTAssertEqual(other.map(\.text), ["expected a declaration ('struct', 'class', 'enum', 'let', 'func', 'extension' or 'recipe'), found 'print'"])
    }

    func testAMacroIsTheDialectsOnly() throws {
        let text = "#Sample(\"Small\") {\n    let a = 1\n}\n"
        let (program, diagnostics) = parse(text, Self.host)
        XCTAssertEqual(diagnostics.map(\.description), [])
        let macro = try XCTUnwrap(program.macros.first)
        XCTAssertEqual([macro.macro, macro.name], ["Sample", "Small"])
        XCTAssertEqual(macro.body.count, 1)
        XCTAssertEqual(parse(text, .swift).0.macros.count, 0)
        XCTAssertEqual(parse(text, .swift).1.first?.id, "expected-declaration")
    }

    func testAResultBuilderIsAnAttributeTheDialectNames() throws {
        let text = "@ListBuilder func rows() -> [Int] { 1 }\n@Other func plain() -> Int { 1 }\n"
        let (program, _) = parse(text, Self.host)
        XCTAssertEqual(program.functions.map(\.isResultBuilder), [true, false])
        XCTAssertEqual(parse(text, .swift).0.functions.map(\.isResultBuilder), [false, false])
    }

    func testConditionalCompilationAsksTheDialect() {
        let text = "#if os(macOS) && canImport(Foundation)\nlet a = 1\n#else\nlet b = 2\n#endif\n"
        func names(_ dialect: Dialect) -> [String] {
            parse(text, dialect).0.globals.compactMap { if case let .binding(_, name, _, _) = $0.kind { name } else { nil } }
        }
        XCTAssertEqual(names(Self.host), ["a"])
        XCTAssertEqual(names(.swift), ["b"])
    }

    func testARefusedKeywordNamesTheHostsFiles() {
        let (_, diagnostics) = parse("actor Counter {}\n", Self.host)
        XCTAssertEqual(diagnostics.map(\.description), ["t.swift:1:1: error: 'actor' is not supported in recipe files"])
        XCTAssertEqual(diagnostics.first?.hint, "recipe files accept structs and 'recipe'")
    }

    func testLexerErrorsAreLocated() {
        let (_, diagnostics) = parse("let s = \"abc\nlet t = 3px\n", .swift)
        XCTAssertEqual(diagnostics.map(\.description), ["t.swift:1:9: error: unterminated string literal",
                                                        "t.swift:2:9: error: invalid number literal '3px'"])
        XCTAssertEqual(diagnostics.map(\.id), ["unterminated-string", "invalid-number"])
    }
}
