import Drawing
import Geometry
import ViewTree

/// Turns what the author wrote (`ViewNode`) into layout nodes, resolving the environment
/// (fonts, foreground styles) on the way down. One node per view and per modifier.
struct LayoutBuilder {
    let measurer: TextMeasurer
    /// The natural size of an image asset in points, or nil if it cannot be read.
    let imageSize: (String) -> Size?
    /// One device pixel, in points: the thickness of dividers and separators.
    let hairline: Double
    /// The screen's safe area: the container `containerRelativeFrame` divides.
    var container = Size(width: 390, height: 763)
    /// The scene's iOS: which measured figures lists and forms take.
    var iosVersion: IOSVersion = .pinned

    func build(_ view: ViewNode, _ environment: LayoutEnvironment) -> LayoutNode {
        // A group's modifiers apply to each of its views (`groupElements`); on its own, a
        // group lays its views out as a ZStack would.
        if case .group = view.kind, !view.modifiers.isEmpty {
            return ZStackNode(alignment: .center, children: view.groupElements.map { build($0, environment) },
                              identity: view.identity, location: view.location)
        }
        // Environment modifiers apply to everything inside them, so resolve outermost first.
        let inner = environment.applying(view.modifiers)
        var node = buildKind(view, inner)
        var env = inner
        env.stackAxis = nil
        for (i, modifier) in view.modifiers.enumerated() {
            // The views a modifier brings (a mask, an overlay, a background, a safe-area inset)
            // take the environment where the modifier is written, outside the ones before it,
            // as SwiftUI's do: `.foregroundStyle(.red).overlay { Text("b") }` draws "b" in the
            // primary colour, and a mask under `foregroundStyle(.gray.opacity(0.3))` keeps its alpha.
            if modifier.bringsViews {
                var outer = environment.applying(Array(view.modifiers[(i + 1)...]))
                outer.stackAxis = nil
                node = wrap(node, in: modifier, view: view, outer)
                continue
            }
            node = wrap(node, in: modifier, view: view, env)
        }
        // A view an `id(_:)` names: its frame is kept for `scrollTo` to align.
        if view.identity.components.last?.hasPrefix("id:") == true {
            let key = view.identity.description
            node = EffectNode(child: node, identity: view.identity, location: view.location) { frame, _, context in
                context.identifiedFrames.frames[key] = frame
            }
        }
        return node
    }

    private func buildKind(_ view: ViewNode, _ env: LayoutEnvironment) -> LayoutNode {
        let id = view.identity, at = view.location
        switch view.kind {
        case .stack(let spec, let children):
            var childEnv = env
            childEnv.stackAxis = spec.axis
            return StackNode(spec: spec, children: stackChildren(children, spec, childEnv), identity: id, location: at)
        case .zstack(let alignment, let children):
            var childEnv = env
            childEnv.stackAxis = nil
            return ZStackNode(alignment: alignment, children: flatten(children).map { build($0, childEnv) },
                              identity: id, location: at)
        case .group(let children):
            // A group outside a stack behaves like a ZStack of its children.
            return ZStackNode(alignment: .center, children: flatten(children).map { build($0, env) },
                              identity: id, location: at)
        case .spacer(let minLength):
            return SpacerNode(axis: env.stackAxis, minLength: minLength, identity: id, location: at)
        case .divider:
            return DividerNode(axis: env.stackAxis, thickness: hairline, identity: id, location: at)
        case .shape(let kind, let fill, let stroke):
            let fillPaint: Paint? = stroke == nil || fill != nil ? (fill.map(env.paint) ?? env.foregroundPaint) : nil
            let strokePaint = stroke.map { StrokePaint(paint: env.paint($0.style), lineWidth: $0.lineWidth, style: $0.lineStyle) }
            return ShapeNode(content: .shape(kind, fill: fillPaint, stroke: strokePaint), identity: id, location: at)
        case .color(let style):
            return ShapeNode(content: .shape(.rectangle, fill: env.paint(style), stroke: nil), identity: id, location: at)
        case .text(let string):
            var run = TextRun(string: env.cased(string), font: env.resolvedFont, color: env.foregroundColor,
                              alignment: env.textAlignment, lineLimit: env.lineLimit)
            run.decoration = env.textDecoration
            return textNode(run, env, identity: id, location: at)
        case .styledText(let text):
            return textNode(styledTextRun(text, env), env, identity: id, location: at)
        case .image(.asset(let name, let path), let isResizable):
            return assetImage(name: name, path: path, isResizable: isResizable, env, identity: id, location: at)
        case .image(.system(let name), let isResizable):
            return symbolImage(name: name, isResizable: isResizable, env, identity: id, location: at)
        case .empty:
            return EmptyNode(identity: id, location: at)
        case .scrollView(let spec, let children):
            var childEnv = env
            childEnv.stackAxis = spec.axis
            func content(_ env: LayoutEnvironment) -> LayoutNode {
                StackNode(spec: StackSpec(axis: spec.axis), children: flatten(children).map { build($0, env) },
                          identity: id.appending("content"), location: at)
            }
            guard children.contains(where: Self.holdsContainerRelativeFrame) else {
                return ScrollNode(spec: spec, content: content(childEnv), identity: id, location: at)
            }
            // `containerRelativeFrame` inside divides the scroll view's own size.
            return ScrollNode(spec: spec, defaultContainer: container, identity: id, location: at) { size in
                var sized = childEnv
                sized.relativeContainer = size
                return content(sized)
            }
        case .grid(let spec, let children):
            var childEnv = env
            childEnv.stackAxis = nil
            return GridNode(spec: spec, children: flatten(children).map { build($0, childEnv) }, identity: id, location: at)
        case .pageTabView(let spec, let children) where spec.isTabBar:
            return tabBarNode(spec, flatten(children), env, identity: id, location: at)
        case .pageTabView(let spec, let children):
            let pages = flatten(children)
            let tags = pages.map { page in
                page.modifiers.lazy.compactMap { if case .tag(let tag) = $0 { return tag } else { return nil } }.first
            }
            return PageTabNode(spec: spec, pages: pages.map { build($0, env) }, tags: tags, identity: id, location: at)
        case .list(let style, let children):
            return listNode(style: style, children: children, env, identity: id, location: at)
        case .section:
            // A Section outside a List and a stack: its header, rows and footer in a VStack.
            return buildKind(ViewNode(kind: .stack(StackSpec(axis: .vertical), [view]), identity: id.appending("content"),
                                      location: at), env)
        case .navigationStack(let pages):
            return navigationNode(pages, env, identity: id, location: at)
        case .control(let control):
            return controlNode(control, view, env)
        case .viewThatFits(let axes, let children):
            return ViewThatFitsNode(axes: axes, candidates: flatten(children).map { build($0, env) }, identity: id, location: at)
        case .tableGrid(let alignment, let h, let v, let children):
            return tableGrid(alignment, h, v, flatten(children), env, identity: id, location: at)
        case .customLayout(let layout, let children):
            return CustomLayoutNode(layout: layout, children: flatten(children).map { build($0, env) }, identity: id, location: at)
        case .geometryReader(let content, let reader):
            return GeometryReaderNode(content: content, reader: reader, builder: self, environment: env, identity: id, location: at)
        case .lazyRest(let rest):
            return LazyRestNode(rest: rest, axis: env.stackAxis, identity: id, location: at)
        case .gridRow(_, let children):
            // A GridRow outside a Grid lays out its cells as an HStack.
            return StackNode(spec: StackSpec(axis: .horizontal), children: flatten(children).map { build($0, env) }, identity: id, location: at)
        }
    }

    /// A stack's children: groups and `ForEach`es give their views one by one, and a Section
    /// its header, rows and footer, each the stack's own child (spaced as the stack spaces
    /// them), marked so that a scroll view can pin the header and footer.
    private func stackChildren(_ children: [ViewNode], _ spec: StackSpec, _ env: LayoutEnvironment) -> [LayoutNode] {
        flatten(children).flatMap { child -> [LayoutNode] in
            guard case let .section(header, footer, rows) = child.kind else { return [build(child, env)] }
            let pins = (headers: spec.pinsHeaders, footers: spec.pinsFooters)
            func part(_ role: SectionPartNode.Role, _ view: ViewNode) -> LayoutNode {
                SectionPartNode(role: role, section: child.identity, pins: pins, child: build(view, env))
            }
            return [header.map { part(.header, $0) }].compactMap { $0 } + flatten(rows).map { part(.row, $0) }
                + [footer.map { part(.footer, $0) }].compactMap { $0 }
        }
    }

    /// Whether a `containerRelativeFrame` is written anywhere in `view`.
    static func holdsContainerRelativeFrame(_ view: ViewNode) -> Bool {
        var found = false
        _ = view.rewritten { node in
            if node.modifiers.contains(where: { if case .containerRelativeFrame = $0 { true } else { false } }) { found = true }
            return node
        }
        return found
    }

    /// Groups and `ForEach`es inside a stack contribute their children to the stack directly,
    /// each with the modifiers written on the group.
    func flatten(_ children: [ViewNode]) -> [ViewNode] {
        children.flatMap(\.groupElements)
    }

    private func wrap(_ node: LayoutNode, in modifier: Modifier, view: ViewNode, _ env: LayoutEnvironment) -> LayoutNode {
        let id = view.identity, at = view.location
        switch modifier {
        case .frame(let width, let height, let alignment):
            return FixedFrameNode(width: width, height: height, alignment: alignment, child: node, identity: id, location: at)
        case .flexibleFrame(let spec):
            return FlexibleFrameNode(spec: spec, child: node, identity: id, location: at)
        case .padding(let insets):
            return PaddingNode(insets: insets, child: node, identity: id, location: at)
        case .defaultPadding(let edges):
            let length = LayoutConstants.defaultPadding
            func side(_ e: Edge) -> Double { edges.contains(e) ? length : 0 }
            let insets = EdgeInsets(top: side(.top), leading: side(.leading), bottom: side(.bottom), trailing: side(.trailing))
            return PaddingNode(insets: insets, child: node, identity: id, location: at)
        case .fixedSize(let horizontal, let vertical):
            return FixedSizeNode(horizontal: horizontal, vertical: vertical, child: node, identity: id, location: at)
        case .aspectRatio(let ratio, let fill):
            return AspectRatioNode(ratio: ratio, fill: fill, child: retargetImage(node, fill ? .fill : .fit),
                                   identity: id, location: at)
        case .scaledToFill:
            return AspectRatioNode(ratio: nil, fill: true, child: retargetImage(node, .fill), identity: id, location: at)
        case .scaledToFit:
            return AspectRatioNode(ratio: nil, fill: false, child: retargetImage(node, .fit), identity: id, location: at)
        case .offset(let x, let y):
            return OffsetNode(dx: x, dy: y, child: node, identity: id, location: at)
        case .position(let x, let y):
            return PositionNode(x: x, y: y, child: node, identity: id, location: at)
        case .layoutPriority(let priority):
            return PriorityNode(priority: priority, child: node, identity: id, location: at)
        case .background(let decoration, let alignment), .overlay(let decoration, let alignment):
            var isOverlay = false
            if case .overlay = modifier { isOverlay = true }
            return DecorationNode(decoration: build(decoration, env), alignment: alignment, isOverlay: isOverlay,
                                  child: node, identity: id, location: at)
        case .clipShape(let shape):
            return EffectNode(child: node, identity: id, location: at, effect: Effects.clip(shape))
        case .mask(let mask, let alignment):
            let maskNode = EffectNode(child: build(mask, env), identity: mask.identity, location: mask.location,
                                      effect: Effects.layer(.maskContent))
            let masked = DecorationNode(decoration: maskNode, alignment: alignment, isOverlay: true, child: node, identity: id, location: at)
            return EffectNode(child: masked, identity: id, location: at, effect: Effects.layer(.mask))
        case .containerShape(let shape):
            return EffectNode(child: node, identity: id, location: at) { frame, _, context in context.containerShape = (shape, frame) }
        case .clipped:
            return EffectNode(child: node, identity: id, location: at, effect: Effects.clip(.rectangle))
        case .cornerRadius(let radius):
            return EffectNode(child: node, identity: id, location: at,
                              effect: Effects.clip(.roundedRectangle(cornerRadius: radius, style: .circular)))
        case .opacity(let value):
            return EffectNode(child: node, identity: id, location: at, effect: Effects.opacity(value))
        case .geometryEffect(let effect):
            return EffectNode(child: node, identity: id, location: at, effect: Effects.transform(effect))
        case .layerEffect(let effect):
            return EffectNode(child: node, identity: id, location: at, effect: Effects.layer(effect))
        case .zIndex(let value):
            return ZIndexNode(value: value, child: node, identity: id, location: at)
        case .shadow(let color, let radius, let x, let y):
            return EffectNode(child: node, identity: id, location: at,
                              effect: Effects.shadow(ShadowSpec(color: color, radius: radius, x: x, y: y)))
        case .ignoresSafeArea(let edges):
            return IgnoresSafeAreaNode(edges: edges, child: node, identity: id, location: at)
        case .backgroundReach(let edges):
            return IgnoresSafeAreaNode(edges: edges, child: node, identity: id, location: at, outsideScrollContentOnly: true)
        case .matchedGeometry(let effect):
            return MatchedGeometryNode(effect: effect, child: node, identity: id, location: at)
        case .transition(let transition):
            return EffectNode(child: node, identity: id, location: at, effect: Effects.transition(transition))
        case .safeAreaInset(let edge, let alignment, let spacing, let content):
            return SafeAreaInsetNode(edge: edge, alignment: alignment, spacing: spacing ?? LayoutConstants.defaultSpacing,
                                     inset: build(content, env), child: node, identity: id, location: at)
        case .containerRelativeFrame(let axes, let count, let span, let spacing, let alignment):
            return ContainerRelativeFrameNode(axes: axes, count: count, span: span, spacing: spacing, alignment: alignment,
                                              container: env.relativeContainer ?? container, child: node, identity: id, location: at)
        case .alignmentGuide(let spec):
            return AlignmentGuideNode(spec: spec, child: node, identity: id, location: at)
        case .coordinateSpace(let name):
            return EffectNode(child: node, identity: id, location: at) { frame, _, context in context.namedSpaces[name] = frame }
        case .reportsGeometry(let key):
            return EffectNode(child: node, identity: id, location: at) { frame, _, context in
                context.geometryReports.values[key] = GeometryProxyValues(
                    size: frame.size, safeAreaInsets: GeometryReaderNode.insets(of: frame, in: context.safeRect, screen: context.canvas.size),
                    globalFrame: frame, namedSpaces: context.namedSpaces)
            }
        case .reportsScrollGeometry(let key):
            return EffectNode(child: node, identity: id, location: at) { _, _, context in context.scrollGeometryKeys.append(key) }
        case .observesPreferences(let observer):
            return EffectNode(child: node, identity: id, location: at) { _, _, context in
                context.preferenceReports.begin(observer)
                context.preferenceObservers.append(observer)
            }
        case .setsPreference(let key, let setter, let token):
            return EffectNode(child: node, identity: id, location: at) { _, _, context in
                for observer in context.preferenceObservers { context.preferenceReports.add(token, key: key, setter: setter, to: observer) }
            }
        case .setsAnchorPreference(let key, let setter, let made):
            return EffectNode(child: node, identity: id, location: at) { frame, _, context in
                var token = made
                token.anchorFrame = frame
                for observer in context.preferenceObservers { context.preferenceReports.add(token, key: key, setter: setter, to: observer) }
            }
        case .colorScheme(let scheme):
            return EffectNode(child: node, identity: id, location: at) { _, _, context in context.colorScheme = scheme }
        case .statusBarHidden(let hidden):
            return EffectNode(child: node, identity: id, location: at) { _, _, context in context.hidesStatusBar = hidden }
        case .statusBarContent(let scheme):
            return EffectNode(child: node, identity: id, location: at) { _, _, context in context.statusBarScheme = scheme }
        case .allowsHitTesting(let allowed):
            return EffectNode(child: node, identity: id, location: at) { _, _, context in
                context.allowsHitTesting = context.allowsHitTesting && allowed
            }
        case .font, .fontTrait, .dynamicTypeSize, .foregroundStyle, .foregroundStyles, .preferredColorScheme, .lineLimit, .multilineTextAlignment,
             .tag, .navigationLink, .list, .textCase, .control, .tabItem, .badge, .toolbarItem, .text, .image, .redacted,
             .gridCellColumns, .gridColumnAlignment:
            return node
        }
    }

    /// A resizable image under an aspect-ratio modifier draws with that content mode.
    private func retargetImage(_ node: LayoutNode, _ mode: ContentMode) -> LayoutNode {
        guard let image = node as? ImageNode, image.isResizable,
              case .image(var content) = image.content else { return node }
        content.contentMode = mode
        return ImageNode(content: .image(content), naturalSize: image.naturalSize, isResizable: true,
                         identity: image.identity, location: image.location)
    }
}

extension Modifier {
    /// Whether the modifier draws views of its own (built in the environment outside it).
    var bringsViews: Bool {
        switch self {
        case .mask, .overlay, .background, .safeAreaInset: true
        default: false
        }
    }
}
