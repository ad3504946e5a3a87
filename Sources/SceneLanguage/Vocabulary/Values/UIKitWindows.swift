import SwiftCore
import ViewTree

/// What views reach of UIKit's application for the screen's geometry, as the scene's device
/// has it: `UIApplication.shared.windows`, `.connectedScenes` (one `UIWindowScene`), and
/// `.keyWindow` give one key window the size of the screen whose `safeAreaInsets` are the
/// device's, the scene `foregroundActive` (docs/scene-language.md, "UIKit and Foundation"). Anything else of the
/// application is an effect a scene skips, with its warning (SkippedEffects).
extension Interpreter {
    static let application = Value.opaque("UIApplication.shared")

    /// The one window: the screen's bounds, the device's safe area, key.
    var keyWindow: Value {
        let insets = canvas.safeArea
        let bounds = Interpreter.rect(0, 0, canvas.size.width, canvas.size.height)
        let fields: [String: Value] = [
            "safeAreaInsets": .tuple([("top", .double(insets.top)), ("left", .double(insets.leading)),
                                      ("bottom", .double(insets.bottom)), ("right", .double(insets.trailing))]),
            "bounds": bounds, "frame": bounds, "isKeyWindow": .bool(true), "screen": .opaque("UIScreen.main"),
        ]
        return .instance(Instance(typeName: "UIWindow", names: fields.keys.sorted(), fields: fields))
    }

    /// `UIApplication.shared.name`: the window's geometry, or the skipped effect's stand-in.
    func applicationMember(_ name: String, at location: SourceLocation) -> Value {
        let window = keyWindow
        switch name {
        case "windows": return .array([window])
        case "keyWindow": return window
        case "connectedScenes":
            // The scene is on screen: in the foreground and active, in portrait (the canvas's).
            let fields: [String: Value] = ["windows": .array([window]), "keyWindow": window, "screen": .opaque("UIScreen.main"),
                                           "activationState": .enumCase("foregroundActive", []),
                                           "interfaceOrientation": .enumCase(canvas.size.width > canvas.size.height ? "landscapeRight" : "portrait", [])]
            return .array([.instance(Instance(typeName: "UIWindowScene", names: fields.keys.sorted(), fields: fields))])
        default:
            diagnostics.add(.effectSkipped(api: "UIApplication"), at: location)
            return SkippedEffects.value("UIApplication")
        }
    }
}
