import SwiftCore
import ViewTree

/// `.buttonStyle(PillStyle())`: a `ButtonStyle` the app declares. As in SwiftUI, the style is
/// part of the environment, so every `Button` inside takes it: the button's label goes to the
/// style's `makeBody(configuration:)` as `configuration.label` (with `isPressed` false, the
/// button at rest, and its `role`), and what that builds is the button's whole look, drawn
/// as a plain button draws its label (docs/scene-language.md, "Controls").
enum CustomButtonStyles {
    /// The environment key the style is kept under while the views inside are built.
    static let key = "buttonStyle.custom"

    /// The app's `ButtonStyle` instance with its `makeBody(configuration:)`, or nil.
    static func style(_ value: Value, _ it: RuleContext) -> (Instance, TypeDecl, FuncDecl)? {
        appStyle(value, building: "makeBody", it)
    }

    /// An instance of a style the app declares whose `method(configuration:)` builds the look
    /// (`makeBody` of a ButtonStyle, `_body` of a TextFieldStyle), or nil.
    static func appStyle(_ value: Value, building method: String, _ it: RuleContext) -> (Instance, TypeDecl, FuncDecl)? {
        guard case let .instance(inst) = value, let decl = it.types[inst.typeName],
              let body = decl.functions.first(where: { $0.name == method && $0.parameters.first?.label == "configuration" })
        else { return nil }
        return (inst, decl, body)
    }

    /// The views a button with `label` shows in the environment's custom style; nil when the
    /// environment has none.
    static func body(label: [ViewNode], role: String?, identity: Identity, _ it: RuleContext,
                     at location: SourceLocation) throws -> [ViewNode]? {
        guard let value = it.build.environment.values[key], let (inst, decl, makeBody) = style(value, it) else { return nil }
        let labelView = label.count == 1 ? label[0] : ViewNode(kind: .group(label), identity: identity.appending("label"), location: location)
        let configuration = Instance(typeName: "ButtonStyleConfiguration", names: ["label", "isPressed", "role"],
                                     fields: ["label": .view(labelView), "isPressed": .bool(false),
                                              "role": role.map { .enumCase($0, []) } ?? .none])
        let result = try it.callFunction(makeBody, [ArgValue(label: "configuration", value: .instance(configuration), location: location)],
                                         owner: SelfBox(instance: inst, decl: decl), at: location)
        return try it.views(from: result, at: identity.appending("style"), location: location)
    }
}
