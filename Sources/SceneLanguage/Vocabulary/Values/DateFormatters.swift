import SwiftCore
import Foundation

/// `DateFormatter` as apps configure one: `dateStyle` and `timeStyle`, or `dateFormat`, then
/// `string(from:)`, `date(from:)` and `Text(date, formatter:)`. Its text is Foundation's for
/// en_US on GMT, the scene's locale and time zone (docs/scene-language.md, "Dates"): a
/// formatter's `locale` in another language, or a `timeZone` off GMT, is noted where it is
/// set and not applied.
///
/// A formatter is kept as a value and written back where it is set, so `let f =
/// DateFormatter(); f.dateFormat = "…"` configures `f`, as a class would be; two names for
/// one formatter are two formatters here.
struct DateFormatterValue: Hashable, Sendable {
    /// `dateFormat`, when set; otherwise the styles choose the format.
    var dateFormat: String?
    /// `DateFormatter.Style` names: `none`, `short`, `medium`, `long`, `full`.
    var dateStyle = "none"
    var timeStyle = "none"
}

enum DateFormatters {
    static let styles: [String: DateFormatter.Style] = ["none": .none, "short": .short, "medium": .medium, "long": .long,
                                                        "full": .full]

    /// Foundation's formatter for `value`, in en_US on GMT.
    static func foundation(_ value: DateFormatterValue) -> DateFormatter {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US")
        f.timeZone = TimeZone(identifier: "GMT")
        if let format = value.dateFormat {
            f.dateFormat = format
        } else {
            f.dateStyle = styles[value.dateStyle] ?? .none
            f.timeStyle = styles[value.timeStyle] ?? .none
        }
        return f
    }

    /// `formatter.string(from: date)`; the narrow no-break space Foundation puts before
    /// "AM" is drawn as a space, as the scene's other dates are.
    static func text(_ value: DateFormatterValue, seconds: Double) -> String {
        foundation(value).string(from: Date(timeIntervalSince1970: seconds)).replacingOccurrences(of: "\u{202F}", with: " ")
    }

    /// `formatter.date(from: text)`: the date, or nil when the text does not match.
    static func date(_ value: DateFormatterValue, from text: String) -> Value {
        guard let date = foundation(value).date(from: text) else { return .none }
        return Interpreter.date(date.timeIntervalSince1970)
    }

    /// `f.dateFormat`, `f.dateStyle`, `f.timeStyle`; the pinned locale and time zone.
    static func member(_ name: String, of value: DateFormatterValue) -> Value? {
        switch name {
        case "dateFormat": .string(value.dateFormat ?? foundation(value).dateFormat)
        case "dateStyle": .enumCase(value.dateStyle, [])
        case "timeStyle": .enumCase(value.timeStyle, [])
        case "locale": Locales.value("en_US")
        case "timeZone": .instance(Instance(typeName: "TimeZone", names: ["identifier"], fields: ["identifier": .string("GMT")]))
        default: nil
        }
    }

    /// `f.name = value`: the formatter changed, or nil for a property it does not have.
    static func setting(_ name: String, of value: DateFormatterValue, to new: Value, at location: SourceLocation,
                        _ it: Interpreter) throws -> DateFormatterValue? {
        var f = value
        switch name {
        case "dateFormat":
            guard case let .string(format) = new else {
                throw EvalError(.wrongArgumentType(parameter: "dateFormat", callee: "DateFormatter", expected: "a 'String'",
                                                   found: new.kindDescription), at: location)
            }
            f.dateFormat = format
        case "dateStyle", "timeStyle":
            guard case let .enumCase(style, args) = new, args.isEmpty, styles[style] != nil else {
                throw EvalError(.wrongArgumentType(parameter: name, callee: "DateFormatter",
                                                   expected: "a 'DateFormatter.Style' (.none, .short, .medium, .long, .full)",
                                                   found: new.kindDescription), at: location)
            }
            // Setting a style after a format uses the styles again, as Foundation does.
            f.dateFormat = nil
            if name == "dateStyle" { f.dateStyle = style } else { f.timeStyle = style }
        case "locale":
            let identifier = new.field("identifier").flatMap { if case let .string(s) = $0 { s } else { nil } } ?? ""
            if !identifier.hasPrefix("en_US") && !identifier.isEmpty {
                it.diagnostics.add(.notDrawn("locale", what: "a formatter's '\(identifier)' locale",
                                             hint: "scenes run in en_US, so that every machine writes the same dates; "
                                                 + "the formatter writes en_US"), at: location)
            }
        case "timeZone":
            let identifier = new.field("identifier").flatMap { if case let .string(s) = $0 { s } else { nil } } ?? ""
            if !["GMT", "UTC", ""].contains(identifier) {
                it.diagnostics.add(.notDrawn("timeZone", what: "a formatter's '\(identifier)' time zone",
                                             hint: "scenes run on GMT, so that every machine writes the same times; "
                                                 + "the formatter writes GMT"), at: location)
            }
        case "calendar", "formattingContext", "doesRelativeDateFormatting", "isLenient", "defaultDate", "formatterBehavior":
            break  // en_US's Gregorian calendar; what these change does not show in en_US dates
        default:
            return nil
        }
        return f
    }

    /// `f.string(from:)`, `f.date(from:)`, `f.setLocalizedDateFormatFromTemplate(_:)`.
    static func method(_ name: String, of value: DateFormatterValue, _ values: [ArgValue], at location: SourceLocation,
                       _ it: Interpreter) throws -> (result: Value, updated: DateFormatterValue?)? {
        var args = Arguments(values, callee: name, at: location)
        switch name {
        case "string":
            let date = try args.required("from") { $0.take($1) }
            guard let seconds = date.value.field("timeIntervalSince1970").flatMap(it.number) else {
                throw args.wrongType(date, expected: "a 'Date'")
            }
            try args.finish(known: ["from"])
            return (.string(text(value, seconds: seconds)), nil)
        case "date":
            let text = try args.required("from") { try $0.string($1) }
            try args.finish(known: ["from"])
            return (date(value, from: text), nil)
        case "setLocalizedDateFormatFromTemplate":
            let template = try args.required(nil) { try $0.string($1) }
            try args.finish(known: [])
            var f = value
            f.dateFormat = DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: Locale(identifier: "en_US")) ?? template
            return (.void, f)
        default:
            return nil
        }
    }
}

/// `Locale(identifier:)` and `TimeZone(identifier:)`: values that name one, for what reads
/// their identifier (a formatter's `locale`, `.environment(\.locale, …)`).
enum Locales {
    static func value(_ identifier: String) -> Value {
        .instance(Instance(typeName: "Locale", names: ["identifier"], fields: ["identifier": .string(identifier)]))
    }
}
