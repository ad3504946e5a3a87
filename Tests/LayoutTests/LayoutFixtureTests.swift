import SwiftCore
import Foundation
import Geometry
@testable import Layout
import Render
import SceneLanguage
import ViewTree
import XCTest

/// Every scene in Fixtures/ is laid out and compared with the frames written under its
/// `// expect:` line, worked out by hand from SwiftUI's rules (docs/layout.md).
///
/// Each expected line is one drawn element, in draw order, and must be a prefix of the
/// element's line in the layout dump (`Kind [x y w h] …`); `*` matches any one word. On a
/// failure the runner prints the expected lines and the whole solved tree.
final class LayoutFixtureTests: XCTestCase {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    func testEveryFixture() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
            .filter { $0.hasSuffix(".scene") }.sorted()
        XCTAssertGreaterThanOrEqual(files.count, 60, "the layout fixtures")
        let engine = try RenderEngine()
        var failures: [String] = []
        for file in files {
            let path = Self.folder.appendingPathComponent(file).path
            if let failure = try check(path, engine: engine) { failures.append(failure) }
        }
        XCTAssert(failures.isEmpty, "\n" + failures.joined(separator: "\n\n"))
    }

    /// Lays out one fixture; returns a report when it does not match.
    func check(_ path: String, engine: RenderEngine) throws -> String? {
        let name = URL(fileURLWithPath: path).lastPathComponent
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let expected = Self.expectations(in: text)
        let (scene, diagnostics) = compileScene(path: path)
        guard let scene else {
            return "\(name): does not compile:\n" + DiagnosticFormatter().format(diagnostics, in: SourceFile(path: path, text: text))
        }
        let snapshot = LayoutEngine(canvas: scene.canvas, measurer: engine.measurer, imageSize: Self.pngSize).layout(scene.initial)
        let actual = snapshot.elements.map(LayoutDump.line)
        let matches = expected.count == actual.count && zip(expected, actual).allSatisfy(Self.matches)
        guard !matches else { return nil }
        return "\(name): layout differs\nexpected:\n" + expected.map { "  " + $0 }.joined(separator: "\n")
            + "\nactual:\n" + LayoutDump.tree(snapshot).split(separator: "\n").map { "  " + $0 }.joined(separator: "\n")
    }

    /// A PNG's size from its IHDR, in points at scale 1.
    static func pngSize(_ path: String) -> Size? {
        guard let data = FileManager.default.contents(atPath: path), data.count >= 24 else { return nil }
        let bytes = [UInt8](data.prefix(24))
        func be32(_ i: Int) -> Double { Double(UInt32(bytes[i]) << 24 | UInt32(bytes[i + 1]) << 16 | UInt32(bytes[i + 2]) << 8 | UInt32(bytes[i + 3])) }
        return Size(width: be32(16), height: be32(20))
    }

    static func expectations(in text: String) -> [String] {
        guard let marker = text.range(of: "// expect:\n") else { return [] }
        return text[marker.upperBound...].split(separator: "\n").map {
            $0.hasPrefix("// ") ? String($0.dropFirst(3)) : String($0)
        }.filter { !$0.isEmpty }
    }

    /// `expected` is a prefix of `actual`, word by word, where `*` matches any word.
    static func matches(_ expected: String, _ actual: String) -> Bool {
        let e = expected.split(separator: " "), a = actual.split(separator: " ")
        guard e.count <= a.count else { return false }
        return zip(e, a).allSatisfy { pattern, word in
            if pattern == "*" { return true }
            if pattern.hasPrefix("[*") { return word.hasPrefix("[") }
            if pattern.hasSuffix("*]") { return word.hasSuffix("]") }
            return pattern == word
        }
    }
}
