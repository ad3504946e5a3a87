import SwiftCore
import Geometry
import ViewTree

/// A presentation whose binding is set, met while the screen was built: shown above the whole
/// screen once the screen is built (`Interpreter.presentingScreen`).
struct PresentationRequest {
    enum Style: String {
        /// `.sheet` and `.popover` on iPhone: a page sheet.
        case sheet
        case fullScreenCover
        /// `.alert` and `.confirmationDialog` (an action sheet on iPhone): Alerts.swift.
        case alert, confirmationDialog

        var isAlert: Bool { self == .alert || self == .confirmationDialog }
    }

    var style: Style
    /// The content closure; an alert's actions (none: SwiftUI's "OK").
    var content: ClosureValue?
    /// `sheet(item:)`'s item, handed to the content closure.
    var argument: Value?
    /// What `dismiss()` inside unsets.
    var binding: Binding?
    /// The view the modifier is on; the content sees the environment it had there.
    var presenter: Identity
    var environment: EnvironmentValues
    var location: SourceLocation
    /// An alert's or a dialog's title and message.
    var alert: AlertText?
}

/// `presentationDetents([.medium, .large])`, `.fraction(0.3)`, `.height(200)`.
enum PresentationDetent: Equatable {
    case medium, large
    case fraction(Double)
    case height(Double)
    /// `.custom(T.self)`: `T.height(in:)`, called when the sheet is laid out.
    case custom(type: String, at: SourceLocation)

    /// Equal detents are the same detent wherever they are written.
    static func == (a: Self, b: Self) -> Bool {
        switch (a, b) {
        case (.medium, .medium), (.large, .large): true
        case let (.fraction(x), .fraction(y)), let (.height(x), .height(y)): x == y
        case let (.custom(x, _), .custom(y, _)): x == y
        default: false
        }
    }

    init?(_ name: String, _ amount: Double?) {
        switch (name, amount) {
        case ("medium", nil): self = .medium
        case ("large", nil): self = .large
        case let ("fraction", f?): self = .fraction(min(1, max(0, f)))
        case let ("height", h?): self = .height(max(0, h))
        default: return nil
        }
    }
}

/// What a presentation's content says about its sheet.
struct PresentationConfig {
    var detents: [PresentationDetent] = []
    /// `presentationDetents(_:selection:)`'s detent now, one of `detents`; nil: the smallest.
    var selectedDetent: PresentationDetent?
    /// `presentationBackgroundInteraction(.enabled…)`: the detents at which the presenter is
    /// not dimmed.
    var undimmed: Undimmed = .none

    enum Undimmed: Equatable {
        case none, all
        case upThrough(PresentationDetent)
    }
    /// nil: automatic (shown when there is more than one detent).
    var dragIndicator: Bool?
    var cornerRadius: Double?
    var background: ShapeStyle?
    var backgroundView: ViewNode?
}

/// UIKit's page sheet on iPhone, iOS 15+ (docs/motion.md, "Presentations").
enum PageSheetMetrics {
    /// The sheet's top edge below the top of the safe area.
    static let topGap = 10.0
    static let cornerRadius = 10.0
    /// The presenting view, behind a large sheet: scaled to 92 %, its top at the top of the
    /// safe area, with rounded corners.
    static let presenterScale = 0.92
    static let presenterCornerRadius = 10.0
    /// The black over what is behind a sheet. It fades linearly over UIKit's 0.5 s: along the
    /// spring's long tail, a full-screen fade would step one level every few frames.
    static let dimOpacity = 0.2
    static let dimAnimation = AnimationSpec(curve: .bezier(x1: 0, y1: 0, x2: 1, y2: 1, duration: 0.5), label: "UIKit transition (dim)")
    static let grabber = Size(width: 36, height: 5)
    static let grabberTop = 5.0
}

extension BuildContext {
    /// What a `presentation…` modifier says, for the presentation being built (none outside one).
    mutating func configurePresentation(_ change: (inout PresentationConfig) -> Void) {
        guard !presentationConfigs.isEmpty else { return }
        change(&presentationConfigs[presentationConfigs.count - 1])
    }
}

extension Interpreter {
    /// The screen with what is presented above it. A scene that declares a presentation
    /// always shows its root in the same frame (a window of black behind it, the root clipped
    /// to a rounded rectangle and scaled, at rest at 1 and 0), so the presenter moves back
    /// and returns without a jump; other scenes' trees are the root itself.
    func presentingScreen(_ root: ViewNode, at location: SourceLocation) throws -> ViewNode {
        guard declaresPresentations else { return root }
        var shown: [(PresentationRequest, ViewNode, PresentationConfig)] = []
        var alerts: [PresentationRequest] = []
        let outside = build.presentations.isEmpty ? [] : Self.matchKeys(root)
        var index = 0
        while index < build.presentations.count {  // a sheet may present another, or an alert
            let request = build.presentations[index]
            index += 1
            if request.style.isAlert { alerts.append(request) } else { shown.append(try presentedContent(request, outside: outside)) }
        }
        let screen = Rect(origin: .zero, size: canvas.size)
        let safe = screen.inset(by: canvas.safeArea)
        shown = try shown.map { ($0.0, $0.1, try resolvingCustomDetents($0.2, screen: Rect(origin: .zero, size: canvas.size),
                                                                           safe: Rect(origin: .zero, size: canvas.size).inset(by: canvas.safeArea))) }
        let pageSheet = shown.last { $0.0.style == .sheet }
        let backs = pageSheet.map { sheetHeight($0.2, screen: screen, safe: safe) >= screen.height - safe.minY - PageSheetMetrics.topGap - 0.5 }
            ?? false
        var children = [window(root)]
        children.append(presenter(root, scaledBack: backs, screen: screen, safe: safe))
        if let pageSheet {
            // Kept at opacity 0 where undimmed, so a detent change fades it.
            let opacity = isUndimmed(pageSheet.2, screen: screen, safe: safe) ? 0 : PageSheetMetrics.dimOpacity
            children.append(ViewNode(kind: .color(.color(.black)), modifiers: [.opacity(opacity), .ignoresSafeArea(edges: Set(Edge.allCases))],
                                     identity: Self.dimIdentity, location: pageSheet.0.location))
        }
        for (request, content, config) in shown {
            children.append(request.style == .sheet ? sheet(content, config, request, screen: screen, safe: safe)
                                                    : cover(content, config, request, screen: screen))
        }
        for request in alerts { children += try alertPresentation(request, screen: screen, safe: safe) }
        // Over the black a pushed-back presenter leaves at the top, the status bar's content
        // is white (docs/scene-language.md, "Presentations").
        let modifiers: [Modifier] = backs ? [.statusBarContent(.dark)] : []
        return ViewNode(kind: .zstack(alignment: .center, children), modifiers: modifiers, identity: Identity.root.appending("presentations"),
                        location: root.location)
    }

    static let dimIdentity = Identity.root.appending("presentation-dim")

    /// The identity a presentation's content is built under: apart from the presenter's, so
    /// a touch on the sheet never reaches the view the modifier is on.
    static func presentationIdentity(_ request: PresentationRequest) -> Identity {
        let item = request.argument.map { ":" + Interpreter.elementID($0) } ?? ""
        return Identity.root.appending("\(request.style.rawValue)@\(request.presenter.description)\(item)")
    }

    private func presentedContent(_ request: PresentationRequest, outside: Set<MatchKey>) throws -> (PresentationRequest, ViewNode, PresentationConfig) {
        let id = Self.presentationIdentity(request)
        let saved = build.environment
        build.environment = request.environment
        if let binding = request.binding {
            build.environment.values["dismiss"] = build.dismissAction(.unset(binding, toNil: request.argument != nil), key: id.description)
        }
        build.presentationConfigs.append(PresentationConfig())
        defer {
            build.environment = saved
            build.presentationConfigs.removeLast()
        }
        let nodes = try withPath(id) {
            try request.content.map { try buildClosure($0, arguments: request.argument.map { [$0] } ?? [], base: id) } ?? []
        }
        let content = nodes.count == 1 ? nodes[0] : ViewNode(kind: nodes.isEmpty ? .empty : .group(nodes), identity: id, location: request.location)
        return (request, unmatched(content, outside: outside), build.presentationConfigs.last ?? PresentationConfig())
    }

    /// The window behind the presenter: black, seen round the presenter when it scales back.
    private func window(_ root: ViewNode) -> ViewNode {
        ViewNode(kind: .color(.color(.black)), modifiers: [.ignoresSafeArea(edges: Set(Edge.allCases))],
                 identity: Identity.root.appending("window"), location: root.location)
    }

    /// The root on its own background in a frame the size of the screen (the root still laid
    /// out in the safe area), clipped to a rounded rectangle and scaled about the point that
    /// keeps the screen's top at the safe area's top: at rest at 1, with square corners.
    private func presenter(_ root: ViewNode, scaledBack: Bool, screen: Rect, safe: Rect) -> ViewNode {
        let background = ViewNode(kind: .color(.color(SystemColors.semantic["systemBackground"]!)),
                                  identity: root.identity.appending("presentation-background"), location: root.location)
        var inner = root
        inner.modifiers.append(.padding(EdgeInsets(top: safe.minY, leading: safe.minX, bottom: screen.maxY - safe.maxY,
                                                   trailing: screen.maxX - safe.maxX)))
        let s = scaledBack ? PageSheetMetrics.presenterScale : 1
        let radius = scaledBack ? PageSheetMetrics.presenterCornerRadius : 0
        let anchorY = safe.minY / (1 - PageSheetMetrics.presenterScale)
        return ViewNode(kind: .zstack(alignment: .center, [background, inner]), modifiers: [
            .frame(width: screen.width, height: screen.height, alignment: .center),
            .clipShape(.roundedRectangle(cornerRadius: radius, style: .continuous)),
            .geometryEffect(.scale(x: s, y: s, anchor: UnitPoint(x: 0.5, y: anchorY / screen.height))),
            .position(x: screen.midX - safe.minX, y: screen.midY - safe.minY),
        ], identity: root.identity.appending("presenter"), location: root.location)
    }

    /// The config with each `.custom(T.self)` detent made the height `T.height(in:)` returns,
    /// given a context whose `maxDetentValue` is the largest detent's height (Apple's
    /// documentation of `CustomPresentationDetent`); a detent that returns nil is inactive
    /// and left out, as Apple documents.
    func resolvingCustomDetents(_ config: PresentationConfig, screen: Rect, safe: Rect) throws -> PresentationConfig {
        var resolved = config
        let maximum = screen.height - safe.minY - PageSheetMetrics.topGap - (screen.maxY - safe.maxY)
        func height(_ detent: PresentationDetent) throws -> PresentationDetent? {
            guard case let .custom(type, location) = detent else { return detent }
            guard let decl = types[type],
                  let fn = decl.functions.first(where: { $0.name == "height" && $0.isStatic && $0.parameters.first?.label == "in" }) else {
                throw EvalError(.wrongArgumentType(parameter: "_", callee: "presentationDetents", expected: "a 'CustomPresentationDetent' type with 'static func height(in:)'",
                                                   found: "'\(type)'"), at: location)
            }
            let context = Instance(typeName: "Context", names: ["maxDetentValue", "dynamicTypeSize", "colorScheme", "verticalSizeClass", "horizontalSizeClass"],
                                   fields: ["maxDetentValue": .double(maximum),
                                            "dynamicTypeSize": build.environment.values["dynamicTypeSize"] ?? .enumCase("large", []),
                                            "colorScheme": build.environment.values["colorScheme"] ?? .enumCase("light", []),
                                            "verticalSizeClass": .enumCase("regular", []), "horizontalSizeClass": .enumCase("compact", [])])
            let value = try callFunction(fn, [ArgValue(label: "in", value: .instance(context), location: location)], owner: nil,
                                         selfType: type, at: location)
            if case .none = value { return nil }
            guard let h = number(value) else {
                throw EvalError(.wrongArgumentType(parameter: "in:", callee: "\(type).height", expected: "a 'CGFloat?'", found: value.kindDescription),
                                at: location)
            }
            return .height(max(0, h))
        }
        resolved.detents = try config.detents.compactMap(height)
        resolved.selectedDetent = try config.selectedDetent.flatMap(height)
        if case let .upThrough(detent) = config.undimmed { resolved.undimmed = try height(detent).map { .upThrough($0) } ?? .none }
        return resolved
    }

    /// Whether the presenter is undimmed behind a page sheet at its detent now.
    func isUndimmed(_ config: PresentationConfig, screen: Rect, safe: Rect) -> Bool {
        switch config.undimmed {
        case .none: return false
        case .all: return true
        case .upThrough(let detent):
            var through = config
            through.selectedDetent = detent
            return sheetHeight(config, screen: screen, safe: safe) <= sheetHeight(through, screen: screen, safe: safe) + 0.5
        }
    }

    /// The visible height of a page sheet at its selected detent (the smallest when none is
    /// selected), home indicator included.
    func sheetHeight(_ config: PresentationConfig, screen: Rect, safe: Rect) -> Double {
        let full = screen.height - safe.minY - PageSheetMetrics.topGap
        let bottom = screen.maxY - safe.maxY
        let maximum = full - bottom
        let detents: [PresentationDetent] = config.selectedDetent.map { [$0] } ?? (config.detents.isEmpty ? [.large] : config.detents)
        let heights = detents.map { detent -> Double in
            switch detent {
            case .large: maximum
            case .medium: maximum / 2
            case let .fraction(f): maximum * f
            case let .height(h): min(maximum, h)
            case .custom: maximum  // resolved before (`resolvingCustomDetents`)
            }
        }
        return (heights.min() ?? maximum) + bottom
    }

    /// A page sheet: its content in the sheet's frame above the home indicator, on its
    /// background, top corners rounded (the bottom ones lie below the screen), sliding up
    /// by its own height, from just below the screen.
    private func sheet(_ content: ViewNode, _ config: PresentationConfig, _ request: PresentationRequest,
                       screen: Rect, safe: Rect) -> ViewNode {
        let id = Self.presentationIdentity(request)
        let radius = config.cornerRadius ?? PageSheetMetrics.cornerRadius
        let height = sheetHeight(config, screen: screen, safe: safe)
        let bottom = screen.maxY - safe.maxY
        let fill = ViewNode(kind: .color(config.background ?? .color(SystemColors.semantic["systemBackground"]!)),
                            identity: id.appending("sheet-background"), location: request.location)
        var modifiers: [Modifier] = [
            .flexibleFrame(FlexibleFrame(maxWidth: .infinity, maxHeight: .infinity)),
            .frame(width: screen.width, height: height - bottom, alignment: .center),
            .padding(EdgeInsets(top: 0, leading: 0, bottom: bottom + radius, trailing: 0)),
            .background(config.backgroundView ?? fill, alignment: .center),
        ]
        let detents = config.detents.isEmpty ? 1 : config.detents.count
        if config.dragIndicator ?? (detents > 1) {
            let m = PageSheetMetrics.self
            let grabber = ViewNode(kind: .shape(.capsule(style: .continuous), fill: .color(SystemColors.semantic["tertiaryLabel"]!), stroke: nil),
                                   modifiers: [.frame(width: m.grabber.width, height: m.grabber.height, alignment: .center),
                                               .padding(EdgeInsets(top: m.grabberTop, leading: 0, bottom: 0, trailing: 0))],
                                   identity: id.appending("drag-indicator"), location: request.location)
            modifiers.append(.overlay(grabber, alignment: .top))
        }
        // Placed by its centre in the safe area's coordinates: the top at the sheet's top.
        let top = screen.maxY - height
        modifiers += [
            .clipShape(.roundedRectangle(cornerRadius: radius, style: .continuous)),
            .transition(.offset(x: 0, y: height + radius)),
            .position(x: screen.width / 2 - safe.minX, y: top + (height + radius) / 2 - safe.minY),
        ]
        var node = content
        node.modifiers += modifiers
        return node
    }

    /// A full-screen cover: the content laid out as a root is, on its background, over
    /// everything, sliding up by the screen's height.
    private func cover(_ content: ViewNode, _ config: PresentationConfig, _ request: PresentationRequest,
                       screen: Rect) -> ViewNode {
        let id = Self.presentationIdentity(request)
        let fill = ViewNode(kind: .color(config.background ?? .color(SystemColors.semantic["systemBackground"]!)),
                            modifiers: [.ignoresSafeArea(edges: Set(Edge.allCases))],
                            identity: id.appending("cover-background"), location: request.location)
        var node = content
        node.modifiers += [.flexibleFrame(FlexibleFrame(maxWidth: .infinity, maxHeight: .infinity)),
                           .background(config.backgroundView ?? fill, alignment: .center),
                           .transition(.offset(x: 0, y: screen.height))]
        return node
    }

    /// A matched pair split across a presentation does not fly in SwiftUI: the presented
    /// side's ids get a namespace of their own, with a warning where one pairs with a view
    /// outside the presentation.
    private func unmatched(_ content: ViewNode, outside: Set<MatchKey>) -> ViewNode {
        ViewRewrite.map(content) { node in
            var node = node
            node.modifiers = node.modifiers.map { modifier in
                guard case var .matchedGeometry(m) = modifier else { return modifier }
                if outside.contains(m.key) { diagnostics.add(.matchedAcrossPresentation(m.id), at: m.location) }
                m.namespace = NamespaceID(name: m.namespace.name + "@presented", instance: m.namespace.instance)
                return .matchedGeometry(m)
            }
            return node
        }
    }

    /// Every matched key in a tree.
    static func matchKeys(_ node: ViewNode) -> Set<MatchKey> {
        var keys = Set(node.modifiers.compactMap { if case let .matchedGeometry(m) = $0 { m.key } else { nil } })
        for child in ViewRewrite.children(of: node) { keys.formUnion(matchKeys(child)) }
        return keys
    }
}
