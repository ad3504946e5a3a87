import SwiftCore
import ViewTree

/// Alignments the app declares (`CustomAlignment`): `VerticalAlignment(X.self)` and
/// `HorizontalAlignment(X.self)` make one from an `AlignmentID` type, and a stack's
/// `alignment:` or an `alignmentGuide` names it by its static property
/// (`.midAccountAndName`, `VerticalAlignment.midAccountAndName`).
enum CustomAlignments {
    static let rules: [ValueRule] = [
        ValueRule("VerticalAlignment") { args, _ in try make("VerticalAlignment", &args) },
        ValueRule("HorizontalAlignment") { args, _ in try make("HorizontalAlignment", &args) },
        // `Alignment(horizontal: .center, vertical: .top)`: the named alignment of the two
        // guides (`.top`); SwiftUI names each of the 15 pairs of its built-in guides.
        ValueRule("Alignment") { args, _ in
            let horizontal = try Enumerations.horizontal(try args.required("horizontal") { $0.take($1) })
            let vertical = try Enumerations.vertical(try args.required("vertical") { $0.take($1) })
            try args.finish(known: ["horizontal", "vertical"])
            let pair = Alignment(horizontal: horizontal ?? .center, vertical: vertical ?? .center)
            guard let name = Alignment.named.first(where: { $0.value == pair })?.key else {
                throw EvalError(.invalidArgument("vertical", callee: "Alignment", reason: "no alignment pairs these guides"), at: args.location)
            }
            return .enumCase(name, [])
        },
    ]

    private static func make(_ typeName: String, _ args: inout Arguments) throws -> Value {
        let arg = try args.required(nil) { $0.take($1) }
        try args.finish(known: [])
        guard case let .type(id) = arg.value else {
            throw EvalError(.wrongArgumentType(parameter: "_", callee: typeName, expected: "an 'AlignmentID' type, such as 'MyAlignment.self'",
                                               found: arg.value.kindDescription), at: arg.location)
        }
        return .instance(Instance(typeName: typeName, names: ["id"], fields: ["id": .string(id)]))
    }

    static func typeName(_ axis: Axis) -> String { axis == .vertical ? "VerticalAlignment" : "HorizontalAlignment" }
}

extension Interpreter {
    /// The app's alignment along `axis` that `arg` names, or nil when it names none (a
    /// built-in alignment, or one of the other axis).
    func customAlignment(_ arg: ArgValue, axis: Axis) throws -> CustomAlignment? {
        let typeName = CustomAlignments.typeName(axis)
        var value = arg.value
        if case let .enumCase(name, extra) = value, extra.isEmpty, let declared = try extensionStatic(name, of: typeName, at: arg.location) {
            value = declared
        }
        guard case let .instance(inst) = value, inst.typeName == typeName, case let .string(id)? = inst["id"] else { return nil }
        guard let decl = types[id], let fn = decl.functions.first(where: { $0.name == "defaultValue" && $0.isStatic }) else {
            throw EvalError(.unknownMember("defaultValue", type: "'\(id)'", suggestion: nil), at: arg.location)
        }
        let evaluator = build.layoutTimeEvaluator(self), moment = build.layoutTimeMoment(self)
        let built = LayoutTimeEvaluator.Built(build), location = fn.location
        let owner = LayoutTimeEvaluator.Owner(instance: Instance(typeName: id, names: [], fields: [:]), decl: decl)
        let defaultValue = LayoutTimeNumber { d in
            let result = evaluator.call(fn, on: owner, [("in", .viewDimensions(d, axis: axis))], moment: moment, build: built, at: location)
            return result.flatMap(evaluator.number) ?? 0
        }
        return CustomAlignment(id: id, axis: axis, defaultValue: defaultValue)
    }

    /// A custom alignment along either axis.
    func customAlignment(_ arg: ArgValue) throws -> CustomAlignment? {
        try customAlignment(arg, axis: .vertical) ?? customAlignment(arg, axis: .horizontal)
    }
}
