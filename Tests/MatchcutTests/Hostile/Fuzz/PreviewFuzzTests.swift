import Foundation
import FuzzSupport
import XCTest

/// The preview fuzzer (issue 28, deliver 9): raw HTTP requests sent over loopback (127.0.0.1
/// and ::1) to a running `matchcut preview` of a scene with recorded goldens. Each input is a
/// request built from the routes and their query values at the edges (times of −1, 1e300 and
/// NaN, unknown layouts, golden names that climb or hold NUL, scales past the limit), with
/// Host and Origin headers that are the preview's own, foreign, missing or repeated, long
/// header values and many headers, and now and then its bytes mutated.
///
/// After every input: the server is still running and answers its own page (a request that
/// traps or hangs it fails the run), a well-formed request with a foreign Host or Origin got
/// no 200, and the server's stderr holds no Swift trap. At the end, nothing in the sandbox
/// changed: the preview writes nothing.
///
/// Twelve inputs always run; with MATCHCUT_FUZZ_SECONDS=N (`make fuzz`, CI) it runs N seconds
/// in TimedFuzz's loop, each input written first to MATCHCUT_FUZZ_LAST (default
/// /tmp/matchcut-preview-fuzz-last.txt) as the request's bytes in base64.
final class PreviewFuzzTests: XCTestCase {
    func testTwelveRequestsLeaveThePreviewServing() throws {
        try fuzz(seed: 20_261_206, iterations: 12, seconds: nil)
    }

    func testFuzzForTheConfiguredTime() throws {
        guard let seconds = TimedFuzz.configuredSeconds else { throw XCTSkip("set MATCHCUT_FUZZ_SECONDS to fuzz for that long") }
        try fuzz(seed: TimedFuzz.configuredSeed, iterations: .max, seconds: seconds)
    }

    private func fuzz(seed: UInt64, iterations: Int, seconds: Double?) throws {
        let target = try Target()
        defer { target.stop() }
        var mutator = FileMutator(seed: seed)
        let lastInput = ProcessInfo.processInfo.environment["MATCHCUT_FUZZ_LAST"] ?? "/tmp/matchcut-preview-fuzz-last.txt"
        let before = target.sandbox.digest(excluding: [])
        TimedFuzz(name: "preview fuzz", seed: seed, lastInput: lastInput).run(iterations: iterations, seconds: seconds, next: {
            Request.generate(&mutator, port: target.port).text
        }, body: { text in
            guard let request = Request(text) else { return XCTFail("an input that does not read back: \(text)") }
            target.run(request)
        })
        let after = target.sandbox.digest(excluding: [])
        XCTAssertEqual(before, after, "the preview changed files")
        XCTAssertFalse(target.stderr().contains("Fatal error"), target.stderr())
    }

    /// One input: the bytes sent, over which address, and whether they are a well-formed
    /// request whose Host or Origin is not the preview's (which must not get a 200).
    struct Request {
        var bytes: Data
        var ipv6: Bool
        var foreign: Bool

        /// `v4`/`v6`, `foreign`/`own`, a newline, the bytes in base64.
        var text: String { "\(ipv6 ? "v6" : "v4") \(foreign ? "foreign" : "own")\n" + bytes.base64EncodedString() + "\n" }

        init(bytes: Data, ipv6: Bool, foreign: Bool) { (self.bytes, self.ipv6, self.foreign) = (bytes, ipv6, foreign) }

        init?(_ text: String) {
            let lines = text.split(separator: "\n")
            guard lines.count == 2, let bytes = Data(base64Encoded: String(lines[1])) else { return nil }
            let head = lines[0].split(separator: " ")
            guard head.count == 2 else { return nil }
            self.init(bytes: bytes, ipv6: head[0] == "v6", foreign: head[1] == "foreign")
        }

        static let paths = ["/", "/index.html", "/api/version", "/api/scene", "/frame.png", "/api/trace", "/golden.png",
                            "/nope", "/../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "//api/scene", "/frame.png/"]
        static let queries = ["", "t=0", "t=0.2", "t=-1", "t=1e300", "t=nan", "t=inf", "t=", "t=0x10", "layout=nope", "layout=",
                              "layout=../../x", "scale=8", "scale=1e9", "scale=-1", "name=t0-p000.png", "name=../../../etc/passwd",
                              "name=%00", "name=/etc/passwd", "name=" + String(repeating: "a", count: 5000), "t=0.1&t=0.2",
                              "t=0.1&layout=0&scale=2", "%ff%fe=%c0%af", String(repeating: "&", count: 3000)]
        static let methods = ["GET", "GET", "GET", "HEAD", "POST", "OPTIONS", "DELETE", "get", "G\u{0}ET", String(repeating: "G", count: 9000)]
        static let versions = ["HTTP/1.1", "HTTP/1.1", "HTTP/1.0", "HTTP/2.0", "HTTP/9", ""]

        static func generate(_ m: inout FileMutator, port: Int) -> Request {
            let own = ["127.0.0.1:\(port)", "localhost:\(port)", "[::1]:\(port)", "LOCALHOST:\(port)"]
            let foreignHosts = ["evil.example:\(port)", "127.0.0.1", "127.0.0.1:\(port + 1)", "localhost.evil.example:\(port)", "",
                                "[::1]", "127.0.0.1:\(port), evil.example"]
            let path = m.pick(paths)
            let query = m.pick(queries)
            var hostIsOwn = m.int(4) != 0
            var headers: [(String, String)] = []
            if m.int(10) != 0 { headers.append(("Host", hostIsOwn ? m.pick(own) : m.pick(foreignHosts))) } else { hostIsOwn = false }
            if m.int(10) == 0 { headers.append(("Host", m.pick(foreignHosts))); hostIsOwn = false }
            var originIsOwn = true
            switch m.int(5) {
            case 0: headers.append(("Origin", "http://127.0.0.1:\(port)"))
            case 1: headers.append(("Origin", m.pick(["http://evil.example", "null", "http://127.0.0.1:\(port + 1)", "file://"]))); originIsOwn = false
            default: break
            }
            if m.int(8) == 0 { headers.append(("X-Long", String(repeating: "x", count: 1 << (10 + m.int(8))))) }
            if m.int(8) == 0 { for i in 0..<(50 + m.int(300)) { headers.append(("X-Many-\(i)", "\(i)")) } }
            if m.int(10) == 0 { headers.append(("Content-Length", m.pick(["5", "-1", "99999999999999999999", "x"]))) }
            let method = m.int(6) == 0 ? m.pick(methods) : "GET"
            let version = m.int(8) == 0 ? m.pick(versions) : "HTTP/1.1"
            var text = "\(method) \(path)\(query.isEmpty ? "" : "?" + query) \(version)\r\n"
            for (name, value) in headers { text += "\(name): \(value)\r\n" }
            text += "Connection: close\r\n\r\n"
            if m.int(12) == 0 { text += "hello" }
            var bytes = Data(text.utf8)
            let mutated = m.int(5) == 0
            if mutated { bytes = m.mutateBytes(bytes) }
            if m.int(15) == 0 { bytes = bytes.prefix(m.int(bytes.count + 1)) }
            // A page of another site (foreign Origin) or another name (foreign Host) reads nothing.
            let foreign = !mutated && method == "GET" && version.hasPrefix("HTTP/1.") && (!hostIsOwn || !originIsOwn)
            return Request(bytes: bytes, ipv6: m.int(3) == 0, foreign: foreign)
        }
    }

    /// A sandbox with a scene and its recorded goldens, previewed on a free port.
    final class Target {
        let sandbox = Sandbox("preview-fuzz")
        let server = Process()
        let port: Int

        init() throws {
            try HostileOutputTests.tiny(sandbox, seconds: 0.3)
            let record = try runMatchcut(["test", sandbox.path("tiny.scene"), "--record", "missing", "-o", sandbox.path("report")],
                                         environment: ["CI": "false"])
            try expect(record.status == 0, record.stderr)
            try? FileManager.default.removeItem(atPath: sandbox.path("report"))
            server.executableURL = URL(fileURLWithPath: Repo.binary)
            server.arguments = ["preview", sandbox.path("tiny.scene"), "--port", "0"]
            server.currentDirectoryURL = URL(fileURLWithPath: sandbox.root)
            let out = Pipe()
            server.standardOutput = out
            FileManager.default.createFile(atPath: Self.stderrPath, contents: nil)
            server.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: Self.stderrPath))
            try server.run()
            let line = String(decoding: out.fileHandleForReading.availableData, as: UTF8.self)
            let url = try XCTUnwrap(line.split(separator: " ").first { $0.hasPrefix("http://127.0.0.1:") }, line)
            port = try HostilePreviewTests.port(of: String(url))
        }

        static var stderrPath: String { NSTemporaryDirectory() + "/matchcut-preview-fuzz-stderr-\(getpid()).txt" }

        func stderr() -> String { (try? String(contentsOfFile: Self.stderrPath, encoding: .utf8)) ?? "" }

        func stop() {
            server.terminate()
            server.waitUntilExit()
            try? FileManager.default.removeItem(atPath: Self.stderrPath)
            if ProcessInfo.processInfo.environment["MATCHCUT_HOSTILE_KEEP"] != "1" { try? FileManager.default.removeItem(atPath: sandbox.root) }
        }

        func run(_ request: Request, file: StaticString = #filePath, line: UInt = #line) {
            let context = "input:\n\(request.text)"
            let reply = Self.send(request.bytes, port: port, ipv6: request.ipv6)
            XCTAssertFalse(reply.timedOut, "no answer in 30 s: \(context)", file: file, line: line)
            if !reply.bytes.isEmpty {
                XCTAssertTrue(reply.bytes.starts(with: Data("HTTP/1.".utf8)), "not an HTTP answer: \(reply.bytes.prefix(80)) \(context)", file: file, line: line)
            }
            if request.foreign {
                XCTAssertNotEqual(reply.status, 200, "a foreign Host or Origin was answered: \(context)", file: file, line: line)
            }
            XCTAssertTrue(server.isRunning, "the preview stopped: \(stderr().suffix(2000)) \(context)", file: file, line: line)
            let canary = Self.send(Data("GET /api/version HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n".utf8),
                                   port: port, ipv6: false)
            XCTAssertEqual(canary.status, 200, "the preview no longer answers its own page: \(context)", file: file, line: line)
        }

        /// Sends `bytes` to the loopback address and reads until the server closes (or 30 s).
        static func send(_ bytes: Data, port: Int, ipv6: Bool) -> (status: Int, bytes: Data, timedOut: Bool) {
            let fd = socket(ipv6 ? AF_INET6 : AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            guard fd >= 0 else { return (0, Data(), false) }
            defer { close(fd) }
            var timeout = timeval(tv_sec: 30, tv_usec: 0)
            setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
            let connected: Int32
            if ipv6 {
                var address = sockaddr_in6()
                address.sin6_family = sa_family_t(AF_INET6)
                address.sin6_port = in_port_t(UInt16(port).bigEndian)
                address.sin6_addr = in6addr_loopback
                connected = withUnsafePointer(to: &address) {
                    $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in6>.size)) }
                }
            } else {
                var address = sockaddr_in()
                address.sin_family = sa_family_t(AF_INET)
                address.sin_port = in_port_t(UInt16(port).bigEndian)
                address.sin_addr.s_addr = in_addr_t(0x7F00_0001).bigEndian
                connected = withUnsafePointer(to: &address) {
                    $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
                }
            }
            guard connected == 0 else { return (0, Data(), false) }
            _ = bytes.withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            // A cut request waits for the rest: half-close so the server sees its end.
            shutdown(fd, Int32(SHUT_WR))
            var reply = Data()
            var buffer = [UInt8](repeating: 0, count: 65536)
            while true {
                let n = recv(fd, &buffer, buffer.count, 0)
                if n < 0 { return (0, reply, errno == EAGAIN || errno == EWOULDBLOCK) }
                if n == 0 { break }
                reply.append(contentsOf: buffer[0..<n])
            }
            let head = String(decoding: reply.prefix(while: { $0 != 0x0D }), as: UTF8.self)
            let status = head.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
            return (status, reply, false)
        }
    }
}
