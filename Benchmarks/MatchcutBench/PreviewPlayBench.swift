import Foundation

/// The preview's play rate (issue 33, item 10): the page asks for one frame at a time while
/// it plays and shows the newest it can get, so the frames it shows per second are the
/// frames the server draws and sends one after another. Measured as the page asks: a
/// `matchcut preview` of the scene, then every frame of the scene requested in order over one
/// HTTP connection per request from 127.0.0.1, as `GET /frame.png?t=…&g=…`, each waited for.
/// Reported for the first play (each frame drawn) and for playing again (frames the server
/// keeps): frames per second against the scene's own rate, and the slowest request.
/// docs/performance.md, "The preview's play rate".
struct PreviewPlayBench {
    let matchcut: String
    let scene: String
    let rounds: Int

    func run() throws {
        print("\n== the preview's play rate: \(scene), one request at a time, best of \(rounds) ==")
        var first = (rate: 0.0, slowest: 0.0), again = (rate: 0.0, slowest: 0.0)
        var played: (count: Int, fps: Int)?
        for round in 0..<rounds {
            // A server of its own each round: the first play draws every frame, the second
            // finds the ones the server keeps.
            let port = 18_000 + Int(getpid() % 1000) + round
            let server = Process()
            server.executableURL = URL(fileURLWithPath: matchcut)
            server.arguments = ["preview", scene, "--port", String(port)]
            server.standardOutput = FileHandle.nullDevice
            server.standardError = FileHandle.nullDevice
            try server.run()
            defer { server.terminate(); server.waitUntilExit() }
            guard let info = Self.scene(port: port), let count = info["frameCount"] as? Int, let fps = info["fps"] as? Int,
                  let generation = info["generation"] as? Int else {
                print("the preview did not load the scene on port \(port)")
                return
            }
            played = (count, fps)
            guard let cold = Self.play(count: count, fps: fps, generation: generation, port: port),
                  let warm = Self.play(count: count, fps: fps, generation: generation, port: port) else { return }
            if cold.rate > first.rate { first = cold }
            if warm.rate > again.rate { again = warm }
        }
        guard let played else { return }
        for (name, result) in [("first play", first), ("played again", again)] {
            print(String(format: "preview %@ %6.1f fps of the scene's %d  (%d frames, slowest request %.1f ms)  %@",
                         name.padding(toLength: 12, withPad: " ", startingAt: 0), result.rate, played.fps, played.count,
                         result.slowest * 1000, result.rate >= Double(played.fps) ? "PASS" : "MISS"))
        }
    }

    /// `/api/scene` once the preview has loaded the scene, or nil after 10 s.
    static func scene(port: Int) -> [String: Any]? {
        for _ in 0..<100 {
            if let body = get("/api/scene", port: port), let json = try? JSONSerialization.jsonObject(with: body) as? [String: Any],
               json["loaded"] as? Bool == true {
                return json
            }
            usleep(100_000)
        }
        return nil
    }

    /// Every frame in order, each waited for: frames per second, and the slowest request.
    static func play(count: Int, fps: Int, generation: Int, port: Int) -> (rate: Double, slowest: Double)? {
        var worst = 0.0
        let start = DispatchTime.now().uptimeNanoseconds
        for index in 0..<count {
            let asked = DispatchTime.now().uptimeNanoseconds
            guard let png = get("/frame.png?t=\(Double(index) / Double(fps))&g=\(generation)", port: port),
                  png.starts(with: [0x89, 0x50, 0x4e, 0x47]) else {
                print("frame \(index) was not answered with a PNG")
                return nil
            }
            worst = max(worst, Double(DispatchTime.now().uptimeNanoseconds - asked) / 1e9)
        }
        return (Double(count) / (Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9), worst)
    }

    /// The body of `GET path` from 127.0.0.1:`port`, or nil.
    static func get(_ path: String, port: Int) -> Data? {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { return nil }
        let request = Array("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n".utf8)
        guard request.withUnsafeBytes({ send(fd, $0.baseAddress, $0.count, 0) }) == request.count else { return nil }
        var response = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let n = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if n <= 0 { break }
            response.append(contentsOf: buffer[0..<n])
        }
        guard response.starts(with: Array("HTTP/1.1 200".utf8)),
              let end = response.range(of: Data("\r\n\r\n".utf8)) else { return nil }
        return response.subdata(in: end.upperBound..<response.endIndex)
    }
}
