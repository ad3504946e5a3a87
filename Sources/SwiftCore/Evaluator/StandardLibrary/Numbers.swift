import Foundation

/// Int, Double and CGFloat: their properties and methods (a table by name, `NumberMethods`),
/// and the math functions views use.
extension Interpreter {
    package func intProperty(_ name: String, _ i: Int) -> Value? { NumberMethods.intProperties[name]?(i) }

    package func doubleProperty(_ name: String, _ d: Double) -> Value? { NumberMethods.doubleProperties[name]?(d) }

    package func numberMethod(_ name: String, _ value: Value, _ values: [ArgValue], at location: SourceLocation) throws -> Value? {
        try callLibrary(NumberMethods.methods, name, on: value, values, at: location, known: ["of", "dividingBy", "to", "by"])
    }

    /// `sqrt`, `pow`, `floor`, `ceil`, `round`, `sin`, `cos`, `tan`, `atan2`, `exp`, `log`,
    /// `log10`, `hypot`, `fmod`; nil for any other name.
    package func mathFunction(_ name: String, _ values: [ArgValue], at location: SourceLocation) throws -> Value? {
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

/// The properties and methods of Int, Double and CGFloat, by name.
package enum NumberMethods {
    package typealias Call = LibraryCall<Value>
    package typealias Method = LibraryMethod<Value>

    package static let intProperties: [String: @Sendable (Int) -> Value] = [
        "magnitude": { .int(Int(clamping: $0.magnitude)) },
        "signum": { .int($0.signum()) },
        "description": { .string(String($0)) },
        "isZero": { .bool($0 == 0) },
        "nonzeroBitCount": { .int($0.nonzeroBitCount) },
    ]

    package static let doubleProperties: [String: @Sendable (Double) -> Value] = [
        "isNaN": { .bool($0.isNaN) },
        "isFinite": { .bool($0.isFinite) },
        "isInfinite": { .bool($0.isInfinite) },
        "isZero": { .bool($0 == 0) },
        "magnitude": { .double($0.magnitude) },
        "description": { .string(String($0)) },
        "sign": { .enumCase($0.sign == .minus ? "minus" : "plus", []) },
    ]

    package static let methods: [String: Method] = [
        "isMultiple": { c in
            guard let i = c.int else { return nil }
            let of = try c.args.required("of") { try $0.int($1) }
            return .bool(of == 0 ? i == 0 : i % of == 0)
        },
        "rounded": { c in
            let rule = try c.args.name(nil, allowed: ["up", "down", "toNearestOrAwayFromZero", "toNearestOrEven", "towardZero", "awayFromZero"])
            let r: FloatingPointRoundingRule = switch rule {
            case "up": .up
            case "down": .down
            case "toNearestOrEven": .toNearestOrEven
            case "towardZero": .towardZero
            case "awayFromZero": .awayFromZero
            default: .toNearestOrAwayFromZero
            }
            return .double(c.double.rounded(r))
        },
        "squareRoot": { c in .double(c.double.squareRoot()) },
        "truncatingRemainder": { c in
            .double(c.double.truncatingRemainder(dividingBy: try c.args.required("dividingBy") { try $0.double($1) }))
        },
        "remainder": { c in .double(c.double.remainder(dividingBy: try c.args.required("dividingBy") { try $0.double($1) })) },
        // A common extension, here built in: `x.clamped(to: 0...1)`.
        "clamped": { c in
            guard case let .range(lo, hi, _)? = c.args.take("to")?.value else { return nil }
            if let i = c.int { return .int(min(max(i, lo), hi - 1)) }
            return .double(min(max(c.double, Double(lo)), Double(hi - 1)))
        },
        "formatted": { c in .string(try c.it.formatted(c.value, &c.args, at: c.location)) },
        "distance": { c in
            if let i = c.int { return try c.it.integer("-", try c.args.required("to") { try $0.int($1) }, i, at: c.location) ?? .int(0) }
            return .double((try c.args.required("to") { try $0.double($1) }) - c.double)
        },
        "advanced": { c in
            if let i = c.int { return try c.it.integer("+", i, try c.args.required("by") { try $0.int($1) }, at: c.location) ?? .int(0) }
            return .double(c.double + (try c.args.required("by") { try $0.double($1) }))
        },
    ]
}
