import CMicroHTTPD
import Foundation
import Matchcut

/// The preview's HTTP server: libmicrohttpd, bound to the loopback addresses 127.0.0.1 and
/// ::1 (when this machine has IPv6) unless `--listen` names another address (for a
/// container), answering GET requests from `PreviewRoutes` one at a time (each address's
/// daemon has its own thread; the routes serialize them). It answers only the names it is served by (`127.0.0.1`, `localhost`,
/// `[::1]`, and the `--listen` address, with its port) and pages of its own origin, so a web
/// page cannot reach it through DNS rebinding; connections are bounded in number (64) and
/// idle time (10 s).
public final class PreviewServer {
    let routes: PreviewRoutes
    /// One daemon per address bound: 127.0.0.1 and ::1 by default, the `--listen` one otherwise.
    private var daemons: [OpaquePointer] = []
    /// The port bound (the one asked for, or the kernel's choice for 0).
    public let port: UInt16

    /// The address bound, as a URL writes it (`127.0.0.1`, `[::1]`).
    public let host: String

    /// The addresses bound, as a URL writes them: `["127.0.0.1", "[::1]"]` by default.
    public var hosts: [String] { boundHosts }
    private var boundHosts: [String] = []

    /// Binds `address` (`nil`: the loopback addresses, 127.0.0.1 and, on the same port, ::1
    /// when this machine has IPv6 loopback; without it the preview is on 127.0.0.1 alone, which
    /// every browser falls back to for `localhost`).
    init(routes: PreviewRoutes, address: String?, port: UInt16) throws {
        self.routes = routes
        let literal = address.map { $0.hasPrefix("[") && $0.hasSuffix("]") ? String($0.dropFirst().dropLast()) : $0 } ?? "127.0.0.1"
        host = literal.contains(":") ? "[\(literal)]" : literal
        // The daemons hold this pointer for their whole life; `stop` balances the retain.
        let context = Unmanaged.passRetained(routes).toOpaque()
        guard let daemon = mc_http_start_at(literal, port, handleRequest, context) else {
            Unmanaged<PreviewRoutes>.fromOpaque(context).release()
            throw PreviewError.cannotListen(address: host, port: port)
        }
        daemons = [daemon]
        boundHosts = [host]
        self.port = mc_http_port(daemon)
        if address == nil, let loopback6 = mc_http_start_at("::1", self.port, handleRequest, context) {
            daemons.append(loopback6)
            boundHosts.append("[::1]")
        }
        routes.port = self.port
        routes.listenHost = address == nil ? nil : host
    }

    /// `http://127.0.0.1:PORT/`, or the `--listen` address's.
    public var url: String { "http://\(host == "0.0.0.0" || host == "[::]" ? "127.0.0.1" : host):\(port)/" }

    public func stop() {
        for daemon in daemons { MHD_stop_daemon(daemon) }
        daemons = []
        Unmanaged.passUnretained(routes).release()
    }
}

/// Why a preview could not start.
public enum PreviewError: Error, CustomStringConvertible {
    case cannotListen(address: String, port: UInt16)

    public var description: String {
        switch self {
        case let .cannotListen(address, port): "cannot listen on \(address):\(port): the address is not an IP literal of this machine, or the port is taken or not allowed"
        }
    }
}

/// libmicrohttpd's request callback. A GET has no body, so it is answered on the first call.
private let handleRequest: MHD_AccessHandlerCallback = { context, connection, url, method, _, _, _, _ in
    guard let context, let connection, let url, let method else { return .NO }
    let routes = Unmanaged<PreviewRoutes>.fromOpaque(context).takeUnretainedValue()
    let verb = String(cString: method)
    let header = { (name: String) in MHD_lookup_connection_value(connection, .HEADER_KIND, name).map { String(cString: $0) } }
    // Each bound address has its own daemon thread: one request is answered at a time.
    let response: PreviewRoutes.Response = routes.serial.withLock {
        // A repeated Host or Origin is refused: which one counts would be the parser's choice.
        if mc_http_header_count(connection, "Host") > 1 || mc_http_header_count(connection, "Origin") > 1 {
            return PreviewRoutes.Response(status: 400, contentType: "text/plain", body: Data("one Host and at most one Origin".utf8))
        } else if let refusal = routes.refusal(host: header("Host"), origin: header("Origin")) {
            return refusal
        } else if verb == "GET" || verb == "HEAD" {
            return routes.respond(path: String(cString: url)) { key in
                MHD_lookup_connection_value(connection, .GET_ARGUMENT_KIND, key).map { String(cString: $0) }
            }
        }
        return PreviewRoutes.Response(status: 405, contentType: "text/plain", body: Data("GET only".utf8))
    }
    return response.body.withUnsafeBytes { bytes -> MHD_Result in
        let reply = MHD_create_response_from_buffer(bytes.count, UnsafeMutableRawPointer(mutating: bytes.baseAddress),
                                                    .RESPMEM_MUST_COPY)
        defer { MHD_destroy_response(reply) }
        MHD_add_response_header(reply, "Content-Type", response.contentType)
        MHD_add_response_header(reply, "Cache-Control", "no-store")
        return MHD_queue_response(connection, UInt32(response.status), reply)
    }
}

extension PreviewServer {
    /// Compiles the scene at `path`, serves its preview on 127.0.0.1 and ::1 at `port` (0:
    /// any free port), or on `address` alone, with frames drawn at `scale` pixels a point, and
    /// reloads it on a thread of its own whenever the scene or a file it names changes.
    public static func start(scene path: String, address: String? = nil, port: UInt16, scale: Double, projectRoot: String? = nil,
                             reloadFailed: @escaping @Sendable (Error) -> Void = { _ in }) throws -> PreviewServer {
        let session = try PreviewSession(path: path, projectRoot: projectRoot)
        // Watching from before the URL is printed: a save right after it is seen.
        let files = try FileWatcher(files: session.files)
        let server = try PreviewServer(routes: PreviewRoutes(session: session, scale: scale), address: address, port: port)
        let watcher = Thread {
            do { try session.watchForever(files) } catch { reloadFailed(error) }
        }
        watcher.stackSize = 8 << 20
        watcher.start()
        return server
    }
}
