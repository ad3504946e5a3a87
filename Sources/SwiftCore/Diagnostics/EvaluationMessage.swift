/// What evaluating Swift reports: a name or member not found, a call's arguments, a value of
/// the wrong kind, a trap Swift would stop the app with, a budget run out. A host may word a
/// hint in its own terms (its documentation, its files); the words of each message are here.
///
/// Wording: lowercase, no trailing period, tokens in single quotes.
public enum EvaluationMessage: DiagnosticMessage, Equatable {
    // Budgets
    case recursionTooDeep(name: String, limit: Int)
    case stepBudgetExceeded(limit: Int)
    case stringTooLarge(limit: Int)
    case collectionTooLarge(limit: Int)

    // Names
    case unknownIdentifier(String, suggestion: String?)
    case unknownParameter(String, callee: String, suggestion: String?)
    case unknownMember(String, type: String, suggestion: String?)
    /// A leading-dot member (`.init(…)`) where no type is known to find it in, or whose type
    /// has no such member.
    case unresolvedMember(String, type: String?)
    case duplicateDeclaration(String)

    // Calls
    case wrongArgumentType(parameter: String, callee: String, expected: String, found: String)
    case missingArgument(String, callee: String)
    case extraArgument(callee: String)
    /// An argument of the right type whose value the callee cannot take (`count: 0`).
    case invalidArgument(String, callee: String, reason: String)
    case notCallable(String)

    // Values
    case invalidOperands(op: String, left: String, right: String)
    case conditionNotBool(found: String)
    case unwrappedNil
    case indexOutOfRange(index: Int, count: Int)
    case divisionByZero
    case arithmeticOverflow(op: String)
    case conversionOutOfRange(String)
    case invalidRange(lower: Int, upper: Int, op: String)
    case cannotAssign(String)
    case uninitializedProperty(String, type: String)
    case patternMismatch(String)
    case appStopped(String, String)
    case castFailed(String, type: String)
    case notASequence(String)
    /// A key a dictionary is given twice where Swift stops the app: a literal, or
    /// `Dictionary(uniqueKeysWithValues:)`.
    case duplicateKey(String, in: String)

    public var severity: Diagnostic.Severity { .error }

    public var id: String {
        switch self {
        case .recursionTooDeep: "recursion-too-deep"
        case .stepBudgetExceeded: "step-budget-exceeded"
        case .stringTooLarge: "string-too-large"
        case .collectionTooLarge: "collection-too-large"
        case .unknownIdentifier: "unknown-identifier"
        case .unknownParameter: "unknown-parameter"
        case .unknownMember: "unknown-member"
        case .unresolvedMember: "unresolved-member"
        case .duplicateDeclaration: "duplicate-declaration"
        case .wrongArgumentType: "wrong-argument-type"
        case .missingArgument: "missing-argument"
        case .extraArgument: "extra-argument"
        case .invalidArgument: "invalid-argument"
        case .notCallable: "not-callable"
        case .invalidOperands: "invalid-operands"
        case .conditionNotBool: "condition-not-bool"
        case .unwrappedNil: "unwrapped-nil"
        case .indexOutOfRange: "index-out-of-range"
        case .divisionByZero: "division-by-zero"
        case .arithmeticOverflow: "arithmetic-overflow"
        case .conversionOutOfRange: "conversion-out-of-range"
        case .invalidRange: "invalid-range"
        case .cannotAssign: "cannot-assign"
        case .uninitializedProperty: "uninitialized-property"
        case .patternMismatch: "pattern-mismatch"
        case .appStopped: "app-stopped"
        case .castFailed: "cast-failed"
        case .notASequence: "not-a-sequence"
        case .duplicateKey: "duplicate-key"
        }
    }

    public var text: String {
        switch self {
        case let .recursionTooDeep(name, limit): "'\(name)' nests itself too deeply (more than \(limit) levels)"
        case let .stepBudgetExceeded(limit): "evaluation did not finish within \(limit) steps"
        case let .stringTooLarge(limit): "string is too large (more than \(limit) characters)"
        case let .collectionTooLarge(limit): "array is too large (more than \(limit) elements)"
        case let .unknownIdentifier(name, _): "cannot find '\(name)' in scope"
        case let .unknownParameter(name, callee, _): "'\(callee)' has no parameter '\(name)'"
        case let .unknownMember(name, type, _): "\(type) has no member '\(name)'"
        case let .unresolvedMember(name, type):
            type.map { "cannot make '.\(name)(…)' as a '\($0)' here" } ?? "cannot infer the type of '.\(name)(…)' here"
        case let .duplicateDeclaration(name): "'\(name)' is declared more than once"
        case let .wrongArgumentType(parameter, callee, expected, found):
            "'\(callee)' expects \(expected) for '\(parameter)', found \(found)"
        case let .missingArgument(name, callee): "missing argument '\(name)' in call to '\(callee)'"
        case let .extraArgument(callee): "extra argument in call to '\(callee)'"
        case let .invalidArgument(parameter, callee, reason): "'\(callee)' cannot take this '\(parameter)': \(reason)"
        case let .notCallable(found): "\(found) cannot be called"
        case let .invalidOperands(op, left, right): "operator '\(op)' cannot combine \(left) and \(right)"
        case let .conditionNotBool(found): "condition must be a 'Bool', found \(found)"
        case .unwrappedNil: "unexpectedly found 'nil' while unwrapping an optional"
        case let .indexOutOfRange(index, count): "index \(index) is out of range (count \(count))"
        case .divisionByZero: "division by zero"
        case let .arithmeticOverflow(op): "arithmetic overflow in '\(op)'"
        case let .conversionOutOfRange(call): "\(call) is out of range"
        case let .invalidRange(lower, upper, op): "range \(lower)\(op)\(upper) has its lower bound above its upper bound"
        case let .cannotAssign(name): "cannot assign to '\(name)'"
        case let .uninitializedProperty(name, type): "'init' of '\(type)' leaves '\(name)' without a value"
        case let .patternMismatch(found): "\(found) does not match the pattern"
        case let .appStopped(call, message): "'\(call)' stops the app" + (message.isEmpty ? "" : ": \(message)")
        case let .castFailed(found, type): "\(found) is not a '\(type)'"
        case let .notASequence(found): "\(found) is not a sequence 'for' can loop over"
        case let .duplicateKey(key, place): "\(place) has the key \(key) more than once"
        }
    }

    /// What to do about it, in Swift's terms; a host may say it in its own (its docs, its files).
    public var hint: String? {
        switch self {
        case .recursionTooDeep: "give the recursion a condition that stops it"
        case .stepBudgetExceeded: "look for a loop or recursion that does not end"
        case .stringTooLarge: "keep long text in a file the app loads; a string is at most 1 MiB"
        case .collectionTooLarge: "make fewer elements"
        case let .unknownIdentifier(_, s), let .unknownParameter(_, _, s), let .unknownMember(_, _, s):
            s.map { "did you mean '\($0)'?" } ?? "check the spelling"
        case let .unresolvedMember(name, type):
            type.map { "write the type before it: '\($0)(…)'" }
                ?? "write the type before the dot ('Model.\(name)(…)'), or give the declaration its type ('let model: Model = .\(name)()')"
        case .duplicateDeclaration: "rename one of them, or remove the copy"
        case let .wrongArgumentType(parameter, _, expected, _): "pass \(expected) for '\(parameter)'"
        case let .missingArgument(name, callee): "add '\(name)' to the call to '\(callee)', as its declaration asks"
        case let .extraArgument(callee): "remove the extra argument, or check the labels '\(callee)' declares"
        case .invalidArgument: "give a value within what the parameter allows"
        case .notCallable: "only functions, closures and types are called with '(…)'"
        case .invalidOperands: "convert one side so both have the same type, as Swift requires (e.g. 'Double(n)')"
        case .conditionNotBool: "compare the value ('n > 0', 'name != nil', 'flag == true'): Swift has no truthiness"
        case .unwrappedNil: "use 'if let' or '??' to handle the missing value"
        case let .indexOutOfRange(_, count):
            count == 0 ? "the collection is empty here; check 'isEmpty' first" : "valid indices are 0 to \(count - 1); check 'indices.contains(i)' first"
        case .divisionByZero: "guard the divisor ('d == 0 ? 0 : n / d'); an iPhone would crash here"
        case .arithmeticOverflow: "an Int holds -9223372036854775808 to 9223372036854775807, and Swift stops the app on overflow; compute in Double or check the values first"
        case .conversionOutOfRange: "an Int holds -9223372036854775808 to 9223372036854775807; check the value before converting it"
        case .invalidRange: "write the smaller bound first"
        case .cannotAssign: "assign to a 'var', or to a property of a 'var'"
        case .uninitializedProperty: "set every stored property in 'init', or give it a default value"
        case .patternMismatch: "destructure a tuple with as many names as it has elements"
        case .appStopped: "the scene reached code the app only runs when something has gone wrong"
        case .castFailed: "use 'as?' and handle nil, as Swift would stop the app here"
        case .notASequence: "'for' loops over an array, a range, a dictionary, a set or a string"
        case .duplicateKey: "give each key once; Swift stops the app on a duplicate key here ('uniquingKeysWith:' merges them)"
        }
    }
}
