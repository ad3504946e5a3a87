import Layout
import Render
import SceneLanguage
import ViewTree

/// Text a scene shows that no pinned font can draw: one warning per text and character, at
/// the text, instead of a silent box (docs/fonts.md).
enum MissingGlyphs {
    static func diagnostics(in snapshots: [LayoutSnapshot], engine: RenderEngine) -> [SceneDiagnostic] {
        var seen: Set<String> = []
        var found: [SceneDiagnostic] = []
        for element in snapshots.flatMap(\.elements) {
            guard case .text(let run) = element.content else { continue }
            for scalar in engine.text.missingCharacters(in: run) {
                let code = "U+" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)
                guard seen.insert("\(element.location)|\(code)").inserted else { continue }
                found.append(SceneDiagnostic(
                    severity: .warning, location: element.location, id: "missing-glyph",
                    message: "no pinned font has a glyph for '\(Character(scalar))' (\(code)); it draws as a box",
                    hint: "text is drawn with Inter, Noto Sans CJK SC and Noto Color Emoji (docs/fonts.md)"))
            }
        }
        return found
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
