import SwiftCore
import ViewTree

/// SwiftUI's `Transaction` in app code: `Transaction(animation:)`, `var t = Transaction();
/// t.disablesAnimations = true`, `withTransaction(t) { … }`, `withTransaction(\.animation, .easeIn) { … }`,
/// and the `.transaction { $0.animation = … }` modifier (TransactionModifiers; docs/motion.md,
/// "Transactions"). A change made under `disablesAnimations` is instant, and so is a push or
/// a presentation it makes.
enum TransactionValues {
    static let rules: [ValueRule] = [
        ValueRule("Transaction") { args, it in
            let animation = try args.take("animation").flatMap { arg in
                arg.value.isNone ? nil : try Animations.spec(from: arg.value, at: arg.location)
            }
            try args.finish(known: ["animation"])
            return Interpreter.transactionValue(Transaction(animation: animation))
        },
        ValueRule("withTransaction") { args, it in try it.withTransactionAction(&args) },
    ]
}

extension Interpreter {
    static let transactionType = "Transaction"

    /// A transaction as app code holds it: a struct with `animation` and `disablesAnimations`.
    static func transactionValue(_ t: Transaction) -> Value {
        .instance(Instance(typeName: transactionType, names: ["animation", "disablesAnimations"],
                           fields: ["animation": t.animation.map { .animation($0) } ?? .none,
                                    "disablesAnimations": .bool(t.disablesAnimations)]))
    }

    /// The transaction a `Transaction` value describes.
    func transaction(from value: Value, callee: String, at location: SourceLocation) throws -> Transaction {
        guard case let .instance(i) = value, i.typeName == Self.transactionType else {
            throw EvalError(.wrongArgumentType(parameter: "_", callee: callee, expected: "a 'Transaction'",
                                               found: value.kindDescription), at: location)
        }
        let animation = try i["animation"].flatMap { $0.isNone ? nil : try Animations.spec(from: $0, at: location) }
        guard case let .bool(disables)? = i["disablesAnimations"] else {
            throw EvalError(.wrongArgumentType(parameter: "disablesAnimations", callee: callee, expected: "a 'Bool'",
                                               found: i["disablesAnimations"]?.kindDescription ?? "nothing"), at: location)
        }
        return Transaction(animation: animation, disablesAnimations: disables)
    }

    /// `withTransaction(t) { … }` and `withTransaction(\.animation, value) { … }` /
    /// `withTransaction(\.disablesAnimations, true) { … }`: runs the body at once, its state
    /// changes made in that transaction (outside running code, it only runs the body).
    func withTransactionAction(_ args: inout Arguments) throws -> Value {
        let location = args.location
        let first = try args.required(nil) { $0.take($1) }
        var transaction = Transaction()
        if case let .opaque(path) = first.value, path.hasPrefix("\\.") {
            let value = try args.required(nil) { $0.take($1) }
            switch path {
            case "\\.animation":
                transaction.animation = value.value.isNone ? nil : try Animations.spec(from: value.value, at: value.location)
            case "\\.disablesAnimations":
                guard case let .bool(b) = value.value else { throw args.wrongType(value, expected: "a 'Bool'") }
                transaction.disablesAnimations = b
            default:
                throw EvalError(.unknownMember(String(path.dropFirst(2)), type: "Transaction", suggestion: nil), at: first.location)
            }
        } else {
            transaction = try self.transaction(from: first.value, callee: "withTransaction", at: first.location)
        }
        guard let body = args.takeClosure(nil) ?? args.takeClosure("body") else { return .void }
        try args.finish(known: ["body"])
        guard let action else { return try callClosure(body, [], at: location) }
        let (saved, savedInside) = (action.transaction, action.insideWithAnimation)
        action.transaction = transaction
        action.insideWithAnimation = transaction.animation != nil && !transaction.disablesAnimations
        defer { action.transaction = saved; action.insideWithAnimation = savedInside }
        let approximated = action.approximated
        let result = try callClosure(body, [], at: location)
        if !approximated, action.approximated { action.approximatedAt = location }
        return result
    }
}

/// `.transaction { $0.animation = … }` (and `.transaction(value:_:)`): the closure rewrites
/// the transaction of every change to the views inside, as SwiftUI runs it for each.
struct TransactionModifier {
    var identity: Identity
    var closure: ClosureValue
    var location: SourceLocation
}

enum TransactionModifiers {
    static let rules: [ModifierRule] = [
        ModifierRule("transaction", labels: ["value", "body", "transform"]) { call in
            _ = call.args.take("value")
            guard let body = call.args.takeClosure(nil) ?? call.args.takeClosure("transform") ?? call.args.takeClosure("body") else {
                throw EvalError(.missingArgument("transform", callee: call.name), at: call.location)
            }
            call.it.build.transactionModifiers.append(TransactionModifier(identity: call.node.identity, closure: body,
                                                                          location: call.location))
        },
    ]
}

extension Interpreter {
    /// Runs a `.transaction` closure on `t` (its `inout` parameter, named or `$0`) and gives
    /// back what it made of it.
    func transformed(_ t: Transaction, by modifier: TransactionModifier) throws -> Transaction {
        let c = modifier.closure
        let scope = Scope(parent: c.scope)
        let name = c.closure.parameters.first ?? "0"
        scope.define(name, Self.transactionValue(t))
        if name != "0" { scope.define("0", Self.transactionValue(t)) }
        _ = try run(c.closure.body, in: scope)
        let result = scope.lookupLocal(name).map { try? transaction(from: $0, callee: "transaction", at: modifier.location) } ?? nil
        return result ?? t
    }
}

extension SceneSession {
    /// The subtrees whose `.transaction` closure changes the animation of this change.
    func transactionScopes(animation: AnimationSpec?, disables: Bool) throws -> [ScopedAnimation] {
        try it.build.transactionModifiers.compactMap { modifier in
            let given = Transaction(animation: animation, disablesAnimations: disables)
            let t = try it.transformed(given, by: modifier)
            let result = t.disablesAnimations ? nil : t.animation
            return result == (disables ? nil : animation) ? nil : ScopedAnimation(root: modifier.identity, animation: result)
        }
    }
}
