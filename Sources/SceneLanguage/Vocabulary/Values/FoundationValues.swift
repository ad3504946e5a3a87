import SwiftCore
import Foundation
import ViewTree

/// The Foundation and UIKit values views use: `URL(string:)`, `Date()` on the scene's
/// clock, `UIScreen.main.bounds` (the scene's device), `CGPoint`/`CGRect`, `TimeInterval`.
extension Interpreter {
    /// The day every scene's clock shows when the scene begins: 9 January 2007, 9:41 in the morning (GMT), the
    /// time the status bar shows.
    static let sceneDate = 1_168_335_660.0
    /// 1 January 2001, 0:00 GMT, Foundation's reference date, in seconds since 1970.
    static let referenceDate = 978_307_200.0

    /// The scene clock's now: the scene's date plus the time the scene has run.
    var sceneNow: Double { Interpreter.sceneDate + sceneTime }

    static func date(_ seconds: Double) -> Value {
        .instance(Instance(typeName: "Date", names: ["timeIntervalSince1970", "timeIntervalSinceReferenceDate"],
                           fields: ["timeIntervalSince1970": .double(seconds), "timeIntervalSinceReferenceDate": .double(seconds - referenceDate)]))
    }

    /// `Date`'s operators, as Foundation declares them: a date plus or minus a `TimeInterval`
    /// (`now + 60`), and dates compared by time (`a < b`, `a == b`); nil for other operands.
    static func dateOperation(_ op: String, _ l: Value, _ r: Value) -> Value? {
        func seconds(_ v: Value) -> Double? {
            guard case let .instance(inst) = v, inst.typeName == "Date", case let .double(s)? = inst["timeIntervalSince1970"] else { return nil }
            return s
        }
        func number(_ v: Value) -> Double? {
            switch v {
            case let .int(i): Double(i)
            case let .double(d): d
            default: nil
            }
        }
        if let a = seconds(l), let b = seconds(r) {
            switch op {
            case "<": return .bool(a < b)
            case ">": return .bool(a > b)
            case "<=": return .bool(a <= b)
            case ">=": return .bool(a >= b)
            case "==": return .bool(a == b)
            case "!=": return .bool(a != b)
            default: return nil
            }
        }
        if let a = seconds(l), let n = number(r), op == "+" || op == "-" { return date(op == "+" ? a + n : a - n) }
        if let n = number(l), let b = seconds(r), op == "+" { return date(n + b) }
        return nil
    }

    func foundationValue(_ name: String, _ values: [ArgValue], at location: SourceLocation) throws -> Value? {
        var args = Arguments(values, callee: name, at: location)
        let result: Value
        switch name {
        case "URL":
            let text = try args.required("string") { try $0.string($1) }
            guard let url = Foundation.URL(string: text), !text.isEmpty else { result = .none; break }
            result = Interpreter.url(url)
        case "Date":
            if let t = try args.double("timeIntervalSince1970") { result = Interpreter.date(t) }
            else if let t = try args.double("timeIntervalSinceNow") { result = Interpreter.date(sceneNow + t) }
            else { result = Interpreter.date(sceneNow) }
        case "CGPoint":
            result = Interpreter.point(try args.double("x") ?? 0, try args.double("y") ?? 0)
        case "CGVector":
            result = .tuple([("dx", .double(try args.double("dx") ?? 0)), ("dy", .double(try args.double("dy") ?? 0))])
        case "CGRect":
            if let origin = args.take("origin"), let size = args.take("size") {
                let n = { (v: Value, k: String) in v.field(k).flatMap(self.number) ?? 0 }
                result = Interpreter.rect(n(origin.value, "x"), n(origin.value, "y"), n(size.value, "width"), n(size.value, "height"))
            } else {
                result = Interpreter.rect(try args.double("x") ?? 0, try args.double("y") ?? 0, try args.double("width") ?? 0,
                                          try args.double("height") ?? 0)
            }
        default:
            return nil
        }
        try args.finish(known: ["string", "timeIntervalSince1970", "timeIntervalSinceNow", "x", "y", "dx", "dy", "origin", "size",
                                "width", "height"])
        return result
    }

    static func url(_ url: Foundation.URL) -> Value {
        let fields: [(String, Value)] = [
            ("absoluteString", .string(url.absoluteString)),
            ("scheme", url.scheme.map { .string($0) } ?? Value.none),
            ("host", url.host.map { .string($0) } ?? Value.none),
            ("path", .string(url.path)),
            ("lastPathComponent", .string(url.lastPathComponent)),
            ("pathComponents", .array(url.pathComponents.map { .string($0) })),
            ("query", url.query.map { .string($0) } ?? Value.none),
        ]
        return .instance(Instance(typeName: "URL", names: fields.map(\.0), fields: Dictionary(uniqueKeysWithValues: fields)))
    }

    /// `UIScreen.main.bounds`, `Date.now`, `CGPoint.zero`, `CGRect.zero`.
    func foundationStatic(_ name: String, of type: String) -> Value? {
        switch (type, name) {
        case ("UIScreen", "main"): .opaque("UIScreen.main")
        case ("Bundle", "main"): BundleResources.bundle
        case ("UIApplication", "shared"): Interpreter.application
        case ("Date", "now"): Interpreter.date(sceneNow)
        case ("CGPoint", "zero"): Interpreter.point(0, 0)
        case ("CGSize", "zero"): Interpreter.size(0, 0)
        case ("CGRect", "zero"): Interpreter.rect(0, 0, 0, 0)
        default: nil
        }
    }

    /// `UIScreen.main.bounds`: the scene's screen, in points.
    func screenMember(_ name: String) -> Value? {
        switch name {
        case "bounds", "nativeBounds": Interpreter.rect(0, 0, canvas.size.width, canvas.size.height)
        case "scale", "nativeScale": .double(canvas.scale)
        default: nil
        }
    }

    /// `date.formatted(…)`, `date.addingTimeInterval(60)`, `date.timeIntervalSince(other)`.
    func dateMethod(_ name: String, _ seconds: Double, _ values: [ArgValue], at location: SourceLocation) throws -> Value? {
        var args = Arguments(values, callee: name, at: location)
        let result: Value
        switch name {
        case "addingTimeInterval": result = Interpreter.date(seconds + (try args.required(nil) { try $0.double($1) }))
        case "timeIntervalSince":
            let other = try args.required(nil) { $0.take($1) }.value
            // To the microsecond: dates a frame apart differ by a frame's time, not by a
            // frame's time and the rounding error of seconds since 1970.
            let gap = seconds - (other.field("timeIntervalSince1970").flatMap(number) ?? 0)
            result = .double((gap * 1e6).rounded() / 1e6)
        case "formatted" where DateFormatStyles.fields(of: args.items.first?.value) != nil:
            // `date.formatted(.dateTime.hour().minute())`.
            result = .string(DateFormatStyles.text(seconds, fields: DateFormatStyles.fields(of: args.take(nil)?.value) ?? []))
        case "formatted":
            let date = try args.take("date").map { $0.value.scalarText } ?? (args.items.isEmpty ? "numeric" : "omitted")
            let time = try args.take("time").map { $0.value.scalarText } ?? (args.items.isEmpty ? "shortened" : "omitted")
            _ = args.take(nil)
            result = .string(Interpreter.format(date: Date(timeIntervalSince1970: seconds), date, time))
        default:
            return nil
        }
        try args.finish(known: ["date", "time"])
        return result
    }

    /// The en_US text of a date: `.abbreviated` "Jan 9, 2007", `.numeric` "1/9/2007",
    /// `.long` "January 9, 2007", `.shortened` "9:41 AM", joined by ", " or " at ".
    static func format(date: Date, _ dateStyle: String, _ timeStyle: String) -> String {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US")
        f.timeZone = TimeZone(identifier: "GMT")
        let dates: [String: String] = ["numeric": "M/d/yyyy", "abbreviated": "MMM d, yyyy", "long": "MMMM d, yyyy",
                                       "complete": "EEEE, MMMM d, yyyy"]
        let times: [String: String] = ["shortened": "h:mm a", "standard": "h:mm:ss a", "complete": "h:mm:ss a zzz"]
        var parts: [String] = []
        if let d = dates[dateStyle] { f.dateFormat = d; parts.append(f.string(from: date)) }
        if let t = times[timeStyle] { f.dateFormat = t; parts.append(f.string(from: date)) }
        return parts.joined(separator: dateStyle == "numeric" ? ", " : " at ")
    }
}
