import SwiftCore
import ViewTree

/// `.textFieldStyle(RoundedField())`: a `TextFieldStyle` the app declares, with SwiftUI's
/// `_body(configuration:)` (the one requirement the protocol has, underscored but public, and
/// what apps implement). As for a button style, the style is part of the environment: every
/// `TextField` and `SecureField` inside goes to it as `configuration`, the field drawn plain,
/// and what the style builds around it is the field's whole look.
enum CustomTextFieldStyles {
    /// The environment key the style is kept under while the views inside are built.
    static let key = "textFieldStyle.custom"

    /// The app's `TextFieldStyle` instance with its `_body(configuration:)`, or nil.
    static func style(_ value: Value, _ it: RuleContext) -> (Instance, TypeDecl, FuncDecl)? {
        CustomButtonStyles.appStyle(value, building: "_body", it)
    }

    /// The views a field shows in the environment's custom style; nil when the environment has
    /// none.
    static func body(field: ViewNode, _ it: RuleContext, at location: SourceLocation) throws -> [ViewNode]? {
        guard let value = it.build.environment.values[key], let (inst, decl, body) = style(value, it) else { return nil }
        let plain = field.modified(.control(.textFieldStyle("plain")))
        let result = try it.callFunction(body, [ArgValue(label: "configuration", value: .view(plain), location: location)],
                                         owner: SelfBox(instance: inst, decl: decl), at: location)
        return try it.views(from: result, at: field.identity.appending("style"), location: location)
    }
}
