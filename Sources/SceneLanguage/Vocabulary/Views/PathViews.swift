import SwiftCore
import Drawing
import Foundation
import Geometry
import ViewTree

/// `Path`: a shape of the app's own points, drawn in the frame it is given (its points are
/// in that frame's coordinates). `Path()`, `Path { path in … }`, `Path(rect)`,
/// `Path(roundedRect:cornerRadius:style:)`, `Path(roundedRect:cornerSize:style:)` and
/// `Path(ellipseIn:)`; its mutating methods (`move(to:)`, `addLine(to:)`, `addLines(_:)`,
/// `addQuadCurve(to:control:)`, `addCurve(to:control1:control2:)`, both `addArc`s,
/// `addRect(_:)`, `addRoundedRect(in:cornerSize:style:)`, `addEllipse(in:)`, `addPath(_:)`,
/// `closeSubpath()`) change the path where it is stored, as Swift's `mutating` does.
enum PathViews {
    static let rules: [ViewRule] = [
        ViewRule("Path", labels: ["roundedRect", "cornerRadius", "cornerSize", "style", "ellipseIn"]) { call in
            .init(kind: .shape(.path(try make(&call)), fill: nil, stroke: nil), identity: call.identity, location: call.location)
        },
    ]

    private static func make(_ call: inout ViewCall) throws -> PathData {
        let it = call.it
        if let c = call.args.takeClosure(nil) {
            // `Path { path in … }`: the closure changes the path it is given.
            return try it.runPathClosure(c, at: call.location)
        }
        if let arg = call.args.take("roundedRect") {
            let rect = try it.cgRect(arg)
            let style = try cornerStyle(&call.args)
            if let size = call.args.take("cornerSize") {
                let (w, h) = try it.cgSize(size)
                return PathData([.roundedRect(rect, cornerWidth: w, cornerHeight: h, style: style)])
            }
            let r = try call.args.required("cornerRadius") { try $0.double($1) }
            return PathData([.roundedRect(rect, cornerWidth: r, cornerHeight: r, style: style)])
        }
        if let arg = call.args.take("ellipseIn") { return PathData([.ellipse(try it.cgRect(arg))]) }
        if let arg = call.args.take(nil) {
            // `Path(bezier.cgPath)`: a path given whole (UIBezierPaths).
            if let data = pathData(arg.value) { return data }
            return PathData([.rect(try it.cgRect(arg))])
        }
        return PathData()
    }

    /// `style: .continuous` (the default for a path's rounded rectangle) or `.circular`.
    static func cornerStyle(_ args: inout Arguments) throws -> CornerStyle {
        CornerStyle(rawValue: try args.name("style", allowed: ["continuous", "circular"]) ?? "continuous")!
    }

    static let mutatingNames: Set<String> = [
        "move", "addLine", "addLines", "addQuadCurve", "addCurve", "addArc", "addRelativeArc", "addRect", "addRects",
        "addRoundedRect", "addEllipse", "addPath", "closeSubpath", "close",
    ]

    /// `path.name(args)` for a mutating method of Path: the path with the element added.
    static func mutate(_ name: String, _ path: PathData, _ values: [ArgValue], it: RuleContext,
                       at location: SourceLocation) throws -> PathData {
        var a = Arguments(values, callee: name, at: location)
        var path = path
        func point(_ label: String?) throws -> Point { try it.cgPoint(try a.required(label) { $0.take($1) }) }
        func angle(_ label: String) throws -> Double { try a.required(label) { try Angles.radians($0.take($1), &$0) } }
        switch name {
        case "move": path.elements.append(.move(try point("to")))
        case "addLine": path.elements.append(.line(try point("to")))
        case "addLines":
            let arg = try a.required(nil) { $0.take($1) }
            guard case let .array(items) = arg.value else { throw a.wrongType(arg, expected: "an array of 'CGPoint'") }
            let points = try items.map { try it.cgPoint(ArgValue(label: nil, value: $0, location: arg.location)) }
            if let first = points.first { path.elements.append(.move(first)) }
            path.elements += points.dropFirst().map { .line($0) }
        // UIKit's names (UIBezierPaths): `controlPoint`, `controlPoint1`/`2`, `withCenter`, `close()`.
        case "addQuadCurve" where a.items.contains(where: { $0.label == "controlPoint" }):
            path.elements.append(.quadCurve(to: try point("to"), control: try point("controlPoint")))
        case "addQuadCurve": path.elements.append(.quadCurve(to: try point("to"), control: try point("control")))
        case "addCurve" where a.items.contains(where: { $0.label == "controlPoint1" }):
            path.elements.append(.curve(to: try point("to"), control1: try point("controlPoint1"), control2: try point("controlPoint2")))
        case "addCurve":
            path.elements.append(.curve(to: try point("to"), control1: try point("control1"), control2: try point("control2")))
        case "addArc" where a.items.contains(where: { $0.label == "withCenter" }):
            // UIKit's `clockwise` is on the screen: SwiftUI's opposite.
            let center = try point("withCenter"), radius = try a.required("radius") { try $0.double($1) }
            let start = try a.required("startAngle") { try $0.double($1) }, end = try a.required("endAngle") { try $0.double($1) }
            let clockwise = try a.required("clockwise") { try $0.bool($1) }
            path.elements.append(.arc(center: center, radius: radius, start: start, end: end, clockwise: !clockwise))
        case "close": path.elements.append(.close)
        case "addArc":
            if a.items.contains(where: { $0.label == "tangent1End" }) {
                path.elements.append(.tangentArc(tangent1: try point("tangent1End"), tangent2: try point("tangent2End"),
                                                 radius: try a.required("radius") { try $0.double($1) }))
            } else {
                let center = try point("center"), radius = try a.required("radius") { try $0.double($1) }
                let start = try angle("startAngle"), end = try angle("endAngle")
                let clockwise = try a.required("clockwise") { try $0.bool($1) }
                path.elements.append(.arc(center: center, radius: radius, start: start, end: end, clockwise: clockwise))
            }
        case "addRelativeArc":
            let center = try point("center"), radius = try a.required("radius") { try $0.double($1) }
            let start = try angle("startAngle"), delta = try angle("delta")
            // A positive delta turns counterclockwise in a y-up sense, as `clockwise: false` does.
            path.elements.append(.arc(center: center, radius: radius, start: start, end: start + delta, clockwise: delta < 0))
        case "addRect": path.elements.append(.rect(try it.cgRect(try a.required(nil) { $0.take($1) })))
        case "addRects":
            let arg = try a.required(nil) { $0.take($1) }
            guard case let .array(items) = arg.value else { throw a.wrongType(arg, expected: "an array of 'CGRect'") }
            path.elements += try items.map { .rect(try it.cgRect(ArgValue(label: nil, value: $0, location: arg.location))) }
        case "addRoundedRect":
            let rect = try it.cgRect(try a.required("in") { $0.take($1) })
            let style = try cornerStyle(&a)
            let (w, h) = try it.cgSize(try a.required("cornerSize") { $0.take($1) })
            path.elements.append(.roundedRect(rect, cornerWidth: w, cornerHeight: h, style: style))
        case "addEllipse": path.elements.append(.ellipse(try it.cgRect(try a.required("in") { $0.take($1) })))
        case "addPath":
            let arg = try a.required(nil) { $0.take($1) }
            guard let other = pathData(arg.value) else { throw a.wrongType(arg, expected: "a 'Path'") }
            path.elements += other.elements
        case "closeSubpath": path.elements.append(.close)
        default: throw EvalError(.unknownMember(name, type: "a 'Path'", suggestion: nil), at: location)
        }
        try a.finish(known: ["to", "control", "control1", "control2", "controlPoint", "controlPoint1", "controlPoint2", "withCenter",
                             "center", "radius", "startAngle", "endAngle", "clockwise",
                             "tangent1End", "tangent2End", "delta", "in", "cornerSize", "style"])
        return path
    }

    /// The path a value holds: a `Path` view (not yet filled or stroked).
    static func pathData(_ value: Value) -> PathData? {
        guard case let .host(SwiftUIValue.view(node)) = value, case let .shape(.path(data), _, _) = node.kind else { return nil }
        return data
    }

    /// `path.offsetBy(dx:dy:)`: the path moved.
    static func offsetBy(_ path: PathData, _ values: [ArgValue], at location: SourceLocation) throws -> PathData {
        var a = Arguments(values, callee: "offsetBy", at: location)
        let dx = try a.double("dx") ?? 0, dy = try a.double("dy") ?? 0
        try a.finish(known: ["dx", "dy"])
        return path.offsetBy(dx: dx, dy: dy)
    }

    /// `shape.path(in: rect)` for a built-in shape or a path (a custom shape's `path(in:)`
    /// often returns `RoundedRectangle(cornerRadius: 12).path(in: rect)`): its outline in
    /// `rect`, as the shape draws it there. nil for a shape with no element of its own.
    static func path(of kind: ShapeKind, in rect: Rect) -> PathData? {
        let short = min(rect.width, rect.height)
        switch kind {
        case .rectangle, .containerRelative: return PathData([.rect(rect)])
        case .roundedRectangle(let r, let style): return PathData([.roundedRect(rect, cornerWidth: r, cornerHeight: r, style: style)])
        case .capsule(let style): return PathData([.roundedRect(rect, cornerWidth: short / 2, cornerHeight: short / 2, style: style)])
        case .circle:
            return PathData([.ellipse(Rect(x: rect.midX - short / 2, y: rect.midY - short / 2, width: short, height: short))])
        case .ellipse: return PathData([.ellipse(rect)])
        case .path(let data): return data
        // A custom shape's own `path(in:)` is its type's method; a trim or an uneven
        // rectangle has no element of a path's.
        case .custom, .trimmed, .unevenRoundedRectangle: return nil
        }
    }
}

extension Interpreter {
    /// Runs `Path { path in … }`'s closure with an empty path and returns the path it made.
    func runPathClosure(_ c: ClosureValue, at location: SourceLocation) throws -> PathData {
        let empty = Value.view(ViewNode(kind: .shape(.path(PathData()), fill: nil, stroke: nil), identity: currentPath, location: location))
        let scope = Scope(parent: c.scope)
        let name = c.closure.parameters.first ?? "0"
        scope.define(name, empty)
        scope.define("0", empty)
        _ = try run(c.closure.body, in: scope)
        return PathViews.pathData(scope.lookupLocal(name) ?? empty) ?? PathData()
    }

    /// `.centered(in: rect, size: 20)` where a `CGRect` is expected: the static function (or
    /// property) an app's `extension CGRect` declares with that name, called as Swift types it.
    func appStatic(_ arg: ArgValue, of type: String) throws -> ArgValue {
        guard case let .enumCase(name, values) = arg.value, let ext = extensions[type] else { return arg }
        var resolved = arg
        if let fn = ext.functions.first(where: { $0.name == name && $0.isStatic }) {
            resolved.value = try callFunction(fn, values, owner: nil, selfType: type, at: arg.location)
        } else if values.isEmpty, ext.staticProperties.contains(where: { $0.name == name }) {
            resolved.value = try evaluate(Expr(kind: .member(Expr(kind: .identifier(type), location: arg.location), name), location: arg.location),
                                          in: Scope(parent: globals))
        }
        return resolved
    }

    func cgPoint(_ arg: ArgValue) throws -> Point {
        let arg = try appStatic(arg, of: "CGPoint")
        if case .enumCase("zero", let a) = arg.value, a.isEmpty { return .zero }
        guard let x = arg.value.field("x").flatMap(number), let y = arg.value.field("y").flatMap(number) else {
            throw EvalError(.wrongArgumentType(parameter: (arg.label ?? "_") + ":", callee: "Path", expected: "a 'CGPoint'",
                                               found: arg.value.kindDescription), at: arg.location)
        }
        return Point(x: x, y: y)
    }

    func cgRect(_ arg: ArgValue) throws -> Rect {
        let arg = try appStatic(arg, of: "CGRect")
        if case .enumCase("zero", let a) = arg.value, a.isEmpty { return .zero }
        let f = { (k: String) in arg.value.field(k).flatMap(self.number) }
        guard let x = f("x"), let y = f("y"), let w = f("width"), let h = f("height") else {
            throw EvalError(.wrongArgumentType(parameter: (arg.label ?? "_") + ":", callee: "Path", expected: "a 'CGRect'",
                                               found: arg.value.kindDescription), at: arg.location)
        }
        return Rect(x: x, y: y, width: w, height: h)
    }

    func cgSize(_ arg: ArgValue) throws -> (Double, Double) {
        let arg = try appStatic(arg, of: "CGSize")
        guard let w = arg.value.field("width").flatMap(number), let h = arg.value.field("height").flatMap(number) else {
            throw EvalError(.wrongArgumentType(parameter: (arg.label ?? "_") + ":", callee: "Path", expected: "a 'CGSize'",
                                               found: arg.value.kindDescription), at: arg.location)
        }
        return (w, h)
    }
}
