import SwiftCore

/// Combine's subjects, as apps pass events from a model to its views: `PassthroughSubject`
/// and `CurrentValueSubject` (a `value` kept), `send(_:)`, `onReceive(subject)` and
/// `sink { }` (with `store(in:)`), `receive(on:)` and `eraseToAnyPublisher()` passing the
/// subject through (docs/scene-language.md, "Combine"). A value sent is delivered, in the order
/// sent, to the handlers of the views on screen and to every sink, once the code that sent it
/// has run: SwiftUI delivers it at once, within the same update, and what a handler writes
/// lands in that update here too. `onReceive` of a `CurrentValueSubject` gets its value when
/// its view appears, as a new subscriber does. Other operators (`map`, `debounce`…) are
/// errors at the call: their timing is not modelled.
struct SubjectState {
    var value: Value?
    var sinks: [ClosureValue] = []
}

enum CombineSubjects {
    static let prefix = "Combine.subject "
    static let cancellable = Value.opaque("AnyCancellable")
    /// Operators that hand the same events on.
    static let passThrough: Set<String> = ["receive", "eraseToAnyPublisher", "subscribe"]

    static func value(_ name: String) -> Value { .opaque(prefix + name) }

    /// The subject name of an object's `@Published` property's publisher.
    static func publishedName(_ object: ObjectRef, _ property: String) -> String {
        "published " + String(object.serial) + "." + property
    }

    /// The name of the subject a value stands for, or nil.
    static func name(of value: Value?) -> String? {
        guard case let .opaque(text)? = value, text.hasPrefix(prefix) else { return nil }
        return String(text.dropFirst(prefix.count))
    }
}

extension Interpreter {
    /// `PassthroughSubject<T, Never>()`, `CurrentValueSubject<T, Never>(initial)`.
    func makeSubject(_ name: String, _ values: [ArgValue], at location: SourceLocation) throws -> Value {
        var args = Arguments(values, callee: name, at: location)
        let initial = name == "CurrentValueSubject" ? try args.required(nil) { $0.take($1) }.value : nil
        try args.finish(known: [])
        let subject = String(ui.subjects.count)
        ui.subjects[subject] = SubjectState(value: initial)
        return CombineSubjects.value(subject)
    }

    /// A subject's methods: `send`, `sink`, the pass-through operators; nil for what is not one.
    func subjectMethod(_ name: String, of base: Value, _ values: [ArgValue], at location: SourceLocation) throws -> Value? {
        if case .opaque("AnyCancellable") = base {
            // `cancellable.store(in: &cancellables)`, `cancel()`: the subscription lives as long as the scene.
            guard name == "store" || name == "cancel" else { return nil }
            return .void
        }
        guard let n = CombineSubjects.name(of: base) else { return nil }
        // A `@Published` property's publisher is a subject once something subscribes to it.
        if ui.subjects[n] == nil, ui.publishedSources[n] != nil { ui.subjects[n] = SubjectState() }
        guard let subject = ui.subjects[n] else { return nil }
        switch name {
        case "send":
            let value = values.first?.value ?? .void
            if subject.value != nil { ui.subjects[n]?.value = value }
            if action != nil {
                action?.effects.sends.append((n, value, location))
            } else {
                // Sent while views are built (a model's init): only sinks can hear it yet.
                for sink in subject.sinks { _ = try callClosure(sink, [value], at: location) }
            }
            return .void
        case "sink":
            guard case let .closure(c)? = values.first(where: { $0.label == "receiveValue" || $0.label == nil })?.value else {
                throw EvalError(.wrongArgumentType(parameter: "receiveValue:", callee: "sink", expected: "a closure", found: "none"), at: location)
            }
            ui.subjects[n]?.sinks.append(c)
            // A CurrentValueSubject, and a `@Published` property, hand a new subscriber its value.
            let published = try ui.publishedSources[n].flatMap { source in
                try source.object.instance[source.property].map { try readThrough($0, at: location) }
            }
            if let current = subject.value ?? published { _ = try callClosure(c, [current], at: location) }
            return CombineSubjects.cancellable
        case _ where CombineSubjects.passThrough.contains(name):
            return base
        default:
            throw EvalError(diagnostic: Diagnostic(Message.combineOperatorNotRun(name), at: location))
        }
    }

    /// `subject.value` of a `CurrentValueSubject`.
    func subjectMember(_ name: String, of base: Value) -> Value? {
        guard let n = CombineSubjects.name(of: base), name == "value" else { return nil }
        return ui.subjects[n]?.value
    }

    /// `subject.value = x`: kept and sent, as Combine's setter sends it.
    func assignSubject(_ value: Value, toMember name: String, of base: Value, at location: SourceLocation) throws -> Bool {
        guard name == "value", let n = CombineSubjects.name(of: base), ui.subjects[n]?.value != nil else { return false }
        _ = try subjectMethod("send", of: base, [ArgValue(label: nil, value: value, location: location)], at: location)
        return true
    }
}

/// The host's side of `@Published` publishers: what `model.$query` is, and what a write to
/// the property sends.
extension SwiftUIHost {
    /// `model.$query`: a `@Published` property's publisher, a subject of the object's own that
    /// each write to the property sends on (CombineSubjects).
    func projectedMember(of property: PropertyDecl, owner: SelfBox, _ it: Interpreter) -> Value? {
        guard property.has("Published"), let object = owner as? ObjectRef else { return nil }
        let name = CombineSubjects.publishedName(object, property.name)
        it.ui.publishedSources[name] = (object, property.name)
        return CombineSubjects.value(name)
    }

    func didWriteProperty(_ name: String, of object: ObjectRef, _ value: Value, at location: SourceLocation, _ it: Interpreter) {
        let subject = CombineSubjects.publishedName(object, name)
        guard it.ui.publishedSources[subject] != nil else { return }
        it.action?.effects.sends.append((subject, value, location))
    }
}
