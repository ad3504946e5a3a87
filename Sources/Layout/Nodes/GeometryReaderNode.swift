import Geometry
import ViewTree

/// `GeometryReader`: it takes the size it is offered (10 pt along an axis offered nothing,
/// SwiftUI's `replacingUnspecifiedDimensions()`), and places its content at its top leading
/// corner, each view offered the reader's size. The content is the app's closure run with
/// the proxy found here (layout-time evaluation): the reader's size, its frame in the canvas
/// and in the named coordinate spaces around it, and the safe area insets at its edges.
final class GeometryReaderNode: LayoutNode {
    static let unspecifiedLength = 10.0

    let content: [ViewNode]
    let reader: LayoutTimeViews
    let builder: LayoutBuilder
    let environment: LayoutEnvironment
    /// The content's layout nodes, per proxy, so placing twice builds once.
    private var built: [GeometryProxyValues: LayoutNode] = [:]

    init(content: [ViewNode], reader: LayoutTimeViews, builder: LayoutBuilder, environment: LayoutEnvironment,
         identity: Identity, location: SourceLocation) {
        self.content = content
        self.reader = reader
        self.builder = builder
        self.environment = environment
        super.init(identity: identity, location: location)
    }

    override func computeSize(_ proposal: ProposedSize) -> Size {
        proposal.replacingUnspecified(with: Size(width: Self.unspecifiedLength, height: Self.unspecifiedLength))
    }

    override func place(in frame: Rect, context: inout PlacementContext) {
        let proxy = GeometryProxyValues(size: frame.size, safeAreaInsets: Self.insets(of: frame, in: context.safeRect, screen: context.canvas.size),
                                        globalFrame: frame, namedSpaces: context.namedSpaces)
        let node = built[proxy] ?? {
            let views = reader.views(for: proxy) ?? content
            let stack = ViewNode(kind: .zstack(alignment: .topLeading, views), identity: identity, location: location)
            let made = builder.build(stack, environment)
            built[proxy] = made
            return made
        }()
        let size = node.sizeThatFits(ProposedSize(frame.size))
        node.place(in: Rect(origin: frame.origin, size: size), context: &context)
    }

    /// The proxy's `safeAreaInsets`: at each edge of the reader that reaches the safe area's
    /// edge, how far the unsafe region beyond it goes (from the safe edge to the reader's
    /// edge when the reader extends past it, to the screen's edge when it stops there, as a
    /// reader that respects the safe area still reports the device's insets); 0 at an edge
    /// that stays inside.
    static func insets(of frame: Rect, in safe: Rect, screen: Size) -> EdgeInsets {
        let slack = 0.5
        func inset(_ reaches: Bool, _ past: Double, _ unsafe: Double) -> Double {
            guard reaches else { return 0 }
            return past > slack ? past : unsafe
        }
        return EdgeInsets(
            top: inset(frame.minY <= safe.minY + slack, safe.minY - frame.minY, safe.minY),
            leading: inset(frame.minX <= safe.minX + slack, safe.minX - frame.minX, safe.minX),
            bottom: inset(frame.maxY >= safe.maxY - slack, frame.maxY - safe.maxY, screen.height - safe.maxY),
            trailing: inset(frame.maxX >= safe.maxX - slack, frame.maxX - safe.maxX, screen.width - safe.maxX))
    }
}
