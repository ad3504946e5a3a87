import SwiftCore
import Foundation

/// `Text(date, style:)`, read at the scene clock's now (9:41 on 9 January 2007, GMT; the
/// status bar's), in en_US as iOS writes it: `.date` "January 9, 2007", `.time` "9:41 AM",
/// `.relative` the distance in its two largest units ("11 min, 14 sec"), `.offset` the
/// largest unit signed from now ("-11 minutes" for a date ahead, "+11 minutes" for one
/// past), `.timer` the distance as a clock ("15:00", "1:02:05").
enum DateStyles {
    static let names = ["date", "time", "relative", "offset", "timer"]
    /// The styles that count seconds, and change as the scene's clock runs.
    static let ticking: Set<String> = ["relative", "offset", "timer"]

    static func text(_ seconds: Double, style: String, now: Double) -> String? {
        let date = Date(timeIntervalSince1970: seconds)
        // Whole seconds gone since a date past, or left until a date ahead, counted up: a
        // countdown shows 0:10 from 10 s before its date, and 0:09 from 9 s before it. Past
        // 10^15 s (30 million years) every style says as much; NaN counts as far.
        let gap = ((seconds - now) * 1e6).rounded() / 1e6
        let counted = gap > 0 ? gap.rounded(.up) : (-gap).rounded(.down)
        let distance = counted < 1e15 ? Int(counted) : 1_000_000_000_000_000
        switch style {
        case "date": return Interpreter.format(date: date, "long", "omitted")
        case "time": return Interpreter.format(date: date, "omitted", "shortened")
        case "relative": return relative(distance)
        case "offset": return (seconds > now ? "-" : "+") + offset(distance)
        case "timer": return timer(distance)
        default: return nil
        }
    }

    private static let units: [(seconds: Int, short: String, long: String)] = [
        (86_400, "day", "day"), (3_600, "hr", "hour"), (60, "min", "minute"), (1, "sec", "second"),
    ]

    private static func relative(_ distance: Int) -> String {
        guard let first = units.firstIndex(where: { distance >= $0.seconds }) else { return "0 sec" }
        var parts: [String] = []
        var rest = distance
        for unit in units[first...].prefix(2) {
            let n = rest / unit.seconds
            rest -= n * unit.seconds
            if n > 0 || parts.isEmpty { parts.append("\(n) \(unit.short)" + (unit.short == "day" && n != 1 ? "s" : "")) }
        }
        return parts.joined(separator: ", ")
    }

    private static func offset(_ distance: Int) -> String {
        let unit = units.first { distance >= $0.seconds } ?? units[3]
        let n = distance / unit.seconds
        return "\(n) \(unit.long)" + (n == 1 ? "" : "s")
    }

    private static func timer(_ distance: Int) -> String {
        let h = distance / 3_600, m = distance / 60 % 60, s = distance % 60
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return h > 0 ? "\(h):\(two(m)):\(two(s))" : "\(m):\(two(s))"
    }
}
