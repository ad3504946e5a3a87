import SwiftCore
@testable import Layout
import Render
import SceneLanguage
import XCTest

/// Compiles a scene's text and lays out its first state with the renderer's text measurer:
/// what the layout tests of drawing, colour and chrome look at. Fails the test, with the
/// scene's diagnostics, when the scene does not compile.
func laidOutScene(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> (snapshot: LayoutSnapshot, diagnostics: [Diagnostic]) {
    let (scene, diagnostics) = SceneCompiler.compile(source: SourceFile(path: "s.scene", text: text))
    let description = try XCTUnwrap(scene, "\(diagnostics.map(\.text))", file: file, line: line)
    return (LayoutEngine(canvas: description.canvas, measurer: try RenderEngine().measurer).layout(description.initial), diagnostics)
}
