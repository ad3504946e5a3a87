import SwiftCore
import Drawing
import Geometry
import ViewTree

/// What an alert or a confirmation dialog says besides its buttons.
struct AlertText {
    var title: String
    /// An alert shows its title unless `titleVisibility: .hidden`; a confirmation dialog on
    /// iPhone hides it unless `.visible`.
    var showsTitle: Bool
    var message: ClosureValue?
}

/// An alert on screen, for the timeline's taps: any of its buttons dismisses it, and while it
/// is up nothing else takes a touch.
struct AlertCode {
    var identity: Identity
    /// The dismiss route that sets its binding false.
    var dismissKey: String
    /// The button SwiftUI adds ("OK" to an alert without actions, "Cancel" to a dialog
    /// without a cancel button), which has no code of the app's.
    var addedButton: Identity?
}

/// UIKit's alert on iPhone, iOS 15–18 (`UIAlertControllerVisualStyleAlert`; docs/motion.md,
/// "Alerts and confirmation dialogs").
enum AlertMetrics {
    static let width = 270.0
    static let cornerRadius = 14.0
    /// The title's first baseline 36 pt below the top, the message's 20 pt below the title's
    /// last, the actions 24 pt below the last baseline: as insets around 17 pt and 13 pt lines.
    static let textInsets = EdgeInsets(top: 20, leading: 16, bottom: 20, trailing: 16)
    static let titleMessageSpacing = 2.0
    static let buttonHeight = 44.0
    /// Two actions sit side by side when each title fits its half (a title of at most this
    /// many characters, at 17 pt); otherwise, and from three actions, they stack.
    static let sideBySideCharacters = 13
    /// Presented from 1.2 × and transparent to 1 × and opaque; dismissed by fading at 1 ×.
    static let appearScale = 1.2
    /// One spring of 0.404 s for the alert and its dim: the critically damped spring that
    /// settles (0.1 %) in 0.404 s, ω0 = 9.234 / 0.404 rad/s.
    static let omega = 9.2334 / 0.404
    static let animation = AnimationSpec(curve: .interpolatingSpring(mass: 1, stiffness: omega * omega, damping: 2 * omega,
                                                                     initialVelocity: 0), label: "UIKit alert")
    /// `_alertControllerDimmingViewColor`: black at 20 %, 48 % in dark. It fades linearly
    /// over the alert's 0.404 s: along the spring's tail a full-screen fade would step one
    /// 8-bit level every few frames (as the page sheet's dim, Presentations.swift).
    static let dim = Color.black.withOpacity(0.2).darkVariant(Color.black.withOpacity(0.48))
    static let dimAnimation = AnimationSpec(curve: .bezier(x1: 0, y1: 0, x2: 1, y2: 1, duration: 0.404), label: "UIKit alert (dim)")
}

/// UIKit's action sheet on iPhone, which `confirmationDialog` presents: its actions in one
/// rounded group, Cancel in another below, 8 pt from the screen's sides.
enum ActionSheetMetrics {
    static let margin = 8.0
    static let cornerRadius = 13.0
    static let buttonHeight = 57.0
    static let headerInsets = EdgeInsets(top: 14, leading: 16, bottom: 14, trailing: 16)
    static let titleMessageSpacing = 4.0
}

extension Interpreter {
    /// An alert or an action sheet: the dim over the screen and the box above it, both
    /// under the presentation's identity (one animation scope).
    func alertPresentation(_ request: PresentationRequest, screen: Rect, safe: Rect) throws -> [ViewNode] {
        let id = Self.presentationIdentity(request)
        let text = request.alert ?? AlertText(title: "", showsTitle: false, message: nil)
        let saved = build.environment
        build.environment = request.environment
        defer { build.environment = saved }
        let arguments = request.argument.map { [$0] } ?? []
        let (actions, message) = try withPath(id) {
            (try request.content.map { try buildClosure($0, arguments: arguments, base: id.appending("actions")) } ?? [],
             try text.message.map { try buildClosure($0, arguments: arguments, base: id.appending("message")) } ?? [])
        }
        var buttons = Self.flattened(actions).filter { if case .control(.button) = $0.kind { true } else { false } }
        var added: Identity?
        let isAlert = request.style == .alert
        if isAlert ? buttons.isEmpty : !buttons.contains(where: { Self.role(of: $0) == "cancel" }) {
            let button = Self.addedButton(isAlert ? "OK" : "Cancel", identity: id.appending(isAlert ? "added-ok" : "added-cancel"),
                                          location: request.location)
            build.buttons.insert(button.identity)
            buttons.append(button)
            added = button.identity
        }
        if let binding = request.binding {
            _ = build.dismissAction(.unset(binding, toNil: false), key: id.description)
            build.alerts.append(AlertCode(identity: id, dismissKey: id.description, addedButton: added))
        }
        var texts: [ViewNode] = []
        if text.showsTitle, !text.title.isEmpty {
            texts.append(ViewNode(kind: .text(text.title), identity: id.appending("title"), location: request.location))
        }
        texts += Self.flattened(message)
        let dim = ViewNode(kind: .color(.color(AlertMetrics.dim)),
                           modifiers: [.ignoresSafeArea(edges: Set(Edge.allCases)), .transition(.opacity)],
                           identity: id.appending("dim"), location: request.location)
        let box = isAlert ? alertBox(texts, buttons, id: id, request: request, screen: screen, safe: safe)
                          : actionSheet(texts, buttons, id: id, request: request, screen: screen, safe: safe)
        return [dim, box]
    }

    /// The alert: its texts centred above its buttons, 270 pt wide, on the regular material
    /// with 14 pt continuous corners, in the middle of the safe area.
    private func alertBox(_ texts: [ViewNode], _ buttons: [ViewNode], id: Identity, request: PresentationRequest,
                          screen: Rect, safe: Rect) -> ViewNode {
        let m = AlertMetrics.self
        let titled = texts.enumerated().map { i, node in
            Self.styled(node, font: Font(style: i == 0 && node.identity == id.appending("title") ? .headline : .footnote))
        }
        var rows: [ViewNode] = []
        if !titled.isEmpty {
            rows.append(ViewNode(kind: .stack(StackSpec(axis: .vertical, spacing: m.titleMessageSpacing), titled),
                                 modifiers: [.padding(m.textInsets), .flexibleFrame(FlexibleFrame(maxWidth: .infinity))],
                                 identity: id.appending("texts"), location: request.location))
        }
        let cancelFirst = buttons.count == 2
        let ordered = buttons.filter { Self.role(of: $0) == "cancel" && cancelFirst } + buttons.filter { Self.role(of: $0) != "cancel" }
            + buttons.filter { Self.role(of: $0) == "cancel" && !cancelFirst }
        let sideBySide = ordered.count == 2 && ordered.allSatisfy { Self.title(of: $0).count <= m.sideBySideCharacters }
        let cells = ordered.map { Self.actionCell($0, font: Font(style: .body), height: m.buttonHeight) }
        var actions = Self.separated(cells, axis: sideBySide ? .horizontal : .vertical, id: id.appending("buttons"), location: request.location)
        // Side by side, the hairline between the two is a row tall (a Divider in a row takes
        // the height it is offered).
        if sideBySide { actions.modifiers.append(.frame(width: nil, height: m.buttonHeight, alignment: .center)) }
        rows.append(ViewNode(kind: .divider, identity: id.appending("separator"), location: request.location))
        rows.append(actions)
        return ViewNode(kind: .stack(StackSpec(axis: .vertical, spacing: 0), rows), modifiers: [
            .frame(width: m.width, height: nil, alignment: .center),
            .background(ViewNode(kind: .color(.material(.regular, tint: nil)), identity: id.appending("material"), location: request.location),
                        alignment: .center),
            .clipShape(.roundedRectangle(cornerRadius: m.cornerRadius, style: .continuous)),
            .transition(.asymmetric(insertion: .combined(.scale(scale: m.appearScale, anchor: .center), .opacity), removal: .opacity)),
            .position(x: screen.midX - safe.minX, y: safe.midY - safe.minY),
        ], identity: id.appending("alert"), location: request.location)
    }

    /// The action sheet: the dialog's texts and actions in one group, Cancel in its own
    /// group below, at the bottom of the safe area, sliding up from below the screen.
    private func actionSheet(_ texts: [ViewNode], _ buttons: [ViewNode], id: Identity, request: PresentationRequest,
                             screen: Rect, safe: Rect) -> ViewNode {
        let m = ActionSheetMetrics.self
        let secondary = ShapeStyle.color(SystemColors.secondaryLabel)
        let header = texts.enumerated().map { i, node in
            var styled = Self.styled(node, font: Font(style: .footnote))
            if i == 0, node.identity == id.appending("title") { styled.modifiers.append(.fontTrait(.weight(.semibold))) }
            styled.modifiers.append(.foregroundStyle(secondary))
            return styled
        }
        var cells: [ViewNode] = []
        if !header.isEmpty {
            cells.append(ViewNode(kind: .stack(StackSpec(axis: .vertical, spacing: m.titleMessageSpacing), header),
                                  modifiers: [.padding(m.headerInsets), .flexibleFrame(FlexibleFrame(maxWidth: .infinity))],
                                  identity: id.appending("header"), location: request.location))
        }
        cells += buttons.filter { Self.role(of: $0) != "cancel" }.map { Self.actionCell($0, font: Font(style: .title3), height: m.buttonHeight) }
        func group(_ content: ViewNode, fill: ShapeStyle, _ name: String) -> ViewNode {
            ViewNode(kind: .stack(StackSpec(axis: .vertical, spacing: 0), [content]), modifiers: [
                .background(ViewNode(kind: .color(fill), identity: id.appending(name + "-fill"), location: request.location), alignment: .center),
                .clipShape(.roundedRectangle(cornerRadius: m.cornerRadius, style: .continuous)),
            ], identity: id.appending(name), location: request.location)
        }
        var groups: [ViewNode] = []
        if !cells.isEmpty {
            groups.append(group(Self.separated(cells, axis: .vertical, id: id.appending("actions-list"), location: request.location),
                                fill: .material(.regular, tint: nil), "actions-group"))
        }
        if let cancel = buttons.first(where: { Self.role(of: $0) == "cancel" }) {
            groups.append(group(Self.actionCell(cancel, font: Font(style: .title3), height: m.buttonHeight),
                                fill: .color(SystemColors.semantic["secondarySystemGroupedBackground"]!), "cancel-group"))
        }
        let bottomGap = screen.maxY - safe.maxY > 0 ? screen.maxY - safe.maxY : m.margin
        let sheet = ViewNode(kind: .stack(StackSpec(axis: .vertical, spacing: m.margin), groups), modifiers: [
            .frame(width: screen.width - 2 * m.margin, height: nil, alignment: .center),
            .transition(.combined(.move(edge: .bottom), .offset(x: 0, y: bottomGap))),
        ], identity: id.appending("action-sheet"), location: request.location)
        // Held at the bottom of the screen less the home indicator (or 8 pt without one).
        return ViewNode(kind: .zstack(alignment: .bottom, [sheet]), modifiers: [
            .frame(width: screen.width, height: screen.height - bottomGap, alignment: .bottom),
            .position(x: screen.midX - safe.minX, y: (screen.height - bottomGap) / 2 - safe.minY),
        ], identity: id.appending("action-sheet-frame"), location: request.location)
    }

    /// A button as an alert's cell: the full width of its column, a fixed height, the
    /// system's font; a cancel button in semibold, a destructive one red (ButtonLayout).
    private static func actionCell(_ button: ViewNode, font: Font, height: Double) -> ViewNode {
        var cell = styled(button, font: font)
        if role(of: button) == "cancel" { cell.modifiers.append(.fontTrait(.weight(.semibold))) }
        cell.modifiers += [.flexibleFrame(FlexibleFrame(maxWidth: .infinity)), .frame(width: nil, height: height, alignment: .center)]
        return cell
    }

    /// Cells in a row or a column, a hairline between each two.
    private static func separated(_ cells: [ViewNode], axis: Axis, id: Identity, location: SourceLocation) -> ViewNode {
        var children: [ViewNode] = []
        for (i, cell) in cells.enumerated() {
            if i > 0 { children.append(ViewNode(kind: .divider, identity: id.appending("separator-\(i)"), location: location)) }
            children.append(cell)
        }
        return ViewNode(kind: .stack(StackSpec(axis: axis, spacing: 0), children), identity: id, location: location)
    }

    private static func styled(_ node: ViewNode, font: Font) -> ViewNode {
        var node = node
        node.modifiers.insert(.font(font), at: 0)
        node.modifiers.append(.multilineTextAlignment(.center))
        return node
    }

    private static func addedButton(_ title: String, identity: Identity, location: SourceLocation) -> ViewNode {
        let label = ViewNode(kind: .text(title), identity: identity.appending("0"), location: location)
        return ViewNode(kind: .control(.button(role: "cancel", label: [label])), identity: identity, location: location)
    }

    static func role(of button: ViewNode) -> String? {
        if case let .control(.button(role, _)) = button.kind { return role }
        return nil
    }

    /// The text a button's label shows, for the side-by-side rule.
    private static func title(of button: ViewNode) -> String {
        guard case let .control(.button(_, label)) = button.kind else { return "" }
        return label.compactMap { if case let .text(s) = $0.kind { s } else { nil } }.joined()
    }

    /// Views with their groups (a `ForEach`, a `Group`) opened.
    static func flattened(_ nodes: [ViewNode]) -> [ViewNode] {
        nodes.flatMap { node -> [ViewNode] in
            if case let .group(children) = node.kind, node.modifiers.isEmpty { return flattened(children) }
            return [node]
        }
    }
}
