import Layout
import ViewTree

/// Finds matched-geometry pitfalls in a scene's layouts, changes and view trees (issue 5 §9).
public enum MatchedGeometryChecker {
    /// Every finding, in a stable order, each once.
    public static func check(initial: LayoutSnapshot, changes: [PlannedChange], trees: [ViewNode]) -> [MotionDiagnostic] {
        var found: [MotionDiagnostic] = []
        let snapshots = [initial] + changes.map(\.target)
        for snapshot in snapshots { found += sources(in: snapshot.elements) }
        var flying = Set<MatchKey>()
        var before = initial.elements
        for change in changes {
            found += transitions(from: before, to: change.target.elements, change: change, flying: &flying)
            before = change.target.elements
        }
        for tree in trees { found += modifiers(in: tree, flying: flying) }
        var seen = Set<String>()
        return found.filter { seen.insert("\($0.id.rawValue)|\($0.location)|\($0.message)").inserted }
    }

    /// Several sources of one group in one layout; when their views differ only by a
    /// `ForEach` element, the id is a constant inside a `ForEach`.
    static func sources(in elements: [PlacedElement]) -> [MotionDiagnostic] {
        var byKey: [MatchKey: [MatchedMembership]] = [:]
        var order: [MatchKey] = []
        for element in elements {
            for m in element.matched where m.effect.isSource {
                if byKey[m.effect.key] == nil { order.append(m.effect.key) }
                if !(byKey[m.effect.key] ?? []).contains(where: { $0.viewIdentity == m.viewIdentity }) {
                    byKey[m.effect.key, default: []].append(m)
                }
            }
        }
        return order.compactMap { key in
            let members = byKey[key]!
            guard members.count > 1 else { return nil }
            if members.dropFirst().allSatisfy({ differOnlyByForEachElement($0.viewIdentity, members[0].viewIdentity) }) {
                return MotionMessages.forEachConstant(key, at: members[0].effect.location, count: members.count)
            }
            return MotionMessages.multipleSources(key, at: members[1].effect.location, other: members[0].effect.location)
        }
    }

    /// `a` and `b` have the same path except for `ForEach` element ids (`id:…` components).
    static func differOnlyByForEachElement(_ a: Identity, _ b: Identity) -> Bool {
        guard a.components.count == b.components.count, a != b else { return false }
        return zip(a.components, b.components).allSatisfy { $0 == $1 || ($0.hasPrefix("id:") && $1.hasPrefix("id:")) }
    }

    /// Matched views that enter or leave in a change: without a partner they fade, with a
    /// partner in another namespace nothing flies, and without an animation nothing moves.
    static func transitions(from start: [PlacedElement], to target: [PlacedElement], change: PlannedChange,
                            flying: inout Set<MatchKey>) -> [MotionDiagnostic] {
        let startIDs = Set(start.map(\.identity)), targetIDs = Set(target.map(\.identity))
        // Views on a page that a push covers (or a pop uncovers) leave with their page: that
        // is navigation, not a matched view without a partner.
        // Views on a page a push brings (or a pop takes away) come and go with it, sliding.
        let removed = views(start.filter {
            !targetIDs.contains($0.identity) && !coveredByNavigation($0, other: target) && !onPageThatComesOrGoes($0, other: target)
        })
        let inserted = views(target.filter {
            !startIDs.contains($0.identity) && !coveredByNavigation($0, other: start) && !onPageThatComesOrGoes($0, other: start)
        })
        let startKeys = Set(start.flatMap { $0.matched.map(\.effect.key) })
        let targetKeys = Set(target.flatMap { $0.matched.map(\.effect.key) })
        var found: [MotionDiagnostic] = []
        var changed: [MatchKey] = []
        let startSources = FlightPlanner.sources(in: start), targetSources = FlightPlanner.sources(in: target)
        var flyingNamespaces = Set<NamespaceID>()
        for key in startSources.keys.sorted() {
            guard let a = startSources[key], let b = targetSources[key], a.viewIdentity != b.viewIdentity else { continue }
            flying.insert(key)
            flyingNamespaces.insert(key.namespace)
            changed.append(key)
        }
        // A view without a partner fades. That is only worth a warning when nothing in its
        // namespace flies in this change: in a carousel, the banners beside the one that
        // flies simply leave with the list.
        for (key, effect) in removed where !targetKeys.contains(key) {
            changed.append(key)
            if let other = inserted.first(where: { $0.key.id == key.id && $0.key.namespace != key.namespace && !startKeys.contains($0.key) }) {
                found.append(MotionMessages.namespaceMismatch(id: key.id, removed: effect, inserted: other.effect))
            } else if !flyingNamespaces.contains(key.namespace) {
                found.append(MotionMessages.unmatched(key, inserted: false, at: effect.location, change: change.location))
            }
        }
        for (key, effect) in inserted where !startKeys.contains(key) {
            changed.append(key)
            if removed.contains(where: { $0.key.id == key.id && $0.key.namespace != key.namespace && !targetKeys.contains($0.key) }) { continue }
            if flyingNamespaces.contains(key.namespace) { continue }
            found.append(MotionMessages.unmatched(key, inserted: true, at: effect.location, change: change.location))
        }
        // Instant only where no animation reaches the matched views: `.animation(_:value:)`
        // or a `.transaction` around them animates them in a plain change.
        let scopes = AnimationScopes(roots: change.scoped.map(\.root))
        func animated(_ e: PlacedElement) -> Bool {
            let scope = scopes.scope(of: e.identity)
            return (scope == 0 ? change.animation : change.scoped[scope - 1].animation) != nil
        }
        let unanimated = changed.first { key in
            !(start + target).contains { e in e.matched.contains { $0.effect.key == key } && animated(e) }
        }
        if let key = unanimated {
            found.append(MotionMessages.unanimated(key, change: change.location))
        }
        // A matched view the change reaches with no animation while its partner animates
        // (`.animation(nil)` around one of them): it jumps, as in SwiftUI, and is said.
        // Only a member the change shows can jump: the one it leaves is hidden while its
        // partner flies (a removed view under the deprecated `.animation(_:)` is not instant).
        for key in changed where key != unanimated {
            let members = (start + target).filter { e in e.matched.contains { $0.effect.key == key } }
            let shown = target.filter { e in e.matched.contains { $0.effect.key == key } }
            if let instant = shown.first(where: { !animated($0) }), members.contains(where: animated),
               let effect = instant.matched.first(where: { $0.effect.key == key })?.effect {
                found.append(MotionMessages.instantMatchedView(key, at: effect.location, change: change.location))
            }
        }
        return found
    }

    /// Whether `element`'s page is beneath a deeper page of the same stack on the other side.
    static func coveredByNavigation(_ element: PlacedElement, other: [PlacedElement]) -> Bool {
        guard let page = element.navigation else { return false }
        return other.contains { $0.navigation.map { $0.stack == page.stack && $0.depth > page.depth } ?? false }
    }

    /// Whether `element`'s page is deeper than every page of its stack on the other side: a
    /// page the change pushes or pops, whose views arrive or leave with it.
    static func onPageThatComesOrGoes(_ element: PlacedElement, other: [PlacedElement]) -> Bool {
        guard let page = element.navigation, page.depth > 0 else { return false }
        let depths = other.compactMap { e in e.navigation.flatMap { $0.stack == page.stack ? $0.depth : nil } }
        return !depths.isEmpty && depths.allSatisfy { $0 < page.depth }
    }

    /// The matched views among `elements`: each effect once, in order.
    private static func views(_ elements: [PlacedElement]) -> [(key: MatchKey, effect: MatchedGeometry)] {
        var seen = Set<MatchKey>()
        return elements.flatMap(\.matched).compactMap { m in
            seen.insert(m.effect.key).inserted ? (m.effect.key, m.effect) : nil
        }
    }

    /// Modifier-order pitfalls, read from the views as written.
    static func modifiers(in node: ViewNode, flying: Set<MatchKey>) -> [MotionDiagnostic] {
        var found: [MotionDiagnostic] = []
        var fixed: (Double, Double)?
        for modifier in node.modifiers {
            switch modifier {
            case .frame(let width?, let height?, _):
                fixed = (width, height)
            case .matchedGeometry(let effect):
                // A filled rounded shape morphs as one shape: its frame is the morph's frame.
                if let fixed, !node.isFilledRoundedShape { found.append(MotionMessages.outsideFixedFrame(effect, frame: fixed)) }
                if case .text = node.kind, effect.properties == .frame, flying.contains(effect.key) {
                    found.append(MotionMessages.textWithFrame(effect))
                }
            case .background(let child, _), .overlay(let child, _), .mask(let child, _):
                found += modifiers(in: child, flying: flying)
            default:
                break
            }
        }
        for child in node.children { found += modifiers(in: child, flying: flying) }
        return found
    }
}

extension ViewNode {
    /// The views a container holds.
    var children: [ViewNode] {
        switch kind {
        case .stack(_, let c), .zstack(_, let c), .group(let c), .scrollView(_, let c), .grid(_, let c),
             .pageTabView(_, let c), .list(_, let c):
            return c
        case .section(let header, let footer, let c):
            return [header, footer].compactMap { $0 } + c
        case .navigationStack(let pages):
            return pages.map(\.content)
        case .control(let control):
            return control.children
        case .viewThatFits(_, let c), .tableGrid(_, _, _, let c), .gridRow(_, let c), .geometryReader(let c, _), .customLayout(_, let c):
            return c
        default:
            return []
        }
    }

    var isFilledRoundedShape: Bool {
        if case .shape(let kind, let fill, _) = kind { return kind.isRoundedRectFamily && fill != nil }
        return false
    }
}
