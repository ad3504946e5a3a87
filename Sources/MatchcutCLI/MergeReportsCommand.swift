import Files
import Foundation
import Matchcut

/// `matchcut merge-reports <report dir>... -o DIR`
enum MergeReportsCommand {
    static let usage = "matchcut merge-reports <report dir> ... [-o <dir>]"

    static let spec = Subcommand(usage: usage, help: """
    OVERVIEW: Combine the reports of 'test --shard K/N' into the report of one run.

    Reads report.json from each folder, and writes into <dir> what one unsharded
    'matchcut test' writes: report.json, report.html, junit.xml, and for each scene with
    failures its expected, actual and diff images and summary.json. Every shard 1/N … N/N
    must be given, each run with the same comparison options.

    Exit status: 0 when the merged run passed, 1 when a frame failed, 2 for invalid input.

    USAGE: \(usage)

    ARGUMENTS:
      <report dir>            Folders written by 'matchcut test --shard K/N -o <report dir>'.

    OPTIONS:
      -o, --output <dir>      Where the merged report goes. (default: output/golden-failures)
      -q, --quiet             Print nothing but errors.
      -h, --help              Show help information.
    """, run: run)

    static func run(_ arguments: [String]) throws {
        let args = try ArgumentScanner(command: "merge-reports", arguments: arguments, valued: ["-o", "--output"],
                                       flags: ["--quiet", "-q"])
        guard !args.positional.isEmpty else {
            throw CommandLineError.missingArgument(name: "<report dir>", command: "merge-reports")
        }
        let output = args.value("-o", "--output") ?? "output/golden-failures"
        let report = try ReportMerge(shardFolders: args.positional, outputRoot: output).run()
        try AcceptRun.carryRenderer(from: args.positional, to: output)
        do {
            try StepSummary.append(report, environment: ProcessInfo.processInfo.environment)
        } catch let error as DescribedError {
            throw MatchcutError.io(path: output, reason: error.message)
        }
        if !(args.has("--quiet") || args.has("-q")) {
            StandardStreams.output("merged \(args.positional.count) reports: \(report.scenes.count) scenes, "
                                   + "\(report.frameCount) frames, \(report.failedFrameCount) failed → \(output)/\n")
        }
        guard report.passed else {
            throw MatchcutError.goldenMismatch(summary: "\(report.failedFrameCount) of \(report.frameCount) frames failed",
                                               hint: "see \(output)/report.html")
        }
    }
}
