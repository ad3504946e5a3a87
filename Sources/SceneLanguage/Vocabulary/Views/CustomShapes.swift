import SwiftCore
import Drawing
import Geometry
import ViewTree

/// The `Shape` protocol: a struct of the app's with `path(in:)` is a shape view (it takes the
/// space it is offered, fills with the foreground style, and takes `fill`, `stroke`, `trim`,
/// and is a `clipShape` or a background's `in:`). Its `path(in:)` runs through the evaluator
/// (layout-time evaluation) for the rectangle the shape is drawn in, whenever that is a new
/// one: at every in-between size of a frame that animates.
///
/// `animatableData` (a number, an `Angle`'s radians, or `AnimatablePair`s of them) is what
/// animates: a flight mixes it and the evaluator writes the mixed value back through the
/// property's setter before it calls `path(in:)`, as SwiftUI does. An `InsettableShape`'s
/// `inset(by:)` runs first when a `strokeBorder` insets it.
extension Interpreter {
    /// `Type(args)` for a type that conforms to `Shape` or `InsettableShape`.
    func customShape(_ decl: TypeDecl, _ values: [ArgValue], at location: SourceLocation) throws -> ViewNode {
        guard case let .instance(instance) = try instantiate(decl, values, at: location) else {
            throw EvalError(.unknownView(decl.name, suggestion: nil), at: location)
        }
        return try shapeView(instance, decl, at: location)
    }

    static func isShape(_ decl: TypeDecl) -> Bool {
        !decl.isClass && (decl.conformances.contains("Shape") || decl.conformances.contains("InsettableShape"))
    }

    /// The shape view of an instance of a `Shape` type.
    func shapeView(_ instance: Instance, _ decl: TypeDecl, at location: SourceLocation) throws -> ViewNode {
        guard let pathFn = decl.functions.first(where: { $0.name == "path" && !$0.isStatic }) else {
            throw EvalError(.missingArgument("func path(in:)", callee: decl.name), at: decl.location)
        }
        let box = SelfBox(instance: instance, decl: decl)
        let template = try decl.properties.first { $0.name == "animatableData" && !$0.isStatic && $0.getter != nil }
            .map { try computed($0, of: box, at: location) }
        let numbers = template.flatMap(Interpreter.animatableNumbers) ?? []
        let evaluator = build.layoutTimeEvaluator(self), moment = build.layoutTimeMoment(self)
        let built = LayoutTimeEvaluator.Built(build)
        let owner = LayoutTimeEvaluator.Owner(instance: instance, decl: decl)
        let insetFn = decl.functions.first { $0.name == "inset" && !$0.isStatic }
        let shape = CustomShape(typeName: decl.name, values: (try? text(.instance(instance))) ?? decl.name,
                                animatableData: numbers, code: moduleDigest) { [template] size, data, inset in
            evaluator.run(moment, built) {
                try evaluator.shapePath(owner, pathFn, insetFn, size: size, data: data, template: template, inset: inset)
            } ?? PathData()
        }
        return ViewNode(kind: .shape(.custom(shape), fill: nil, stroke: nil), identity: currentPath, location: location)
    }

    /// The numbers of an `animatableData` value, depth first; nil for one that is no vector.
    static func animatableNumbers(_ value: Value) -> [Double]? {
        switch value {
        case let .int(i): return [Double(i)]
        case let .double(d): return [d]
        case .enumCase("radians", let a), .enumCase("degrees", let a):
            guard case let .double(d)? = a.first?.value else { return nil }
            return [d]
        case let .tuple(items):
            var out: [Double] = []
            for item in items where item.label != "animatablePair" {
                guard let n = animatableNumbers(item.value) else { return nil }
                out += n
            }
            return out
        default: return nil
        }
    }

    /// `template` with its numbers replaced, in order, by `numbers`.
    static func animatableValue(_ template: Value, _ numbers: inout ArraySlice<Double>) -> Value {
        switch template {
        case .int, .double: return .double(numbers.popFirst() ?? 0)
        case .enumCase(let unit, var a) where unit == "radians" || unit == "degrees":
            if !a.isEmpty { a[0].value = .double(numbers.popFirst() ?? 0) }
            return .enumCase(unit, a)
        case let .tuple(items):
            return .tuple(items.map { $0.label == "animatablePair" ? $0 : ($0.label, animatableValue($0.value, &numbers)) })
        default: return template
        }
    }
}

extension LayoutTimeEvaluator {
    /// The shape's path for a frame of `size`: `animatableData` set to `data`, inset by
    /// `inset` through its `inset(by:)`, then `path(in: CGRect(origin: .zero, size: size))`.
    func shapePath(_ owner: Owner, _ pathFn: FuncDecl, _ insetFn: FuncDecl?, size: Size, data: [Double], template: Value?,
                   inset: Double) throws -> PathData {
        var box = SelfBox(instance: owner.box.instance, decl: owner.box.decl)
        if let template, !data.isEmpty, Interpreter.animatableNumbers(template) != data {
            var numbers = data[...]
            try it.setField("animatableData", of: box, to: Interpreter.animatableValue(template, &numbers), at: pathFn.location)
        }
        if inset != 0, let insetFn {
            let result = try it.callFunction(insetFn, [ArgValue(label: "by", value: .double(inset), location: insetFn.location)],
                                             owner: box, at: insetFn.location)
            if case let .instance(inset) = result { box = SelfBox(instance: inset, decl: box.decl) }
        }
        let rect = Interpreter.rect(0, 0, size.width, size.height)
        let result = try it.callFunction(pathFn, [ArgValue(label: "in", value: rect, location: pathFn.location)], owner: box,
                                         at: pathFn.location)
        if let path = PathViews.pathData(result) { return path }
        // A shape's path written as another shape (`Circle().path(in: rect)` is one).
        throw EvalError(.wrongArgumentType(parameter: "path(in:)", callee: box.decl.name, expected: "a 'Path'",
                                           found: result.kindDescription), at: pathFn.location)
    }
}
