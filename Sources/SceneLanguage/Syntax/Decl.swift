import ViewTree

/// A type the file declares: a `struct` (a view when it conforms to `View`), a `class`
/// (instances live on the heap and are shared by reference), an `enum` or a `protocol`.
/// An `extension` is parsed into one too, named after the type it extends.
struct TypeDecl: Sendable {
    enum Kind: Sendable {
        case structure, classType, enumeration, protocolType
    }

    var kind: Kind
    var name: String
    /// `struct Card<Content: View>`: the names, constraints dropped.
    var genericParameters: [String] = []
    var conformances: [String]
    /// `@Observable`, `@MainActor`, …
    var attributes: [String] = []
    var properties: [PropertyDecl]
    var functions: [FuncDecl]
    var initializers: [FuncDecl] = []
    /// Initializers declared in extensions: unlike those in the body, they keep the
    /// memberwise initializer.
    var extensionInitializers: [FuncDecl] = []
    /// An enum's cases, in order.
    var cases: [EnumCaseDecl] = []
    /// The type this one is declared in (`Outer` for `Outer.Inner`), if any.
    var parent: String? = nil
    var location: SourceLocation

    var isView: Bool { conformances.contains("View") }
    var isEnum: Bool { kind == .enumeration }
    /// An enum's raw-value type: `String`, `Int`, `Double`, `Character`, written first.
    var rawType: String? {
        guard isEnum, let first = conformances.first,
              ["String", "Int", "Double", "Character", "Float", "CGFloat", "UInt", "Int64"].contains(first) else { return nil }
        return first
    }

    /// A declaration standing for a type the program does not declare (never reached by a
    /// well-formed program: instances come from declarations).
    static func unknown(_ name: String) -> TypeDecl {
        TypeDecl(kind: .structure, name: name, conformances: [], properties: [], functions: [], location: .unknown)
    }
    var isClass: Bool { kind == .classType }
    var storedProperties: [PropertyDecl] { properties.filter { $0.getter == nil && !$0.isStatic } }
    var staticProperties: [PropertyDecl] { properties.filter(\.isStatic) }

    /// Whether writing `property` is a change SwiftUI observes: a `@Published` property of an
    /// `ObservableObject`, or any stored property of an `@Observable` class not marked
    /// `@ObservationIgnored`.
    func observes(_ property: String) -> Bool {
        guard isClass, let p = properties.first(where: { $0.name == property }) else { return false }
        if attributes.contains("Observable") { return !p.has("ObservationIgnored") }
        return p.has("Published")
    }
}

/// A property: stored (`let id = UUID()`, `@State private var x = false`, `let item: CardItem`)
/// or computed (`var body: some View { … }`).
struct PropertyDecl: Sendable {
    var name: String
    var isLet: Bool
    /// `State`, `Namespace`, `Binding`, `ViewBuilder`, …
    var attributes: [String]
    /// The arguments an attribute was written with: `@Environment(\.colorScheme)`,
    /// `@AppStorage("name")`.
    var attributeArguments: [String: [Argument]] = [:]
    var isStatic = false
    var type: TypeRef?
    var defaultValue: Expr?
    var getter: [Stmt]?
    /// `set { … }` (with `newValue`, or the name written: `set(value) { … }`).
    var setter: [Stmt]? = nil
    var setterParameter = "newValue"
    /// `willSet { … }` (`newValue`) and `didSet { … }` (`oldValue`) around a stored property.
    var willSet: [Stmt]? = nil
    var didSet: [Stmt]? = nil
    var isLazy = false
    var location: SourceLocation

    func has(_ attribute: String) -> Bool { attributes.contains(attribute) }

    /// The property wrapper that stores this property outside the struct, if any.
    var wrapper: PropertyWrapper? {
        for a in attributes { if let w = PropertyWrapper(rawValue: a) { return w } }
        return nil
    }
}

/// The property wrappers SwiftUI stores state in.
enum PropertyWrapper: String, Sendable {
    case state = "State", sceneStorage = "SceneStorage", appStorage = "AppStorage"
    case focusState = "FocusState", gestureState = "GestureState"
    case stateObject = "StateObject", observedObject = "ObservedObject", environmentObject = "EnvironmentObject"
    case environment = "Environment", binding = "Binding", bindable = "Bindable"

    /// State kept by the view's identity, across rebuilds, as long as the view lives.
    var keepsState: Bool {
        switch self {
        case .state, .sceneStorage, .appStorage, .focusState, .gestureState, .stateObject: true
        default: false
        }
    }

    /// Whether the property's field holds a binding that reading the property reads through.
    var readsThrough: Bool { keepsState || self == .binding }
}

/// A function or an initializer: `func detailView(index: Int) -> some View { … }`,
/// `init(item: Item) { self.item = item }` (named `init`).
struct FuncDecl: Sendable {
    struct Parameter: Sendable {
        /// The argument label (`nil` for `_`).
        var label: String?
        var name: String
        var type: TypeRef?
        var defaultValue: Expr?
        /// `@ViewBuilder content: () -> Content`: a closure passed here builds views.
        var isViewBuilder = false
    }

    var name: String
    var parameters: [Parameter]
    var returnType: TypeRef?
    var body: [Stmt]
    var location: SourceLocation
    var isStatic = false
    var isMutating = false
    /// `@ViewBuilder func row() -> some View`.
    var isViewBuilder = false
}

/// `case home`, `case loaded(Item)`, `case error(message: String)`, `case gold = "Gold"`.
struct EnumCaseDecl: Sendable {
    var name: String
    var rawValue: Expr?
    /// The associated values' labels (nil: unlabelled) and types.
    var parameters: [(label: String?, type: TypeRef)]
    var location: SourceLocation
}

/// `#Preview("name") { … }`: a view to show, which a scene may take as its root.
struct PreviewDecl: Sendable {
    var name: String?
    var body: [Stmt]
    var location: SourceLocation
}

/// `scene("title") { … }`: its commands are statements run by the scene evaluator.
struct SceneDecl: Sendable {
    var title: String
    var body: [Stmt]
    var location: SourceLocation
}

/// A parsed file.
struct Program: Sendable {
    var types: [TypeDecl] = []
    var functions: [FuncDecl] = []
    /// Top-level `let`/`var` in source order.
    var globals: [Stmt] = []
    var scenes: [SceneDecl] = []
    /// `extension T { … }`, each parsed as a declaration named `T`.
    var extensions: [TypeDecl] = []
    var previews: [PreviewDecl] = []
    /// Top-level declarations that had syntax errors, in source order.
    var broken: [BrokenDeclaration] = []
}

/// A declaration with a syntax error: evaluation runs around it, and drops what it would
/// report inside it or about its name, since those would follow from the syntax error.
struct BrokenDeclaration: Sendable {
    var name: String?
    var start: SourceLocation
    var end: SourceLocation

    func contains(_ location: SourceLocation) -> Bool {
        location.file == start.file && (location.line, location.column) >= (start.line, start.column)
            && (location.line, location.column) <= (end.line, end.column)
    }
}
