import SwiftCore
import ViewTree

/// What app code may reach that a scene cannot do: the network, files and stored
/// preferences, UIKit's application, the pasteboard and haptics. Reaching one gives a located
/// warning (`effect-skipped`) and a stand-in: its members and methods are the stand-in again,
/// their closures never run, and a network request fails as on a device offline (it throws
/// `URLError(.notConnectedToInternet)`), so a `do`'s `catch` or a `try?` goes on as the app
/// would (docs/scene-language.md, "Effects a scene skips").
enum SkippedEffects {
    static let prefix = "skipped effect "
    static let apis: Set<String> = [
        "URLSession", "FileManager", "FileHandle", "UserDefaults", "UIApplication", "UIPasteboard",
        "UIImpactFeedbackGenerator", "UINotificationFeedbackGenerator", "UISelectionFeedbackGenerator",
    ]
    /// UIKit classes whose `appearance()` proxy apps set in an `init()` to style SwiftUI's bars
    /// and lists (`UITabBar.appearance().backgroundColor = …`): settings Matchcut does not draw.
    static let appearanceAPIs: Set<String> = [
        "UITabBar", "UINavigationBar", "UIToolbar", "UITableView", "UITableViewCell", "UICollectionView", "UIScrollView",
        "UIPageControl", "UISegmentedControl", "UISwitch", "UITextView", "UITextField", "UILabel", "UIView",
        "UITabBarItem", "UIBarButtonItem", "UIDatePicker", "UISlider", "UIStepper",
    ]
    /// `URLSession`'s async requests, which throw.
    static let requests: Set<String> = ["data", "download", "upload", "bytes"]
    /// `URLError(.notConnectedToInternet)`'s text.
    static let offline = "The Internet connection appears to be offline."

    /// What `UserDefaults` reads give on a fresh install, where no key has a value, as Apple
    /// documents each getter: nil for an object, `false` for `bool(forKey:)`, 0 for the numbers.
    static let freshDefaults: [String: Value] = [
        "object": .none, "data": .none, "string": .none, "array": .none, "dictionary": .none, "url": .none,
        "stringArray": .none, "value": .none, "bool": .bool(false), "integer": .int(0), "double": .double(0), "float": .double(0),
    ]

    static func value(_ api: String) -> Value { .opaque(prefix + api) }

    static func api(of value: Value) -> String? {
        guard case let .opaque(text) = value, text.hasPrefix(prefix) else { return nil }
        return String(text.dropFirst(prefix.count))
    }
}

extension Interpreter {
    /// A name the app does not declare that stands for an effect a scene skips: warns at its
    /// use and gives the stand-in.
    func skippedEffect(_ name: String, at location: SourceLocation) -> Value? {
        guard types[name] == nil else { return nil }
        if SkippedEffects.appearanceAPIs.contains(name) {
            // `UITabBar.appearance().…`: the proxy takes every setting and draws none.
            diagnostics.add(.appearanceNotDrawn(name), at: location)
            return SkippedEffects.value(name)
        }
        guard SkippedEffects.apis.contains(name) else { return nil }
        diagnostics.add(.effectSkipped(api: name), at: location)
        return SkippedEffects.value(name)
    }

    /// `stand-in.name` and `stand-in.name(…)`: the stand-in again; a request throws.
    func skippedMember(_ name: String, of api: String, isCall: Bool, at location: SourceLocation) throws -> Value {
        if isCall, api == "URLSession", SkippedEffects.requests.contains(name) {
            throw AppError(value: SkippedEffects.value("URLError"), location: location)
        }
        if name == "localizedDescription", api == "URLError" { return .string(SkippedEffects.offline) }
        if isCall, api == "UserDefaults", let fresh = SkippedEffects.freshDefaults[name] { return fresh }
        return SkippedEffects.value(api)
    }
}
