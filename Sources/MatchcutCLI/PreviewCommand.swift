import Foundation
import Matchcut
import Preview

/// `matchcut preview <scene> [--port <n>] [--scale <n>] [--project-root <dir>]`
enum PreviewCommand {
    static let usage = "matchcut preview <scene> [--port <n>] [--listen <address>] [--scale <n>] [--project-root <dir>]"

    static let spec = Subcommand(usage: usage, help: """
    OVERVIEW: Show a scene in the browser, live, while you edit it.

    Serves a page at http://127.0.0.1:PORT/ and http://[::1]:PORT/ (this machine only, unless
    --listen says otherwise):
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
      --port <n>              The port; 0 picks a free one. (default: 8022)
      --listen <address>      The IP address to bind instead of 127.0.0.1 and ::1, for a preview
                              run in a container ('--listen 0.0.0.0', published with the
                              same port: 'docker run -p 8022:8022 …'). The page still
                              answers only its own names (localhost, 127.0.0.1, [::1], the
                              address) with this port.
      --scale <n>             Pixels per point of the frames shown. (default: 1)
      --project-root <dir>    The folder the app's source files named by 'sources(…)'
                              must lie in. (default: the scene's folder)
      -h, --help              Show help information.
    """, run: run)

    static func run(_ arguments: [String]) throws {
        let args = try ArgumentScanner(command: "preview", arguments: arguments, valued: ["--port", "--listen", "--scale", "--project-root"])
        guard let path = args.positional.first else { throw CommandLineError.missingArgument(name: "<scene>", command: "preview") }
        if args.positional.count > 1 { throw CommandLineError.unexpectedArgument(args.positional[1], command: "preview") }
        guard FileManager.default.fileExists(atPath: path) else { throw MatchcutError.fileNotFound(path: path) }
        let port = try args.int("--port", in: 0...65535) ?? 8022
        let scale = try args.double("--scale", in: 0.25...8) ?? 1
        let address = args.value("--listen")
        let server: PreviewServer
        do {
            server = try PreviewServer.start(scene: path, address: address, port: UInt16(port), scale: scale,
                                             projectRoot: args.value("--project-root")) { error in
                StandardStreams.error("error: the preview stopped reloading: \(error)\n")
            }
        } catch let error as PreviewError {
            throw MatchcutError.invalidInput(message: error.description,
                                             hint: "pass an IP address of this machine to '--listen' ('0.0.0.0' for every interface), and a free port")
        }
        StandardStreams.output("Previewing \(path) at \(server.url)\(server.hosts.count > 1 ? " and http://\(server.hosts[1]):\(server.port)/" : "") (Ctrl-C to stop)\n")
        while true { sleep(3600) }
    }
}
