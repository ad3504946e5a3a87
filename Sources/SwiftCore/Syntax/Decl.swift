
/// A type the file declares: a `struct` (a view when it conforms to `View`), a `class`
/// (instances live on the heap and are shared by reference), an `enum` or a `protocol`.
/// An `extension` is parsed into one too, named after the type it extends.
package struct TypeDecl: Sendable {
    package enum Kind: Sendable {
        case structure, classType, enumeration, protocolType
    }

    package var kind: Kind
    package var name: String
    /// `struct Card<Content: View>`: the names, constraints dropped.
    package var genericParameters: [String] = []
    package var conformances: [String]
    /// `@Observable`, `@MainActor`, …
    package var attributes: [String] = []
    package var properties: [PropertyDecl]
    package var functions: [FuncDecl]
    package var initializers: [FuncDecl] = []
    /// Initializers declared in extensions: unlike those in the body, they keep the
    /// memberwise initializer.
    package var extensionInitializers: [FuncDecl] = []
    /// An enum's cases, in order.
    package var cases: [EnumCaseDecl] = []
    /// The type this one is declared in (`Outer` for `Outer.Inner`), if any.
    package var parent: String? = nil
    package var location: SourceLocation

    package var isEnum: Bool { kind == .enumeration }

    /// A declaration standing for a type the program does not declare (never reached by a
    /// well-formed program: instances come from declarations).
    package static func unknown(_ name: String) -> TypeDecl {
        TypeDecl(kind: .structure, name: name, conformances: [], properties: [], functions: [], location: .unknown)
    }
    package var isClass: Bool { kind == .classType }
    package var storedProperties: [PropertyDecl] { properties.filter { $0.getter == nil && !$0.isStatic } }
    package var staticProperties: [PropertyDecl] { properties.filter(\.isStatic) }

    package init(kind: Kind, name: String, genericParameters: [String] = [], conformances: [String], attributes: [String] = [], properties: [PropertyDecl], functions: [FuncDecl], initializers: [FuncDecl] = [], extensionInitializers: [FuncDecl] = [], cases: [EnumCaseDecl] = [], parent: String? = nil, location: SourceLocation) {
        self.kind = kind
        self.name = name
        self.genericParameters = genericParameters
        self.conformances = conformances
        self.attributes = attributes
        self.properties = properties
        self.functions = functions
        self.initializers = initializers
        self.extensionInitializers = extensionInitializers
        self.cases = cases
        self.parent = parent
        self.location = location
    }
}

/// A property: stored (`let id = UUID()`, `@State private var x = false`, `let item: CardItem`)
/// or computed (`var body: some View { … }`).
package struct PropertyDecl: Sendable {
    package var name: String
    package var isLet: Bool
    /// The attributes written before it: `@Published`, `@MainActor`, a host's wrappers.
    package var attributes: [String]
    /// The arguments an attribute was written with: `@Environment(\.colorScheme)`,
    /// `@AppStorage("name")`.
    package var attributeArguments: [String: [Argument]] = [:]
    package var isStatic: Bool = false
    package var type: TypeRef?
    package var defaultValue: Expr?
    package var getter: [Stmt]?
    /// `set { … }` (with `newValue`, or the name written: `set(value) { … }`).
    package var setter: [Stmt]? = nil
    package var setterParameter: String = "newValue"
    /// `willSet { … }` (`newValue`) and `didSet { … }` (`oldValue`) around a stored property.
    package var willSet: [Stmt]? = nil
    package var didSet: [Stmt]? = nil
    package var isLazy: Bool = false
    package var location: SourceLocation

    package func has(_ attribute: String) -> Bool { attributes.contains(attribute) }

    package init(name: String, isLet: Bool, attributes: [String], attributeArguments: [String: [Argument]] = [:], isStatic: Bool = false, type: TypeRef? = nil, defaultValue: Expr? = nil, getter: [Stmt]? = nil, setter: [Stmt]? = nil, setterParameter: String = "newValue", willSet: [Stmt]? = nil, didSet: [Stmt]? = nil, isLazy: Bool = false, location: SourceLocation) {
        self.name = name
        self.isLet = isLet
        self.attributes = attributes
        self.attributeArguments = attributeArguments
        self.isStatic = isStatic
        self.type = type
        self.defaultValue = defaultValue
        self.getter = getter
        self.setter = setter
        self.setterParameter = setterParameter
        self.willSet = willSet
        self.didSet = didSet
        self.isLazy = isLazy
        self.location = location
    }
}

/// A function or an initializer: `func detailView(index: Int) -> some View { … }`,
/// `init(item: Item) { self.item = item }` (named `init`).
package struct FuncDecl: Sendable {
    package struct Parameter: Sendable {
        /// The argument label (`nil` for `_`).
        package var label: String?
        package var name: String
        package var type: TypeRef?
        package var defaultValue: Expr?
        /// Whether the dialect's result builder marks it: a closure passed here builds with it.
        package var isResultBuilder: Bool = false
    }

    package var name: String
    package var parameters: [Parameter]
    package var returnType: TypeRef?
    package var body: [Stmt]
    package var location: SourceLocation
    package var isStatic: Bool = false
    package var isMutating: Bool = false
    /// A function marked with one of the dialect's result builders.
    package var isResultBuilder: Bool = false

    package init(name: String, parameters: [Parameter], returnType: TypeRef? = nil, body: [Stmt], location: SourceLocation, isStatic: Bool = false, isMutating: Bool = false, isResultBuilder: Bool = false) {
        self.name = name
        self.parameters = parameters
        self.returnType = returnType
        self.body = body
        self.location = location
        self.isStatic = isStatic
        self.isMutating = isMutating
        self.isResultBuilder = isResultBuilder
    }
}

/// `case home`, `case loaded(Item)`, `case error(message: String)`, `case gold = "Gold"`.
package struct EnumCaseDecl: Sendable {
    package var name: String
    package var rawValue: Expr?
    /// The associated values' labels (nil: unlabelled) and types.
    package var parameters: [(label: String?, type: TypeRef)]
    package var location: SourceLocation

    package init(name: String, rawValue: Expr? = nil, parameters: [(label: String?, type: TypeRef)], location: SourceLocation) {
        self.name = name
        self.rawValue = rawValue
        self.parameters = parameters
        self.location = location
    }
}

/// `#Name("title") { … }`: one of the dialect's freestanding macros, with its first unlabelled
/// string argument and its body.
package struct MacroBlock: Sendable {
    package var macro: String
    package var name: String?
    package var body: [Stmt]
    package var location: SourceLocation
    /// The `@Previewable` declarations that open a `#Preview`'s body (`@Previewable @State
    /// var isOn = true`): the preview's own stored properties, without that attribute.
    package var properties: [PropertyDecl] = []

    package init(macro: String, name: String? = nil, body: [Stmt], location: SourceLocation) {
        self.macro = macro
        self.name = name
        self.body = body
        self.location = location
    }
}

/// `call("title") { … }`: one of the dialect's top-level calls, with its title and body.
package struct TitledBlock: Sendable {
    package var call: String
    package var title: String
    package var body: [Stmt]
    package var location: SourceLocation

    package init(call: String, title: String, body: [Stmt], location: SourceLocation) {
        self.call = call
        self.title = title
        self.body = body
        self.location = location
    }
}

/// A parsed file.
package struct Program: Sendable {
    package var types: [TypeDecl] = []
    package var functions: [FuncDecl] = []
    /// Top-level `let`/`var` in source order.
    package var globals: [Stmt] = []
    /// The dialect's top-level calls, in source order.
    package var blocks: [TitledBlock] = []
    /// `extension T { … }`, each parsed as a declaration named `T`.
    package var extensions: [TypeDecl] = []
    /// The dialect's freestanding macros, in source order.
    package var macros: [MacroBlock] = []
    /// Top-level declarations that had syntax errors, in source order.
    package var broken: [BrokenDeclaration] = []

    package init(types: [TypeDecl] = [], functions: [FuncDecl] = [], globals: [Stmt] = [], blocks: [TitledBlock] = [], extensions: [TypeDecl] = [], macros: [MacroBlock] = [], broken: [BrokenDeclaration] = []) {
        self.types = types
        self.functions = functions
        self.globals = globals
        self.blocks = blocks
        self.extensions = extensions
        self.macros = macros
        self.broken = broken
    }
}

/// A declaration with a syntax error: evaluation runs around it, and drops what it would
/// report inside it or about its name, since those would follow from the syntax error.
package struct BrokenDeclaration: Sendable {
    package var name: String?
    package var start: SourceLocation
    package var end: SourceLocation

    package func contains(_ location: SourceLocation) -> Bool {
        location.file == start.file && (location.line, location.column) >= (start.line, start.column)
            && (location.line, location.column) <= (end.line, end.column)
    }

    package init(name: String? = nil, start: SourceLocation, end: SourceLocation) {
        self.name = name
        self.start = start
        self.end = end
    }
}
