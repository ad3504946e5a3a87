import Files
import ImageFiles
import Foundation
import Matchcut
import Motion
import Output
import Render

/// What the preview's page asks the server, answered from the session: the page itself, the
/// scene's timeline as JSON, frames drawn on demand at the preview's scale, the trace of a
/// frame, goldens, and the generation the page polls to know the scene changed.
///
/// Every request runs on the server's one thread, which owns the RenderEngine.
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
    private var cachedEngine: RenderEngine?
    private let encoder = PNGEncoder(compression: .fast)
    /// Each named layout as a plan of its own, for the layout switcher; cleared on reload.
    private var layoutPlans: [String: MotionPlan] = [:]
    private var layoutGeneration = 0

    /// The port the server is bound to, for the Host and Origin checks.
    var port: UInt16 = 0

    init(session: PreviewSession, scale: Double) {
        self.session = session
        self.scale = scale
    }

    /// A 421 or 403 for a request the preview does not answer, or nil. The Host must be one
    /// of the preview's own names with its port: a page on another site that rebinds its
    /// domain to 127.0.0.1 sends its own name and is refused. An Origin, when a browser sends
    /// one (a cross-site fetch), must be the preview's own (issue 28, finding 8).
    func refusal(host: String?, origin: String?) -> Response? {
        let names = ["127.0.0.1", "localhost", "[::1]"].map { "\($0):\(port)" }
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

    /// The plan and time a request names: the timeline at `t`, or a named layout at rest.
    private func sample(_ query: (String) -> String?) -> SampledFrame? {
        guard let scene = session.current.scene else { return nil }
        if let layout = query("layout"), !layout.isEmpty {
            return layoutPlan(layout, of: scene)?.sample(at: 0)
        }
        let time = query("t").flatMap(Double.init) ?? 0
        return scene.plan.sample(at: min(max(0, time), scene.plan.duration))
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
        guard let sample = sample(query), let engine = try? engine() else { return .notFound("the scene did not load") }
        let frame = Renderer.render(sample.displayList, scale: scale, engine: engine)
        guard let png = try? encoder.encode(frame) else { return .notFound("the frame could not be encoded") }
        return Response(status: 200, contentType: "image/png", body: png)
    }

    private func trace(_ query: (String) -> String?) -> Response {
        if let unknown = unknownLayout(query) { return unknown }
        guard let sample = sample(query) else { return .notFound("the scene did not load") }
        return .json(sample.elements.map(Trace.element))
    }

    /// A golden of the scene, by a key frame's name (never a path the page makes up).
    private func golden(_ name: String?) -> Response {
        let state = session.current
        guard let scene = state.scene, let name,
              PreviewSceneInfo.keyFrames(of: scene, file: session.path).contains(where: { $0.name == name && $0.golden }) else {
            return .notFound("no golden named \(name ?? "")")
        }
        let folder = GoldenStore(forScene: session.path, name: scene.name, root: nil).folder
        // A golden is input: a regular file, not a link, within the PNG limit, that starts
        // as a PNG does (issue 28, finding 7). Anything else is not served.
        guard let data = try? InputFile.read(folder + "/" + name, limit: PNGReader.maxFileBytes, links: .refuse),
              data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
            return .notFound("the golden \(name) is not a PNG file Matchcut can serve")
        }
        return Response(status: 200, contentType: "image/png", body: data)
    }

    private func layoutPlan(_ name: String, of scene: CompiledScene) -> MotionPlan? {
        let generation = session.current.generation
        if generation != layoutGeneration {
            layoutPlans = [:]
            layoutGeneration = generation
        }
        if let plan = layoutPlans[name] { return plan }
        guard let engine = try? engine(), let snapshot = try? scene.snapshot(layout: name, engine: engine) else { return nil }
        let plan = MotionPlan(initial: snapshot, changes: [], timelineEnd: 0)
        layoutPlans[name] = plan
        return plan
    }

    /// Made on the server's thread at its first frame, and used only there.
    private func engine() throws -> RenderEngine {
        if let cachedEngine { return cachedEngine }
        let made = try RenderEngine()
        cachedEngine = made
        return made
    }
}

/// `2`, `0.5`: a scale as it was typed.
private func formatScale(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e6 ? String(Int(value)) : String(value)
}
