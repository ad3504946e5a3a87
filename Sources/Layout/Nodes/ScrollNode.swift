import Drawing
import Geometry
import ViewTree

/// `ScrollView`: as long as offered along its axis (its content is offered nil there, so
/// it takes its ideal length), as thick as its content across it (reference §3.6).
///
/// Its content is scrolled by `ScrollSpec`: to a target view (`scrollTo(id, anchor:)`) or by
/// an explicit offset, clamped so the content never scrolls past its ends. The content is
/// clipped to the scroll view, extended under the safe area where the scroll view meets it,
/// as iOS scroll views draw behind the bars.
final class ScrollNode: LayoutNode {
    let spec: ScrollSpec
    /// The content, built for the size of the scroll view it is in when something inside
    /// is sized relative to it (`containerRelativeFrame`); else built once.
    private let makeContent: ((Size) -> LayoutNode)?
    private let fixedContent: LayoutNode?
    private var contents: [Size: LayoutNode] = [:]
    /// The size a proposal for nothing stands for (the screen's safe area).
    private let defaultContainer: Size

    init(spec: ScrollSpec, content: LayoutNode, identity: Identity, location: SourceLocation) {
        self.spec = spec
        self.fixedContent = content
        self.makeContent = nil
        self.defaultContainer = .zero
        super.init(identity: identity, location: location)
    }

    /// A scroll view whose content is built for its own size, less its content margins:
    /// the container `containerRelativeFrame` divides inside it.
    init(spec: ScrollSpec, defaultContainer: Size, identity: Identity, location: SourceLocation,
         content: @escaping (Size) -> LayoutNode) {
        self.spec = spec
        self.fixedContent = nil
        self.makeContent = content
        self.defaultContainer = defaultContainer
        super.init(identity: identity, location: location)
    }

    private func content(_ proposal: ProposedSize) -> LayoutNode {
        if let fixedContent { return fixedContent }
        func length(_ l: Double?, _ fallback: Double) -> Double { l.map { $0.isFinite ? $0 : fallback } ?? fallback }
        let size = Size(width: max(0, length(proposal.width, defaultContainer.width) - insets.leading - insets.trailing),
                        height: max(0, length(proposal.height, defaultContainer.height) - insets.top - insets.bottom))
        if let made = contents[size] { return made }
        let made = makeContent!(size)
        contents[size] = made
        return made
    }

    private var axis: Axis { spec.axis }

    private var insets: EdgeInsets {
        let d = LayoutConstants.defaultPadding, e = spec.defaultMarginEdges, i = spec.contentInsets
        return EdgeInsets(top: i.top + (e.contains(.top) ? d : 0), leading: i.leading + (e.contains(.leading) ? d : 0),
                          bottom: i.bottom + (e.contains(.bottom) ? d : 0), trailing: i.trailing + (e.contains(.trailing) ? d : 0))
    }

    private func contentProposal(_ proposal: ProposedSize) -> ProposedSize {
        let across = axis == .vertical ? insets.leading + insets.trailing : insets.top + insets.bottom
        return .along(axis, major: nil, minor: proposal.length(axis.other).map { max(0, $0 - across) })
    }

    /// The content's size with `contentMargins` around it.
    private func paddedSize(_ proposal: ProposedSize) -> Size {
        let s = content(proposal).sizeThatFits(contentProposal(proposal))
        return Size(width: s.width + insets.leading + insets.trailing, height: s.height + insets.top + insets.bottom)
    }

    override func computeSize(_ proposal: ProposedSize) -> Size {
        let inner = paddedSize(proposal)
        let major = proposal.length(axis).map { $0.isFinite ? $0 : inner.length(axis) } ?? inner.length(axis)
        return Size.along(axis, major: major, minor: inner.length(axis.other))
    }

    override func place(in frame: Rect, context: inout PlacementContext) {
        let inner = paddedSize(ProposedSize(frame.size))
        let contentFrame = Rect(origin: frame.origin, size: inner)
        let content = content(ProposedSize(frame.size))
        let marked = context.lazyRows.pending.count
        let reportKeys = context.scrollGeometryKeys
        let (placed, sections) = context.placingAsideWithSections { inner in
            let outer = inner.inScrollContent
            inner.inScrollContent = true
            inner.scrollGeometryKeys = []
            content.place(in: contentFrame.inset(by: insets), context: &inner)
            inner.inScrollContent = outer
        }
        let offset = scrollOffset(viewport: frame, content: contentFrame, placed: placed, identified: context.identifiedFrames)
        resolveLazyRows(from: marked, viewport: frame, offset: offset, placed: placed, context: context)
        // The scroll view's own clip does not move with the content; it sits just inside the
        // clips of the scroll view's ancestors.
        let clip = ClipRegion(rect: clipRect(frame, screen: Rect(origin: .zero, size: context.canvas.size),
                                              safe: context.safeRect), shape: .rectangle,
                              transformDepth: context.transforms.count, owner: identity.description)
        if !reportKeys.isEmpty {
            let geometry = scrollGeometry(frame: frame, clip: clip.rect, content: inner, offset: offset)
            for key in reportKeys { context.geometryReports.scrollValues[key] = geometry }
        }
        if axis == .vertical, offset > 0, abs(frame.minY - context.safeRect.minY) < 0.001 {
            context.topScrollOffset = max(context.topScrollOffset, offset)
        }
        if axis == .vertical, offset + frame.height < contentFrame.height - 0.001, abs(frame.maxY - context.safeRect.maxY) < 0.001 {
            context.scrolledUnderBottomBar = true
        }
        let depth = context.clips.count
        let scrolled = placed.map { element in
            var e = axis == .vertical ? element.translated(dx: 0, dy: -offset) : element.translated(dx: -offset, dy: 0)
            if spec.clipsContent {
                e.clips.insert(clip, at: min(depth, e.clips.count))
                // A matched effect inside the scroll view has one more clip around it now.
                for i in e.matched.indices { if let d = e.matched[i].clipDepth, d >= depth { e.matched[i].clipDepth = d + 1 } }
            }
            return e
        }
        context.append(pinned(scrolled, sections: sections, viewport: frame, offset: offset))
    }

    /// The content, scrolled, with each pinned header (footer) held at the scroll view's
    /// edge while its section is under it. Pinned views draw over the rows beneath them,
    /// pinned or not, so the order never changes as they start to pin.
    func pinned(_ scrolled: [PlacedElement], sections: [PlacedSection], viewport: Rect, offset: Double) -> [PlacedElement] {
        var pins: [(prefix: [String], pin: SectionPin)] = []
        let start = axis == .vertical ? viewport.minY : viewport.minX
        let end = axis == .vertical ? viewport.maxY : viewport.maxX
        for section in sections {
            var moved = section
            moved.extent = axis == .vertical ? section.extent.offsetBy(dx: 0, dy: -offset) : section.extent.offsetBy(dx: -offset, dy: 0)
            moved.header = section.header.map { ($0.identity, axis == .vertical ? $0.frame.offsetBy(dx: 0, dy: -offset) : $0.frame.offsetBy(dx: -offset, dy: 0)) }
            moved.footer = section.footer.map { ($0.identity, axis == .vertical ? $0.frame.offsetBy(dx: 0, dy: -offset) : $0.frame.offsetBy(dx: -offset, dy: 0)) }
            let (header, footer) = moved.pins(start: start, end: end, axis: axis)
            if let header, let h = section.header { pins.append((h.identity.components, header)) }
            if let footer, let f = section.footer { pins.append((f.identity.components, footer)) }
        }
        guard !pins.isEmpty else { return scrolled }
        var rest: [PlacedElement] = [], held: [PlacedElement] = []
        for element in scrolled {
            guard let p = pins.first(where: { element.identity.components.starts(with: $0.prefix) }) else {
                rest.append(element)
                continue
            }
            // The header moves, with its own clips; the scroll view's clip and those around it stay.
            let (dx, dy) = axis == .vertical ? (0.0, p.pin.shift) : (p.pin.shift, 0.0)
            let own = Identity(p.prefix).description
            var e = element.translated(dx: dx, dy: dy)
            e.clips = zip(e.clips, element.clips).map { moved, kept in
                kept.owner == own || kept.owner.hasPrefix(own + "/") ? moved : kept
            }
            e.pin = p.pin
            held.append(e)
        }
        return rest + held
    }

    /// Says how many elements the lazy stacks inside need built for this frame: those the
    /// scrolled viewport shows (up to the scroll's target, when it was not built). Marks
    /// across the other axis go on to the scroll view around, scrolled.
    private func resolveLazyRows(from first: Int, viewport: Rect, offset: Double, placed: [PlacedElement],
                                 context: PlacementContext) {
        let ledger = context.lazyRows
        guard ledger.pending.count > first else { return }
        let marks = ledger.pending[first...]
        ledger.pending.removeSubrange(first...)
        let missing = spec.targetID.flatMap { Self.targetRect($0, in: placed, frames: context.identifiedFrames) == nil ? $0 : nil }
        let visible = axis == .vertical ? viewport.offsetBy(dx: 0, dy: offset) : viewport.offsetBy(dx: offset, dy: 0)
        for var mark in marks {
            if mark.axis != axis {
                mark.frame = axis == .vertical ? mark.frame.offsetBy(dx: 0, dy: -offset) : mark.frame.offsetBy(dx: -offset, dy: 0)
                ledger.pending.append(mark)
            } else if let missing {
                ledger.resolve(mark, target: missing)
            } else {
                ledger.resolve(mark, visible: visible)
            }
        }
    }

    /// How far the content is scrolled, in points along the axis, from the top (or leading).
    func scrollOffset(viewport: Rect, content: Rect, placed: [PlacedElement], identified: IdentifiedFrames) -> Double {
        let viewLength = viewport.size.length(axis)
        let maximum = max(0, content.size.length(axis) - viewLength)
        var offset = spec.offset
        if spec.targetID == nil, spec.offset == 0, let anchor = spec.defaultAnchor {
            // `defaultScrollAnchor`: the anchor's point of the content at the same point of the
            // scroll view; content smaller than the view sits at it (Apple's documentation).
            let a = axis == .vertical ? anchor.y : anchor.x
            let slack = content.size.length(axis) - viewLength
            return slack < 0 ? a * slack : min(max(0, a * slack), maximum)
        }
        if let target = spec.targetID, let rect = Self.targetRect(target, in: placed, frames: identified) {
            let start = axis == .vertical ? rect.minY - content.minY : rect.minX - content.minX
            let length = rect.size.length(axis)
            if let anchor = spec.anchor {
                let a = axis == .vertical ? anchor.y : anchor.x
                offset = start + a * length - a * viewLength
            } else {
                // No anchor: the least scrolling that shows the target.
                offset = min(max(offset, start + length - viewLength), start)
            }
        }
        return min(max(0, offset), maximum)
    }

    /// The rectangle of the outermost view whose identity carries `id:<target>`: its frame
    /// where placed, when an `id(_:)` named it (SwiftUI aligns the view's frame: a 44-pt row
    /// whose text is 20 pt tall is aligned by its 44 pt), else the union of everything it drew.
    static func targetRect(_ target: String, in placed: [PlacedElement], frames: IdentifiedFrames) -> Rect? {
        let component = "id:" + target
        var depth: Int?
        for e in placed {
            if let i = e.identity.components.firstIndex(of: component) { depth = min(depth ?? i, i) }
        }
        guard let depth else { return nil }
        var prefix: [String]?
        var union: Rect?
        for e in placed where e.identity.components.count > depth && e.identity.components[depth] == component {
            let p = Array(e.identity.components.prefix(depth + 1))
            if prefix == nil { prefix = p }
            guard p == prefix else { continue }
            union = union.map { $0.union(e.frame) } ?? e.frame
        }
        // The outermost view an `id(_:)` names with this id, at or inside the element found
        // (`ForEach(…, id: \.self) { i in Row(i).id(i) }` names each row twice).
        guard let prefix else { return union }
        let outer = Identity(prefix).description
        let named = frames.frames.keys.filter { $0 == outer || ($0.hasPrefix(outer + "/") && $0.hasSuffix("/" + component)) }
        return named.min { ($0.count, $0) < ($1.count, $1) }.flatMap { frames.frames[$0] } ?? union
    }

    /// What `onScrollGeometryChange` reads: the content (less its margins), the insets around
    /// it (the safe area the scroll view reaches under, `clip` beyond `frame`, plus the
    /// margins), the scroll view's size under that safe area, and the offset, minus the
    /// leading and top insets at rest, as UIKit's `contentOffset` is.
    func scrollGeometry(frame: Rect, clip: Rect, content: Size, offset: Double) -> ScrollGeometryValues {
        let m = insets
        let contentInsets = EdgeInsets(top: frame.minY - clip.minY + m.top, leading: m.leading,
                                       bottom: clip.maxY - frame.maxY + m.bottom, trailing: m.trailing)
        let scrolled = Point(x: (axis == .horizontal ? offset : 0) - contentInsets.leading,
                             y: (axis == .vertical ? offset : 0) - contentInsets.top)
        return ScrollGeometryValues(contentOffset: scrolled,
                                    contentSize: Size(width: content.width - m.leading - m.trailing, height: content.height - m.top - m.bottom),
                                    contentInsets: contentInsets, containerSize: clip.size)
    }

    /// The scroll view's clip: its frame, extended to the screen's edge where it meets the
    /// safe area (under the status bar, a navigation bar, the home indicator).
    func clipRect(_ frame: Rect, screen: Rect, safe: Rect) -> Rect {
        let eps = 0.001
        let top = abs(frame.minY - safe.minY) < eps ? screen.minY : frame.minY
        let bottom = abs(frame.maxY - safe.maxY) < eps ? screen.maxY : frame.maxY
        return Rect(x: frame.minX, y: top, width: frame.width, height: bottom - top)
    }
}
