import Drawing
import Geometry
import ViewTree

extension LayoutBuilder {
    /// A List: its rows in sections, in a vertical scroll view, on the list's background
    /// (none under `scrollContentBackground(.hidden)`).
    func listNode(style: ListStyleKind, children: [ViewNode], _ env: LayoutEnvironment, identity: Identity,
                  location: SourceLocation) -> LayoutNode {
        let metrics = ListMetrics(style: style, rowSpacing: env.listRowSpacing, version: iosVersion)
        var sections: [ListContentNode.Section] = []
        var loose: [ListContentNode.Row] = []
        func closeLoose() {
            guard !loose.isEmpty else { return }
            sections.append(.init(header: nil, footer: nil, rows: loose, hiddenEdges: [],
                                  identity: identity.appending("section:\(sections.count)")))
            loose = []
        }
        for child in flatten(children) {
            guard case .section(let header, let footer, let rows) = child.kind else {
                loose.append(contentsOf: rows(child, env, traits: []))
                continue
            }
            closeLoose()
            // A Section's own modifiers reach its header, footer and rows.
            let sectionEnv = env.applying(child.modifiers)
            let traits = child.modifiers.reversed().compactMap { if case .list(let t) = $0 { t } else { nil } }
            var hidden = Set<VerticalEdge>()
            for case .sectionSeparator(let visible, let edges) in traits { hidden = visible ? hidden.subtracting(edges) : hidden.union(edges) }
            sections.append(.init(header: header.map { build($0, metrics.headerEnvironment(sectionEnv, isFooter: false)) },
                                  footer: footer.map { build($0, metrics.headerEnvironment(sectionEnv, isFooter: true)) },
                                  rows: flatten(rows).flatMap { self.rows($0, sectionEnv, traits: traits) },
                                  hiddenEdges: hidden, identity: child.identity))
        }
        closeLoose()
        if sections.isEmpty {
            sections.append(.init(header: nil, footer: nil, rows: [], hiddenEdges: [], identity: identity.appending("section:0")))
        }
        let content = ListContentNode(metrics: metrics, sections: sections, hairline: hairline,
                                      identity: identity.appending("content"), location: location)
        let scroll = ScrollNode(spec: ScrollSpec(), content: content, identity: identity, location: location)
        guard !env.listBackgroundHidden else { return scroll }
        let fill = ShapeNode(content: .shape(.rectangle, fill: .color(metrics.background), stroke: nil),
                             identity: identity.appending("background"), location: location)
        return DecorationNode(decoration: IgnoresSafeAreaNode(edges: [.top, .bottom], child: fill, identity: fill.identity, location: location),
                              alignment: .center, isOverlay: false, child: scroll, identity: identity, location: location)
    }

    /// The rows a view makes: one, or for an inline Picker one per option after its label,
    /// as iOS splits it into the list's rows, the selected option checked in the tint.
    func rows(_ view: ViewNode, _ env: LayoutEnvironment, traits inherited: [ListTrait]) -> [ListContentNode.Row] {
        var inner = env.applying(view.modifiers)
        inner.controls.inListRow = true
        guard case .control(.picker(let label, let options, let selected)) = view.kind, inner.controls.pickerStyle == "inline" else {
            return [row(view, env, traits: inherited)]
        }
        var traits = ListRowTraits()
        for trait in inherited { traits.apply(trait) }
        for case .list(let trait) in view.modifiers.reversed() { traits.apply(trait) }
        let kit = NodeKit(measurer: measurer, identity: view.identity, location: view.location)
        var made: [ListContentNode.Row] = []
        if let title = controlLabel(label, inner, kit) {
            made.append(.init(node: title, background: nil, traits: traits, identity: view.identity.appending("label")))
        }
        let tint = inner.controls.isEnabled ? inner.controls.accent : ControlEnvironment.disabledLabel
        for (i, option) in options.enumerated() {
            let mark = kit.opacity(kit.symbol("checkmark", side: 17, tint, "check:\(i)"), i == selected ? 1 : 0)
            let text = kit.text(option, inner.resolvedFont, inner.foregroundColor, "option:\(i)")
            made.append(.init(node: kit.row(text, mark), background: nil, traits: traits, identity: view.identity.appending("option:\(i)")))
        }
        return made
    }

    /// A List row with what its modifiers (and its section's) say about it. A NavigationLink's
    /// row ends in a disclosure chevron, as UITableView's disclosure indicator (13 pt,
    /// tertiary label colour).
    func row(_ view: ViewNode, _ env: LayoutEnvironment, traits inherited: [ListTrait]) -> ListContentNode.Row {
        var env = env
        env.controls.inListRow = true
        var traits = ListRowTraits()
        for trait in inherited { traits.apply(trait) }
        for case .list(let trait) in view.modifiers.reversed() { traits.apply(trait) }
        let background = traits.background.map { build($0, env) }
        var content = build(view, env)
        // `badge(_:)` on a row: its count trailing, in the secondary colour.
        if let badge = view.modifiers.lazy.compactMap({ if case .badge(let b) = $0 { b } else { nil } }).first.flatMap({ $0 }) {
            let kit = NodeKit(measurer: measurer, identity: view.identity, location: view.location)
            content = kit.row(content, kit.text(badge, env.resolvedFont, Self.secondaryLabel, "badge"))
        }
        // A switch or a stepper (31 and 32 pt) sits in a 44-pt row, as UIKit centres an
        // accessory in the cell's default height, not in the text's 11-pt margins.
        var hugsControl = false
        if case .control(.toggle) = view.kind, env.controls.toggleStyle != "button" { hugsControl = true }
        if case .control(.stepper) = view.kind { hugsControl = true }
        guard view.modifiers.contains(where: { if case .navigationLink = $0 { return true }; return false }) else {
            return .init(node: content, background: background, traits: traits, identity: view.identity, hugsControl: hugsControl)
        }
        let spacer = SpacerNode(axis: .horizontal, minLength: nil, identity: view.identity.appending("disclosure-spacer"),
                                location: view.location)
        let chevron = ImageNode(content: .symbol(name: "matchcut.chrome.disclosure", color: LayoutEnvironment.labelLevels[2]),
                                naturalSize: Size(width: LayoutConstants.disclosureSize, height: LayoutConstants.disclosureSize),
                                isResizable: false, identity: view.identity.appending("disclosure"), location: view.location)
        let node = StackNode(spec: StackSpec(axis: .horizontal), children: [content, spacer, chevron],
                             identity: view.identity.appending("row"), location: view.location)
        return .init(node: node, background: background, traits: traits, identity: view.identity, hugsControl: hugsControl)
    }
}

/// A row's list traits, the innermost written winning.
struct ListRowTraits {
    var background: ViewNode?
    var insets: EdgeInsets?
    var hiddenSeparators = Set<VerticalEdge>()
    var separatorTint: Color?

    mutating func apply(_ trait: ListTrait) {
        switch trait {
        case .rowBackground(let view): background = view
        case .rowInsets(let value): insets = value
        case .rowSeparator(let visible, let edges):
            hiddenSeparators = visible ? hiddenSeparators.subtracting(edges) : hiddenSeparators.union(edges)
        case .rowSeparatorTint(let color): separatorTint = color
        case .sectionSeparator, .rowSpacing, .contentBackgroundHidden, .headerProminence: break
        }
    }
}

extension LayoutBuilder {
    /// A Grid: its GridRows' cells in shared columns, each other view a row across them.
    func tableGrid(_ alignment: Alignment, _ h: Double?, _ v: Double?, _ children: [ViewNode], _ env: LayoutEnvironment,
                   identity: Identity, location: SourceLocation) -> LayoutNode {
        var rows: [TableGridNode.Row] = []
        var columnAlignments: [Int: HorizontalAlignment] = [:]
        for child in children {
            guard case .gridRow(let rowAlignment, let cells) = child.kind else {
                rows.append(.init(cells: [.init(node: build(child, env), column: 0, span: Int.max / 2)], alignment: nil, isFullWidth: true))
                continue
            }
            let rowEnv = env.applying(child.modifiers)
            var column = 0
            var built: [TableGridNode.Cell] = []
            for cell in flatten(cells) {
                let span = cell.modifiers.lazy.compactMap { if case .gridCellColumns(let n) = $0 { max(1, n) } else { nil } }.first ?? 1
                if let a = cell.modifiers.lazy.compactMap({ if case .gridColumnAlignment(let a) = $0 { a } else { nil } }).first {
                    columnAlignments[column] = a
                }
                built.append(.init(node: build(cell, rowEnv), column: column, span: span))
                column += span
            }
            rows.append(.init(cells: built, alignment: rowAlignment, isFullWidth: false))
        }
        let spacing = LayoutConstants.defaultSpacing
        return TableGridNode(rows: rows, columnAlignments: columnAlignments, alignment: alignment, hSpacing: h ?? spacing,
                             vSpacing: v ?? spacing, identity: identity, location: location)
    }
}
