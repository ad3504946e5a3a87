import SwiftCore
import Foundation
import ViewTree

/// `URL(string:)`, `URL(fileURLWithPath:)` (a file `Data(contentsOf:)` may read, inside the
/// project; BundleResources), and the URL `openURL("…")` hands an `onOpenURL`: a value with the
/// parts a deep-link router reads (`scheme`, `host`, `path`, `pathComponents`,
/// `lastPathComponent`, `query`, `absoluteString`), parsed as Foundation parses it.
enum URLValues {
    static let rules: [ValueRule] = [
        ValueRule("URL") { args, it in
            if let path = try args.string("fileURLWithPath") {
                try args.finish(known: ["fileURLWithPath"])
                return URLValues.make(URL(fileURLWithPath: path).absoluteString) ?? .none
            }
            let text = try args.required("string") { try $0.string($1) }
            try args.finish(known: ["string", "fileURLWithPath"])
            return URLValues.make(text) ?? .none
        },
    ]

    static func make(_ text: String) -> Value? {
        guard let url = URL(string: text) else { return nil }
        func optional(_ s: String?) -> Value { s.map(Value.string) ?? .none }
        let fields: [(String, Value)] = [
            ("absoluteString", .string(url.absoluteString)), ("scheme", optional(url.scheme)), ("host", optional(url.host)),
            ("path", .string(url.path)), ("pathComponents", .array(url.pathComponents.map(Value.string))),
            ("lastPathComponent", .string(url.lastPathComponent)), ("query", optional(url.query)),
        ]
        return .instance(Instance(typeName: "URL", names: fields.map(\.0), fields: Dictionary(uniqueKeysWithValues: fields)))
    }
}

extension Interpreter {
    /// The URL `openURL("…")` delivers; a string Foundation cannot read is an error there.
    func urlValue(_ text: String, at location: SourceLocation) throws -> Value {
        guard let url = URLValues.make(text) else {
            throw EvalError(.wrongArgumentType(parameter: "_", callee: "openURL", expected: "a URL such as 'myapp://item/2'",
                                               found: "'\(text)'"), at: location)
        }
        return url
    }
}
