import Files
import Foundation
import Output

/// Reports rendering progress on stderr: a redrawn bar on a terminal, JSON lines for CI,
/// or nothing. Workers call `frameDone()` from any thread.
public final class Progress: @unchecked Sendable {
    public enum Style: String, Sendable {
        /// `[#####-----] 120/480 frames  83.1 fps  ETA 4s  card-hero` redrawn in place.
        case bar
        /// One JSON object a line: `start`, `progress` (at most every second), `scene`, `done`.
        case json
        case none
    }

    public let style: Style
    private let lock = NSLock()
    private let write: @Sendable (String) -> Void
    private var total = 0
    private var done = 0
    private var scene = ""
    private var started = 0.0
    private var lastReport = -1.0
    private let clock: @Sendable () -> Double

    /// `write` receives every line or redraw; it defaults to stderr.
    public init(style: Style, write: (@Sendable (String) -> Void)? = nil,
                clock: @escaping @Sendable () -> Double = { Date().timeIntervalSinceReferenceDate }) {
        self.style = style
        self.write = write ?? { _ = DescriptorWrite.all(Data(Array($0.utf8)), to: 2) }
        self.clock = clock
    }

    /// The style for stderr when the user did not choose: a bar on a terminal, else nothing.
    public static func automaticStyle() -> Style {
        isatty(2) == 1 ? .bar : .none
    }

    /// The run renders `frames` frames in all.
    public func begin(frames: Int) {
        lock.lock()
        defer { lock.unlock() }
        total = frames
        started = clock()
        if style == .json { write(json(["event": "start", "total": frames])) }
    }

    public func beginScene(_ name: String) {
        lock.lock()
        defer { lock.unlock() }
        scene = name
    }

    public func frameDone() {
        // Nothing to report: no lock for the workers to meet on.
        guard style != .none else { return }
        lock.lock()
        defer { lock.unlock() }
        done += 1
        let now = clock()
        switch style {
        case .bar where now - lastReport >= 0.1 || done == total:
            lastReport = now
            write("\r" + barLine(now: now))
        case .json where now - lastReport >= 1:
            lastReport = now
            write(json(["event": "progress", "scene": scene, "done": done, "total": total,
                        "fps": rounded(rate(now: now)), "eta": rounded(eta(now: now))]))
        default:
            break
        }
    }

    /// A scene is finished and its folder is in place.
    public func sceneDone(_ name: String, folder: String, frames: Int) {
        lock.lock()
        defer { lock.unlock() }
        if style == .json { write(json(["event": "scene", "scene": name, "folder": folder, "frames": frames])) }
    }

    public func finish() {
        lock.lock()
        defer { lock.unlock() }
        let now = clock()
        switch style {
        case .bar: write("\r" + barLine(now: now) + "\n")
        case .json: write(json(["event": "done", "done": done, "total": total, "fps": rounded(rate(now: now)),
                                "seconds": rounded(now - started)]))
        case .none: break
        }
    }

    func barLine(now: Double) -> String {
        let width = 24
        let filled = total == 0 ? width : min(width, done * width / total)
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
        let eta = done >= total ? "done" : "ETA \(Int(eta(now: now).rounded(.up)))s"
        return "[\(bar)] \(done)/\(total) frames  " + String(format: "%.1f fps", rate(now: now))
            + "  \(eta)  \(escapedForTerminal(scene))\u{1B}[K"
    }

    private func rate(now: Double) -> Double {
        let elapsed = now - started
        return elapsed > 0 ? Double(done) / elapsed : 0
    }

    private func eta(now: Double) -> Double {
        let r = rate(now: now)
        let seconds = r > 0 ? Double(total - done) / r : 0
        return min(seconds, 1e9)
    }

    private func rounded(_ x: Double) -> Double { (x * 10).rounded() / 10 }

    private func json(_ fields: [String: Any]) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: fields, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data(Array("{}".utf8))
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
