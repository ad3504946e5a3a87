import Foundation

/// `String(format:)` (printf's conversions for numbers and strings) and `.formatted()` with
/// the en_US locale scenes run in: `1234.5.formatted()` is "1,234.5".
extension Interpreter {
    /// `String(format: "%.1f km", distance)`.
    package func stringFormat(_ args: inout Arguments, at location: SourceLocation) throws -> String {
        let format = try args.required("format") { try $0.string($1) }
        var arguments: [Value] = []
        while let next = args.take(nil) { arguments.append(next.value) }
        if case let .array(items)? = args.take("arguments")?.value { arguments += items }
        try args.finish(known: ["format", "arguments", "locale"])
        var out = ""
        var chars = Array(format)[...]
        var next = 0
        while let c = chars.popFirst() {
            guard c == "%" else { out.append(c); continue }
            // %[flags][width][.precision][length]conversion
            var spec = "%"
            while let f = chars.first, "-+ #0',".contains(f) { spec.append(chars.removeFirst()) }
            while let d = chars.first, d.isNumber { spec.append(chars.removeFirst()) }
            if chars.first == "." { spec.append(chars.removeFirst()); while let d = chars.first, d.isNumber { spec.append(chars.removeFirst()) } }
            while let l = chars.first, "hlqLzjt".contains(l) { chars.removeFirst() }
            guard let conversion = chars.popFirst() else { break }
            if conversion == "%" { out.append("%"); continue }
            let value = next < arguments.count ? arguments[next] : .none
            next += 1
            switch conversion {
            case "d", "i", "u", "x", "X", "o", "c":
                let n = number(value).map { $0.isFinite ? Int(exactly: $0.rounded(.towardZero)) ?? 0 : 0 } ?? 0
                let letter = conversion == "i" || conversion == "u" ? "d" : String(conversion)
                out += String(format: spec.replacingOccurrences(of: "'", with: "") + "l" + letter, n)
            case "f", "F", "e", "E", "g", "G", "a":
                out += String(format: spec.replacingOccurrences(of: "'", with: "") + String(conversion), number(value) ?? 0)
            default:
                // %@, %s: the value's text, padded to the width given.
                let s = try text(value)
                let width = Int(spec.dropFirst().filter(\.isNumber).prefix { _ in !spec.contains(".") }) ?? 0
                let pad = String(repeating: " ", count: max(0, width - s.count))
                out += spec.contains("-") ? s + pad : pad + s
            }
            if out.count > Interpreter.maxStringLength {
                throw EvalError(.stringTooLarge(limit: Interpreter.maxStringLength), at: location, fatal: true)
            }
        }
        return out
    }

    /// `x.formatted()`, `.formatted(.percent)`, `.formatted(.currency(code: "EUR"))`,
    /// `.formatted(.number.precision(.fractionLength(2)))`.
    package func formatted(_ value: Value, _ args: inout Arguments, at location: SourceLocation) throws -> String {
        let style = args.take(nil)?.value
        let d = number(value) ?? 0
        let isInt = { if case .int = value { true } else { false } }()
        var fraction: ClosedRange<Int> = isInt ? 0...0 : 0...3
        var multiplier = 1.0, suffix = "", prefix = ""
        var grouping = true
        func read(_ v: Value?) {
            guard case let .enumCase(name, inner)? = v else { return }
            switch name {
            case "percent": multiplier = 100; suffix = "%"; fraction = 0...(isInt ? 0 : 2)
            case "currency":
                let code = inner.first { $0.label == "code" }?.value.text ?? "USD"
                prefix = ["USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥", "CNY": "CN¥"][code] ?? code + " "
                fraction = code == "JPY" ? 0...0 : 2...2
            case "fractionLength":
                if case let .int(n)? = inner.first?.value { fraction = n...n }
                if case let .range(a, b, _)? = inner.first?.value { fraction = a...max(a, b - 1) }
            case "grouping":
                if case .enumCase("never", _)? = inner.first?.value { grouping = false }
            default:
                inner.forEach { read($0.value) }
            }
        }
        read(style)
        let number = Interpreter.decimal(d * multiplier, fraction: fraction, grouping: grouping)
        // en_US puts the minus before the currency symbol: CLDR's pattern "-¤#,##0.00" writes
        // -$5.75, as an iPhone shows it (docs/scene-language.md, "Numbers").
        if !prefix.isEmpty, number.hasPrefix("-") { return "-" + prefix + number.dropFirst() + suffix }
        return prefix + number + suffix
    }

    /// A number as en_US writes it: rounded half away from zero to at most `fraction`'s
    /// upper bound of digits, trailing zeros dropped down to its lower bound, thousands
    /// grouped with commas. (Foundation's NumberFormatter on Linux keeps three digits.)
    package static func decimal(_ value: Double, fraction: ClosedRange<Int>, grouping: Bool) -> String {
        guard value.isFinite else { return value.isNaN ? "NaN" : (value < 0 ? "-∞" : "∞") }
        let digits = min(fraction.upperBound, 15)
        var text = String(format: "%.\(digits)f", (value * pow(10, Double(digits))).rounded(.toNearestOrAwayFromZero) / pow(10, Double(digits)))
        let negative = text.hasPrefix("-")
        if negative { text.removeFirst() }
        var parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        var fractional = parts.count > 1 ? parts[1] : ""
        while fractional.count > fraction.lowerBound, fractional.hasSuffix("0") { fractional.removeLast() }
        var whole = parts[0]
        if grouping {
            var grouped = ""
            for (i, c) in whole.reversed().enumerated() {
                if i > 0, i % 3 == 0 { grouped.append(",") }
                grouped.append(c)
            }
            whole = String(grouped.reversed())
        }
        parts = [whole] + (fractional.isEmpty ? [] : [fractional])
        let result = parts.joined(separator: ".")
        return negative && result.contains(where: { $0 != "0" && $0 != "." && $0 != "," }) ? "-" + result : result
    }
}
