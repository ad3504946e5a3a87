import Foundation

/// Types from context, where Swift takes them: an expression written where a type is known
/// (a declaration's annotation, a parameter's type, an array's element, a function's return
/// type with `Self`) resolves its leading-dot forms and its literals by that type, before it
/// is evaluated, as the compiler types it.
///
/// - `.init(…)` is `T(…)`: `@State private var vm: ViewModel = .init()`, `let g: Gradient = .init(colors: …)`.
/// - `.name(…)` and `.name` are `T.name(…)` and `T.name` when the file declares `T` with that
///   static member (`static func previewValue() -> Self` called as `.previewValue()`).
/// - Integer literals are `T`'s when `T` is floating: `let k: CGFloat = 1/30` is 0.0333, not 0.
/// - An array or dictionary literal passes its element type to each element.
extension Interpreter {
    package static let floatingTypes: Set<String> = ["Double", "Float", "Float64", "Float32"]

    /// Whether a type is floating: the standard library's, by its own names or its host's.
    package func isFloating(_ type: String) -> Bool {
        Interpreter.floatingTypes.contains(type) || host.aliases[type].map(Interpreter.floatingTypes.contains) ?? false
    }

    /// Evaluates `expr` where Swift expects `type`, and gives the value that type.
    package func evaluate(_ expr: Expr, as type: TypeRef?, selfType: String? = nil, in scope: Scope) throws -> Value {
        guard let type else { return try evaluate(expr, in: scope) }
        let typed = typed(expr, as: Interpreter.resolvingSelf(type.baseName, selfType))
        return try coerce(try evaluate(typed, in: scope), to: TypeRef(text: Interpreter.resolvingSelf(type.text, selfType),
                                                                       location: type.location), at: expr.location)
    }

    /// `Self` in a return type is the type the function is declared in.
    package static func resolvingSelf(_ text: String, _ selfType: String?) -> String {
        guard let selfType, text == "Self" || text == "Self?" else { return text }
        return selfType + text.dropFirst(4)
    }

    /// `expr` with its leading-dot forms and literals resolved by `typeText` (written as
    /// declared, optionals already unwrapped).
    package func typed(_ expr: Expr, as typeText: String) -> Expr {
        var t = typeText
        while t.hasSuffix("?") || t.hasSuffix("!") { t.removeLast() }
        var out = expr
        switch expr.kind {
        case let .array(items):
            guard let element = Interpreter.elementType(of: t) else { return expr }
            out.kind = .array(items.map { typed($0, as: element) })
        case let .dictionary(pairs):
            guard let (key, value) = Interpreter.keyValueTypes(of: t) else { return expr }
            out.kind = .dictionary(pairs.map { (typed($0.key, as: key), typed($0.value, as: value)) })
        case let .call(callee, args, trailing):
            guard case let .implicitMember(name) = callee.kind, let base = resolvedBase(name, in: t, calling: true) else { return expr }
            out.kind = .call(base, args, trailing: trailing)
        case let .implicitMember(name):
            guard let base = resolvedBase(name, in: t, calling: false) else { return expr }
            out = base
        case .int, .binary, .unary, .tuple:
            guard isFloating(t) else { return expr }
            return Interpreter.floatingLiterals(expr)
        case let .ternary(c, a, b):
            out.kind = .ternary(c, typed(a, as: t), typed(b, as: t))
        default:
            return expr
        }
        return out
    }

    /// `T(` for `.init(`, `T.name` for a static member the file declares on `T`; nil when
    /// the member is left to the value's reader (a SwiftUI type's `.red`, `.spring`).
    private func resolvedBase(_ name: String, in typeText: String, calling: Bool) -> Expr? {
        guard Interpreter.isTypeName(typeText) else { return nil }
        let location = SourceLocation.unknown
        if name == "init", calling { return Expr(kind: .identifier(typeText), location: location) }
        guard let decl = types[typeText], !decl.isEnum else { return nil }
        let statics = decl.functions.filter(\.isStatic).map(\.name) + decl.staticProperties.map(\.name)
            + (extensions[typeText].map { $0.functions.filter(\.isStatic).map(\.name) + $0.staticProperties.map(\.name) } ?? [])
        guard statics.contains(name) else { return nil }
        return Expr(kind: .member(Expr(kind: .identifier(typeText), location: location), name), location: location)
    }

    /// A plain nominal type: `ViewModel`, `Outer.Inner`; not `[T]`, `some View`, `(A, B)`, `T<U>`.
    package static func isTypeName(_ text: String) -> Bool {
        guard let first = text.first, first.isUppercase else { return false }
        return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." } && text != "Self"
    }

    /// `[Item]` → `Item`; `Array<Item>` → `Item`; `Set<Item>` → `Item`.
    package static func elementType(of text: String) -> String? {
        if text.hasPrefix("["), text.hasSuffix("]"), keyValueTypes(of: text) == nil { return String(text.dropFirst().dropLast()) }
        for generic in ["Array<", "Set<"] where text.hasPrefix(generic) && text.hasSuffix(">") {
            return String(text.dropFirst(generic.count).dropLast())
        }
        return nil
    }

    /// `[String: Item]` → (`String`, `Item`).
    package static func keyValueTypes(of text: String) -> (String, String)? {
        guard text.hasPrefix("["), text.hasSuffix("]") else { return nil }
        let inner = text.dropFirst().dropLast()
        var depth = 0
        for i in inner.indices {
            switch inner[i] {
            case "[", "(", "<": depth += 1
            case "]", ")", ">": depth -= 1
            case ":" where depth == 0:
                return (inner[..<i].trimmingCharacters(in: .whitespaces), inner[inner.index(after: i)...].trimmingCharacters(in: .whitespaces))
            default: break
            }
        }
        return nil
    }

    /// Whether `expr` is arithmetic of number literals alone with a division in it: the form
    /// whose value depends on the type the context expects (`100 * 1/3`).
    package static func dividesLiterals(_ expr: Expr) -> Bool {
        func literalOnly(_ e: Expr) -> (ok: Bool, divides: Bool) {
            switch e.kind {
            case .int, .double: return (true, false)
            case let .unary(op, inner) where op == "-" || op == "+": return literalOnly(inner)
            case let .binary(op, a, b) where ["+", "-", "*", "/"].contains(op):
                let (l, r) = (literalOnly(a), literalOnly(b))
                return (l.ok && r.ok, op == "/" || l.divides || r.divides)
            case let .tuple(items) where items.count == 1 && items[0].label == nil: return literalOnly(items[0].value)
            default: return (false, false)
            }
        }
        let found = literalOnly(expr)
        return found.ok && found.divides
    }

    /// An arithmetic expression of literals with its integer literals made floating, as Swift
    /// types `1/30` where a `CGFloat` is expected. Names, calls and members keep their own types.
    package static func floatingLiterals(_ expr: Expr) -> Expr {
        var out = expr
        switch expr.kind {
        case let .int(i): out.kind = .double(Double(i))
        case let .unary(op, e) where op == "-" || op == "+": out.kind = .unary(op, floatingLiterals(e))
        case let .binary(op, a, b) where ["+", "-", "*", "/"].contains(op):
            out.kind = .binary(op, floatingLiterals(a), floatingLiterals(b))
        case let .tuple(items) where items.count == 1 && items[0].label == nil:
            var item = items[0]
            item.value = floatingLiterals(item.value)
            out.kind = .tuple([item])
        default: break
        }
        return out
    }
}

extension Interpreter {
    /// Gives a leading-dot value the type a declaration names: `color: .purple` → a Color.
    package func coerce(_ value: Value, to type: TypeRef?, at location: SourceLocation) throws -> Value {
        guard let type else { return value }
        // Only these take a type from the context; the rest (a string, a view, an instance)
        // are already what they are, and every memberwise argument comes through here.
        switch value {
        case .int: if type.text == "Int" { return value }
        case .enumCase, .array, .tuple: break
        default: return value
        }
        let name = type.genericBase
        if case let .enumCase(c, args) = value, types[name] == nil {
            // `.init(red: 1, green: 0, blue: 0)` where a `Color` is expected, `.init(.thickMaterial)`
            // for an `AnyShapeStyle`: the host type's own initializer; `.red` a colour.
            if c == "init", host.isType(name), let made = try host.make(name, args, complete: true, at: location, self) { return made }
            if let made = try host.coerce(value, to: name, at: location, self) { return made }
        }
        switch (name, value) {
        case (let floating, .int(let i)) where isFloating(floating): return .double(Double(i))
        case (let name, .enumCase(let c, let args)):
            // `let tab: Tab = .home`, `item: .init(title: "a")`, `-> Self { .init() }`: a leading-dot
            // case, initializer or static member of the type the context expects.
            guard let decl = types[name] else {
                if c == "init", Interpreter.isTypeName(name) { throw EvalError(.unresolvedMember("init", type: name), at: location) }
                return value
            }
            if decl.isEnum, decl.cases.contains(where: { $0.name == c }) { return try enumCase(c, of: decl, args, at: location) }
            if c == "init", decl.kind != .protocolType { return try instantiate(decl, args, at: location) }
            if let fn = (decl.functions + (extensions[name]?.functions ?? [])).first(where: { $0.name == c && $0.isStatic }) {
                return try callFunction(fn, args, owner: nil, selfType: name, at: location)
            }
            if decl.staticProperties.contains(where: { $0.name == c }) { return try staticProperty(c, of: decl, at: location) }
            return value
        case ("Set", .array(let items)): return try makeSet(items)
        case let (_, .array(items)):
            // `let items: [Item] = [.init(title: "a")]`: each element has the element's type.
            var typed = value
            if let element = Interpreter.elementType(of: type.baseName), Interpreter.isTypeName(element) {
                let elementType = TypeRef(text: element, location: type.location)
                typed = .array(try items.map { try coerce($0, to: elementType, at: location) })
            }
            return type.tupleLabels.map { Interpreter.labelTuples(typed, $0) } ?? typed
        // `let rows: [(icon: String, title: String)] = [("bell", "Alerts")]` labels its tuples.
        case (_, .tuple): return type.tupleLabels.map { Interpreter.labelTuples(value, $0) } ?? value
        default: return value
        }
    }
}

extension Interpreter {
    /// The type an array literal's elements share when some are written with a leading dot
    /// (`.rect(…)`) and another names a type the program declares (`Shape.circle(…)`,
    /// `Item(…)`); nil otherwise.
    func elementType(of items: [Expr]) -> String? {
        guard items.contains(where: Interpreter.isImplicitMember) else { return nil }
        for item in items {
            if let name = Interpreter.namedType(of: item), types[name] != nil { return name }
        }
        return nil
    }

    /// `.name` or `.name(…)`.
    static func isImplicitMember(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .implicitMember: true
        case let .call(callee, _, _): if case .implicitMember = callee.kind { true } else { false }
        default: false
        }
    }

    /// The type an expression names by writing it: `T(…)`, `T.name`, `T.name(…)`.
    static func namedType(of expr: Expr) -> String? {
        switch expr.kind {
        case let .call(callee, _, _):
            if case let .identifier(name) = callee.kind, isTypeName(name) { return name }
            return namedType(of: callee)
        case let .member(base, _):
            if case let .identifier(name) = base.kind, isTypeName(name) { return name }
            return nil
        default:
            return nil
        }
    }
}
