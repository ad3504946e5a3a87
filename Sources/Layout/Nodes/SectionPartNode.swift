import Geometry
import ViewTree

/// One part of a `Section` laid out in a stack (its header, a row or its footer): the
/// stack's own child, as in SwiftUI, recording where it is so that a scroll view can pin
/// the section's header (footer) to its edge (`pinnedViews:` on a lazy stack).
final class SectionPartNode: ModifierNode {
    enum Role { case header, row, footer }
    let role: Role
    let section: Identity
    let pins: (headers: Bool, footers: Bool)

    init(role: Role, section: Identity, pins: (headers: Bool, footers: Bool), child: LayoutNode) {
        self.role = role
        self.section = section
        self.pins = pins
        super.init(child: child, identity: child.identity, location: child.location)
    }

    override func place(in frame: Rect, context: inout PlacementContext) {
        context.recordSection(section, part: role, identity: child.identity, frame: frame, pins: pins)
        child.place(in: frame, context: &context)
    }
}

/// A section of a lazy stack as placed: its extent, and the header and footer a scroll view
/// pins while the section is under its edge.
struct PlacedSection {
    var section: Identity
    var extent: Rect
    var header: (identity: Identity, frame: Rect)?
    var footer: (identity: Identity, frame: Rect)?
    var pinsHeader: Bool
    var pinsFooter: Bool

    /// How the header and footer are pinned when the scroll view's visible part starts
    /// (ends) at `edge` (canvas points along `axis`, the content already scrolled).
    func pins(start edge: Double, end edgeEnd: Double, axis: Axis) -> (header: SectionPin?, footer: SectionPin?) {
        func start(_ r: Rect) -> Double { axis == .vertical ? r.minY : r.minX }
        func end(_ r: Rect) -> Double { axis == .vertical ? r.maxY : r.maxX }
        var headerPin: SectionPin?, footerPin: SectionPin?
        if pinsHeader, let h = header?.frame {
            var pin = SectionPin(axis: axis, isFooter: false, shift: 0, edge: edge, limit: end(extent))
            pin.shift = pin.shift(start: start(h), end: end(h), length: h.size.length(axis))
            headerPin = pin
        }
        if pinsFooter, let f = footer?.frame {
            var pin = SectionPin(axis: axis, isFooter: true, shift: 0, edge: edgeEnd, limit: start(extent))
            pin.shift = pin.shift(start: start(f), end: end(f), length: f.size.length(axis))
            footerPin = pin
        }
        return (headerPin, footerPin)
    }
}

extension PlacementContext {
    mutating func recordSection(_ id: Identity, part: SectionPartNode.Role, identity: Identity, frame: Rect,
                                pins: (headers: Bool, footers: Bool)) {
        let index = sections.firstIndex { $0.section == id } ?? {
            sections.append(PlacedSection(section: id, extent: frame, pinsHeader: pins.headers, pinsFooter: pins.footers))
            return sections.count - 1
        }()
        sections[index].extent = sections[index].extent.union(frame)
        switch part {
        case .header: sections[index].header = (identity, frame)
        case .footer: sections[index].footer = (identity, frame)
        case .row: break
        }
    }
}
