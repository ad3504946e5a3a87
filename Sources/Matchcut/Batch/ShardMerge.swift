import Foundation
import Geometry
import Output

/// `matchcut merge`: the folders of `render --shard 1/N` … `N/N` become one output, as if
/// rendered at once: frames copied, videos encoded from the merged frames, one manifest.
///
/// The result is byte for byte what an unsharded render writes: PNG frames are lossless,
/// so ffmpeg receives exactly the pixels it would have received from the renderer.
public struct ShardMerge {
    public var shardFolders: [String]
    public var outputRoot: String

    public init(shardFolders: [String], outputRoot: String) {
        self.shardFolders = shardFolders
        self.outputRoot = outputRoot
    }

    @discardableResult
    public func run() throws -> Manifest {
        let shards = try shardFolders.map { ($0, try Manifest.read(from: $0)) }
        let first = try validate(shards)
        var settingsFormats = first.settings.formats
        settingsFormats.sort()
        var scenes: [Manifest.Scene] = []
        for (index, entry) in first.scenes.enumerated() {
            var sources: [String: String] = [:]  // file name → path in a shard folder
            for (folder, manifest) in shards {
                for file in manifest.scenes[index].files {
                    sources[file.name] = folder + "/" + entry.name + "/" + file.name
                }
            }
            let records = Dictionary(shards.flatMap { $0.1.scenes[index].files }.map { ($0.name, $0) },
                                     uniquingKeysWith: { a, _ in a })
            let frameNames = records.keys.filter { $0 != SceneOutput.contactSheetName }.sorted()
            guard frameNames.count == entry.renderedFrames else {
                throw MatchcutError.merge(
                    reason: "scene '\(entry.name)' has \(frameNames.count) of its \(entry.renderedFrames) frames in these shards",
                    hint: "a shard failed or was left out; re-run it, then merge again")
            }
            var merged = entry
            merged.files = try mergeScene(entry, frames: frameNames, sources: sources, records: records,
                                          formats: settingsFormats)
            scenes.append(merged)
        }
        var manifest = first
        manifest.shard = nil
        manifest.scenes = scenes
        try manifest.write(to: outputRoot)
        return manifest
    }

    /// Checks that the folders are shards 1…N of one render, and returns the first manifest.
    private func validate(_ shards: [(String, Manifest)]) throws -> Manifest {
        guard let first = shards.first?.1 else {
            throw MatchcutError.merge(reason: "no shard folders given", hint: "pass every folder 'render --shard K/N' wrote")
        }
        let parsed = shards.map { ($0.0, $0.1.shard.flatMap(Shard.init)) }
        guard let count = parsed.first?.1?.count, parsed.allSatisfy({ $0.1?.count == count }) else {
            let folder = parsed.first { $0.1 == nil }?.0 ?? shards[0].0
            throw MatchcutError.merge(reason: "'\(folder)' is not the output of one 'render --shard K/N' run of the others",
                                      hint: "every folder must come from 'matchcut render --shard K/N' with the same N")
        }
        let indices = Set(parsed.compactMap { $0.1?.index })
        let missing = (1...count).filter { !indices.contains($0) }
        guard missing.isEmpty, indices.count == shards.count else {
            throw MatchcutError.merge(reason: "shards \(missing.map { "\($0)/\(count)" }.joined(separator: ", ")) are missing"
                                      + (indices.count != shards.count ? " and a shard is given twice" : ""),
                                      hint: "pass each of the \(count) shard folders once")
        }
        for (folder, manifest) in shards {
            var a = manifest, b = first
            a.shard = nil; b.shard = nil
            for i in a.scenes.indices { a.scenes[i].files = [] }
            for i in b.scenes.indices { b.scenes[i].files = [] }
            guard a == b else {
                throw MatchcutError.merge(reason: "'\(folder)' was rendered from other scenes or settings than '\(shards[0].0)'",
                                          hint: "render every shard with the same scenes, options and Matchcut version")
            }
        }
        return first
    }

    /// Fills `<output>/<scene>` through a staging folder: frames linked or copied, videos encoded.
    private func mergeScene(_ entry: Manifest.Scene, frames: [String], sources: [String: String],
                            records: [String: OutputFile], formats: [OutputFormat]) throws -> [OutputFile] {
        let destination = URL(fileURLWithPath: outputRoot + "/" + entry.name).standardizedFileURL.path
        let staging = try StagingFolder(for: destination)
        do {
            var files: [OutputFile] = []
            var copied = formats.contains(.png) ? frames : []
            if records[SceneOutput.contactSheetName] != nil { copied.append(SceneOutput.contactSheetName) }
            for name in copied {
                try place(sources[name]!, at: staging.path + "/" + name)
                files.append(records[name]!)
            }
            for format in formats where format.isVideo {
                let path = staging.path + "/" + SceneOutput.videoName(entry.name, format)
                try encode(format, entry: entry, frames: frames.map { sources[$0]! }, to: path)
                files.append(try OutputFile(path: path))
            }
            try staging.replace(destination)
            return files.sorted { $0.name < $1.name }
        } catch {
            staging.discard()
            throw error
        }
    }

    /// A hard link when the shard folder is on the same file system, else a copy.
    private func place(_ source: String, at target: String) throws {
        if link(source, target) == 0 { return }
        do {
            try FileManager.default.copyItem(atPath: source, toPath: target)
        } catch {
            throw MatchcutError.io(path: target, reason: error.localizedDescription)
        }
    }

    private func encode(_ format: OutputFormat, entry: Manifest.Scene, frames: [String], to path: String) throws {
        let c = entry.canvas
        var gif: (width: Int, height: Int)?
        if format == .gif {
            let small = SceneJob.pixels(Size(width: c.width, height: c.height), scale: try gifScale())
            if small != (c.pixelWidth, c.pixelHeight) { gif = small }
        }
        let encoding = VideoEncoding(format: format, width: c.pixelWidth, height: c.pixelHeight, fps: entry.fps, gifSize: gif)
        let video = try wrapOutputErrors { try FFmpegProcess(encoding, path: path) }
        var scratch: [UInt8] = []
        do {
            for frame in frames {
                let pixels = try wrapOutputErrors { try PNGReader.read(frame) }
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

    private func gifScale() throws -> Double {
        try Manifest.read(from: shardFolders[0]).settings.gifScale
    }
}
