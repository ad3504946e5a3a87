import Foundation
import Matchcut
import Output
import Render

// `make bench`: Matchcut's end-to-end speed and memory against the references of issue 7,
// in one run. Usage: matchcut-bench [scene] [--frames N (default: all)] [--runs R] [--matchcut PATH]
// [--all-scenes: only the run of every scene in scenes/, dedupe and cache] [--effects: only the
// drawing effects (a 10-point blur and an ultraThinMaterial at 3x)] [--compile: only the compile time of a LazyVStack, a LazyVGrid and a List of
// 500, 5,000 and 50,000 rows] [--timeline-view: only a TimelineView(.animation) screen built every frame] [--checks: only
// `matchcut check` on the largest inputs the limits allow (HostileChecks.swift)] [--hostile: only two hostile-input cases
// under `ulimit -v 4G`, 10,000 images checked and an ffmpeg that floods stderr (HostileCases.swift)]
// [--preview: only the preview's play rate, frames drawn and sent one after another (PreviewPlayBench.swift)]
// Every measurement is the best of R rounds (default 5): noise only ever slows a run down.
// The scene defaults to scenes/card-hero.scene, or Benchmarks/scenes/busy.scene without it.

let arguments = Array(CommandLine.arguments.dropFirst())
// `--effects`: only the drawing effects' measurement (DrawingEffects.swift).
if arguments.contains("--effects") {
    try DrawingEffectsBench(rounds: 5).run()
    exit(0)
}
// `--timeline-view`: only the screen a TimelineView(.animation) builds every frame (TimelineViewBench.swift).
if arguments.contains("--timeline-view") {
    let scratch = NSTemporaryDirectory() + "matchcut-bench-timeline-\(getpid())"
    try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    try TimelineViewBench(rounds: 3, folder: scratch).run()
    exit(0)
}
// `--compile`: only the compile time against the scene's size (LazyRows.swift).
if arguments.contains("--compile") {
    let scratch = NSTemporaryDirectory() + "matchcut-bench-rows-\(getpid())"
    try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    try LazyRowsBench(rounds: 3, folder: scratch).run()
    exit(0)
}
func option(_ name: String) -> String? {
    arguments.firstIndex(of: name).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
}
// `--hostile`: only the hostile-input cases timed under `ulimit -v 4G` (HostileCases.swift).
if arguments.contains("--hostile") {
    let scratch = NSTemporaryDirectory() + "matchcut-bench-hostile-\(getpid())"
    try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    try HostileCasesBench(matchcut: option("--matchcut") ?? ".build/release/matchcut",
                          rounds: max(1, Int(option("--runs") ?? "3") ?? 3), folder: scratch).run()
    exit(0)
}
// `--checks`: only `matchcut check` on the largest inputs (HostileChecks.swift).
if arguments.contains("--checks") {
    HostileChecksBench(matchcut: option("--matchcut") ?? ".build/release/matchcut",
                       rounds: max(1, Int(option("--runs") ?? "3") ?? 3)).run()
    exit(0)
}
// `--preview`: only the preview's play rate (PreviewPlayBench.swift), on the scene given or card-hero.
if arguments.contains("--preview") {
    let given = arguments.enumerated().first { i, a in !a.hasPrefix("--") && (i == 0 || !arguments[i - 1].hasPrefix("--")) }?.1
    try PreviewPlayBench(matchcut: option("--matchcut") ?? ".build/release/matchcut", scene: given ?? "scenes/card-hero.scene",
                         rounds: max(1, Int(option("--runs") ?? "3") ?? 3)).run()
    exit(0)
}
let positional = arguments.enumerated().filter { i, a in !a.hasPrefix("--") && (i == 0 || !arguments[i - 1].hasPrefix("--")) }
let scenePath = positional.first?.1
    ?? (FileManager.default.fileExists(atPath: "scenes/card-hero.scene") ? "scenes/card-hero.scene" : "Benchmarks/scenes/busy.scene")
let matchcut = option("--matchcut") ?? ".build/release/matchcut"
let jobs = ProcessInfo.processInfo.activeProcessorCount
let runs = max(1, Int(option("--runs") ?? "5") ?? 5)
let folder = NSTemporaryDirectory() + "matchcut-bench-\(getpid())"
try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(atPath: folder) }

let scene = try CompiledScene.load(path: scenePath, engine: RenderEngine())
// The whole scene by default: a render of card-hero is all of its frames.
let frames = min(scene.frameCount, option("--frames").flatMap { Int($0) } ?? scene.frameCount)
let range = "0-\(frames - 1)"
print("Matchcut \(MatchcutVersion.current) bench: \(scenePath), frames \(range) of \(scene.frameCount), \(jobs) cores, best of \(runs) rounds")

func ms(_ seconds: Double) -> String { String(format: "%6.2f ms", seconds * 1000) }
func fps(_ x: Double) -> String { String(format: "%7.1f fps", x) }
func verdict(_ ok: Bool) -> String { ok ? "PASS" : "MISS" }
/// One `matchcut render` into a folder of its own, removed after it (outside the timing): a
/// run measures rendering, as on a fresh CI checkout, not deleting the previous run's frames
/// (docs/performance.md gives that cost).
func renderOnce(_ arguments: [String]) -> ChildRun {
    let out = folder + "/out-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: out) }
    let formats = arguments.firstIndex(of: "--format").map { arguments[$0 + 1] } ?? "png"
    return ChildRun.run(matchcut, ["render"] + arguments + ["-o", out, "--quiet", "--no-cache"], startsFFmpeg: formats != "png")
}
func render(_ formats: String, scale: Double, jobs: Int, frames: String = range, on path: String = scenePath) -> ChildRun {
    var best: ChildRun?
    for _ in 0..<runs {
        best = ChildRun.faster(best, renderOnce([path, "--scale", String(scale), "--format", formats, "--jobs", String(jobs),
                                                 "--frames", frames]))
    }
    return best!
}

for scale in arguments.contains("--all-scenes") ? [] : [3.0, 2.0] {
    let refs = References(scene: scene, scale: scale, frames: frames, jobs: jobs, folder: folder)
    print("\n== scale \(Int(scale))x ==")
    let t = try refs.stages()
    let n = Double(frames)
    print("time per frame, one thread: sample \(ms(t.sample / n))  raster \(ms(t.raster / n))  filter \(ms(t.filter / n))"
          + "  deflate \(ms(t.deflate / n))  chunks+crc \(ms(t.container / n))  sha256 \(ms(t.hash / n))  write \(ms(t.write / n))")

    // Rounds: every measurement once per round, the related ones next to each other, and
    // the best of each over the rounds. A slow spell on the machine then slows both sides
    // of a ratio alike, instead of only the side measured during it.
    let held = refs.drawAll()
    var png: ChildRun?, one: ChildRun?, mp4: ChildRun?, both: ChildRun?
    var raster = 0.0
    var encode = (fps: 0.0, bytes: 0.0), libSub = (fps: 0.0, bytes: 0.0), libAll = (fps: 0.0, bytes: 0.0)
    var ffmpeg = (fps: 0.0, cpu: 0.0)
    func once(_ formats: String, jobs: Int) -> ChildRun {
        renderOnce([scenePath, "--scale", String(scale), "--format", formats, "--jobs", String(jobs), "--frames", range])
    }
    for _ in 0..<runs {
        png = ChildRun.faster(png, once("png", jobs: jobs))
        if scale == 3 { one = ChildRun.faster(one, once("png", jobs: 1)) }
        raster = max(raster, refs.rasterAlone())
        let e = refs.encodeAlone(held, compression: .fast)
        if e.fps > encode.fps { encode = e }
        let sub = refs.libpng(level: 1, subOnly: true)
        if sub.fps > libSub.fps { libSub = sub }
        let all = refs.libpng(level: 1, subOnly: false)
        if all.fps > libAll.fps { libAll = all }
        mp4 = ChildRun.faster(mp4, once("mp4", jobs: jobs))
        let f = try refs.ffmpegAlone(held)
        if f.fps > ffmpeg.fps { ffmpeg = f }
        both = ChildRun.faster(both, once("png,mp4", jobs: jobs))
    }
    let small = refs.encodeAlone(held, compression: .small)
    let pngFPS = n / png!.seconds, mp4FPS = n / mp4!.seconds
    func line(_ name: String, _ run: ChildRun) -> String {
        "matchcut \(name)\(fps(n / run.seconds))  peak \(String(format: "%4.0f", run.peakMB)) MB"
            + "  cpu \(ms(run.cpuSeconds / n))/frame (incl. ffmpeg)"
    }
    print(line("png      ", png!))
    print(line("mp4      ", mp4!))
    print(line("png+mp4  ", both!))
    print("ref raster alone              \(fps(raster))")
    print("ref our PNG encode alone      \(fps(encode.fps))  \(Int(encode.bytes / 1024)) KB/frame (fast, ISA-L 1)")
    print("ref our PNG encode, small     \(fps(small.fps))  \(Int(small.bytes / 1024)) KB/frame (small: adaptive filters, zlib 6)")
    print("ref libpng zlib-1, sub        \(fps(libSub.fps))  \(Int(libSub.bytes / 1024)) KB/frame (raster + encode + write)")
    print("ref libpng zlib-1, adaptive   \(fps(libAll.fps))  \(Int(libAll.bytes / 1024)) KB/frame (raster + encode + write)")
    print("ref ffmpeg alone (raw, mem)   \(fps(ffmpeg.fps))  cpu \(ms(ffmpeg.cpu))/frame")

    guard scale == 3 else { continue }
    let bound = 1 / (1 / raster + 1 / encode.fps)
    print("\ntargets at 3x:")
    print("  PNG vs libpng zlib-1 sub:      \(String(format: "%.2f", pngFPS / libSub.fps))x (≥ 3)  "
          + "size \(String(format: "%.2f", encode.bytes / libSub.bytes)) (≤ 1.10)  "
          + verdict(pngFPS / libSub.fps >= 3 && encode.bytes / libSub.bytes <= 1.1))
    print("  PNG vs libpng zlib-1 adaptive: \(String(format: "%.2f", pngFPS / libAll.fps))x (≥ 3)  "
          + "size \(String(format: "%.2f", encode.bytes / libAll.bytes)) (≤ 1.10)  "
          + verdict(pngFPS / libAll.fps >= 3 && encode.bytes / libAll.bytes <= 1.1))
    print("  PNG vs raster+encode bound:    \(String(format: "%.2f", pngFPS / bound)) of \(fps(bound)) (≥ 0.8)  "
          + verdict(pngFPS / bound >= 0.8))
    print("  mp4 vs ffmpeg alone:           \(String(format: "%.2f", mp4FPS / ffmpeg.fps)) (≥ 0.85)  " + verdict(mp4FPS / ffmpeg.fps >= 0.85))
    print("  (load average now: \(String(format: "%.1f", loadAverage())) on \(jobs) cores; ratios assume a quiet machine)")
    print("  PNG speedup \(jobs) jobs over 1:    \(String(format: "%.2f", one!.seconds / png!.seconds))x (≥ 1.8)  "
          + verdict(png!.seconds * 1.8 <= one!.seconds))

    // Memory against frame count needs 600 frames; the busy scene has 601.
    let long = scene.frameCount >= 600 ? scenePath : "Benchmarks/scenes/busy.scene"
    let m60 = render("png,mp4", scale: 3, jobs: jobs, frames: "0-59", on: long)
    let m600 = render("png,mp4", scale: 3, jobs: jobs, frames: "0-599", on: long)
    print("  peak memory, png+mp4, \(long): 60 frames \(Int(m60.peakMB)) MB, 600 frames \(Int(m600.peakMB)) MB "
          + "(< 200, within 10%)  " + verdict(m600.peakMB < 200 && abs(m600.peakMB / m60.peakMB - 1) <= 0.1))
}

if !arguments.contains("--all-scenes") {
    try DrawingEffectsBench(rounds: runs).run()
    try LazyRowsBench(rounds: min(runs, 3), folder: folder).run()
    try TimelineViewBench(rounds: min(runs, 3), folder: folder).run()
    try PreviewPlayBench(matchcut: matchcut, scene: scenePath, rounds: min(runs, 3)).run()
}

// The whole of scenes/ at once: dedupe against drawing every frame.
if FileManager.default.fileExists(atPath: "scenes/card-hero.scene") {
    try AllScenesBench(matchcut: matchcut, folder: folder, jobs: jobs, rounds: min(runs, 3)).run()
    print("  (load average now: \(String(format: "%.1f", loadAverage())) on \(jobs) cores)")
}

func loadAverage() -> Double {
    var load = [0.0, 0.0, 0.0]
    getloadavg(&load, 3)
    return load[0]
}
