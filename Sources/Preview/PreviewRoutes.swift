import Foundation
import Matchcut

/// What the preview's page asks the server, answered from the session: the page itself, the
/// scene's timeline as JSON, frames drawn on demand at the preview's scale, the trace of a
/// frame, goldens, and the generation the page polls to know the scene changed.
///
/// Every request runs on the server's one thread, which draws every frame (`PreviewFrames`).
final class PreviewRoutes {
    struct Response {
        var status: Int
        var contentType: String
        var body: Data

        static func json<T: Encodable>(_ value: T) -> Response {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            return Response(status: 200, contentType: "application/json",
                            body: (try? encoder.encode(value)) ?? Data("null".utf8))
        }

        static func notFound(_ why: String) -> Response {
            Response(status: 404, contentType: "text/plain; charset=utf-8", body: Data(why.utf8))
        }

        static func refused(_ status: Int, _ why: String) -> Response {
            Response(status: status, contentType: "text/plain; charset=utf-8", body: Data(why.utf8))
        }
    }

    let session: PreviewSession
    /// Pixels per point of the frames the page shows.
    let scale: Double
    /// The frames at the preview's scale, and each named layout planned once per reload.
    private let frames: PreviewFrames

    /// The port the server is bound to, for the Host and Origin checks.
    var port: UInt16 = 0
    /// Held while a request is answered: the daemons of 127.0.0.1 and ::1 run a thread each.
    let serial = NSLock()
    /// The `--listen` address, as a URL writes it: a Host the preview also answers.
    var listenHost: String?

    init(session: PreviewSession, scale: Double) {
        self.session = session
        self.scale = scale
        frames = PreviewFrames(scale: scale)
    }

    /// A 421 or 403 for a request the preview does not answer, or nil. The Host must be one
    /// of the preview's own names with its port: a page on another site that rebinds its
    /// domain to 127.0.0.1 sends its own name and is refused. An Origin, when a browser sends
    /// one (a cross-site fetch), must be the preview's own (issue 28, finding 8).
    func refusal(host: String?, origin: String?) -> Response? {
        let names = (["127.0.0.1", "localhost", "[::1]"] + (listenHost.map { [$0.lowercased()] } ?? [])).map { "\($0):\(port)" }
        guard let host, names.contains(host.lowercased()) else {
            return .refused(421, "the preview answers only http://127.0.0.1:\(port)/ and http://localhost:\(port)/")
        }
        if let origin, !names.map({ "http://" + $0 }).contains(origin.lowercased()) {
            return .refused(403, "the preview answers only its own page")
        }
        return nil
    }

    func respond(path: String, query: (String) -> String?) -> Response {
        switch path {
        case "/", "/index.html":
            return Response(status: 200, contentType: "text/html; charset=utf-8", body: Data(PreviewPage.html.utf8))
        case "/api/version":
            return .json(["generation": session.current.generation])
        case "/api/scene":
            return .json(PreviewSceneInfo(session.current, scale: scale))
        case "/frame.png":
            return frame(query)
        case "/api/trace":
            return trace(query)
        case "/golden.png":
            return golden(query("name"))
        default:
            return .notFound("no such page: \(path)")
        }
    }

    /// The time a request names (`t`, seconds; 0 when absent) and its layout, if any.
    private func moment(_ query: (String) -> String?) -> (time: Double, layout: String?) {
        (query("t").flatMap(Double.init) ?? 0, query("layout"))
    }

    /// A 404 naming the scene's layouts when the request names one it does not have (not
    /// "the scene did not load", which it did; issue 28, finding 23).
    private func unknownLayout(_ query: (String) -> String?) -> Response? {
        guard let scene = session.current.scene, let layout = query("layout"), !layout.isEmpty,
              !scene.layoutNames.contains(layout) else { return nil }
        let names = scene.layoutNames.isEmpty ? "it has none" : "its layouts are " + scene.layoutNames.map { "'\($0)'" }.joined(separator: ", ")
        return .notFound("the scene has no layout named '\(layout)'; \(names)")
    }

    private func frame(_ query: (String) -> String?) -> Response {
        if let unknown = unknownLayout(query) { return unknown }
        // Render's frame limits hold here too: a 4096-point canvas at --scale 8 is refused,
        // not drawn (issue 28, finding 13).
        if let scene = session.current.scene,
           let problem = scene.frameProblem(scale: scale, scaleSource: "--scale \(formatScale(scale))") {
            return .refused(413, problem)
        }
        let state = session.current, (time, layout) = moment(query)
        guard let scene = state.scene,
              let png = frames.png(of: scene, generation: state.generation, at: time, layout: layout) else {
            return .notFound("the scene did not load")
        }
        return Response(status: 200, contentType: "image/png", body: png)
    }

    private func trace(_ query: (String) -> String?) -> Response {
        if let unknown = unknownLayout(query) { return unknown }
        let state = session.current, (time, layout) = moment(query)
        guard let scene = state.scene,
              let elements = frames.elements(of: scene, generation: state.generation, at: time, layout: layout) else {
            return .notFound("the scene did not load")
        }
        return .json(elements)
    }

    /// A golden of the scene, by a key frame's name (never a path the page makes up).
    private func golden(_ name: String?) -> Response {
        let state = session.current
        guard let scene = state.scene, let name,
              PreviewSceneInfo.keyFrames(of: scene, file: session.path).contains(where: { $0.name == name && $0.golden }) else {
            return .notFound("no golden named \(name ?? "")")
        }
        guard let data = PreviewFrames.goldenPNG(named: name, of: scene, file: session.path) else {
            return .notFound("the golden \(name) is not a PNG file Matchcut can serve")
        }
        return Response(status: 200, contentType: "image/png", body: data)
    }
}

/// `2`, `0.5`: a scale as it was typed.
private func formatScale(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e6 ? String(Int(value)) : String(value)
}
