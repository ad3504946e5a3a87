/// A place a value is stored, which can be read and written later: what a property
/// wrapper's projection refers to (`$isOn`, `$model.name`, `$items[2].title`).
package indirect enum Location: @unchecked Sendable {
    /// Storage the host keeps (a view's `@State`, kept by the view's identity).
    case slot(any StorageSlot)
    /// A stored property of an object.
    case property(ObjectRef, String)
    /// A field of the struct stored at another location.
    case member(Location, String)
    /// An element of the array or dictionary stored at another location.
    case element(Location, Value)
    /// `.constant(x)`, or `$x` of something that is no storage: reads `x`, ignores writes.
    case constant(Value)
    /// `Binding(get: { … }, set: { … })`.
    case computed(get: ClosureValue, set: ClosureValue)
}

extension Interpreter {
    /// The value stored at `location` now.
    package func read(_ location: Location, at where_: SourceLocation) throws -> Value {
        switch location {
        case let .slot(slot): return slot.value
        case let .property(ref, name): return ref.instance[name] ?? Value.none
        case let .member(base, name):
            let value = try read(base, at: where_)
            guard let field = value.field(name) else {
                throw EvalError(.unknownMember(name, type: value.kindDescription, suggestion: nil), at: where_)
            }
            return try readThrough(field, at: where_)
        case let .element(base, key):
            return try subscriptValue(try read(base, at: where_), key, at: where_)
        case let .constant(value): return value
        case let .computed(get, _): return try callClosure(get, [], at: where_)
        }
    }

    /// Stores `value` at `location`: a struct stored elsewhere is copied, changed and
    /// written back, as Swift's value semantics do; an object is changed in place.
    package func write(_ value: Value, to location: Location, at where_: SourceLocation) throws {
        switch location {
        case let .slot(slot):
            try host.willWrite(slot, self)
            slot.value = value
            host.didWrite(slot, self)
        case let .property(ref, name):
            try setField(name, of: ref, to: value, at: where_)
        case let .member(base, name):
            var container = try read(base, at: where_)
            if case let .object(ref) = container { return try setField(name, of: ref, to: value, at: where_) }
            guard container.field(name) != nil, case var .instance(inst) = container else {
                throw EvalError(.cannotAssign(name), at: where_)
            }
            inst[name] = value
            container = .instance(inst)
            try write(container, to: base, at: where_)
        case let .element(base, key):
            try write(try settingElement(key, of: try read(base, at: where_), to: value, at: where_), to: base, at: where_)
        case .constant:
            break
        case let .computed(_, set):
            _ = try callClosure(set, [value], at: where_)
        }
    }

    /// A property's value as the program sees it: a field that stores a reference (a view's
    /// `@State`, a `@Binding`) reads through to the value it refers to.
    package func readThrough(_ field: Value, at where_: SourceLocation) throws -> Value {
        if let location = host.location(of: field) { return try read(location, at: where_) }
        return field
    }
}
