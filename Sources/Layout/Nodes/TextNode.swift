import Drawing
import Geometry
import ViewTree

/// `Text`: as wide as its text up to the offered width, wrapping below that; as tall as its
/// lines. It ignores the offered height (truncation by height is not modelled yet). Its
/// baselines are its first and last lines' as the measurer draws them.
///
/// With `minimumScaleFactor` below 1, a text that would be cut short by its line limit (or
/// wrap, with no limit) at the offered width is drawn smaller, down to that factor, as
/// SwiftUI shrinks it: the largest size, to a hundredth of a point, that fits.
final class TextNode: LayoutNode {
    let run: TextRun
    let measurer: TextMeasurer
    let minimumScaleFactor: Double

    init(run: TextRun, measurer: TextMeasurer, minimumScaleFactor: Double = 1, identity: Identity, location: SourceLocation) {
        self.run = run
        self.measurer = measurer
        self.minimumScaleFactor = minimumScaleFactor
        super.init(identity: identity, location: location)
    }

    override func computeSize(_ proposal: ProposedSize) -> Size {
        let width = proposal.width.map { $0.isFinite ? $0 : nil } ?? nil
        return measurer.measure(fitted(width), proposedWidth: width).size
    }

    override func place(in frame: Rect, context: inout PlacementContext) {
        var placed = fitted(frame.width + TextNode.wrapSlack)
        placed.wrapWidth = frame.width + TextNode.wrapSlack
        context.emit(.text(placed), frame: frame, identity: identity, location: location)
    }

    /// The first or last line's baseline as the text is drawn at `size`'s width.
    override func textBaseline(_ which: TextBaseline, size: Size) -> Double? {
        let width = size.width + TextNode.wrapSlack
        if let known = drawn[width] { return known.baseline(which) }
        let measured = measurer.measure(fitted(width), proposedWidth: width)
        drawn[width] = measured
        return measured.baseline(which)
    }

    /// The text as drawn at each width it was placed at, kept: stacks ask for baselines often.
    private var drawn: [Double: TextMeasurement] = [:]

    /// The run at the size it is drawn at when offered `width`.
    func fitted(_ width: Double?) -> TextRun {
        guard minimumScaleFactor < 1, let width else { return run }
        func fits(_ r: TextRun) -> Bool {
            let m = measurer.measure(r, proposedWidth: width)
            return !m.isTruncated && m.lineCount <= (r.lineLimit ?? 1) && m.size.width <= width + TextNode.wrapSlack
        }
        guard !fits(run) else { return run }
        var low = run.font.size * minimumScaleFactor, high = run.font.size
        let smallest = run.resized(to: low)
        guard fits(smallest) else { return smallest }
        while high - low > 0.01 {
            let mid = (low + high) / 2
            if fits(run.resized(to: mid)) { low = mid } else { high = mid }
        }
        return run.resized(to: (low * 100).rounded(.down) / 100)
    }

    /// Absorbs the rounding of a width to Pango units between measuring and drawing: a
    /// hundredth of a point, far below a pixel and far above a Pango unit.
    static let wrapSlack = 0.01
}

/// `Image`: its natural size unless `.resizable()`, in which case it takes what it is
/// offered (its natural size for an unspecified axis).
final class ImageNode: LayoutNode {
    let content: ElementContent
    let naturalSize: Size
    let isResizable: Bool
    /// An SF Symbol's baseline below its top at its natural size, as it sits in text
    /// (`SymbolMetrics.Frame.baseline`); nil for an image, which has no text.
    let baseline: Double?
    /// An SF Symbol's ink in the square its glyph is drawn in (`SymbolMetrics.Frame.ink`): the
    /// glyph is drawn so that its ink fills the frame (`drawnFrame`); nil draws in the frame.
    let symbolInk: Rect?

    init(content: ElementContent, naturalSize: Size, isResizable: Bool, baseline: Double? = nil, symbolInk: Rect? = nil,
         identity: Identity, location: SourceLocation) {
        self.content = content
        self.naturalSize = naturalSize
        self.isResizable = isResizable
        self.baseline = baseline
        self.symbolInk = symbolInk
        super.init(identity: identity, location: location)
    }

    override func computeSize(_ proposal: ProposedSize) -> Size {
        guard isResizable else { return naturalSize }
        return Size(width: proposal.width ?? naturalSize.width, height: proposal.height ?? naturalSize.height)
    }

    /// A symbol's baseline, both first and last, keeping its place as the image is resized.
    override func textBaseline(_ which: TextBaseline, size: Size) -> Double? {
        guard let baseline, naturalSize.height > 0 else { return nil }
        return baseline * size.height / naturalSize.height
    }

    override func place(in frame: Rect, context: inout PlacementContext) {
        context.emit(content, frame: drawnFrame(in: frame), identity: identity, location: location)
    }

    /// Where the symbol's glyph is drawn: at its natural size, the square whose ink fills the
    /// image (`SymbolMetrics.square`); resized, that square stretched as the image is, for iOS
    /// stretches a resizable symbol to its frame (and `scaledToFit` keeps its proportions).
    private func drawnFrame(in frame: Rect) -> Rect {
        guard let symbolInk, naturalSize.width > 0, naturalSize.height > 0 else { return frame }
        let square = SymbolMetrics.square(for: symbolInk, in: Rect(x: 0, y: 0, width: naturalSize.width, height: naturalSize.height))
        let (sx, sy) = (frame.width / naturalSize.width, frame.height / naturalSize.height)
        return Rect(x: frame.minX + square.minX * sx, y: frame.minY + square.minY * sy,
                    width: square.width * sx, height: square.height * sy)
    }
}

/// A Text under `redacted(reason: .placeholder)`: laid out as the text is, drawn as one
/// rounded bar per line in the quaternary label colour, 70 % of a line tall, the last of
/// several lines 60 % as wide (docs/layout.md, "Text").
final class RedactedTextNode: LayoutNode {
    let run: TextRun
    let measurer: TextMeasurer

    init(run: TextRun, measurer: TextMeasurer, identity: Identity, location: SourceLocation) {
        self.run = run
        self.measurer = measurer
        super.init(identity: identity, location: location)
    }

    override func computeSize(_ proposal: ProposedSize) -> Size {
        measurer.measure(run, proposedWidth: proposal.width.map { $0.isFinite ? $0 : nil } ?? nil).size
    }

    /// The text's own baselines: its bars stand where its lines would.
    override func textBaseline(_ which: TextBaseline, size: Size) -> Double? {
        measurer.measure(run, proposedWidth: size.width + TextNode.wrapSlack).baseline(which)
    }

    override func place(in frame: Rect, context: inout PlacementContext) {
        let lines = max(1, measurer.measure(run, proposedWidth: frame.width + TextNode.wrapSlack).lineCount)
        let lineHeight = frame.height / Double(lines), bar = lineHeight * 0.7
        for line in 0..<lines {
            let width = lines > 1 && line == lines - 1 ? frame.width * 0.6 : frame.width
            context.emit(.shape(.roundedRectangle(cornerRadius: min(4, bar / 2), style: .continuous),
                                fill: .color(LayoutConstants.redactedColor), stroke: nil),
                         frame: Rect(x: frame.minX, y: frame.minY + Double(line) * lineHeight + (lineHeight - bar) / 2, width: width, height: bar),
                         identity: identity.appending("placeholder:\(line)"), location: location)
        }
    }
}

extension LayoutConstants {
    /// Placeholder bars: quaternary label (reference §5).
    public static let redactedColor = SystemColors.semantic["quaternaryLabel"]!
}
