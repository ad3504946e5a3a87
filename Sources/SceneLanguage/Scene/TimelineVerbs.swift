import SwiftCore
import Geometry
import ViewTree

/// The user's verbs: each finds what it touches on the screen of the moment (hit-testing
/// over its layout) and runs the app's own code for it, in the transaction that code opens.
extension TimelineRunner {
    /// Something a finger can touch: a Button, a view with a gesture, a NavigationLink.
    struct Touchable {
        var identity: Identity
        var kind: String
        var run: () throws -> Void
        /// A NavigationLink's push is animated by UIKit, whatever the code says.
        var isPush = false
        /// What it is found by besides what it draws (a back button: the title it shows).
        var labels: [String] = []
        /// Where its code is written.
        var location: SourceLocation?
        /// False for what takes the touch only as repeated single taps (a Button under
        /// `tap(count: 2)`): a view made for the count is preferred when both match.
        var isExact = true
    }

    func perform(_ step: TimelineStep) throws {
        switch step {
        case let .tap(query, count):
            // A Button or a link takes a single tap; a tap gesture, taps of its own count. More
            // taps on a Button or a single-tap gesture are that many taps (UIKit sends a control
            // one touch-up per tap), unless the view has a gesture for exactly that count.
            // With the code of views built at layout time (a GeometryReader's content), known
            // once the screen is laid out for the touch.
            try touch(query) { [unowned self] in
                var touchables = tappable(code.handlers + (it.build.layoutTime?.handlers ?? []), count: count)
                    + (count == 1 ? code.links.map(touchable) + backButtons() : [])
                // While an alert is up, only its buttons take a touch.
                if let alert = code.alerts.last {
                    touchables = touchables.filter { $0.identity.hasPrefix(alert.identity) } + addedButton(of: alert)
                }
                return touchables
            }
        case let .longPress(query, duration):
            try touch(query, among: code.handlers.filter { $0.kind == .longPress }.map(touchable), holding: duration)
        case let .drag(query, by, duration):
            try drag(query, by: by, duration: duration)
        case let .openURL(text, location):
            try openURL(text, at: location)
        case let .scroll(id, anchor, animated, location):
            try scroll(to: id, anchor: anchor, animated: animated, at: location)
        case .wait, .change:
            break
        }
    }

    /// What `count` taps reach among `handlers`.
    private func tappable(_ handlers: [Handler], count: Int) -> [Touchable] {
        let exact = handlers.filter { h in
            (h.kind == .action && count == 1) || (h.kind == .tap && Self.tapCount(h.argument) == count)
        }
        let taken = Set(exact.map(\.identity))
        let repeated = count == 1 ? [] : handlers.filter { h in
            (h.kind == .action || (h.kind == .tap && Self.tapCount(h.argument) == 1)) && !taken.contains(h.identity)
        }
        return exact.map(touchable) + repeated.map { h in
            var t = touchable(h)
            let once = t.run
            t.run = { for _ in 0..<count { try once() } }
            t.isExact = false
            return t
        }
    }

    private func touchable(_ h: Handler) -> Touchable {
        let alert = code.alerts.last { h.identity.hasPrefix($0.identity) }
        return Touchable(identity: h.identity, kind: h.kind == .action ? "Button" : h.kind.rawValue, run: { [unowned self] in
            _ = try it.callClosure(h.closure, h.kind == .longPress || h.kind == .action ? [] : [.opaque("CGPoint")], at: h.location)
            // Any button of an alert dismisses it with its action, as SwiftUI does.
            if let alert { try dismiss(alert) }
        }, location: h.location)
    }

    /// Sets an alert's binding false: it fades with its own spring (SceneSession's scopes).
    private func dismiss(_ alert: AlertCode) throws {
        if let route = code.dismissRoutes[alert.dismissKey] { try dismiss(route, at: it.location) }
    }

    /// The button SwiftUI adds to an alert ("OK") or a dialog ("Cancel"): it only dismisses.
    private func addedButton(of alert: AlertCode) -> [Touchable] {
        guard let identity = alert.addedButton else { return [] }
        return [Touchable(identity: identity, kind: "Button") { [unowned self] in try dismiss(alert) }]
    }

    private func touchable(_ link: LinkHandler) -> Touchable {
        Touchable(identity: link.identity, kind: "NavigationLink", run: { [unowned self] in try push(link) }, isPush: true,
                  location: link.location)
    }

    /// Touches the view `query` names; a press lasts `holding` seconds before its code runs.
    func touch(_ query: ViewQuery, among touchables: [Touchable], holding: Double = 0) throws {
        try touch(query, holding: holding) { touchables }
    }

    /// The same, with the touchables worked out once the screen is laid out.
    func touch(_ query: ViewQuery, holding: Double = 0, touchables: () -> [Touchable]) throws {
        let target = try resolve(query, among: touchables)
        if holding > 0 { try advance(to: clock.now + holding) }
        let transaction = target.isPush ? Transaction(animation: .systemTransition) : Transaction()
        let update = try live.perform(transaction, at: query.location) { try target.run() }
        try commit(update, at: query.location, always: target.isPush, animation: target.isPush ? .systemTransition : nil)
    }

    /// The one touchable the query names on screen now: innermost first, in build order.
    func resolve(_ query: ViewQuery, among touchables: [Touchable]) throws -> Touchable {
        try resolve(query) { touchables }
    }

    func resolve(_ query: ViewQuery, among found: () -> [Touchable]) throws -> Touchable {
        guard let screen else { throw EvalError(.verbNeedsScreen(query.verb), at: query.location) }
        let layout = screen.layout(tree)
        let touchables = found()
        let onScreen = touchables.filter { layout.touchPoint(of: $0.identity) != nil }
        var matches: [Touchable]
        switch query.key {
        case let .point(p):
            guard let hit = layout.view(at: p) else { matches = []; break }
            let containing = onScreen.filter { hit.hasPrefix($0.identity) }
            matches = containing.max { $0.identity.components.count < $1.identity.components.count }.map { [$0] } ?? []
        case let .label(label):
            matches = onScreen.filter { t in
                code.accessibility[t.identity]?.label == label || t.labels.contains(label) || layout.labels(of: t.identity).contains(label)
            }
        case let .id(id):
            matches = onScreen.filter { t in
                code.accessibility[t.identity]?.identifier == id || t.identity.components.contains("id:\(id)")
            }
        }
        if matches.contains(where: \.isExact) { matches = matches.filter(\.isExact) }
        // A match inside another match is what the finger lands on: the innermost wins.
        matches = matches.filter { m in !matches.contains { $0.identity != m.identity && $0.identity.hasPrefix(m.identity) } }
        let described = onScreen.map { describe($0, in: layout) }
        if let index = query.index {
            guard matches.indices.contains(index) else {
                throw EvalError(.noTouchTarget(query.written, candidates: described), at: query.location)
            }
            reached(query, [matches[index]], in: layout)
            return matches[index]
        }
        guard let only = matches.first else {
            throw EvalError(.noTouchTarget(query.written, candidates: described), at: query.location)
        }
        guard matches.count == 1 else {
            throw EvalError(.ambiguousTouchTarget(query.written, count: matches.count,
                                                  candidates: matches.map { describe($0, in: layout) }), at: query.location)
        }
        reached(query, [only], in: layout)
        return only
    }

    /// Records what a verb reached, for `matchcut check`.
    private func reached(_ query: ViewQuery, _ targets: [Touchable], in layout: any ScreenLayout) {
        reaches.append(VerbReach(time: clock.now, verb: query.written, location: query.location,
                                 targets: targets.map { t in describe(t, in: layout) + (t.location.map { " at \($0)" } ?? "") }))
    }

    /// The back button of each stack showing a pushed page: found by "Back" or the title of
    /// the page below (what it shows); a tap pops the page, as UIKit's back button does.
    private func backButtons() -> [Touchable] {
        var buttons: [Touchable] = []
        func visit(_ node: ViewNode) {
            if case let .navigationStack(pages) = node.kind, pages.count > 1, let top = pages.last, !top.bar.backButtonHidden,
               let route = code.dismissRoutes["\(node.identity)#\(pages.count - 1)"] {
                let titles = ["Back"] + [pages[pages.count - 2].title].compactMap { $0 }
                buttons.append(Touchable(identity: node.identity.appending("navigation-bar").appending("back-chevron"), kind: "Back button",
                                         run: { [unowned self] in try dismiss(route, at: it.location) }, isPush: true, labels: titles))
            }
            ViewRewrite.children(of: node).forEach(visit)
        }
        visit(tree)
        return buttons
    }

    /// `Button "Next"`, `onTapGesture "banner2"`: how a message names a touchable.
    func describe(_ t: Touchable, in layout: any ScreenLayout) -> String {
        let label = code.accessibility[t.identity]?.label ?? t.labels.last ?? layout.labels(of: t.identity).first
        return t.kind + (label.map { " \"\($0)\"" } ?? " at \(t.identity.components.last ?? "")")
    }

    static func tapCount(_ argument: Value?) -> Int {
        if case let .int(n)? = argument { return n }
        return 1
    }

    /// A NavigationLink's push: its value appended to the stack's path (the binding, or the
    /// stack's own), its view pushed, or its flag set.
    private func push(_ link: LinkHandler) throws {
        switch link.push {
        case let .value(value):
            if let path = link.path {
                guard case let .array(items) = try it.read(path.location, at: link.location) else { return }
                try it.write(.array(items + [value]), to: path.location, at: link.location)
            } else {
                try pushOwn(value, onto: link)
            }
        case let .view(view):
            try pushOwn(LinkHandler.wrap(view), onto: link)
        case let .flag(binding):
            try it.write(.bool(true), to: binding.location, at: link.location)
        }
    }

    private func pushOwn(_ element: Value, onto link: LinkHandler) throws {
        let own = it.state.slot(StateKey(view: link.stack, property: NavigationContext.ownPath)) { .array([]) }
        guard case let .array(items) = own.value else { return }
        own.value = .array(items + [element])
        it.noteObservedChange()
    }

    /// `openURL("myapp://item/2")`: every `onOpenURL` on screen runs with the URL, as iOS
    /// delivers a link to the scene's views.
    private func openURL(_ text: String, at location: SourceLocation) throws {
        let handlers = code.handlers.filter { $0.kind == .openURL }
        guard !handlers.isEmpty else { throw EvalError(.urlNotHandled(text), at: location) }
        let url = try it.urlValue(text, at: location)
        reaches.append(VerbReach(time: clock.now, verb: "openURL(\"\(text)\")", location: location,
                                 targets: handlers.map { "onOpenURL at \($0.location)" }))
        for handler in handlers {
            try runClosure(handler.closure, arguments: [url], at: location)
        }
    }

    /// `scroll(to: id)`: the scroll view holding the view with this id scrolls to it, as its
    /// `ScrollViewReader` proxy's `scrollTo` would.
    private func scroll(to id: String, anchor: UnitPoint?, animated: Bool, at location: SourceLocation) throws {
        guard let scrollView = Self.scrollView(holding: "id:\(id)", in: tree) else {
            throw EvalError(.noScrollTarget(id), at: location)
        }
        reaches.append(VerbReach(time: clock.now, verb: "scroll(to: \(id))", location: location,
                                 targets: ["the scroll view \(scrollView.components.last ?? "")"]))
        let animation: AnimationSpec? = animated ? try Animations.spec(from: .enumCase("default", []), at: location) : nil
        let update = try live.perform(Transaction(animation: animation), at: location) {
            it.action?.scrolls.append(ScrollRequest(reader: scrollView, targetID: id, anchor: anchor, animated: animated, animation: animation))
        }
        try commit(update, at: location, always: true, animation: animation)
    }

    /// The innermost scroll view with a view whose identity has `component` inside it.
    static func scrollView(holding component: String, in node: ViewNode) -> Identity? {
        var found: Identity?
        var inScroll: [Identity] = []
        func visit(_ n: ViewNode) {
            guard found == nil else { return }
            if case .scrollView = n.kind { inScroll.append(n.identity) }
            defer { if case .scrollView = n.kind { inScroll.removeLast() } }
            if n.identity.components.last == component || n.identity.components.contains(component), let sv = inScroll.last,
               n.identity.hasPrefix(sv), n.identity != sv {
                found = sv
                return
            }
            ViewRewrite.children(of: n).forEach(visit)
        }
        visit(node)
        return found
    }
}
