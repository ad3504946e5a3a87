/// One call of a method or function of Swift's standard library: what it is called on, its
/// arguments as evaluated and still to read, and the interpreter it runs on (its budget, its
/// closures). Every library table (`ArrayMethods`, `StringMethods`, …) takes one.
package struct LibraryCall<Receiver> {
    package let it: Interpreter
    package let name: String
    package var receiver: Receiver
    package let values: [ArgValue]
    package var args: Arguments
    package let location: SourceLocation
    /// Set by a method that answers before reading all its arguments (`starts(with:)` of
    /// something that is no array), or whose answer is another table's, which has read them
    /// itself: the unread ones are not reported.
    package var isFinished = false

    package init(it: Interpreter, name: String, receiver: Receiver, values: [ArgValue], args: Arguments? = nil, location: SourceLocation) {
        self.it = it
        self.name = name
        self.receiver = receiver
        self.values = values
        self.args = args ?? Arguments(values, callee: name, at: location)
        self.location = location
    }

    /// The function argument labelled `label`, or the unlabelled one.
    package mutating func function(_ label: String? = nil) throws -> Value {
        guard let f = args.takeFunction(label) ?? args.takeFunction(nil) else {
            throw EvalError(.missingArgument((label ?? "_") + ":", callee: name), at: location)
        }
        return f
    }

    package func call(_ f: Value, _ arguments: Value...) throws -> Value { try it.apply(f, arguments, at: location) }

    package func test(_ f: Value, _ arguments: Value...) throws -> Bool {
        try it.truth(try it.apply(f, arguments, at: location), at: location)
    }

    /// The argument labelled `label`, as text.
    package mutating func string(_ label: String? = nil) throws -> String {
        let arg = try args.required(label) { $0.take($1) }
        return try it.text(arg.value)
    }
}

/// An entry of a library table; nil when the receiver has no such method after all (`split`
/// with an empty separator, `isMultiple(of:)` of a Double, `Bool()` with no argument).
package typealias LibraryMethod<Receiver> = @Sendable (inout LibraryCall<Receiver>) throws -> Value?

extension Interpreter {
    /// Runs `name` from `table` on `receiver`; nil when the table has no such name. `known`:
    /// the labels an argument nobody read is compared with; nil leaves unread arguments alone.
    package func callLibrary<Receiver>(_ table: [String: LibraryMethod<Receiver>], _ name: String, entry: String? = nil, on receiver: Receiver,
                               _ values: [ArgValue], at location: SourceLocation, known: [String]?) throws -> Value? {
        guard let method = table[entry ?? name] else { return nil }
        var call = LibraryCall(it: self, name: name, receiver: receiver, values: values, location: location)
        guard let result = try method(&call) else { return nil }
        if let known, !call.isFinished { try call.args.finish(known: known) }
        return result
    }
}

/// Arrays' and sets' calls.
extension LibraryCall where Receiver == [Value] {
    package var items: [Value] {
        get { receiver }
        set { receiver = newValue }
    }

    package var members: [Value] { receiver }

    package mutating func index(_ label: String?) throws -> Int { try args.required(label) { try $0.int($1) } }

    /// `i` if the array has an element there (or, `inclusive`, may insert there).
    package func checked(_ i: Int, inclusive: Bool = false) throws -> Int {
        guard i >= 0, inclusive ? i <= items.count : i < items.count else {
            throw EvalError(.indexOutOfRange(index: i, count: items.count), at: location)
        }
        return i
    }

    /// The other set (or array) of `union`, `intersection`, `subtracting`.
    package mutating func other() throws -> [Value] {
        let arg = try args.required(nil) { $0.take($1) }
        switch arg.value {
        case let .set(m), let .array(m): return m
        default: throw args.wrongType(arg, expected: "a set or an array")
        }
    }

    package func has(_ list: [Value], _ member: Value) throws -> Bool { try list.contains { try it.equal($0, member) } }
}

extension LibraryCall where Receiver == String {
    package var s: String { receiver }
}

/// A number's calls.
extension LibraryCall where Receiver == Value {
    package var value: Value { receiver }
    /// The number as a Double (an Int converted).
    package var double: Double { it.number(value) ?? 0 }
    /// An Int's own value: Double(Int.max) rounds up to 2^63, which no Int holds.
    package var int: Int? { if case let .int(i) = value { i } else { nil } }
}

/// A dictionary's calls.
extension LibraryCall where Receiver == [(key: Value, value: Value)] {
    package var pairs: [(key: Value, value: Value)] { receiver }

    /// The closure argument, or the error naming the parameter Swift calls it by.
    package mutating func function(named parameter: String) throws -> Value {
        guard let f = args.takeFunction(nil) else { throw EvalError(.missingArgument(parameter + ":", callee: name), at: location) }
        try args.finish(known: [])
        return f
    }
}
