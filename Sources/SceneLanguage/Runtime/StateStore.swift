import ViewTree

/// SwiftUI's rule for view state: a view's `@State` (and `@StateObject`, `@SceneStorage`,
/// `@AppStorage`, `@FocusState`, `@GestureState`) lives as long as the view keeps its
/// identity. The store keeps one slot per (identity, property): the first build that meets
/// the view creates it from the value the view was given, later builds find it (the value
/// given then is ignored, as SwiftUI ignores it), and a build the view is absent from ends it.
final class StateStore {
    private var slots: [StateKey: StateSlot] = [:]
    private var live: Set<StateKey> = []

    /// The slot for `key`, made with `initial()` when the view is new. Marks it alive in
    /// the build running now.
    func slot(_ key: StateKey, initial: () throws -> Value) rethrows -> StateSlot {
        live.insert(key)
        if let slot = slots[key] { return slot }
        let slot = StateSlot(value: try initial(), key: key)
        slots[key] = slot
        return slot
    }

    /// Whether `slot` is the one the store keeps for its key (a view met again).
    func keeps(_ slot: StateSlot) -> Bool {
        guard slots[slot.key] === slot else { return false }
        live.insert(slot.key)
        return true
    }

    func beginBuild() { live = [] }

    /// Ends a whole tree's build: the state of views it did not meet is gone.
    func endBuild() {
        slots = slots.filter { live.contains($0.key) }
    }

    var count: Int { slots.count }

    /// Every slot kept (in no particular order).
    var allSlots: [StateSlot] { Array(slots.values) }
}
