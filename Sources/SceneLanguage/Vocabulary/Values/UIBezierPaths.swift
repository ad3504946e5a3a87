import SwiftCore
import Drawing
import Geometry
import ViewTree

/// UIKit's `UIBezierPath` as shapes reach it (`Path(UIBezierPath(…).cgPath)` in a `Shape`'s
/// `path(in:)`): the same path as SwiftUI's `Path` it stands for. `UIBezierPath()`,
/// `(rect:)`, `(ovalIn:)`, `(roundedRect:cornerRadius:)`, `(roundedRect:byRoundingCorners:
/// cornerRadii:)` (the corners named, each a circular quarter of the smaller radius, as the
/// common per-corner rounding is), `(arcCenter:radius:startAngle:endAngle:clockwise:)`, and
/// the UIKit names of the path's methods (PathViews.mutate). UIKit's `clockwise` is on the
/// screen, the opposite sense of SwiftUI's (docs/scene-language.md, "UIKit and Foundation").
enum UIBezierPaths {
    static let rules: [ValueRule] = [
        ValueRule("UIBezierPath") { args, it in
            let data = try make(&args, it)
            return .view(ViewNode(kind: .shape(.path(data), fill: nil, stroke: nil), identity: it.currentPath, location: args.location))
        },
    ]

    static let labels = ["rect", "ovalIn", "roundedRect", "cornerRadius", "byRoundingCorners", "cornerRadii",
                         "arcCenter", "radius", "startAngle", "endAngle", "clockwise", "cgPath"]

    private static func make(_ args: inout Arguments, _ it: RuleContext) throws -> PathData {
        defer { _ = try? args.finish(known: labels) }
        if let rect = args.take("rect") { return PathData([.rect(try it.cgRect(rect))]) }
        if let oval = args.take("ovalIn") { return PathData([.ellipse(try it.cgRect(oval))]) }
        if let center = args.take("arcCenter") {
            let c = try it.cgPoint(center)
            let radius = try args.required("radius") { try $0.double($1) }
            let start = try args.required("startAngle") { try $0.double($1) }, end = try args.required("endAngle") { try $0.double($1) }
            let clockwise = try args.required("clockwise") { try $0.bool($1) }
            return PathData([.arc(center: c, radius: radius, start: start, end: end, clockwise: !clockwise)])
        }
        if let rounded = args.take("roundedRect") {
            let rect = try it.cgRect(rounded)
            if let radius = try args.double("cornerRadius") {
                return PathData([.roundedRect(rect, cornerWidth: radius, cornerHeight: radius, style: .continuous)])
            }
            let corners = try self.corners(try args.required("byRoundingCorners") { $0.take($1) })
            let (w, h) = try it.cgSize(try args.required("cornerRadii") { $0.take($1) })
            return roundedCorners(rect, corners: corners, radius: min(w, h))
        }
        return PathData()
    }

    /// `UIRectCorner`: `.topLeft`, `[.topLeft, .bottomRight]`, `.allCorners`.
    private static func corners(_ arg: ArgValue) throws -> Set<String> {
        let all: Set<String> = ["topLeft", "topRight", "bottomLeft", "bottomRight"]
        let items: [Value] = if case let .array(values) = arg.value { values } else { [arg.value] }
        var corners: Set<String> = []
        for item in items {
            guard case let .enumCase(name, _) = item, name == "allCorners" || all.contains(name) else {
                throw Enumerations.unknown(arg, "'UIRectCorner'", all.sorted() + ["allCorners"])
            }
            if name == "allCorners" { corners.formUnion(all) } else { corners.insert(name) }
        }
        return corners
    }

    /// A rectangle with the named corners rounded, clockwise on the screen from the top left.
    static func roundedCorners(_ rect: Rect, corners: Set<String>, radius: Double) -> PathData {
        let r = max(0, min(radius, rect.width / 2, rect.height / 2))
        func rounding(_ corner: String) -> Double { corners.contains(corner) ? r : 0 }
        let (tl, tr, br, bl) = (rounding("topLeft"), rounding("topRight"), rounding("bottomRight"), rounding("bottomLeft"))
        var elements: [PathData.Element] = [.move(Point(x: rect.minX + tl, y: rect.minY)), .line(Point(x: rect.maxX - tr, y: rect.minY))]
        if tr > 0 { elements.append(.arc(center: Point(x: rect.maxX - tr, y: rect.minY + tr), radius: tr, start: -.pi / 2, end: 0, clockwise: false)) }
        elements.append(.line(Point(x: rect.maxX, y: rect.maxY - br)))
        if br > 0 { elements.append(.arc(center: Point(x: rect.maxX - br, y: rect.maxY - br), radius: br, start: 0, end: .pi / 2, clockwise: false)) }
        elements.append(.line(Point(x: rect.minX + bl, y: rect.maxY)))
        if bl > 0 { elements.append(.arc(center: Point(x: rect.minX + bl, y: rect.maxY - bl), radius: bl, start: .pi / 2, end: .pi, clockwise: false)) }
        elements.append(.line(Point(x: rect.minX, y: rect.minY + tl)))
        if tl > 0 { elements.append(.arc(center: Point(x: rect.minX + tl, y: rect.minY + tl), radius: tl, start: .pi, end: 3 * .pi / 2, clockwise: false)) }
        elements.append(.close)
        return PathData(elements)
    }
}
