import SwiftCore
import Foundation
import Geometry
import ViewTree

/// `AsyncImage(url:scale:)`, `(url:scale:content:placeholder:)` and
/// `(url:scale:transaction:content:)`. A scene has no network, so the phase is decided from
/// the URL alone, the same on every machine:
/// - a `file:` URL loads the scene's asset its last path component names (`file:lake.png`
///   is the asset `lake`); the phase is `.success(image)`;
/// - a `file:` URL naming no asset fails: `.failure`, with the asset error as a note;
/// - any other URL (http, https…) stays in `.empty`, its placeholder, with a note: Matchcut
///   never touches the network; a nil URL stays in `.empty` as SwiftUI's does.
/// The default placeholder is SwiftUI's grey box filling the space offered.
enum AsyncImageViews {
    static let rules: [ViewRule] = [
        ViewRule("AsyncImage", labels: ["url", "scale", "transaction", "content", "placeholder"]) { call in
            let url = try call.args.required("url") { $0.take($1) }
            if let scale = try call.args.double("scale"), scale != 1 {
                call.it.diagnostics.add(.notDrawn("AsyncImage", what: "its 'scale:'", hint: "the asset is drawn at the scale its file name gives it"),
                                        at: call.location)
            }
            _ = call.args.take("transaction")
            let content = call.args.takeClosure(nil) ?? call.args.takeClosure("content")
            let placeholder = call.args.takeClosure("placeholder")
            let phase = try AsyncImageViews.phase(url, call)
            let image: ViewNode? = if case let .success(path) = phase {
                ViewNode(kind: .image(.asset(name: path.name, path: path.path), isResizable: false),
                         identity: call.identity.appending("image"), location: call.location)
            } else { nil }
            let views: [ViewNode]
            switch (content, placeholder) {
            case let (content?, placeholder?):
                // `content: (Image) -> I` once loaded, `placeholder: () -> P` until then.
                views = if let image { try call.it.buildClosure(content, arguments: [.view(image)], base: call.identity.appending("content")) }
                    else { try call.it.buildClosure(placeholder, base: call.identity.appending("placeholder")) }
            case let (content?, nil):
                // `content: (AsyncImagePhase) -> Content`.
                let value: Value = switch (phase, image) {
                case let (.success, image?): .enumCase("success", [ArgValue(label: nil, value: .view(image), location: call.location)])
                case (.success, nil), (.failure, _): .enumCase("failure", [ArgValue(label: nil, value: .opaque("URLError"), location: call.location)])
                case (.empty, _): .enumCase("empty", [])
                }
                views = try call.it.buildClosure(content, arguments: [value], base: call.identity.appending("phase"))
            default:
                views = [image ?? defaultPlaceholder(call)]
            }
            return views.count == 1 ? views[0] : call.node(.group(views))
        },
    ]

    enum Phase {
        case empty, failure
        case success((name: String, path: String))
    }

    /// The phases' names, whose `image` and `error` an app reads (`phase.image`).
    static let phases: Set<String> = ["empty", "success", "failure"]

    /// `phase.image` (the loaded image, or nil) and `phase.error` (nil unless it failed).
    static func member(_ name: String, of phase: String, _ values: [ArgValue]) -> Value? {
        switch name {
        case "image": phase == "success" ? values.first?.value ?? Value.none : Value.none
        case "error": phase == "failure" ? values.first?.value ?? Value.none : Value.none
        default: nil
        }
    }

    private static func phase(_ url: ArgValue, _ call: ViewCall) throws -> Phase {
        guard case let .instance(inst) = url.value, inst.typeName == "URL" else {
            if url.value.isNone { return .empty }
            throw EvalError(.wrongArgumentType(parameter: "url:", callee: "AsyncImage", expected: "a 'URL?'",
                                               found: url.value.kindDescription), at: url.location)
        }
        let scheme: String? = if case let .string(s)? = inst["scheme"] { s } else { nil }
        let text: String = if case let .string(s)? = inst["absoluteString"] { s } else { "" }
        guard scheme == "file", case let .string(last)? = inst["lastPathComponent"], !last.isEmpty else {
            call.it.diagnostics.add(.notDrawn("AsyncImage", what: "images from the network ('\(text)')",
                                              hint: "the placeholder (the '.empty' phase) is drawn; a 'file:' URL naming an asset of the scene loads it"),
                                    at: url.location)
            return .empty
        }
        let name = (last as NSString).deletingPathExtension
        do {
            return .success((name, try call.it.assetPath(name, at: url.location)))
        } catch let error as EvalError where !error.isFatal {
            // SwiftUI's load fails: the `.failure` phase, said where the URL is written.
            call.it.diagnostics.add(.notDrawn("AsyncImage", what: "'\(text)': \(error.diagnostic.text)",
                                              hint: "the '.failure' phase is drawn"), at: url.location)
            return .failure
        }
    }

    /// SwiftUI's standard placeholder: a grey box that fills the space offered.
    private static func defaultPlaceholder(_ call: ViewCall) -> ViewNode {
        ViewNode(kind: .color(.color(SystemColors.semantic["secondarySystemFill"]!)), identity: call.identity.appending("placeholder"),
                 location: call.location)
    }
}
