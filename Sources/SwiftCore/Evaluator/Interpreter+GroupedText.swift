extension Interpreter {
    /// An interpolated literal's text, and, when an integer is interpolated, the same text with
    /// each integer written with thousands separators (`ArgValue.groupedText`, nil otherwise);
    /// each expression evaluated once.
    func interpolateBoth(_ parts: [InterpolatedPart], in scope: Scope,
                         at location: SourceLocation) throws -> (plain: String, grouped: String?) {
        var plain = ""
        var grouped: String?
        for part in parts {
            switch part {
            case let .text(t):
                plain += t
                grouped? += t
            case let .expr(e):
                let value = try evaluate(e, in: scope)
                self.location = location
                let piece = try self.text(value)
                if case let .int(n) = value {
                    grouped = (grouped ?? plain) + Self.grouped(n)
                } else {
                    grouped? += piece
                }
                plain += piece
            }
            if plain.count > Interpreter.maxStringLength {
                throw EvalError(.stringTooLarge(limit: Interpreter.maxStringLength), at: location, fatal: true)
            }
            try charge(plain.utf8.count / 64)
        }
        return (plain, grouped)
    }

    /// `n` with a comma between each group of three digits: 1234567 → "1,234,567".
    static func grouped(_ n: Int) -> String {
        let digits = String(n.magnitude)
        var out = ""
        for (i, c) in digits.enumerated() {
            if i > 0, (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(c)
        }
        return (n < 0 ? "-" : "") + out
    }
}
