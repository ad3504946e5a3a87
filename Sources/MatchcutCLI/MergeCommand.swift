import Foundation
import Matchcut

/// `matchcut merge <shard dir>... -o DIR`
enum MergeCommand {
    static let usage = "matchcut merge <shard dir> ... -o <dir>"

    static let spec = Subcommand(usage: usage, help: """
    OVERVIEW: Combine the outputs of 'render --shard K/N' into one render.

    Frames are linked (or copied) into <dir>/<scene>/, videos are encoded from the merged
    frames as the shards' --format asked, and <dir>/manifest.json lists everything. The
    result is byte for byte what one unsharded render writes. Every shard 1/N … N/N must be
    given, each rendered from the same scenes with the same options.

    USAGE: \(usage)

    ARGUMENTS:
      <shard dir>             Folders written by 'matchcut render --shard K/N -o <shard dir>'.

    OPTIONS:
      -o, --output <dir>      Where the merged output goes. (default: output)
      -q, --quiet             Print nothing but errors.
      -h, --help              Show help information.
    """, run: run)

    static func run(_ arguments: [String]) throws {
        let args = try ArgumentScanner(command: "merge", arguments: arguments, valued: ["-o", "--output"],
                                       flags: ["--quiet", "-q"])
        guard !args.positional.isEmpty else { throw CommandLineError.missingArgument(name: "<shard dir>", command: "merge") }
        let output = args.value("-o", "--output") ?? "output"
        Interrupt.install()
        let manifest = try ShardMerge(shardFolders: args.positional, outputRoot: output).run()
        if !(args.has("--quiet") || args.has("-q")) {
            let frames = manifest.scenes.reduce(0) { $0 + $1.renderedFrames }
            StandardStreams.line("merged \(args.positional.count) shards: \(manifest.scenes.count) scenes, \(frames) frames → \(output)/")
        }
    }
}
