import ViewTree

/// `resizable()` on an image, and the content modes `scaledToFill()` / `scaledToFit()`.
enum ImageModifiers {
    static let rules: [ModifierRule] = [
        ModifierRule("resizable", labels: ["capInsets", "resizingMode"]) { call in
            guard case let .image(source, _) = call.node.kind else { throw call.notApplicable }
            call.node.kind = .image(source, isResizable: true)
        },
        ModifierRule("scaledToFill") { call in call.add(.scaledToFill) },
        ModifierRule("scaledToFit") { call in call.add(.scaledToFit) },
    ]
}
