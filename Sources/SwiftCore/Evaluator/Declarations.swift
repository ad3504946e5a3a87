extension Interpreter {
    /// Registers the file's declarations. Types are found by name, a nested one also as
    /// `Outer.Inner` (and `A.B.Inner` at any depth). An extension's members join its type; one of a type the file does not
    /// declare (`View`, `Color`, `String`, a protocol) is kept by that name. A type gets the
    /// members of the extensions of every protocol it conforms to, unless it has its own:
    /// a protocol's default implementations. Two types may share a simple name as Swift
    /// allows: nested in different types, or each private to its own file
    /// (`sharedTypeNames`, resolved where written by `scopedTypeKey`).
    package func declare(_ program: Program) {
        for original in program.types {
            var decl = original
            let name = original.name
            // A type of the file's own may share a SwiftUI view's name (`struct Stepper: View`):
            // as in Swift, the file's shadows SwiftUI's.
            if let existing = types[name] {
                let otherFile = existing.parent == nil && decl.parent == nil && existing.location.file != decl.location.file
                if existing.parent != nil, decl.parent == nil {
                    // A top-level type takes the simple name from a nested one declared before it.
                    sharedTypeNames.insert(name)
                    var nested = existing
                    nested.name = name + "~" + (existing.parent ?? "")
                    for (key, value) in types where value.location == existing.location && value.name == name { types[key] = nested }
                    types[nested.name] = nested
                    types[name] = decl
                } else if existing.parent != decl.parent || otherFile {
                    // Nested in different types, or each private to its own file: as Swift
                    // allows, each is its own type. The later one is named apart (`Row~b.swift`),
                    // so its values find it, and found from where it is written (`scopedTypeKey`).
                    sharedTypeNames.insert(name)
                    let place = decl.parent ?? String(decl.location.file.split(separator: "/").last ?? "")
                    decl.name = name + "~" + place
                    types[decl.name] = decl
                    if otherFile {
                        types[existing.location.file + "#" + name] = types[existing.location.file + "#" + name] ?? existing
                        types[decl.location.file + "#" + name] = decl
                    }
                } else {
                    diagnostics.add(.duplicateDeclaration(name), at: decl.location)
                    types[name] = decl
                }
            } else {
                types[name] = decl
            }
            // `Outer.Inner`, and for deeper nesting each qualified tail: `About` in
            // `Strings.Settings` is also `Settings.About` and `Strings.Settings.About`.
            if let parent = decl.parent {
                let outer = parent.split(separator: ".")
                for start in outer.indices { types[outer[start...].joined(separator: ".") + "." + name] = decl }
            }
        }
        for ext in program.extensions {
            let name = ext.name.split(separator: ".").last.map(String.init) ?? ext.name
            if var decl = types[name], decl.kind != .protocolType {
                merge(ext, into: &decl, overriding: true)
                types[name] = decl
            } else {
                var kept = extensions[name] ?? TypeDecl(kind: .protocolType, name: name, conformances: [], properties: [],
                                                        functions: [], location: ext.location)
                merge(ext, into: &kept, overriding: true)
                extensions[name] = kept
            }
        }
        for name in types.keys.sorted() {
            guard var decl = types[name], decl.kind != .protocolType else { continue }
            for p in conformances(of: decl) {
                if let defaults = extensions[p] { merge(defaults, into: &decl, overriding: false) }
            }
            types[name] = decl
        }
    }

    /// Every protocol `decl` conforms to, through the protocols' own conformances.
    package func conformances(of decl: TypeDecl) -> [String] {
        var seen: [String] = []
        var queue = decl.conformances.map { TypeRef(text: $0, location: .unknown).baseName }
        while let p = queue.first {
            queue.removeFirst()
            guard !seen.contains(p) else { continue }
            seen.append(p)
            if let proto = types[p], proto.kind == .protocolType { queue += proto.conformances }
        }
        return seen
    }

    /// Adds `ext`'s members to `decl`; with `overriding` false, only those `decl` lacks.
    private func merge(_ ext: TypeDecl, into decl: inout TypeDecl, overriding: Bool) {
        for p in ext.properties where overriding || !decl.properties.contains(where: { $0.name == p.name }) {
            decl.properties.append(p)
        }
        for f in ext.functions where overriding || !decl.functions.contains(where: { $0.name == f.name }) {
            decl.functions.append(f)
        }
        // An initializer in an extension keeps the memberwise one, as in Swift.
        decl.extensionInitializers += ext.initializers
        decl.conformances += ext.conformances.filter { !decl.conformances.contains($0) }
    }
}

extension Interpreter {
    /// The key of the type a simple name written at `location` inside `scope` means, when two
    /// declarations share that name (`sharedTypeNames`): a type nested in the type whose code
    /// is running, or in one around it (`CodingKeys` inside `Header` is `Header.CodingKeys`),
    /// then one of the file it is written in; else the name itself.
    package func scopedTypeKey(_ name: String, in scope: Scope, at location: SourceLocation) -> String {
        guard sharedTypeNames.contains(name) else { return name }
        if let owner = scope.selfBox?.decl {
            var chain = (owner.parent?.split(separator: ".").map(String.init) ?? []) + [owner.name]
            while !chain.isEmpty {
                let key = chain.joined(separator: ".") + "." + name
                if types[key] != nil { return key }
                chain.removeLast()
            }
        }
        let own = location.file + "#" + name
        return types[own] != nil ? own : name
    }
}
