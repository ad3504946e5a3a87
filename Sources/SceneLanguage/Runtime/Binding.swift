import SwiftCore
import ViewTree

/// A SwiftUI `Binding`: a reference to a storage location, not a copy of its value. Reading
/// it reads the location now; writing it changes the state it came from.
struct Binding: HostValue, @unchecked Sendable {
    var location: Location

    init(_ location: Location) {
        self.location = location
    }

    var kindDescription: String { "a 'Binding'" }
    var scalarText: String? { nil }
    func isEqual(to other: any HostValue) -> Bool? { nil }
}

extension Interpreter {
    /// `$name`: the binding a property wrapper projects. A `@State` gives its slot, a
    /// `@Binding` the binding it holds, an object (`@Bindable`, `@ObservedObject`, …) a
    /// root for `$model.field`; anything else a constant.
    func projectedValue(_ name: String, in scope: Scope, at location: SourceLocation) throws -> Value {
        // `$item` of `ForEach($items) { $item in … }`: the parameter itself.
        if let parameter = scope.lookupLocal("$" + name), case .host(SwiftUIValue.binding) = parameter { return parameter }
        let local = scope.lookupLocal(name)
        if let local, case .host(SwiftUIValue.binding) = local { return local }
        // A plain local has no `$` of its own: inside `if let x` (or `if let x = x`), `$x` is
        // still the wrapper's projection on `self`, and writes through it reach the state.
        if let local, scope.selfBox?.instance[name] == nil { return .binding(Binding(.constant(local))) }
        if let box = scope.selfBox, let field = box.instance[name] {
            if case .host(SwiftUIValue.binding) = field { return field }
            // `$query` inside the model: its `@Published` property's publisher (CombineSubjects).
            if let prop = box.decl.properties.first(where: { $0.name == name }), let publisher = host.projectedMember(of: prop, owner: box, self) {
                return publisher
            }
            return .binding(Binding(.constant(field)))
        }
        return .binding(Binding(.constant(try lookup(name, in: scope, at: location))))
    }

    /// `binding.name`: `$model.title` binds the object's property, `$item.title` the field of
    /// the struct the binding holds; `wrappedValue` reads it.
    func bindingMember(_ name: String, of b: Binding, at location: SourceLocation) throws -> Value {
        if name == "wrappedValue" { return try read(b.location, at: location) }
        if name == "projectedValue" { return .binding(b) }
        if case let .object(ref) = try read(b.location, at: location) { return .binding(Binding(.property(ref, name))) }
        return .binding(Binding(.member(b.location, name)))
    }
}

/// A binding passed as an argument (`$isOn`): the projection the language keeps beside the
/// value, for the parameters that take one (`@Binding` properties).
extension ArgValue {
    init(label: String?, value: Value, location: SourceLocation, binding: Binding?, isStringLiteral: Bool = false) {
        self.init(label: label, value: value, location: location, projected: binding.map(SwiftUIValue.binding),
                  isStringLiteral: isStringLiteral)
    }

    var binding: Binding? {
        get { if case let .binding(b)? = projected as? SwiftUIValue { b } else { nil } }
        set { projected = newValue.map(SwiftUIValue.binding) }
    }
}
