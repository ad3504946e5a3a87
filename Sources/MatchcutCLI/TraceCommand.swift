import Foundation
import Matchcut

/// `matchcut trace <scene> [-o FILE] [--fps N]`
enum TraceCommand {
    static let usage = "matchcut trace <scene> [-o <file>] [--fps <n>]"

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
      -o, --output <file>     Write the JSON to a file instead of standard output.
      --fps <n>               Frames per second. (default: the scene's fps(…))
      -h, --help              Show help information.
    """, run: run)

    static func run(_ arguments: [String]) throws {
        let args = try ArgumentScanner(command: "trace", arguments: arguments, valued: ["-o", "--output", "--fps"])
        guard let path = args.positional.first else {
            throw CommandLineError.missingArgument(name: "<scene>", command: "trace")
        }
        if args.positional.count > 1 { throw CommandLineError.unexpectedArgument(args.positional[1], command: "trace") }
        let scene = try CompiledScene.load(path: path, fps: try args.int("--fps", in: 1...240))
        if !scene.warnings.isEmpty { StandardStreams.error(scene.warnings) }
        let json = try Trace(scene).json()
        if let file = args.value("-o", "--output") {
            do {
                try json.write(to: URL(fileURLWithPath: file), options: .atomic)
            } catch {
                throw MatchcutError.io(path: file, reason: SystemErrorText.reason(error))
            }
        } else {
            FileHandle.standardOutput.write(json)
        }
    }
}
