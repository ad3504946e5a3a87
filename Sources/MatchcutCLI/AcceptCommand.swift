import Foundation
import Matchcut

/// `matchcut accept <report folder>`
enum AcceptCommand {
    static let usage = "matchcut accept <report dir or zip>"

    static let spec = Subcommand(usage: usage, help: """
    OVERVIEW: Take a test run's actual frames as the new goldens.

    For a teammate whose machine draws otherwise (a Mac), or to accept what CI saw: pass
    the folder 'matchcut test -o' wrote, or a CI run's golden-report artifact as downloaded
    (the zip, read in place: links, names that climb out, archives inside it and sizes that
    could be a zip bomb are refused). Its
    failing, new and missing frames are written over the goldens the report names, and each
    goldens.json notes them. Only a run whose renderer draws as this machine's is accepted
    (renderer.json beside report.json; the container of docs/ci.md); a golden path that
    leaves its scene's goldens folder, an absolute path, a link, and anything but a regular
    PNG within the limits are refused before anything is written. Run it from the folder the
    test ran in (the repository's root), then 'matchcut test' to check.

    Exit status: 0 when the goldens were written (or nothing needed it), 2 when the report is
    refused (nothing written), 1 when a golden cannot be written. Refused under CI=true.

    USAGE: \(usage)

    ARGUMENTS:
      <report dir or zip>     The folder holding report.json and renderer.json, or a zip of it.

    OPTIONS:
      -h, --help              Show help information.
    """, run: run)

    static func run(_ arguments: [String]) throws {
        let args = try ArgumentScanner(command: "accept", arguments: arguments, valued: [])
        guard args.positional.count == 1, let folder = args.positional.first else {
            throw CommandLineError.missingArgument(name: "<report dir or zip>", command: "accept")
        }
        guard !RecordPolicy.isCI(ProcessInfo.processInfo.environment) else {
            throw MatchcutError.invalidInput(message: "'matchcut accept' writes goldens, which a CI run never does",
                                             hint: "accept on your machine (without CI=true), look at the goldens, and commit them")
        }
        let accepted = try AcceptRun.run(report: folder)
        for a in accepted { StandardStreams.output("accepted \(a.golden) (from \(a.actual))\n") }
        StandardStreams.output(accepted.isEmpty ? "nothing to accept: every frame of \(folder) matched\n"
                               : "accepted \(accepted.count) golden\(accepted.count == 1 ? "" : "s"); run 'matchcut test' to check them\n")
    }
}
