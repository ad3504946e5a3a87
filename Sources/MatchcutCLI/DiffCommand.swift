import Files
import Foundation
import Matchcut

/// `matchcut diff A.png B.png [--threshold T] [--include-aa] [--max-diff-ratio R] [-o FILE] [--format json]`
enum DiffCommand {
    static let usage = "matchcut diff <a.png> <b.png> [--threshold <t>] [--include-aa] [--max-diff-ratio <r>] "
        + "[-o <diff.png>] [--format text|json]"

    /// Larger images are refused before decoding (400 megabytes of pixels).
    static let maxPixels = 100_000_000

    static let spec = Subcommand(usage: usage, help: """
    OVERVIEW: Compare two PNG files as 'matchcut test' does, and draw the diff.

    Prints the number of mismatched pixels and the verdict, and writes the diff image: red
    where pixels differ, yellow where they differ only as anti-aliased edges, faded grey
    elsewhere. <a.png> plays the golden. Any PNG colour type and bit depth libpng reads works.

    Exit status: 0 when the images match, 1 when they do not, 2 for invalid input or usage.

    USAGE: \(usage)

    ARGUMENTS:
      <a.png>                 The expected image.
      <b.png>                 The actual image.

    OPTIONS:
      --threshold <t>         Per-pixel colour tolerance, 0 to 1. (default: 0.1)
      --include-aa            Count anti-aliased edge pixels as differences.
      --max-diff-ratio <r>    Share of pixels allowed to differ, 0 to 1. (default: 0)
      -o, --output <file>     Where the diff image goes; '-' is standard output (the text
                              then goes to standard error). Only a new or regular file
                              is written. (default: output/diff.png, as every command
                              writes under output/)
      --format <format>       text or json. (default: text)
      -h, --help              Show help information.
    """, run: run)

    static func run(_ arguments: [String]) throws {
        let args = try ArgumentScanner(command: "diff", arguments: arguments,
                                       valued: ["--threshold", "--max-diff-ratio", "-o", "--output", "--format"],
                                       flags: ["--include-aa"])
        guard args.positional.count >= 2 else {
            throw CommandLineError.missingArgument(name: args.positional.isEmpty ? "<a.png>" : "<b.png>", command: "diff")
        }
        if args.positional.count > 2 { throw CommandLineError.unexpectedArgument(args.positional[2], command: "diff") }
        let format = args.value("--format") ?? "text"
        guard ["text", "json"].contains(format) else {
            throw CommandLineError.invalidValue(option: "--format", value: format, expected: "text or json", command: "diff")
        }
        let comparison = ImageComparison(threshold: try args.double("--threshold", in: 0...1) ?? 0.1,
                                         includeAntiAliasing: args.has("--include-aa"),
                                         maxDiffRatio: try args.double("--max-diff-ratio", in: 0...1) ?? 0)
        let output = args.value("-o", "--output") ?? Self.defaultOutput
        let (a, b) = (args.positional[0], args.positional[1])
        try OutputArgument.check(output, what: "the diff image", inputs: [("expected image", a), ("actual image", b)])
        // A diff image on standard output leaves the text to standard error.
        let toStandardOutput = DescriptorWrite.stream(named: output) == 1
        let say = { (text: String) in toStandardOutput ? StandardStreams.error(text) : StandardStreams.output(text) }
        let outcome: ComparisonOutcome
        var diffWritten: String?
        do {
            let result = try ImageDiff.compare(expected: a, actual: b, comparison: comparison, maxPixels: maxPixels)
            outcome = result.outcome
            if let diff = result.diffPNG {
                try createParent(of: output)
                try OutputArgument.write(diff, to: output,
                                          what: "the diff image", inputs: [("expected image", a), ("actual image", b)])
                diffWritten = output
            }
        } catch FileError.cannotWrite(let path, let reason) {
            throw MatchcutError.io(path: path, reason: reason)
        } catch let error as DescribedError {
            throw MatchcutError.invalidInput(message: error.message, hint: "pass two PNG files")
        }
        if format == "json" {
            say(try json(outcome, a: a, b: b, diff: diffWritten))  // ends in a newline
        } else {
            say("mismatched pixels: \(outcome.mismatchedPixels) (anti-aliasing only: \(outcome.antiAliasedPixels))\n")
            say("verdict: \(outcome.passed ? "match" : "mismatch") — \(outcome.sentence)\n")
            say((diffWritten.map { "diff: \($0)" } ?? "diff: none (the sizes differ)") + "\n")
        }
        guard outcome.passed else { throw MatchcutError.goldenMismatch(summary: "the images differ: \(outcome.sentence)", hint: nil) }
    }

    /// Refuses a diff image that would land on one of the images compared.
    static let defaultOutput = "output/diff.png"

    /// The default's `output/` is made when missing; a folder `-o` names must exist.
    static func createParent(of path: String) throws {
        guard path == defaultOutput else { return }
        do {
            try FileManager.default.createDirectory(atPath: "output", withIntermediateDirectories: true)
        } catch {
            throw MatchcutError.io(path: "output", reason: SystemErrorText.reason(error))
        }
    }

    struct Summary: Encodable {
        var expected: String
        var actual: String
        var passed: Bool
        var verdict: ComparisonOutcome.Verdict
        var message: String
        var mismatchedPixels: Int
        var antiAliasedPixels: Int
        var totalPixels: Int
        var allowedPixels: Int
        var mismatchRatio: Double
        var expectedSize: ComparisonOutcome.PixelSize
        var actualSize: ComparisonOutcome.PixelSize
        var diff: String?
    }

    static func json(_ o: ComparisonOutcome, a: String, b: String, diff: String?) throws -> String {
        let summary = Summary(expected: a, actual: b, passed: o.passed, verdict: o.verdict, message: o.sentence,
                              mismatchedPixels: o.mismatchedPixels, antiAliasedPixels: o.antiAliasedPixels,
                              totalPixels: o.totalPixels, allowedPixels: o.allowedPixels, mismatchRatio: o.mismatchRatio,
                              expectedSize: o.expectedSize, actualSize: o.actualSize, diff: diff)
        return String(decoding: try JSONOutput.encode(summary), as: UTF8.self)
    }
}
