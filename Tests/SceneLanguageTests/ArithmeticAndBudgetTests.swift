import SwiftCore
import Foundation
import XCTest
@testable import SceneLanguage

/// Arithmetic as Swift does it (overflow and out-of-range conversions are located errors,
/// never a trap) and a step budget that counts the work inside builtins.
final class ArithmeticAndBudgetTests: XCTestCase {
    /// The first error of a scene whose global `x` is `expression`: "line:column message".
    private func error(_ expression: String, prelude: String = "") -> String? {
        let text = prelude + "let x = \(expression)\nstruct V: View { var body: some View { Text(\"\\(x)\") } }\nscene(\"s\") { root(V()) }\n"
        let (_, diagnostics) = SceneCompiler.compile(source: SourceFile(path: "a.scene", text: text))
        let lines = prelude.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        return diagnostics.first { $0.severity == .error }.map { "\($0.location.line - lines):\($0.location.column) \($0.text)" }
    }

    func testIntegerOverflowIsALocatedError() {
        XCTAssertEqual(error("Int.max + 1"), "1:9 arithmetic overflow in '+'")
        XCTAssertEqual(error("Int.min - 1"), "1:9 arithmetic overflow in '-'")
        XCTAssertEqual(error("Int.max * 2"), "1:9 arithmetic overflow in '*'")
        XCTAssertEqual(error("-Int.min"), "1:9 arithmetic overflow in '-'")
        XCTAssertEqual(error("abs(Int.min)"), "1:9 arithmetic overflow in 'abs'")
        XCTAssertEqual(error("max(Int.max, 1)"), nil, "Ints compare as Ints, not through Double")
        XCTAssertEqual(error("Int.min / -1"), "1:9 arithmetic overflow in '/'")
        XCTAssertEqual(error("Int.min % -1"), "1:9 arithmetic overflow in '%'")
        XCTAssertEqual(error("7 / 0"), "1:9 division by zero")
        XCTAssertNil(error("Int.max - 1 + 1"), "in range: no error")
    }

    func testConversionsOutOfRangeAreLocatedErrors() {
        XCTAssertEqual(error("Int(1e300)"), "1:13 Int(1e300) is out of range")
        XCTAssertEqual(error("Int(Double.infinity)"), "1:13 Int(inf) is out of range")
        XCTAssertEqual(error("Int(9.3e18)"), "1:13 Int(9.3e18) is out of range")
        XCTAssertEqual(error("Int(-9.3e18)"), "1:13 Int(-9.3e18) is out of range")
        XCTAssertNil(error("Int(-9.2e18)"))
        XCTAssertNil(error("Int(2.9)"))
    }

    func testRangesThatCannotExistAreErrors() {
        XCTAssertEqual(error("0...Int.max"), "1:9 arithmetic overflow in '...'")
        XCTAssertEqual(error("(Int.min..<Int.max).count"), "1:29 arithmetic overflow in 'count'")
        XCTAssertEqual(error("5..<3"), "1:9 range 5..<3 has its lower bound above its upper bound")
        XCTAssertNil(error("(0...Int.max - 1).count"))
    }

    /// Thirty doublings share their parts: 1 KB of source, 2^30 values written out.
    private let doublings = (1...30).map { "let a\($0) = [a\($0 - 1), a\($0 - 1)]\n" }.joined()

    func testSharedDataCostsWhatItWouldWrittenOut() {
        let prelude = "let a0 = [1]\n" + doublings
        let start = Date()
        // Writing it out stops at the string limit or the step budget, whichever comes first.
        let stopped = ["evaluation did not finish within 500000 steps", "string is too large (more than 1048576 characters)"]
        XCTAssertTrue(stopped.map { "1:9 " + $0 }.contains(error("\"\\(a30)\"", prelude: prelude) ?? ""))
        XCTAssertEqual(error("a30 == a30", prelude: prelude), "1:9 evaluation did not finish within 500000 steps")
        XCTAssertTrue(stopped.map { "1:9 " + $0 }.contains(error("Dictionary(grouping: [a30]) { $0 }", prelude: prelude) ?? ""))
        XCTAssertEqual(error("[a30].contains(a30)", prelude: prelude), "1:15 evaluation did not finish within 500000 steps")
        XCTAssertLessThan(Date().timeIntervalSince(start), 30, "stopped by the budget, not by finishing")
    }

    func testBuiltinsCheckSizesBeforeBuilding() {
        XCTAssertEqual(error("(0..<1000).flatMap { _ in Array(repeating: 1, count: 1000) }"),
                       "1:20 array is too large (more than 100000 elements)")
        XCTAssertEqual(error("String(repeating: \"ab\", count: 1048576)"), "1:9 string is too large (more than 1048576 characters)")
        XCTAssertEqual(error("Array(repeating: String(repeating: \"x\", count: 1000), count: 2000).joined()"),
                       "1:76 string is too large (more than 1048576 characters)")
        XCTAssertNil(error("Array(repeating: \"x\", count: 1000).joined().count"))
    }

    func testAByteOrderMarkIsAccepted() {
        let (scene, diagnostics) = SceneCompiler.compile(source: SourceFile(path: "bom.scene", text: """
        \u{FEFF}struct V: View { var body: some View { Text("bom") } }
        scene("s") { root(V()) }
        """))
        XCTAssertEqual(diagnostics, [])
        XCTAssertNotNil(scene)
        let (_, located) = SceneCompiler.compile(source: SourceFile(path: "bom.scene", text: "\u{FEFF}Circel()"))
        XCTAssertEqual(located.first.map { "\($0.location.line):\($0.location.column)" }, "1:1", "columns count from after the mark")
    }

    func testTheSizeLimitIsAppliedFromTheFilesSizeBeforeReading() throws {
        // A sparse 100 MB file: nothing of it is read, and its size is reported.
        let path = NSTemporaryDirectory() + "matchcut-huge-\(getpid()).scene"
        defer { unlink(path) }
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try XCTUnwrap(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: 100 << 20)
        try handle.close()
        guard case let .failure(d) = SceneCompiler.read(path: path) else { return XCTFail("read a 100 MB file") }
        XCTAssertEqual(d.text, "file is too large (104857600 bytes; the limit is 1048576)")
        XCTAssertEqual("\(d.location.line):\(d.location.column)", "1:1")
    }

    /// Issue 28, finding 26: the documented limits are the enforced ones. The limits table of
    /// docs/scene-language.md names each constant beside its number, and what it allows passes:
    /// an eager ForEach of exactly 10,000 elements and an array of exactly 100,000.
    func testTheDocumentedLimitsAreTheEnforcedOnes() throws {
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/scene-language.md")
        let text = try String(contentsOf: docs, encoding: .utf8)
        func number(_ name: String) -> Int? {
            guard let row = text.split(separator: "\n").first(where: { $0.contains("(`Interpreter.\(name)`)") }),
                  let cell = row.split(separator: "|").first(where: { $0.contains("`Interpreter.\(name)`") }) else { return nil }
            return Int(cell.split(separator: " ").first { $0.first?.isNumber == true }?.replacingOccurrences(of: ",", with: "") ?? "")
        }
        XCTAssertEqual(number("maxForEachCount"), Interpreter.maxForEachCount)
        XCTAssertEqual(number("maxCollectionCount"), Interpreter.maxCollectionCount)
        XCTAssertNil(error("Array(repeating: 0, count: \(Interpreter.maxCollectionCount)).count"))
        XCTAssertEqual(error("Array(repeating: 0, count: \(Interpreter.maxCollectionCount + 1)).count"),
                       "1:9 array is too large (more than \(Interpreter.maxCollectionCount) elements)")
        let eager = "struct V: View { var body: some View { VStack { ForEach(0..<\(Interpreter.maxForEachCount), id: \\.self) { i in "
            + "Color.red.frame(width: 1, height: 1) } } } }\nscene(\"s\") { canvas(width: 10, height: 10, scale: 1)\n root(V()) }\n"
        let (_, diagnostics) = SceneCompiler.compile(source: SourceFile(path: "a.scene", text: eager))
        XCTAssertEqual(diagnostics.filter { $0.severity == .error }.map(\.text), [])
    }

    /// Found by `make fuzz`: `String(repeating: "", count: Int.max - 1)` hung (Swift's own
    /// String(repeating:count:) loops over an empty piece); it is the empty string at once.
    func testRepeatingAnEmptyStringAnyNumberOfTimesIsEmptyAtOnce() {
        XCTAssertNil(error(#"String(repeating: "", count: Int.max - 1)"#))
        XCTAssertEqual(error(#"String(repeating: "", count: -1)"#), "1:9 string is too large (more than 1048576 characters)")
    }
}
