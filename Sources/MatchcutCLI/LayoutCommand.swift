import Foundation
import Matchcut

/// `matchcut layout <scene> [--layout NAME]`
enum LayoutCommand {
    static let usage = "matchcut layout <scene> [--layout <name>] [--project-root <dir>]"

    static let spec = Subcommand(usage: usage, help: """
    OVERVIEW: Print a scene's solved layout as an indented tree.

    Views nest by identity. Each drawn element shows its kind, [x y w h] in points, and its
    corner radius, fill, text, clip, opacity and matched id where they apply. With no
    --layout, every layout of the scene is printed in turn.

    USAGE: \(usage)

    ARGUMENTS:
      <scene>                 The scene file.

    OPTIONS:
      --layout <name>         One layout, by the name in layout("…").
      --project-root <dir>    The folder the app's source files named by 'sources(…)'
                              must lie in. (default: the scene's folder, or matchcut.json's)
      -h, --help              Show help information.
    """, run: run)

    static func run(_ arguments: [String]) throws {
        let args = try ArgumentScanner(command: "layout", arguments: arguments, valued: ["--layout", "--project-root"])
        guard let path = args.positional.first else {
            throw CommandLineError.missingArgument(name: "<scene>", command: "layout")
        }
        if args.positional.count > 1 { throw CommandLineError.unexpectedArgument(args.positional[1], command: "layout") }
        let scene = try CompiledScene.load(path: path, projectRoot: args.value("--project-root"))
        if !scene.warnings.isEmpty { StandardStreams.error(scene.warnings) }
        var names: [String?] = scene.layoutNames.isEmpty ? [nil] : scene.layoutNames.map { $0 }
        if let one = args.value("--layout") { names = [one] }
        var text = ""
        for name in names {
            text += "layout \"\(name ?? "initial")\" on \(scene.description.canvas.name) "
                + "\(formatNumber(scene.description.canvas.size.width))×\(formatNumber(scene.description.canvas.size.height))\n"
            text += try scene.layoutTree(layout: name) + "\n"
        }
        StandardStreams.output(text)
    }
}
