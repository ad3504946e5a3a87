import ViewTree

/// `self` while a body runs: the instance whose properties are in scope. For a struct it
/// is a box around a copy (a mutating method writes the copy back where it came from); for
/// a class it is the object itself (`ObjectRef`), so writes reach every holder.
class SelfBox {
    var instance: Instance
    let decl: TypeDecl

    init(instance: Instance, decl: TypeDecl) {
        self.instance = instance
        self.decl = decl
    }

    /// `self` as a value: a copy of the struct, or a reference to the object.
    var selfValue: Value { .instance(instance) }
}

/// `self` in a method of a value that is no struct instance: an enum's case, or a view, a
/// colour, a string… in an extension of `View`, `Color`, `String`.
final class ValueBox: SelfBox {
    var value: Value

    init(_ value: Value, decl: TypeDecl) {
        self.value = value
        super.init(instance: Instance(typeName: decl.name, names: [], fields: [:]), decl: decl)
    }

    override var selfValue: Value { value }
}

/// An instance of a class: one object on the heap, shared by every value that refers to it.
/// Its serial number (in creation order) names it in messages and keeps runs deterministic.
final class ObjectRef: SelfBox, @unchecked Sendable {
    let serial: Int

    init(instance: Instance, decl: TypeDecl, serial: Int) {
        self.serial = serial
        super.init(instance: instance, decl: decl)
    }

    override var selfValue: Value { .object(self) }
}

/// Every object the program made, so a scene's layouts can each start from the state the
/// globals left: `checkpoint()` after the globals, `restore(_:)` before each layout.
struct Heap {
    private(set) var objects: [ObjectRef] = []

    mutating func allocate(_ instance: Instance, decl: TypeDecl) -> ObjectRef {
        let ref = ObjectRef(instance: instance, decl: decl, serial: objects.count + 1)
        objects.append(ref)
        return ref
    }

    /// The fields of every object alive now.
    struct Checkpoint {
        var count: Int
        var instances: [Instance]
    }

    func checkpoint() -> Checkpoint { Checkpoint(count: objects.count, instances: objects.map(\.instance)) }

    /// Puts every object of the checkpoint back as it was; later objects are forgotten
    /// (nothing older can refer to them once the old fields are back).
    mutating func restore(_ c: Checkpoint) {
        for (ref, instance) in zip(objects, c.instances) { ref.instance = instance }
        objects.removeLast(objects.count - c.count)
    }
}
