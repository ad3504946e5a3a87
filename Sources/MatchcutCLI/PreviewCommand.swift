import Foundation
import Matchcut
import Preview

/// `matchcut preview <scene> [--port <n>] [--scale <n>] [--project-root <dir>]`
enum PreviewCommand {
    static let usage = "matchcut preview <scene> [--port <n>] [--scale <n>] [--project-root <dir>]"

    static let spec = Subcommand(usage: usage, help: """
    OVERVIEW: Show a scene in the browser, live, while you edit it.

    Serves a page at http://127.0.0.1:PORT/ (this machine only, never another interface):
    the frame at the scrubber's time, drawn on demand, with the transitions and key frames
    marked on the scrubber; play and pause at real speed, and the arrow keys to step a frame;
    a layout switcher; the trace's element outlines over the frame (hover for the identity,
    frame, matched id and phase); the golden beside the frame at a key frame that has one;
    and every diagnostic of 'matchcut check'. When the scene file or a file it names changes,
    the scene is compiled again and the page follows. Stop it with Ctrl-C.

    USAGE: \(usage)

    ARGUMENTS:
      <scene>                 The scene file.

    OPTIONS:
      --port <n>              The port on 127.0.0.1; 0 picks a free one. (default: 8022)
      --scale <n>             Pixels per point of the frames shown. (default: 1)
      --project-root <dir>    The folder the app's source files named by 'sources(…)'
                              must lie in. (default: the scene's folder)
      -h, --help              Show help information.
    """, run: run)

    static func run(_ arguments: [String]) throws {
        let args = try ArgumentScanner(command: "preview", arguments: arguments, valued: ["--port", "--scale", "--project-root"])
        guard let path = args.positional.first else { throw CommandLineError.missingArgument(name: "<scene>", command: "preview") }
        if args.positional.count > 1 { throw CommandLineError.unexpectedArgument(args.positional[1], command: "preview") }
        guard FileManager.default.fileExists(atPath: path) else { throw MatchcutError.fileNotFound(path: path) }
        let port = try args.int("--port", in: 0...65535) ?? 8022
        let scale = try args.double("--scale", in: 0.25...8) ?? 1
        let server: PreviewServer
        do {
            server = try PreviewServer.start(scene: path, port: UInt16(port), scale: scale,
                                             projectRoot: args.value("--project-root")) { error in
                StandardStreams.error("error: the preview stopped reloading: \(error)\n")
            }
        } catch let error as PreviewError {
            throw MatchcutError.io(path: "127.0.0.1:\(port)", reason: error.description)
        }
        StandardStreams.output("Previewing \(path) at \(server.url) (Ctrl-C to stop)\n")
        while true { sleep(3600) }
    }
}
