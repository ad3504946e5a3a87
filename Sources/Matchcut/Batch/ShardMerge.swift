import Files
import ImageFiles
import Foundation
import Geometry
import Output
import ViewTree

/// `matchcut merge`: the folders of `render --shard 1/N` … `N/N` become one output, as if
/// rendered at once: frames copied, videos encoded from the merged frames, one manifest.
///
/// The result is byte for byte what an unsharded render writes: PNG frames are lossless,
/// so ffmpeg receives exactly the pixels it would have received from the renderer.
///
/// A shard is input, so nothing in it is trusted (docs/security.md): each manifest is
/// checked (`Manifest.validate`), every name is one file name, the shards must be 1…N once
/// each with N no more than the frames, every frame must come from exactly one shard, and
/// every file is checked against its size and SHA-256 (and a frame against the scene's
/// pixel size) as it is placed or encoded.
public struct ShardMerge {
    public var shardFolders: [String]
    public var outputRoot: String

    public init(shardFolders: [String], outputRoot: String) {
        self.shardFolders = shardFolders
        self.outputRoot = outputRoot
    }

    /// One frame or contact sheet of the merge: its record, and the shard folder holding it.
    struct Source {
        let file: OutputFile
        let folder: ShardFolder
    }

    @discardableResult
    public func run() throws -> Manifest {
        let shards = try shardFolders.map { ($0, try Manifest.read(from: $0)) }
        let first = try validate(shards)
        var settingsFormats = first.settings.formats
        settingsFormats.sort()
        let gathered = try first.scenes.enumerated().map { index, entry in try gather(entry, index: index, shards: shards) }
        let run = try OutputRun(root: outputRoot)
        let previous = run.currentManifest()
        for entry in first.scenes where entry.renderedFrames > 0 {
            try run.claim(entry.name, source: shards[0].0 + "/" + Manifest.fileName, inputs: shardFolders, manifest: previous)
        }
        var scenes: [Manifest.Scene] = []
        for (entry, sources) in zip(first.scenes, gathered) {
            var merged = entry
            if entry.renderedFrames > 0 {
                merged.files = try mergeScene(entry, sources: sources, formats: settingsFormats, settings: first.settings,
                                              staging: run.stagingPath(entry.name))
            }
            scenes.append(merged)
        }
        var manifest = first
        manifest.shard = nil
        manifest.scenes = scenes
        try run.commit(manifest: try manifest.json())
        return manifest
    }

    /// Every file of one scene across the shards, by name: each from exactly one shard, the
    /// frames exactly as many as the scene rendered.
    private func gather(_ entry: Manifest.Scene, index: Int, shards: [(String, Manifest)]) throws -> [String: Source] {
        var sources: [String: Source] = [:]
        for (folder, manifest) in shards where !manifest.scenes[index].files.isEmpty {
            let opened = try ShardFolder(shard: folder, scene: entry.name)
            for file in manifest.scenes[index].files {
                guard file.name == SceneOutput.contactSheetName || isFrameName(file.name, of: entry) else {
                    throw MatchcutError.merge(
                        reason: "\(quoted(folder + "/" + Manifest.fileName)) lists \(quoted(file.name)), which is not a frame "
                            + "of scene \(quoted(entry.name)) (it has \(entry.frameCount))",
                        hint: ShardFolder.changed)
                }
                if let other = sources[file.name] {
                    throw MatchcutError.merge(
                        reason: "\(quoted(file.name)) of scene \(quoted(entry.name)) is in two shards, "
                            + "\(quoted(other.folder.shard)) and \(quoted(folder))",
                        hint: "each frame belongs to one shard: pass the folders of one 'render --shard K/N' run")
                }
                sources[file.name] = Source(file: file, folder: opened)
            }
        }
        let frames = sources.keys.filter { $0 != SceneOutput.contactSheetName }.count
        guard frames == entry.renderedFrames else {
            throw MatchcutError.merge(
                reason: "scene \(quoted(entry.name)) has \(frames) of its \(entry.renderedFrames) frames in these shards",
                hint: "a shard failed or was left out; re-run it, then merge again")
        }
        return sources
    }

    /// Whether `name` can be one of this scene's frames: a PNG, and when it is named as a
    /// frame index (`frame-00012.png`), an index the scene has. (`--at` and `--transition`
    /// name their frame by time and progress instead.)
    private func isFrameName(_ name: String, of entry: Manifest.Scene) -> Bool {
        guard name.hasSuffix(".png") else { return false }
        guard name.hasPrefix("frame-") else { return true }
        let digits = name.dropFirst(6).dropLast(4)
        guard !digits.isEmpty, digits.utf8.allSatisfy({ (48...57).contains($0) }), let n = Int(digits) else { return false }
        return n < entry.frameCount && SceneOutput.frameName(n) == name
    }

    /// Checks that the folders are shards 1…N of one render, and returns the first manifest.
    private func validate(_ shards: [(String, Manifest)]) throws -> Manifest {
        guard let first = shards.first?.1 else {
            throw MatchcutError.merge(reason: "no shard folders given", hint: "pass every folder 'render --shard K/N' wrote")
        }
        let parsed = shards.map { ($0.0, $0.1.shard.flatMap(Shard.init)) }
        guard let count = parsed.first?.1?.count, parsed.allSatisfy({ $0.1?.count == count }) else {
            let folder = parsed.first { $0.1 == nil }?.0 ?? shards[0].0
            throw MatchcutError.merge(reason: "\(quoted(folder)) is not the output of one 'render --shard K/N' run of the others",
                                      hint: "every folder must come from 'matchcut render --shard K/N' with the same N")
        }
        let frames = first.scenes.reduce(0) { $0 + $1.renderedFrames }
        guard count <= Shard.maxCount(frames: frames) else {
            throw MatchcutError.merge(reason: "\(quoted(shards[0].0)) is shard \(parsed[0].1!) of a render of \(frames) frames; "
                                          + "no render is split into more than \(Shard.maxCount(frames: frames)) shards",
                                      hint: "pass the folders of one 'render --shard K/N' run, unchanged")
        }
        var seen: [Int: String] = [:]
        for (folder, shard) in parsed {
            let k = shard!.index
            if let other = seen[k] {
                throw MatchcutError.merge(reason: "shard \(k)/\(count) is given twice: \(quoted(other)) and \(quoted(folder))",
                                          hint: "pass each of the \(count) shard folders once")
            }
            seen[k] = folder
        }
        // At most 10 named, found in at most shards.count + 10 steps, however large N is.
        var missing: [Int] = []
        var k = 1
        while k <= count, missing.count < 10 {
            if seen[k] == nil { missing.append(k) }
            k += 1
        }
        if !missing.isEmpty {
            let absent = count - seen.count
            let names = missing.map { "\($0)/\(count)" }.joined(separator: ", ") + (absent > missing.count ? " and \(absent - missing.count) more" : "")
            throw MatchcutError.merge(reason: (absent == 1 ? "shard " + names + " is missing" : "shards " + names + " are missing"),
                                      hint: "pass each of the \(count) shard folders once")
        }
        for (folder, manifest) in shards {
            var a = manifest, b = first
            a.shard = nil; b.shard = nil
            for i in a.scenes.indices { a.scenes[i].files = [] }
            for i in b.scenes.indices { b.scenes[i].files = [] }
            guard a == b else {
                throw MatchcutError.merge(reason: "\(quoted(folder)) was rendered from other scenes or settings than \(quoted(shards[0].0))",
                                          hint: "render every shard with the same scenes, options and Matchcut version")
            }
        }
        return first
    }

    /// Fills the staging folder of `<output>/<scene>`: frames linked or copied, videos encoded.
    private func mergeScene(_ entry: Manifest.Scene, sources: [String: Source], formats: [OutputFormat],
                            settings: Manifest.Settings, staging path: String) throws -> [OutputFile] {
        let frames = sources.keys.filter { $0 != SceneOutput.contactSheetName }.sorted()
        let pixels = (entry.canvas.pixelWidth, entry.canvas.pixelHeight)
        let staging = try SceneOutput(staging: path)
        do {
            var files: [OutputFile] = []
            var copied = formats.contains(.png) ? frames : []
            if sources[SceneOutput.contactSheetName] != nil { copied.append(SceneOutput.contactSheetName) }
            for name in copied {
                if Interrupt.requested { throw MatchcutError.interrupted }
                let source = sources[name]!  // `copied` holds names of `sources` only
                try source.folder.place(source.file, at: staging.path + "/" + name,
                                        pixels: name == SceneOutput.contactSheetName ? nil : pixels)
                files.append(source.file)
            }
            for format in formats where format.isVideo {
                let path = staging.path + "/" + SceneOutput.videoName(entry.name, format)
                try encode(format, entry: entry, frames: frames.map { sources[$0]! }, settings: settings, to: path)
                files.append(try OutputFile(path: path))
            }
            return files.sorted { $0.name < $1.name }
        } catch {
            staging.discard()
            throw error
        }
    }

    private func encode(_ format: OutputFormat, entry: Manifest.Scene, frames: [Source], settings: Manifest.Settings,
                        to path: String) throws {
        let c = entry.canvas
        let encoding = SceneJob.videoEncoding(format, canvas: Size(width: c.width, height: c.height),
                                              pixels: (c.pixelWidth, c.pixelHeight), fps: entry.fps,
                                              gifScale: settings.gifScale, gifFPS: settings.gifFps, apngScale: settings.apngScale)
        let video = try wrapOutputErrors { try FFmpegProcess(encoding, path: path) }
        video.shouldStop = { Interrupt.requested }
        var scratch: [UInt8] = []
        do {
            for frame in frames {
                if Interrupt.requested { throw MatchcutError.interrupted }
                let data = try frame.folder.read(frame.file, pixels: (c.pixelWidth, c.pixelHeight))
                let pixels = try wrapOutputErrors { try PNGReader.decode(data, path: frame.folder.path + "/" + frame.file.name) }
                if encoding.input == .yuv420p {
                    YUVFrame.convert(pixels, into: &scratch)
                    try scratch.withUnsafeBytes { bytes in try wrapOutputErrors { try video.write(bytes) } }
                } else {
                    try OpaqueFrame.withPixels(of: pixels, scratch: &scratch) { bytes in
                        try wrapOutputErrors { try video.write(bytes) }
                    }
                }
            }
            try wrapOutputErrors { try video.finish() }
        } catch {
            video.cancel()
            throw error
        }
    }
}
