import ViewTree

/// `Text` and `Image`: text shown as written, asset images found by the scene's asset
/// resolver, and SF Symbols drawn as vector stand-ins.
enum TextViews {
    static let rules: [ViewRule] = [
        ViewRule("Text", labels: ["verbatim", "format", "style"]) { call in
            let arg = try call.args.take("verbatim") ?? call.args.required(nil) { $0.take($1) }
            // `Text(value, format: .number / .percent / .currency(code:))`: the value formatted
            // as `value.formatted(format)` gives it.
            if let format = call.args.take("format") {
                var style = Arguments([ArgValue(label: nil, value: format.value, location: format.location)], callee: "format",
                                      at: format.location)
                return call.node(.text(try call.it.formatted(try ControlArgs.current(arg, call.it), &style, at: format.location)))
            }
            _ = call.args.take("style")
            return call.node(.text(try call.it.text(arg.value)))
        },
        ViewRule("Image", labels: ["systemName"]) { call in
            if let symbol = try call.args.string("systemName") {
                if !SymbolCatalog.contains(symbol) {
                    let at = call.args.items.first { $0.label == "systemName" }?.location ?? call.location
                    call.it.diagnostics.add(.unknownSymbol(symbol, suggestion: Suggestions.symbol(for: symbol)), at: at)
                }
                return call.node(.image(.system(name: symbol), isResizable: false))
            }
            let asset = try call.args.required(nil) { $0.take($1) }
            guard case let .string(name) = asset.value else { throw call.args.wrongType(asset, expected: "a 'String'") }
            return call.node(.image(.asset(name: name, path: try call.it.assetPath(name, at: call.location)), isResizable: false))
        },
    ]
}
