import SwiftCore
import ViewTree

/// CoreGraphics values, as tuples with their labels: `CGPoint` is `(x:, y:)`, `CGSize`
/// `(width:, height:)`, `CGRect` `(x:, y:, width:, height:)` with its computed members
/// (`midX`, `maxY`, `origin`, `size`, …) and methods (`insetBy`, `offsetBy`, `contains`).
extension Interpreter {
    static func point(_ x: Double, _ y: Double) -> Value { .tuple([("x", .double(x)), ("y", .double(y))]) }
    static func size(_ w: Double, _ h: Double) -> Value { .tuple([("width", .double(w)), ("height", .double(h))]) }
    static func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Value {
        .tuple([("x", .double(x)), ("y", .double(y)), ("width", .double(w)), ("height", .double(h))])
    }

    /// The rectangle a tuple stands for, when it has CGRect's labels.
    private func rectParts(_ items: [(label: String?, value: Value)]) -> (Double, Double, Double, Double)? {
        guard items.map(\.label) == ["x", "y", "width", "height"] else { return nil }
        let n = items.compactMap { number($0.value) }
        return n.count == 4 ? (n[0], n[1], n[2], n[3]) : nil
    }

    func geometryMember(_ name: String, _ items: [(label: String?, value: Value)]) -> Value? {
        guard let (x, y, w, h) = rectParts(items) else { return nil }
        switch name {
        case "minX": return .double(x)
        case "minY": return .double(y)
        case "midX": return .double(x + w / 2)
        case "midY": return .double(y + h / 2)
        case "maxX": return .double(x + w)
        case "maxY": return .double(y + h)
        case "origin": return Interpreter.point(x, y)
        case "size": return Interpreter.size(w, h)
        case "isEmpty": return .bool(w <= 0 || h <= 0)
        default: return nil
        }
    }

    func geometryMethod(_ name: String, _ items: [(label: String?, value: Value)], _ values: [ArgValue],
                        at location: SourceLocation) throws -> Value? {
        guard let (x, y, w, h) = rectParts(items) else { return nil }
        var a = Arguments(values, callee: name, at: location)
        let result: Value
        switch name {
        case "insetBy":
            let dx = try a.required("dx") { try $0.double($1) }, dy = try a.required("dy") { try $0.double($1) }
            result = Interpreter.rect(x + dx, y + dy, w - 2 * dx, h - 2 * dy)
        case "offsetBy":
            let dx = try a.required("dx") { try $0.double($1) }, dy = try a.required("dy") { try $0.double($1) }
            result = Interpreter.rect(x + dx, y + dy, w, h)
        case "contains":
            let p = try a.required(nil) { $0.take($1) }.value
            guard let px = p.field("x").flatMap(number), let py = p.field("y").flatMap(number) else { return nil }
            result = .bool(px >= x && px < x + w && py >= y && py < y + h)
        default:
            return nil
        }
        try a.finish(known: ["dx", "dy"])
        return result
    }
}
