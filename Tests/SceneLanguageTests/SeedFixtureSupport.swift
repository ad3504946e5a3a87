import SwiftCore
import Foundation
import Matchcut
import ViewTree
import XCTest
@testable import SceneLanguage

/// Fixture files next to the tests, found from this file's location.
enum Fixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func path(_ relative: String) -> String { folder.appendingPathComponent(relative).path }

    static func text(_ relative: String) throws -> String { try String(contentsOfFile: path(relative), encoding: .utf8) }

    /// Compiles a fixture file as the pipeline does (assets checked by the pipeline's resolver).
    static func compile(_ relative: String) -> (SceneDescription?, [Diagnostic]) {
        SceneCompiler.compile(path: path(relative), options: options(for: path(relative)))
    }

    /// The options the pipeline compiles the scene at `path` with.
    static func options(for path: String, assetRoots: [String] = []) -> SceneCompiler.Options {
        SceneCompiler.Options(assets: SceneAssetFiles(sceneFile: path, assetRoots: assetRoots))
    }

    /// Compiles a fixture's text with its scene block replaced, as if written next to it.
    static func compile(_ relative: String, scene: String) throws -> (SceneDescription?, [Diagnostic]) {
        let text = try self.text(relative)
        let start = try XCTUnwrap(text.range(of: "\nscene(")).lowerBound
        return SceneCompiler.compile(source: SourceFile(path: path(relative), text: String(text[..<start]) + "\n" + scene + "\n"),
                                     options: options(for: path(relative)))
    }
}

/// Every node of a tree, parents before children, decorations and pages included.
func allNodes(_ node: ViewNode) -> [ViewNode] {
    [node] + ViewRewrite.children(of: node).flatMap(allNodes)
}

/// The names of the container kinds in a tree, once each, in first-seen order.
func containerKinds(_ node: ViewNode) -> [String] {
    var seen: [String] = []
    for n in allNodes(node) {
        let name: String
        switch n.kind {
        case .scrollView: name = "scrollView"
        case .grid: name = "grid"
        case .pageTabView: name = "pageTabView"
        case .list: name = "list"
        case .section: name = "section"
        case .navigationStack: name = "navigationStack"
        case .stack(let s, _): name = s.axis == .vertical ? "vstack" : "hstack"
        case .zstack: name = "zstack"
        default: continue
        }
        if !seen.contains(name) { seen.append(name) }
    }
    return seen
}

/// Every matched-geometry key in a tree, in tree order.
func matchKeys(_ node: ViewNode) -> [String] {
    allNodes(node).flatMap { n in
        n.modifiers.compactMap { m -> String? in
            if case let .matchedGeometry(g) = m { return g.key.description }
            return nil
        }
    }
}

func errors(_ diagnostics: [Diagnostic]) -> [Diagnostic] { diagnostics.filter { $0.severity == .error } }
