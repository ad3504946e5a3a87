/// Integer arithmetic as Swift does it: an overflow, a division by zero or a conversion out
/// of range stops the program in Swift; here it is a located error
/// ("arithmetic overflow in '+'", "Int(1e300) is out of range"), never a trap.
extension Interpreter {
    package func integer(_ op: String, _ a: Int, _ b: Int, at location: SourceLocation) throws -> Value? {
        let result: (partialValue: Int, overflow: Bool)
        switch op {
        case "+": result = a.addingReportingOverflow(b)
        case "-": result = a.subtractingReportingOverflow(b)
        case "*": result = a.multipliedReportingOverflow(by: b)
        case "/", "%":
            if b == 0 { throw EvalError(.divisionByZero, at: location) }
            result = op == "/" ? a.dividedReportingOverflow(by: b) : a.remainderReportingOverflow(dividingBy: b)
        case "<": return .bool(a < b)
        case ">": return .bool(a > b)
        case "<=": return .bool(a <= b)
        case ">=": return .bool(a >= b)
        // Bitwise and overflow operators never trap: Swift's `<<` and `>>` are smart shifts (a
        // shift past the width gives 0, or -1 for a negative value shifted right; a negative
        // amount shifts the other way), and `&+ &- &*` wrap around.
        case "&": return .int(a & b)
        case "|": return .int(a | b)
        case "^": return .int(a ^ b)
        case "<<": return .int(a << b)
        case ">>": return .int(a >> b)
        case "&+": return .int(a &+ b)
        case "&-": return .int(a &- b)
        case "&*": return .int(a &* b)
        default: return nil
        }
        if result.overflow { throw EvalError(.arithmeticOverflow(op: op), at: location) }
        return .int(result.partialValue)
    }

    /// `-x` for an Int: `-Int.min` overflows.
    package func negate(_ i: Int, at location: SourceLocation) throws -> Int {
        let r = 0.subtractingReportingOverflow(i)
        if r.overflow { throw EvalError(.arithmeticOverflow(op: "-"), at: location) }
        return r.partialValue
    }

    /// `abs(x)` for an Int: `abs(Int.min)` overflows.
    package func absolute(_ i: Int, at location: SourceLocation) throws -> Int {
        if i == .min { throw EvalError(.arithmeticOverflow(op: "abs"), at: location) }
        return Swift.abs(i)
    }

    /// `a..<b` and `a...b`, kept half-open. A closed range to `Int.max` has no half-open
    /// form and a range whose bounds are reversed is invalid in Swift: both are errors.
    package func range(_ op: String, _ a: Int, _ b: Int, at location: SourceLocation) throws -> Value {
        var upper = b
        if op == "..." {
            let r = b.addingReportingOverflow(1)
            if r.overflow { throw EvalError(.arithmeticOverflow(op: "..."), at: location) }
            upper = r.partialValue
        }
        guard a <= upper else { throw EvalError(.invalidRange(lower: a, upper: b, op: op), at: location) }
        return .range(a, upper, closed: op == "...")
    }

    /// How many integers `a..<b` holds; a range wider than `Int.max` overflows.
    package func count(ofRange a: Int, _ b: Int, at location: SourceLocation) throws -> Int {
        let r = b.subtractingReportingOverflow(a)
        if r.overflow { throw EvalError(.arithmeticOverflow(op: "count"), at: location) }
        return max(0, r.partialValue)
    }

    /// `Int(x)` for a Double: its integer part, which must be finite and fit in an Int.
    package func integer(from d: Double, at location: SourceLocation) throws -> Int {
        // 2^63 is exactly representable; anything at or beyond it, or below -2^63, does not fit.
        guard d.isFinite, d >= -9_223_372_036_854_775_808.0, d < 9_223_372_036_854_775_808.0 else {
            throw EvalError(.conversionOutOfRange("Int(\(Interpreter.literal(d)))"), at: location)
        }
        return Int(d)
    }

    /// A Double as Swift source writes it: `1e300`, `0.5`, `inf`.
    package static func literal(_ d: Double) -> String {
        if d.isNaN { return "nan" }
        if d.isInfinite { return d < 0 ? "-inf" : "inf" }
        if d == d.rounded(), abs(d) < 1e16 { return String(Int(d)) }
        return String(d).replacingOccurrences(of: "e+", with: "e")
    }
}
