import SwiftCore
import Foundation
import ViewTree

/// Int, Double and CGFloat: their properties and methods, and the math functions views use.
extension Interpreter {
    func intProperty(_ name: String, _ i: Int) -> Value? {
        switch name {
        case "magnitude": .int(i.magnitude > UInt(Int.max) ? Int.max : Int(i.magnitude))
        case "signum": .int(i.signum())
        case "description": .string(String(i))
        case "isZero": .bool(i == 0)
        case "nonzeroBitCount": .int(i.nonzeroBitCount)
        default: nil
        }
    }

    func doubleProperty(_ name: String, _ d: Double) -> Value? {
        switch name {
        case "isNaN": .bool(d.isNaN)
        case "isFinite": .bool(d.isFinite)
        case "isInfinite": .bool(d.isInfinite)
        case "isZero": .bool(d == 0)
        case "magnitude": .double(d.magnitude)
        case "description": .string(String(d))
        case "sign": .enumCase(d.sign == .minus ? "minus" : "plus", [])
        default: nil
        }
    }

    func numberMethod(_ name: String, _ value: Value, _ values: [ArgValue], at location: SourceLocation) throws -> Value? {
        var a = Arguments(values, callee: name, at: location)
        let d = number(value) ?? 0
        // An Int's own value: Double(Int.max) rounds up to 2^63, which no Int holds.
        let int: Int? = { if case let .int(i) = value { i } else { nil } }(), isInt = int != nil
        let result: Value
        switch name {
        case "isMultiple":
            guard case let .int(i) = value else { return nil }
            let of = try a.required("of") { try $0.int($1) }
            result = .bool(of == 0 ? i == 0 : i % of == 0)
        case "rounded":
            let rule = try a.name(nil, allowed: ["up", "down", "toNearestOrAwayFromZero", "toNearestOrEven", "towardZero", "awayFromZero"])
            let r: FloatingPointRoundingRule = switch rule {
            case "up": .up
            case "down": .down
            case "toNearestOrEven": .toNearestOrEven
            case "towardZero": .towardZero
            case "awayFromZero": .awayFromZero
            default: .toNearestOrAwayFromZero
            }
            result = .double(d.rounded(r))
        case "squareRoot": result = .double(d.squareRoot())
        case "truncatingRemainder":
            result = .double(d.truncatingRemainder(dividingBy: try a.required("dividingBy") { try $0.double($1) }))
        case "remainder": result = .double(d.remainder(dividingBy: try a.required("dividingBy") { try $0.double($1) }))
        case "clamped":
            // A common extension, here built in: `x.clamped(to: 0...1)`.
            guard case let .range(lo, hi)? = a.take("to")?.value else { return nil }
            result = isInt ? .int(min(max(int ?? 0, lo), hi - 1)) : .double(min(max(d, Double(lo)), Double(hi - 1)))
        case "formatted": result = .string(try formatted(value, &a, at: location))
        case "distance": result = isInt ? try integer("-", try a.required("to") { try $0.int($1) }, int ?? 0, at: location) ?? .int(0) : .double((try a.required("to") { try $0.double($1) }) - d)
        case "advanced": result = isInt ? try integer("+", int ?? 0, try a.required("by") { try $0.int($1) }, at: location) ?? .int(0) : .double(d + (try a.required("by") { try $0.double($1) }))
        default: return nil
        }
        try a.finish(known: ["of", "dividingBy", "to", "by"])
        return result
    }

    /// `sqrt`, `pow`, `floor`, `ceil`, `round`, `sin`, `cos`, `tan`, `atan2`, `exp`, `log`,
    /// `log10`, `hypot`, `fmod`; nil for any other name.
    func mathFunction(_ name: String, _ values: [ArgValue], at location: SourceLocation) throws -> Value? {
        let unary: [String: (Double) -> Double] = [
            "sqrt": { $0.squareRoot() }, "floor": { $0.rounded(.down) }, "ceil": { $0.rounded(.up) },
            "round": { $0.rounded() }, "sin": Foundation.sin, "cos": Foundation.cos, "tan": Foundation.tan,
            "asin": Foundation.asin, "acos": Foundation.acos, "atan": Foundation.atan, "exp": Foundation.exp,
            "log": Foundation.log, "log2": Foundation.log2, "log10": Foundation.log10, "trunc": Foundation.trunc,
        ]
        let binary: [String: (Double, Double) -> Double] = ["pow": Foundation.pow, "atan2": Foundation.atan2, "hypot": Foundation.hypot,
                                                             "fmod": Foundation.fmod]
        var a = Arguments(values, callee: name, at: location)
        if let f = unary[name] {
            let x = try a.required(nil) { try $0.double($1) }
            try a.finish(known: [])
            return .double(f(x))
        }
        if let f = binary[name] {
            let x = try a.required(nil) { try $0.double($1) }, y = try a.required(nil) { try $0.double($1) }
            try a.finish(known: [])
            return .double(f(x, y))
        }
        return nil
    }
}
