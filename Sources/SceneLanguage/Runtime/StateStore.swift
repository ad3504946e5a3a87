import SwiftCore
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

    func beginBuild() {
        live = []
        liveDefaults = []
    }

    /// Ends a whole tree's build: the state of views it did not meet is gone, and so are
    /// the defaults they were made with; the writes that led to it are forgotten.
    func endBuild() {
        slots = slots.filter { live.contains($0.key) }
        madeDefaults = madeDefaults.filter { liveDefaults.contains($0.key) }
        writtenViews = []
        otherWrites = false
        hasBuilt = true
    }

    // MARK: The structs parents made

    /// The default values each view struct was made with, by its identity and property.
    var madeDefaults: [StateKey: Value] = [:]
    private var liveDefaults: Set<StateKey> = []
    /// The views whose `@State` was written since the last build, and whether anything else
    /// SwiftUI observes was (an object's property, a path), which may rebuild any view.
    private var writtenViews: Set<Identity> = []
    private var otherWrites = false
    private var hasBuilt = false

    func keepDefault(_ key: StateKey) { liveDefaults.insert(key) }

    /// Notes a write SwiftUI observes: to `view`'s `@State`, or (nil) to anything else.
    func noteWrite(of view: Identity?) {
        if let view { writtenViews.insert(view) } else { otherWrites = true }
    }

    /// Whether the view at `identity` is the struct its parent made at the last build: only
    /// `@State` was written since, and none of it belongs to a view above it (whose body
    /// would run again and make the struct anew).
    func mayKeepDefaults(of identity: Identity) -> Bool {
        guard hasBuilt, !otherWrites else { return false }
        return !writtenViews.contains { written in
            written.components.count < identity.components.count && Array(identity.components.prefix(written.components.count)) == written.components
        }
    }

    var count: Int { slots.count }

    /// Every slot kept (in no particular order).
    var allSlots: [StateSlot] { Array(slots.values) }
}

/// A view's state: one value, kept by (view identity, property) in a `StateStore` for as
/// long as the view keeps its identity.
final class StateSlot: StorageSlot, @unchecked Sendable {
    var value: Value
    let key: StateKey

    init(value: Value, key: StateKey) {
        self.value = value
        self.key = key
    }
}

/// Which state a slot is: the identity of the view that declares it, and the property.
struct StateKey: Hashable, Sendable {
    var view: Identity
    var property: String
}
