import SwiftCore
import Geometry
import ViewTree

/// A `GeometryProxy`'s members: `size`, `safeAreaInsets` and `frame(in:)` in the
/// `.local`, `.global` and `.named(…)` coordinate spaces.
extension Interpreter {
    static func proxyMember(_ name: String, _ proxy: GeometryProxyValues) -> Value? {
        switch name {
        case "size":
            return size(proxy.size.width, proxy.size.height)
        case "safeAreaInsets":
            let i = proxy.safeAreaInsets
            return .tuple([("top", .double(i.top)), ("leading", .double(i.leading)),
                           ("bottom", .double(i.bottom)), ("trailing", .double(i.trailing))])
        default:
            return nil
        }
    }

    /// A `ScrollGeometry` as app code reads it: `contentOffset`, `contentSize`, `contentInsets`,
    /// `containerSize`, `visibleRect` and `bounds`.
    static func scrollGeometry(_ g: ScrollGeometryValues) -> Value {
        let i = g.contentInsets, visible = g.visibleRect, bounds = g.bounds
        return .tuple([
            ("contentOffset", point(g.contentOffset.x, g.contentOffset.y)),
            ("contentSize", size(g.contentSize.width, g.contentSize.height)),
            ("contentInsets", .tuple([("top", .double(i.top)), ("leading", .double(i.leading)),
                                      ("bottom", .double(i.bottom)), ("trailing", .double(i.trailing))])),
            ("containerSize", size(g.containerSize.width, g.containerSize.height)),
            ("visibleRect", rect(visible.minX, visible.minY, visible.width, visible.height)),
            ("bounds", rect(bounds.minX, bounds.minY, bounds.width, bounds.height)),
        ])
    }

    /// `proxy.frame(in: space)`. A name no enclosing view declares gives the global frame,
    /// as SwiftUI does, with a warning, since SwiftUI says nothing.
    func proxyFrame(_ proxy: GeometryProxyValues, _ values: [ArgValue], at location: SourceLocation) throws -> Value {
        var args = Arguments(values, callee: "frame", at: location)
        let space = try args.required("in") { $0.take($1) }
        try args.finish(known: ["in"])
        let frame: Rect
        switch space.value {
        case .enumCase("global", _):
            frame = proxy.globalFrame
        case .enumCase("local", _):
            frame = Rect(origin: .zero, size: proxy.size)
        case let .enumCase("named", named):
            let name = named.first.map { $0.value.scalarText } ?? ""
            if let inSpace = proxy.frame(inSpace: name) {
                frame = inSpace
            } else {
                diagnostics.add(.approximatedView("frame(in: .named(\"\(name)\"))",
                                                  as: "the global frame: no view around the reader declares coordinateSpace(name: \"\(name)\")"),
                                at: space.location)
                frame = proxy.globalFrame
            }
        default:
            throw Enumerations.unknown(space, "'CoordinateSpace'", ["global", "local", "named"])
        }
        return Interpreter.rect(frame.minX, frame.minY, frame.width, frame.height)
    }
}

/// `ViewDimensions`: `d.width`, `d.height`, and `d[guide]`, the view's guide for an
/// alignment (leading and top 0, centre half, trailing and bottom the whole length; the text
/// baselines where Layout found the view's first and last lines, its bottom when it holds
/// no text, as SwiftUI places them).
extension Interpreter {
    static let horizontalGuides: Set<String> = ["leading", "trailing", "listRowSeparatorLeading", "listRowSeparatorTrailing"]
    static let verticalGuides: Set<String> = ["top", "bottom", "firstTextBaseline", "lastTextBaseline"]

    static func guide(_ name: String, _ d: ViewDimensions, _ axis: Axis?) -> Double? {
        let size = d.size
        switch name {
        case "leading", "listRowSeparatorLeading", "top": return 0
        case "trailing", "listRowSeparatorTrailing", "bottom": return name == "bottom" ? size.height : size.width
        case "firstTextBaseline": return d.firstTextBaseline ?? size.height
        case "lastTextBaseline": return d.lastTextBaseline ?? size.height
        case "center": return axis == .vertical ? size.height / 2 : size.width / 2
        default: return nil
        }
    }
}
