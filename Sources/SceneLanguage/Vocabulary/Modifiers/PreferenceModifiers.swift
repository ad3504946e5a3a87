import Geometry
import SwiftCore
import ViewTree

/// `overlayPreferenceValue(_:alignment:_:)` and `backgroundPreferenceValue(_:alignment:_:)`,
/// which draw from the value views below set for a `PreferenceKey` (with `preference` or
/// `anchorPreference`, hand-made tab indicators and heroes place a view over another so).
/// Matchcut does not collect preference values yet: the decoration's content is built with
/// the key's `defaultValue`, as SwiftUI builds it when no view below sets the key, laid out as
/// `overlay` and `background` lay theirs out, with a note where it is written.
enum PreferenceModifiers {
    static let rules: [ModifierRule] = [
        decoration("overlayPreferenceValue") { .overlay($0, alignment: $1) },
        decoration("backgroundPreferenceValue") { .background($0, alignment: $1) },
    ]

    private static func decoration(_ name: String, _ make: @escaping @Sendable (ViewNode, Alignment) -> Modifier) -> ModifierRule {
        ModifierRule(name, labels: ["alignment"]) { call in
            let keyArg = try call.args.required(nil) { $0.take($1) }
            guard case let .type(keyName) = keyArg.value, let decl = call.it.types[keyName] else {
                throw call.args.wrongType(keyArg, expected: "a 'PreferenceKey' the scene declares ('Key.self')")
            }
            let alignment = try Enumerations.alignment(call.args.take("alignment")) ?? .center
            guard let content = call.args.takeClosure(nil) ?? call.args.takeClosure("content") else {
                throw EvalError(.missingArgument("content", callee: name), at: call.location)
            }
            let value = try call.it.staticProperty("defaultValue", of: decl, at: keyArg.location)
            let nodes = try call.it.buildClosure(content, arguments: [value], base: call.path)
            call.it.diagnostics.add(.notDrawn(name, what: "the values views below set for '\(keyName)'",
                                              hint: "its content is built with the key's defaultValue, as when no view below sets the key"),
                                    at: call.location)
            call.add(make(nodes.count == 1 ? nodes[0] : ViewNode(kind: .group(nodes), identity: call.path, location: call.location), alignment))
        }
    }
}
