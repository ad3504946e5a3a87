import Foundation
import Matchcut
import Render

/// `matchcut render <scene|dir>... [-o DIR] [--scale N] [--fps N] [--jobs N]`
enum RenderCommand {
    static let usage = "matchcut render <scene|dir> ... [-o <dir>] [--scale <n>] [--fps <n>] [--jobs <n>]"

    static let spec = Subcommand(usage: usage, help: """
    OVERVIEW: Render scenes to PNG frame sequences.

    Each scene renders into <dir>/<scene>/frame-00000.png, frame-00001.png, … at the
    device's scale. A folder argument renders every .scene file under it. The frames of a
    scene are written to a temporary folder that replaces the old one only when all are done.

    USAGE: \(usage)

    ARGUMENTS:
      <scene|dir>             Scene files, or folders of them.

    OPTIONS:
      -o, --output <dir>      Where scene folders go. (default: output)
      --scale <n>             Pixels per point. (default: the device's, 3 for .iPhone14)
      --fps <n>               Frames per second. (default: the scene's fps(…))
      --jobs <n>              Worker threads. (default: the number of cores)
      -h, --help              Show help information.
    """, run: run)

    static func run(_ arguments: [String]) throws {
        let args = try ArgumentScanner(command: "render", arguments: arguments,
                                       valued: ["-o", "--output", "--scale", "--fps", "--jobs"])
        let files = try SceneFiles.expand(args.positional, command: "render")
        let settings = RenderSettings(
            scale: try args.double("--scale", in: 0.25...8),
            fps: try args.int("--fps", in: 1...240),
            jobs: try args.int("--jobs", in: 1...256) ?? ProcessInfo.processInfo.activeProcessorCount)
        let outputRoot = args.value("-o", "--output") ?? "output"
        let engine = try RenderEngine()
        for file in files {
            let scene = try CompiledScene.load(path: file, engine: engine, fps: settings.fps)
            if !scene.warnings.isEmpty { StandardStreams.error(scene.warnings) }
            let folder = outputRoot + "/" + scene.name
            try FrameSequenceWriter.write(scene, to: folder, settings: settings)
            print("\(file): \(scene.frameCount) frames → \(folder)/")
        }
    }
}

/// Turns command-line paths into scene files: files as given, folders searched for `.scene`.
enum SceneFiles {
    static func expand(_ paths: [String], command: String) throws -> [String] {
        guard !paths.isEmpty else { throw CommandLineError.missingArgument(name: "<scene|dir>", command: command) }
        var files: [String] = []
        let fm = FileManager.default
        for path in paths {
            var isFolder: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &isFolder) else { throw MatchcutError.fileNotFound(path: path) }
            guard isFolder.boolValue else {
                files.append(path)
                continue
            }
            let found = (fm.enumerator(atPath: path)?.allObjects as? [String] ?? [])
                .filter { $0.hasSuffix(".scene") && !$0.contains("__goldens__") }
                .sorted()
                .map { (path as NSString).appendingPathComponent($0) }
            files.append(contentsOf: found)
        }
        return files
    }
}
