import Foundation
import Matchcut

/// The six scenes of scenes/ in one render, PNG and mp4, as `make demo` renders them: each
/// distinct frame drawn once (the default) against every frame drawn (`--no-dedupe`, which
/// is the code before frames were deduplicated), with the bytes of both compared; then a
/// re-render from a warm frame cache against a render without one, and `matchcut test` of
/// the unchanged scenes with its verdicts cached against one without.
struct AllScenesBench {
    let matchcut: String
    let folder: String
    let jobs: Int
    let rounds: Int

    struct Result {
        var run: ChildRun
        var manifest: Manifest
    }

    /// One render of every scene into a folder of its own; its manifest is read before the
    /// folder is removed (outside the timing).
    func render(_ formats: String, _ extra: [String]) throws -> Result {
        let out = folder + "/all-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: out) }
        let run = ChildRun.run(matchcut, ["render", "scenes", "--format", formats, "--jobs", String(jobs), "-o", out,
                                          "--quiet"] + extra, startsFFmpeg: formats != "png")
        return Result(run: run, manifest: try Manifest.read(from: out))
    }

    func run() throws {
        print("\n== all six scenes, \(jobs) jobs, best of \(rounds) ==")
        for formats in ["png", "png,mp4"] { try dedupe(formats) }
        try cached("png,mp4")
        tested()
    }

    /// `matchcut test` of the unchanged scenes against their goldens: from a warm cache
    /// (filled by one run first) against no cache, a round at a time.
    func tested() {
        let cache = folder + "/test-cache", out = folder + "/test-out"
        defer {
            try? FileManager.default.removeItem(atPath: cache)
            try? FileManager.default.removeItem(atPath: out)
        }
        func test(_ extra: [String]) -> ChildRun {
            ChildRun.run(matchcut, ["test", "scenes", "--record", "never", "--jobs", String(jobs), "-o", out] + extra,
                         startsFFmpeg: false, silenced: true)
        }
        _ = test(["--cache", cache])
        var none: ChildRun?, warm: ChildRun?
        for _ in 0..<rounds {
            none = ChildRun.faster(none, test(["--no-cache"]))
            warm = ChildRun.faster(warm, test(["--cache", cache]))
        }
        guard let none, let warm else { return }
        print("matchcut test of unchanged scenes (every key frame against its golden):")
        print(String(format: "  without the cache                %6.2f s  cpu %6.2f s", none.seconds, none.cpuSeconds))
        print(String(format: "  from a warm cache                %6.2f s  cpu %6.2f s", warm.seconds, warm.cpuSeconds))
        let ratio = none.seconds / warm.seconds
        print("  cached test \(String(format: "%.1f", ratio))x (≥ 10)  " + (ratio >= 10 ? "PASS" : "MISS"))
    }

    /// A re-render of the unchanged scenes from a warm cache (filled by one render first)
    /// against a render with no cache, a round at a time.
    func cached(_ formats: String) throws {
        let cache = folder + "/cache"
        defer { try? FileManager.default.removeItem(atPath: cache) }
        _ = try render(formats, ["--cache", cache])
        var none: Result?, warm: Result?
        var sameBytes = true
        for _ in 0..<rounds {
            let a = try render(formats, ["--no-cache"]), b = try render(formats, ["--cache", cache])
            sameBytes = sameBytes && a.manifest.scenes.map(\.files) == b.manifest.scenes.map(\.files)
            if none == nil || a.run.seconds < none!.run.seconds { none = a }
            if warm == nil || b.run.seconds < warm!.run.seconds { warm = b }
        }
        guard let none, let warm else { return }
        let n = Double(none.manifest.scenes.reduce(0) { $0 + $1.renderedFrames })
        print("\(formats), re-render of unchanged scenes:")
        print(String(format: "  without the cache                %7.1f fps  %6.2f s", n / none.run.seconds, none.run.seconds))
        print(String(format: "  from a warm cache                %7.1f fps  %6.2f s", n / warm.run.seconds, warm.run.seconds))
        let ratio = none.run.seconds / warm.run.seconds
        print("  cached re-render \(String(format: "%.1f", ratio))x (≥ 10), same bytes: \(sameBytes ? "yes" : "NO")  "
              + (ratio >= 10 && sameBytes ? "PASS" : "MISS"))
    }

    /// Every frame drawn against each distinct frame drawn once, a round at a time.
    func dedupe(_ formats: String) throws {
        var every: Result?, once: Result?
        var sameBytes = true
        for _ in 0..<rounds {
            let a = try render(formats, ["--no-dedupe", "--no-cache"]), b = try render(formats, ["--no-cache"])
            sameBytes = sameBytes && a.manifest.scenes.map(\.files) == b.manifest.scenes.map(\.files)
            if every == nil || a.run.seconds < every!.run.seconds { every = a }
            if once == nil || b.run.seconds < once!.run.seconds { once = b }
        }
        guard let every, let once else { return }
        let frames = once.manifest.scenes.reduce(0) { $0 + $1.renderedFrames }
        let distinct = Set(once.manifest.scenes.flatMap { scene in
            scene.files.filter { $0.name.hasSuffix(".png") }.map(\.sha256)
        }).count
        let n = Double(frames)
        func line(_ name: String, _ run: ChildRun) -> String {
            name + String(format: "%7.1f fps  cpu %6.2f ms/frame", n / run.seconds, run.cpuSeconds / n * 1000)
                + (formats == "png" ? "" : " (incl. ffmpeg)")
        }
        print("\(formats): \(frames) frames, \(distinct) distinct: dedupe ratio \(String(format: "%.2f", n / Double(distinct)))")
        print(line("  every frame drawn (--no-dedupe)  ", every.run))
        print(line("  each distinct frame drawn once   ", once.run))
        let speedup = every.run.seconds / once.run.seconds, cpu = every.run.cpuSeconds / once.run.cpuSeconds
        print("  dedupe speedup \(String(format: "%.2f", speedup))x (≥ 2; cpu \(String(format: "%.2f", cpu))x), "
              + "same bytes: \(sameBytes ? "yes" : "NO")  " + (speedup >= 2 && sameBytes ? "PASS" : "MISS"))
    }
}
