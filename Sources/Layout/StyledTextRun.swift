import Drawing
import Geometry
import ViewTree

extension LayoutBuilder {
    /// A text of styled runs (`Text(AttributedString)`, `Text + Text`, Markdown): one run,
    /// each piece a span in the environment its own modifiers give inside the text's, so a
    /// piece's font, colour and decoration win over those written around the whole text.
    func styledTextRun(_ text: StyledText, _ env: LayoutEnvironment) -> TextRun {
        var string = ""
        var spans: [TextSpan] = []
        for piece in text.pieces {
            let inner = env.applying(piece.modifiers)
            let start = string.utf8.count
            string += inner.cased(piece.string)
            spans.append(TextSpan(start: start, end: string.utf8.count, font: inner.resolvedFont, color: inner.foregroundColor,
                                  decoration: inner.textDecoration))
        }
        var run = TextRun(string: string, font: env.resolvedFont, color: env.foregroundColor,
                          alignment: env.textAlignment, lineLimit: env.lineLimit)
        run.decoration = env.textDecoration
        run.spans = spans
        return run
    }

    /// A text's node: placeholder bars when redacted.
    func textNode(_ run: TextRun, _ env: LayoutEnvironment, identity: Identity, location: SourceLocation) -> LayoutNode {
        if env.isRedacted { return RedactedTextNode(run: run, measurer: measurer, identity: identity, location: location) }
        return TextNode(run: run, measurer: measurer, minimumScaleFactor: env.minimumScaleFactor, identity: identity, location: location)
    }
}
