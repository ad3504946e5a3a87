/// Extensions the file writes on types it does not declare: a host's (`extension View { func
/// cardStyle() -> some View { … } }`, `extension Color { static let brand = … }`),
/// `extension String { var initials: String { … } }`, `extension Array where Element == Item`.
/// Their methods and computed properties are found by the standard types a value has.
extension Interpreter {
    /// The type names a value answers to, most specific first: the standard library's, by
    /// their host's names too (`CGFloat`), and a host value's own.
    package func builtinTypeNames(of value: Value) -> [String] {
        switch value {
        case .int: ["Int", "BinaryInteger", "FixedWidthInteger", "SignedInteger", "Numeric", "Comparable", "Equatable", "Hashable"]
        case .double: ["Double"] + aliases(of: "Double") + ["Float", "BinaryFloatingPoint", "FloatingPoint", "Numeric", "Comparable", "Equatable"]
        case .bool: ["Bool", "Equatable", "Hashable"]
        case .string: ["String", "StringProtocol", "Substring", "Comparable", "Equatable", "Hashable"]
        case .array, .range: ["Array", "Collection", "RandomAccessCollection", "BidirectionalCollection", "Sequence"]
        case .set: ["Set", "Collection", "Sequence"]
        case .dictionary: ["Dictionary", "Collection", "Sequence"]
        case let .host(h): h.typeNames
        case let .tuple(fields): host.typeNames(ofTupleLabelled: fields.map(\.label))
        // A host's value made as an instance (Foundation's `Date`): its type's name.
        case let .instance(inst) where types[inst.typeName] == nil: [inst.typeName]
        default: []
        }
    }

    /// The host's names for a standard type, sorted.
    package func aliases(of standardType: String) -> [String] {
        host.aliases.filter { $0.value == standardType }.map(\.key).sorted()
    }

    /// A method an extension of one of the value's standard types declares.
    package func extensionFunction(_ name: String, for value: Value) -> (FuncDecl, TypeDecl)? {
        guard !extensions.isEmpty else { return nil }
        for type in builtinTypeNames(of: value) {
            if let ext = extensions[type], let fn = ext.functions.first(where: { $0.name == name && !$0.isStatic }) { return (fn, ext) }
        }
        return nil
    }

    /// A computed property an extension of one of the value's standard types declares.
    package func extensionProperty(_ name: String, for value: Value) -> (PropertyDecl, TypeDecl)? {
        guard !extensions.isEmpty else { return nil }
        for type in builtinTypeNames(of: value) {
            if let ext = extensions[type], let p = ext.properties.first(where: { $0.name == name && $0.getter != nil && !$0.isStatic }) {
                return (p, ext)
            }
        }
        return nil
    }

    /// Calls an extension method with the value as `self`.
    package func callExtension(_ fn: FuncDecl, of ext: TypeDecl, on value: Value, _ values: [ArgValue], at location: SourceLocation) throws -> Value {
        try callFunction(fn, values, owner: ValueBox(value, decl: ext), at: location)
    }

    /// `Color.brand`, `Font.cardTitle`: a static member an extension of a standard type declares.
    package func extensionStatic(_ name: String, of type: String, at location: SourceLocation) throws -> Value? {
        guard let ext = extensions[type] else { return nil }
        if ext.staticProperties.contains(where: { $0.name == name }) { return try staticProperty(name, of: ext, at: location) }
        return nil
    }
}
