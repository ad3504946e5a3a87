import SwiftCore
import Drawing
import ViewTree

/// `Text` and `Image`: text shown as written, asset images found by the scene's asset
/// resolver, and SF Symbols drawn as vector stand-ins.
enum TextViews {
    static let rules: [ViewRule] = [
        ViewRule("Text", labels: ["verbatim", "format", "formatter", "style", "comment", "tableName", "bundle"]) { call in
            if let verbatim = call.args.take("verbatim") { return call.node(.text(try call.it.text(verbatim.value))) }
            let arg = try call.args.required(nil) { $0.take($1) }
            // `Text(_:comment:)`, `Text(_:tableName:bundle:comment:)`: a scene has no strings
            // tables, so the key shows, as in an app's development language without one.
            _ = call.args.take("comment"); _ = call.args.take("tableName"); _ = call.args.take("bundle")
            // `Text(value, format: .number / .percent / .currency(code:))`: the value formatted
            // as `value.formatted(format)` gives it.
            if let format = call.args.take("format") {
                var style = Arguments([ArgValue(label: nil, value: format.value, location: format.location)], callee: "format",
                                      at: format.location)
                let value = try ControlArgs.current(arg, call.it)
                // `Text(date, format: .dateTime.day().month())`.
                if let fields = DateFormatStyles.fields(of: format.value),
                   let seconds = value.field("timeIntervalSince1970").flatMap(call.it.number) {
                    return call.node(.text(DateFormatStyles.text(seconds, fields: fields)))
                }
                return call.node(.text(try call.it.formatted(value, &style, at: format.location)))
            }
            if let style = call.args.take("style") {
                return call.node(.text(try dateText(arg, style, call)))
            }
            // `Text(date, formatter: Self.dateFormatter)`: the date as the formatter writes it.
            if let formatter = call.args.take("formatter") {
                guard case let .host(SwiftUIValue.dateFormatter(f)) = formatter.value else {
                    throw call.args.wrongType(formatter, expected: "a 'DateFormatter'")
                }
                let value = try ControlArgs.current(arg, call.it)
                guard let seconds = value.field("timeIntervalSince1970").flatMap(call.it.number) else {
                    throw call.args.wrongType(arg, expected: "a 'Date'")
                }
                return call.node(.text(DateFormatters.text(f, seconds: seconds)))
            }
            if case let .host(SwiftUIValue.attributed(text)) = arg.value { return call.node(.styledText(text)) }
            // A literal is a `LocalizedStringKey`: an interpolated integer shows with thousands
            // separators ("1,000"), as an iOS recording shows it (docs/fidelity.md).
            let shown = try arg.groupedText ?? call.it.text(arg.value)
            guard arg.isStringLiteral, shown.contains(where: { "*_~`[\\".contains($0) }) else { return call.node(.text(shown)) }
            // A literal is a `LocalizedStringKey`: its Markdown styles runs of the text.
            let styled = Markdown.styled(shown)
            if styled.pieces.allSatisfy({ $0.modifiers.isEmpty }) { return call.node(.text(styled.string)) }
            return call.node(.styledText(styled))
        },
        ViewRule("Image", labels: ["systemName", "uiImage", "bundle"]) { call in
            // `Image(uiImage:)` of a `UIImage` (UIImages).
            if let image = call.args.take("uiImage") {
                guard let source = UIImages.source(of: image.value) else {
                    throw call.args.wrongType(image, expected: "a 'UIImage' ('UIImage(named:)', 'UIImage(systemName:)')")
                }
                if case let .system(name) = source { ControlArgs.noteSymbol(name, at: image.location, call.it) }
                return call.node(.image(source, isResizable: false))
            }
            if let symbol = try call.args.string("systemName") {
                ControlArgs.noteSymbol(symbol, at: call.args.items.first { $0.label == "systemName" }?.location ?? call.location, call.it)
                return call.node(.image(.system(name: symbol), isResizable: false))
            }
            let asset = try call.args.required(nil) { $0.take($1) }
            // `Image(_:bundle:)`: the app's bundle and a package's (`.module`) are the scene's assets.
            _ = call.args.take("bundle")
            guard case let .string(name) = asset.value else { throw call.args.wrongType(asset, expected: "a 'String'") }
            return call.node(.image(.asset(name: name, path: try call.it.assetPath(name, at: call.location)), isResizable: false))
        },
    ]

    /// `Text(date, style:)` at the scene clock's now (DateStyles). `.relative`, `.offset` and
    /// `.timer` count the seconds to or from the date: the text is built again each second
    /// of it, as iOS updates it.
    private static func dateText(_ date: ArgValue, _ style: ArgValue, _ call: ViewCall) throws -> String {
        let it = call.it
        guard case let .instance(inst) = date.value, inst.typeName == "Date",
              let seconds = inst["timeIntervalSince1970"].flatMap(it.number) else {
            throw EvalError(.wrongArgumentType(parameter: "_:", callee: "Text", expected: "a 'Date' with 'style:'",
                                               found: date.value.kindDescription), at: date.location)
        }
        guard case let .enumCase(name, _) = style.value,
              let text = DateStyles.text(seconds, style: name, now: it.sceneNow) else {
            throw Enumerations.unknown(style, "'Text.DateStyle'", DateStyles.names)
        }
        if DateStyles.ticking.contains(name) {
            let clock = RedrawSchedule(kind: .periodic(from: RedrawSchedule.sceneSeconds(seconds), by: 1), start: it.sceneTime)
            it.build.register(Redraw(identity: call.identity, schedule: clock, location: style.location))
        }
        return text
    }
}
