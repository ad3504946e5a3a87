import SwiftCore
import Foundation

/// `Date.FormatStyle` as apps chain it: `.dateTime.day().month().year()`, `.dateTime.hour()
/// .minute()`, `.dateTime.weekday(.wide)`. As Foundation does, the fields asked for make an
/// ICU skeleton (each field's symbol at the width its option names, Apple's defaults
/// otherwise: an abbreviated month and weekday, numeric day and year, the locale's hour), and
/// the en_US locale's pattern for it writes the date: "Jan 9, 2007", "9:41 AM", "Tuesday".
/// `.dateTime` alone is "1/9/2007, 9:41 AM". iOS 17 puts a narrow no-break space before AM
/// and PM; Matchcut writes a space there, as in every time it shows (docs/scene-language.md).
enum DateFormatStyles {
    static let fields: Set<String> = ["era", "year", "quarter", "month", "week", "day", "dayOfYear", "weekday",
                                      "hour", "minute", "second", "timeZone"]

    /// The skeleton symbol for `field` with the option its call was given (nil: the default).
    static func skeleton(_ field: String, option: String?) -> String {
        switch field {
        case "era": ["wide": "GGGG", "narrow": "GGGGG"][option ?? ""] ?? "G"
        case "year": option == "twoDigits" ? "yy" : "y"
        case "quarter": ["wide": "QQQQ", "narrow": "QQQQQ", "oneDigit": "Q", "twoDigits": "QQ"][option ?? ""] ?? "QQQ"
        case "month": ["wide": "MMMM", "narrow": "MMMMM", "defaultDigits": "M", "twoDigits": "MM"][option ?? ""] ?? "MMM"
        case "week": "w"
        case "day": option == "twoDigits" ? "dd" : "d"
        case "dayOfYear": "D"
        case "weekday": ["wide": "EEEE", "narrow": "EEEEE", "short": "EEEEEE", "oneDigit": "e", "twoDigits": "ee"][option ?? ""] ?? "EEE"
        case "hour": option == "twoDigits" ? "jj" : "j"
        case "minute": option == "twoDigits" ? "mm" : "m"
        case "second": option == "twoDigits" ? "ss" : "s"
        default: "z"
        }
    }

    /// The en_US text of the date `seconds` after 1970 in the style whose fields are `fields`.
    static func text(_ seconds: Double, fields: [ArgValue]) -> String {
        let date = Date(timeIntervalSince1970: seconds)
        guard !fields.isEmpty else { return Interpreter.format(date: date, "numeric", "shortened") }
        let template = fields.map { field -> String in
            let option: String? = if case let .enumCase(name, _) = field.value { name } else { nil }
            return skeleton(field.label ?? "", option: option)
        }.joined()
        let locale = Locale(identifier: "en_US")
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: locale) ?? template
        return formatter.string(from: date).replacingOccurrences(of: "\u{202F}", with: " ")
    }

    /// The fields of a `.dateTime` style value, or nil for any other value.
    static func fields(of style: Value?) -> [ArgValue]? {
        guard case let .enumCase("dateTime", fields)? = style else { return nil }
        return fields
    }
}
