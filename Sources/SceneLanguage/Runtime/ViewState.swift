import SwiftCore
import ViewTree

extension Interpreter {
    /// Connects a view's state properties to the store: each reads and writes the slot kept
    /// for (the view's identity, the property). A view met for the first time starts from
    /// the value it was made with; a `@StateObject`'s object is made then, once.
    func attachState(_ box: SelfBox, identity: Identity) throws {
        for prop in box.decl.storedProperties {
            guard let wrapper = prop.wrapper, wrapper.keepsState else { continue }
            let key = StateKey(view: identity, property: prop.name)
            if case let .host(SwiftUIValue.binding(b))? = box.instance[prop.name], case let .slot(stored) = b.location, let slot = stored as? StateSlot, slot.key == key, state.keeps(slot) {
                continue
            }
            let given = box.instance[prop.name]
            let slot = try state.slot(key) {
                if let given { return try readThrough(given, at: prop.location) }
                if let d = prop.defaultValue { return try evaluate(d, as: prop.type, in: Scope(parent: globals)) }
                return Value.none
            }
            box.instance[prop.name] = .binding(Binding(.slot(slot)))
        }
    }
}
