import Foundation
import Matchcut

/// `matchcut trace <scene> [-o FILE] [--fps N]`
enum TraceCommand {
    static let usage = "matchcut trace <scene> [-o <file>] [--fps <n>] [--project-root <dir>]"

    static let spec = Subcommand(usage: usage, help: """
    OVERVIEW: Print every frame's geometry as JSON.

    The top level holds fps, duration and canvas {width, height, scale}; then frames[], each
    with index, time and elements[]. An element holds identity, matchedID (when matched),
    kind, frame {x, y, width, height} in points, cornerRadius, opacity, textScale (text),
    zIndex, phase, and for matched elements matchedGroup and progress.

    USAGE: \(usage)

    ARGUMENTS:
      <scene>                 The scene file.

    OPTIONS:
      -o, --output <file>     Write the JSON to a file instead of standard output ('-').
                              Only a new or regular file is written; a device, FIFO,
                              folder, link or the scene is refused.
      --fps <n>               Frames per second. (default: the scene's fps(…))
      --project-root <dir>    The folder the app's source files named by 'sources(…)'
                              must lie in. (default: the scene's folder, or matchcut.json's)
      -h, --help              Show help information.
    """, run: run)

    static func run(_ arguments: [String]) throws {
        let args = try ArgumentScanner(command: "trace", arguments: arguments, valued: ["-o", "--output", "--fps", "--project-root"])
        guard let path = args.positional.first else {
            throw CommandLineError.missingArgument(name: "<scene>", command: "trace")
        }
        if args.positional.count > 1 { throw CommandLineError.unexpectedArgument(args.positional[1], command: "trace") }
        let output = args.value("-o", "--output") ?? "-"
        try OutputArgument.check(output, what: "the trace", inputs: [("scene", path)])
        let projectRoot = args.value("--project-root")
        let scene = try CompiledScene.load(path: path, fps: try args.int("--fps", in: 1...240), projectRoot: projectRoot)
        if !scene.warnings.isEmpty { StandardStreams.error(scene.warnings) }
        let read = (CompiledScene.filesRead(path: path, projectRoot: projectRoot) + scene.imagePaths).map { (role: "input file", path: $0) }
        try OutputArgument.write(try Trace(scene).json(), to: output, what: "the trace", inputs: [("scene", path)] + read)
    }
}
