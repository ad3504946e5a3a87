import ViewTree

/// A `struct`: a data type, or a view when it conforms to `View`.
struct StructDecl: Sendable {
    var name: String
    var conformances: [String]
    var properties: [PropertyDecl]
    var functions: [FuncDecl]
    var location: SourceLocation

    var isView: Bool { conformances.contains("View") }
    var storedProperties: [PropertyDecl] { properties.filter { $0.getter == nil } }
}

/// A property: stored (`let id = UUID()`, `@State private var x = false`, `let item: CardItem`)
/// or computed (`var body: some View { … }`).
struct PropertyDecl: Sendable {
    var name: String
    var isLet: Bool
    /// `State`, `Namespace`, `Binding`, `ViewBuilder`, …
    var attributes: [String]
    var type: TypeRef?
    var defaultValue: Expr?
    var getter: [Stmt]?
    var location: SourceLocation

    func has(_ attribute: String) -> Bool { attributes.contains(attribute) }
}

/// A function: `func detailView(index: Int) -> some View { … }`.
struct FuncDecl: Sendable {
    struct Parameter: Sendable {
        /// The argument label (`nil` for `_`).
        var label: String?
        var name: String
        var type: TypeRef?
        var defaultValue: Expr?
    }

    var name: String
    var parameters: [Parameter]
    var returnType: TypeRef?
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
    var structs: [StructDecl] = []
    var functions: [FuncDecl] = []
    /// Top-level `let`/`var` in source order.
    var globals: [Stmt] = []
    var scenes: [SceneDecl] = []
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
        (location.line, location.column) >= (start.line, start.column)
            && (location.line, location.column) <= (end.line, end.column)
    }
}
