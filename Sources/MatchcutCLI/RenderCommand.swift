import Foundation
import Matchcut

/// `matchcut render <scene|dir>... [options]`
enum RenderCommand {
    static let usage = "matchcut render <scene|dir> ... [-o <dir>] [--format <list>] [--scale <n>] [--fps <n>] [--jobs <n>] [options]"

    static let spec = Subcommand(usage: usage, help: """
    OVERVIEW: Render scenes to PNG frames, videos and contact sheets.

    Each scene renders into <dir>/<scene>/: frame-00000.png, … and <scene>.mp4, <scene>.gif,
    <scene>.webm, <scene>.apng.png as --format asks, and contact-sheet.png. A folder argument
    renders every .scene file under it. Every scene and the manifest are written to a
    temporary folder, and all of them replace the old ones together once every file is
    done; <dir>/manifest.json lists every scene with its layouts, transitions, frame count,
    fps, duration and files (size and SHA-256), the Matchcut version and these settings.
    Only folders Matchcut made (they hold .matchcut-output) are replaced; anything else in
    the way is refused. A second render into the same <dir> at once is refused.

    USAGE: \(usage)

    ARGUMENTS:
      <scene|dir>             Scene files, or folders of them.

    OPTIONS:
      -o, --output <dir>      Where scene folders and manifest.json go. (default: output)
      --format <list>         Any of png,mp4,gif,webm,apng, comma-separated. (default: png)
                              Videos need ffmpeg; mp4 is H.264 yuv420p (an odd side gets one
                              white row or column), gif uses palettegen and paletteuse.
      --gif-scale <n>         GIF pixels per point: 1 makes a 390-pt phone 390 px wide.
                              (default: 1)
      --gif-fps <n>           GIF frames per second, at most 50: a GIF's delays are whole
                              centiseconds, and browsers play 0 or 1 cs as 10 cs. The GIF
                              plays at the scene's speed. (default: 30, or the scene's fps
                              when lower)
      --apng-scale <n>        APNG pixels per point. (default: the frames' own, --scale)
      --scale <n>             Pixels per point. (default: the device's, 3 for .iPhone14)
      --fps <n>               Frames per second, and the rate of the scene's clock (its
                              timers and TimelineViews). (default: the scene's fps(…))
      --appearance <a>        dark or light: every scene in that appearance, as the
                              device's setting. (default: the scene's appearance(…), light)
      --dynamic-type <size>   The device's text size setting, as SwiftUI names it: xSmall,
                              small, medium, large, xLarge, xxLarge, xxxLarge,
                              accessibility1 … accessibility5. Text styles and @ScaledMetric
                              take its sizes. (default: the scene's dynamicTypeSize(…), large)
      --ios <version>         17, 18 or 26: the iOS whose measured lists and forms scenes
                              are drawn with (docs/layout.md, "iOS versions").
                              (default: the scene's iOS(…), 18)
      --png-compression <c>   fast or small. small filters rows as libpng does and deflates
                              with zlib: a third to a half smaller on UI frames, about 6×
                              slower to write. (default: fast)
      --contact-sheet         Also write contact-sheet.png: evenly spaced frames, labelled
                              with time and transition progress (of --frames a-b
                              when given, else of the whole scene).
      --contact-sheet-frames <n>
                              Frames on the contact sheet; implies --contact-sheet. (default: 8)
      --frames <a-b|n>        Only frames a to b (or frame n), counted from 0.
      --at <time>             Only the frame at this time: 0.35 or 0.35s.
      --transition <n> --progress <p>
                              Only the frame at progress p (0 to 1) of timeline change n.
      --jobs <n>              Worker threads; the bytes are the same at any count.
                              (default: the number of cores)
      --no-dedupe             Draw every frame, even one equal to an earlier frame (by
                              default each distinct frame is drawn once); the same bytes.
      --cache <dir>           Keep encoded frames and videos here across runs, keyed by
                              what decides their bytes; a frame found is not drawn again.
                              (default: $XDG_CACHE_HOME/matchcut or ~/.cache/matchcut)
      --cache-size <mb>       Least recently used entries go beyond this size. (default: 4096)
      --no-cache              Neither read nor fill the cache.
    \(StrictWarnings.help)
      --project-root <dir>    The folder the app's source files named by 'sources(…)'
                              must lie in. (default: the scene's folder)
      --watch                 After rendering, render again whenever a scene file or a file
                              it reads (sources(…), asset catalogs, images) is saved; only
                              frames whose content changed are drawn (the others come from
                              the cache). Stop with Ctrl-C.
      --shard <k/n>           Render only part k of n of all frames, for a CI matrix; combine
                              the parts with 'matchcut merge'.
      --filter <glob>         Only scenes whose name (the file name without .scene) matches;
                              a glob with a '/' matches the path. Repeat for more.
      --progress-style <style>
                              bar, json (JSON lines for CI) or none. (default: bar on a
                              terminal, none otherwise; '--progress <style>' still works
                              in this release, with a warning)
      -q, --quiet             Print nothing but errors.
      -h, --help              Show help information.
    """, run: run)

    static func run(_ arguments: [String]) throws {
        let args = try ArgumentScanner(
            command: "render", arguments: arguments,
            valued: ["-o", "--output", "--project-root", "--scale", "--fps", "--appearance", "--dynamic-type", "--ios", "--jobs", "--format", "--gif-scale", "--gif-fps", "--apng-scale",
                     "--png-compression",
                     "--contact-sheet-frames", "--frames", "--at", "--transition", "--progress", "--progress-style", "--shard", "--filter",
                     "--cache", "--cache-size"],
            flags: ["--contact-sheet", "--quiet", "-q", "--no-dedupe", "--no-cache", "--watch", "--strict"])
        let files = try SceneFiles.expand(args.positional, command: "render", filters: args.values["--filter"] ?? [])
        let quiet = args.has("--quiet") || args.has("-q")
        let (style, selection) = try RenderOptions.progressAndSelection(args, warn: { StandardStreams.error($0) })
        let sheetFrames = try args.int("--contact-sheet-frames", in: 1...64)
        let settings = RenderSettings(
            scale: try args.double("--scale", in: 0.25...8),
            fps: try args.int("--fps", in: 1...240),
            jobs: try args.jobs(),
            compression: try RenderOptions.compression(args),
            formats: try RenderOptions.formats(args),
            gifScale: try args.double("--gif-scale", in: 0.25...8) ?? 1,
            contactSheetFrames: sheetFrames ?? (args.has("--contact-sheet") ? 8 : nil),
            frames: selection,
            dedupe: !args.has("--no-dedupe"),
            gifFPS: try args.int("--gif-fps", in: 1...RenderSettings.maxGIFFPS) ?? 30,
            apngScale: try args.double("--apng-scale", in: 0.25...8),
            cache: try args.cache(),
            appearance: try RenderOptions.appearance(args),
            dynamicTypeSize: try RenderOptions.dynamicTypeSize(args),
            iosVersion: try RenderOptions.iosVersion(args))
        let shard = try args.shard()
        let progress = Progress(style: quiet ? .none : style ?? Progress.automaticStyle(),
                                write: { StandardStreams.progress($0) })
        let outputRoot = args.value("-o", "--output") ?? "output"
        Interrupt.install()
        BatchRender.keepLargeBuffers()
        var batch = BatchRender(sceneFiles: files, outputRoot: outputRoot, settings: settings, shard: shard,
                                progress: progress)
        batch.projectRoot = args.value("--project-root")
        let warn: (String) -> Void = { text in if !quiet { StandardStreams.error(text) } }
        if args.has("--watch") {
            // Without a usable cache (said above) every save redraws everything.
            guard !args.has("--no-cache") else {
                throw CommandLineError.invalidValue(option: "--watch", value: "", expected: "the frame cache: --watch re-renders through it, drop --no-cache",
                                                    command: "render")
            }
            try WatchedRender(batch: batch).run(warnings: warn) { line in
                if !quiet { StandardStreams.error(line + "\n") }
            }
            return
        }
        var strict = StrictWarnings(enabled: args.has("--strict"))
        try batch.run(warnings: warn, rendered: { job, folder in
            strict.count(job.scene)
            if !quiet { StandardStreams.line("\(job.scene.description.file): \(job.requests.count) frames → \(folder)/") }
        })
        try strict.check()
    }
}
