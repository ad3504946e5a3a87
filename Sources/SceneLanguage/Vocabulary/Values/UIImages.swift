import SwiftCore
import Drawing
import ViewTree

/// UIKit's `UIImage` as SwiftUI views reach it: `UIImage(named:)` and Xcode's image literal
/// `#imageLiteral(resourceName:)` name an image of the scene's assets, `UIImage(systemName:)`
/// an SF Symbol, and `Image(uiImage:)` draws either as `Image(_:)` or `Image(systemName:)`
/// would (docs/scene-language.md, "UIKit and Foundation").
enum UIImages {
    static let typeName = "UIImage"

    static let rules: [ValueRule] = [
        ValueRule("UIImage") { args, it in
            if let symbol = try args.string("systemName") {
                try args.finish(known: ["systemName"])
                // UIKit returns nil for a name it does not know.
                return SymbolCatalog.contains(symbol) ? image(["systemName": .string(symbol)]) : .none
            }
            let name = try args.required("named") { try $0.string($1) }
            try args.finish(known: ["named", "in", "compatibleWith", "with"])
            return image(["name": .string(name), "path": .string(try it.assetPath(name, at: args.location))])
        },
        ValueRule("#imageLiteral") { args, it in
            let name = try args.required("resourceName") { try $0.string($1) }
            try args.finish(known: ["resourceName"])
            return image(["name": .string(name), "path": .string(try it.assetPath(name, at: args.location))])
        },
    ]

    private static func image(_ fields: [String: Value]) -> Value {
        .instance(Instance(typeName: typeName, names: fields.keys.sorted(), fields: fields))
    }

    /// What `Image(uiImage:)` draws for a `UIImage` value; nil for anything else.
    static func source(of value: Value) -> ImageSource? {
        guard case let .instance(image) = value, image.typeName == typeName else { return nil }
        if case let .string(symbol)? = image["systemName"] { return .system(name: symbol) }
        guard case let .string(name)? = image["name"], case let .string(path)? = image["path"] else { return nil }
        return .asset(name: name, path: path)
    }
}
