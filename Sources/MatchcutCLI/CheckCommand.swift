import Foundation
import Matchcut

/// `matchcut check <scene|dir>... [--format text|json] [--asset-root <dir>]`
enum CheckCommand {
    static let usage = "matchcut check <scene|dir> ... [--format <text|json>] [--asset-root <dir>] [--project-root <dir>] [--continuity]"

    static let spec = Subcommand(usage: usage, help: """
    OVERVIEW: Check scenes without rendering them.

    Parses each scene, evaluates every layout and every state of its timeline, and lays
    them out, then prints every diagnostic: file:line:column, the line, a caret under the
    column and a hint. Warnings are printed too. Under each scene's summary, one line per
    timeline verb says what it reaches: its time, the step, and the view and code it runs
    ('  0.300 s  tap("Edit") (12:9) → Button "Edit" at scene.swift:30:13'). A folder
    argument checks every .scene file under it.

    With --continuity, each scene that checks clean is also drawn, frame by frame, at
    1 pixel per point, and a frame whose change from the frame before is more than 3
    times the median change of the two frames on each side (plus 0.02 on a 0-255 scale)
    is reported: it pops. Each drawn element is also measured against its own steps
    around it, so a layer that jumps beside a large fade is found too. A frame the
    timeline changes instantly (a plain assignment) may jump (docs/motion.md,
    "Continuity").

    Each frame that pops is an error ('frame-pops'), and each layer that jumps
    ('layer-jumps'), at the timeline change it belongs to. Exit status: 0 when no
    scene has an error (warnings allowed), 2 when one has, 1 when --continuity finds
    a frame that pops or a layer that jumps.

    USAGE: \(usage)

    ARGUMENTS:
      <scene|dir>             Scene files, or folders of them.

    OPTIONS:
      --format <text|json>    'text' draws each diagnostic on standard error and a summary
                              per scene on standard output; 'json' prints one array of
                              {file, line, column, severity, id, message, hint} on
                              standard output. (default: text)
      --asset-root <dir>      A folder images may also come from, besides the scene's own.
                              Repeat for more than one.
      --project-root <dir>    The folder the app's source files named by 'sources(…)'
                              must lie in. (default: the scene's folder)
      --continuity            Also draw every frame and report the frames that pop.
    \(StrictWarnings.help)
      -h, --help              Show help information.
    """, run: run)

    static func run(_ arguments: [String]) throws {
        let args = try ArgumentScanner(command: "check", arguments: arguments, valued: ["--format", "--asset-root", "--project-root"],
                                       flags: ["--continuity", "--strict"])
        let format = args.value("--format") ?? "text"
        guard format == "text" || format == "json" else {
            throw CommandLineError.invalidValue(option: "--format", value: format, expected: "'text' or 'json'", command: "check")
        }
        let files = try SceneFiles.expand(args.positional, command: "check")
        let roots = args.values["--asset-root"] ?? []
        let projectRoot = args.value("--project-root")
        var all: [SceneDiagnostic] = []
        var failed = 0
        var popping = 0
        var strict = StrictWarnings(enabled: args.has("--strict"))
        for file in files {
            let check = try CompiledScene.check(path: file, assetRoots: roots, projectRoot: projectRoot)
            if check.hasErrors { failed += 1 }
            var found = check.diagnostics
            if args.has("--continuity"), let scene = check.scene, !check.hasErrors {
                let pops = try Continuity(scene: scene).diagnostics
                if !pops.isEmpty { popping += 1 }
                found += pops
            }
            all += found
            strict.count(warnings: found.filter { $0.severity == .warning }.count)
            if format == "text" {
                StandardStreams.error(found.formatted(in: check.source))
                StandardStreams.line("\(file): \(summary(found))")
                for line in check.scene?.verbReachLines ?? [] { StandardStreams.line(line) }
            }
        }
        if format == "json" {
            StandardStreams.raw(try JSONOutput.encode(all))
        }
        // An invalid scene exits with status 2, after every diagnostic has been printed.
        if failed > 0 {
            let counted = files.count == 1 ? "the scene has errors" : "\(failed) of \(files.count) scenes \(failed == 1 ? "has" : "have") errors"
            throw MatchcutError.invalidScene(report: counted)
        }
        if popping > 0 {
            let counted = files.count == 1 ? "the scene has frames that pop" : "\(popping) of \(files.count) scenes have frames that pop"
            throw MatchcutError.discontinuous(summary: counted,
                                              hint: "a frame may jump only where the timeline changes state without an animation")
        }
        try strict.check()
    }

    /// "ok", "1 warning", "2 errors, 1 warning".
    static func summary(_ diagnostics: [SceneDiagnostic]) -> String {
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.filter { $0.severity == .warning }.count
        var parts: [String] = []
        if errors > 0 { parts.append(errors == 1 ? "1 error" : "\(errors) errors") }
        if warnings > 0 { parts.append(warnings == 1 ? "1 warning" : "\(warnings) warnings") }
        return parts.isEmpty ? "ok" : parts.joined(separator: ", ")
    }
}
