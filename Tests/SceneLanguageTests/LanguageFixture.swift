import SwiftCore
import Foundation
import Geometry
import Layout
import Matchcut
import Render
import ViewTree
import XCTest
@testable import SceneLanguage

/// One scene of Fixtures/language: a construct of Swift as apps write it, and what the view
/// it builds shows. Its comments say what to expect:
///
///     // shows: Home | Profile          the texts of the first screen, in tree order
///     // shows "detail": Item 2         the texts of the layout named "detail"
///     // warns: approximated-view       the diagnostics expected (none when absent)
///     // layout:                        then one line per drawn element, as
///     // Text [16 20 54 20] …           LayoutFixtureTests reads them (a prefix, `*` any word)
struct LanguageFixture {
    let name: String
    let path: String
    let text: String

    static let folder = Fixtures.path("language")

    static func all() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".scene") }.map { String($0.dropLast(6)) }.sorted()
    }

    init(_ name: String) throws {
        self.name = name
        path = LanguageFixture.folder + "/" + name + ".scene"
        text = try String(contentsOfFile: path, encoding: .utf8)
    }

    /// Lines after `// key` (`// key: value` → value).
    func expectations(_ key: String) -> [String] {
        text.split(separator: "\n").compactMap { line in
            let prefix = "// " + key + (key == "shows" && (line.hasPrefix("// shows \"") || line.hasPrefix("// shows @")) ? " " : ":")
            guard line.hasPrefix(prefix) else { return nil }
            return line.dropFirst(prefix.count).trimmingCharacters(in: .whitespaces)
        }
    }

    /// The expected layout lines, after `// layout:`.
    var layoutLines: [String] {
        guard let marker = text.range(of: "// layout:\n") else { return [] }
        return text[marker.upperBound...].split(separator: "\n").map { $0.hasPrefix("// ") ? String($0.dropFirst(3)) : String($0) }
            .filter { !$0.isEmpty && !$0.hasPrefix("shows") && !$0.hasPrefix("warns") }
    }

    static func texts(_ tree: ViewNode) -> [String] {
        allNodes(tree).compactMap(\.kind.textString)
    }

    /// Compiles the fixture as the pipeline does and checks every expectation.
    func check(file: StaticString = #filePath, line: UInt = #line) throws {
        let (scene, diagnostics) = SceneCompiler.compile(path: path, options: Fixtures.options(for: path))
        let formatted = diagnostics.map { DiagnosticFormatter().format($0, in: SourceFile(path: path, text: text)) }.joined(separator: "\n")
        XCTAssertEqual(diagnostics.map(\.id), expectations("warns").flatMap { $0.split(separator: " ").map(String.init) },
                       "\(name):\n\(formatted)", file: file, line: line)
        let s = try XCTUnwrap(scene, "\(name) does not compile:\n\(formatted)", file: file, line: line)
        for expected in expectations("shows") {
            let (layout, list) = LanguageFixture.parseShows(expected)
            let tree: ViewNode
            if let layout, layout.hasPrefix("@"), let n = Int(layout.dropFirst()) {
                guard n >= 1, n <= s.changes.count else {
                    XCTFail("\(name): no change \(n)", file: file, line: line)
                    continue
                }
                tree = s.changes[n - 1].tree
            } else if let layout {
                guard let named = s.layouts.first(where: { $0.name == layout }) else {
                    XCTFail("\(name): no layout '\(layout)'", file: file, line: line)
                    continue
                }
                tree = named.tree
            } else {
                tree = s.initial
            }
            XCTAssertEqual(LanguageFixture.texts(tree), list, "\(name)\(layout.map { " '\($0)'" } ?? "")", file: file, line: line)
        }
        let expectedLayout = layoutLines
        guard !expectedLayout.isEmpty else { return }
        let engine = try RenderEngine()
        let snapshot = LayoutEngine(canvas: s.canvas, measurer: engine.measurer, imageSize: LanguageFixture.pngSize).layout(s.initial)
        let actual = snapshot.elements.map(LayoutDump.line)
        let same = actual.count == expectedLayout.count && zip(expectedLayout, actual).allSatisfy(LanguageFixture.matches)
        XCTAssertTrue(same, "\(name): layout differs\nexpected:\n" + expectedLayout.joined(separator: "\n") + "\nactual:\n"
                      + actual.joined(separator: "\n"), file: file, line: line)
    }

    /// `"detail": a | b` → ("detail", [a, b]); `@2: a` → ("@2", [a]), the second change;
    /// `a | b` → (nil, [a, b]); `(none)` → no texts.
    static func parseShows(_ s: String) -> (String?, [String]) {
        var rest = Substring(s)
        var layout: String?
        if rest.hasPrefix("@"), let colon = rest.firstIndex(of: ":") {
            layout = String(rest[..<colon])
            rest = rest[rest.index(after: colon)...].drop { $0 == " " }
        }
        if rest.hasPrefix("\""), let close = rest.dropFirst().firstIndex(of: "\"") {
            layout = String(rest[rest.index(after: rest.startIndex)..<close])
            rest = rest[rest.index(after: close)...].drop { $0 == ":" || $0 == " " }
        }
        if rest == "(none)" { return (layout, []) }
        return (layout, rest.components(separatedBy: " | "))
    }

    static func matches(_ expected: String, _ actual: String) -> Bool {
        let e = expected.split(separator: " "), a = actual.split(separator: " ")
        guard e.count <= a.count else { return false }
        return zip(e, a).allSatisfy { $0 == "*" || $0 == $1 }
    }

    /// A fixture's PNG is a point a pixel; an image set's file has the scale its catalog gives it.
    static func pngSize(_ path: String) -> Size? {
        if path.contains(".imageset/") { return AssetSize.points(ofPNGAt: path) }
        guard case let .success(h) = PNGSizes.header(path) else { return nil }
        return Size(width: Double(h.0), height: Double(h.1))
    }
}

/// PNG sizes for fixtures, read from the file header.
enum PNGSizes {
    static func header(_ path: String) -> Result<(Int, Int), Error> {
        guard let data = FileManager.default.contents(atPath: path), data.count >= 24 else { return .failure(CocoaError(.fileReadCorruptFile)) }
        let b = [UInt8](data.prefix(24))
        func be32(_ i: Int) -> Int { Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3]) }
        return .success((be32(16), be32(20)))
    }
}
