/// `self` while a body runs: the instance whose properties are in scope. For a struct it
/// is a box around a copy (a mutating method writes the copy back where it came from); for
/// a class it is the object itself (`ObjectRef`), so writes reach every holder.
package class SelfBox {
    package var instance: Instance
    package let decl: TypeDecl

    package init(instance: Instance, decl: TypeDecl) {
        self.instance = instance
        self.decl = decl
    }

    /// `self` as a value: a copy of the struct, or a reference to the object.
    package var selfValue: Value { .instance(instance) }
}

/// `self` in a method of a value that is no struct instance: an enum's case, a string, a
/// host's value… in an extension of a type the program does not declare.
package final class ValueBox: SelfBox {
    package var value: Value

    package init(_ value: Value, decl: TypeDecl) {
        self.value = value
        super.init(instance: Instance(typeName: decl.name, names: [], fields: [:]), decl: decl)
    }

    override package var selfValue: Value { value }
}

/// An instance of a class: one object on the heap, shared by every value that refers to it.
/// Its serial number (in creation order) names it in messages and keeps runs deterministic.
package final class ObjectRef: SelfBox, @unchecked Sendable {
    package let serial: Int

    package init(instance: Instance, decl: TypeDecl, serial: Int) {
        self.serial = serial
        super.init(instance: instance, decl: decl)
    }

    override package var selfValue: Value { .object(self) }
}

/// Every object the program made, so a scene's layouts can each start from the state the
/// globals left: `checkpoint()` after the globals, `restore(_:)` before each layout.
package struct Heap {
    package private(set) var objects: [ObjectRef] = []

    package init() {}

    package mutating func allocate(_ instance: Instance, decl: TypeDecl) -> ObjectRef {
        let ref = ObjectRef(instance: instance, decl: decl, serial: objects.count + 1)
        objects.append(ref)
        return ref
    }

    /// Every object alive now, with its fields.
    package struct Checkpoint {
        package var objects: [ObjectRef]
        package var instances: [Instance]
    }

    package func checkpoint() -> Checkpoint { Checkpoint(objects: objects, instances: objects.map(\.instance)) }

    /// Puts the heap back as it was at the checkpoint: its objects, each with its fields then.
    /// Objects made since are forgotten (nothing older can refer to them once the old fields
    /// are back). A checkpoint may be later than the heap's state: a layout evaluated at an
    /// earlier moment restores the later checkpoint it interrupted, objects made after that
    /// moment included.
    package mutating func restore(_ c: Checkpoint) {
        objects = c.objects
        for (ref, instance) in zip(objects, c.instances) { ref.instance = instance }
    }
}
