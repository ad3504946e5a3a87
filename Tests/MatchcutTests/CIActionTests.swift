import Foundation
import XCTest

/// The composite action (action.yml) and its scripts under scripts/ci/, run here as a CI
/// job runs them: the same environment variables, $GITHUB_OUTPUT and $GITHUB_STEP_SUMMARY
/// as files. The build step reuses the debug binary, as a shard job reuses the build job's.
final class CIActionTests: XCTestCase {
    /// Runs one script with `environment` added; returns its status, output and $GITHUB_OUTPUT.
    func script(_ name: String, _ environment: [String: String], in folder: String) throws
        -> (status: Int32, log: String, outputs: [String: String]) {
        let outputs = folder + "/github-output-\(name)"
        FileManager.default.createFile(atPath: outputs, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Repo.path("scripts/ci/\(name)"))
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        var env = ProcessInfo.processInfo.environment
        env["GITHUB_OUTPUT"] = outputs
        environment.forEach { env[$0.key] = $0.value }
        process.environment = env
        let log = folder + "/log-\(name)"
        FileManager.default.createFile(atPath: log, contents: nil)
        let handle = try XCTUnwrap(FileHandle(forWritingAtPath: log))
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        var values: [String: String] = [:]
        for line in try String(contentsOfFile: outputs, encoding: .utf8).split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
            if parts.count == 2 { values[parts[0]] = parts[1] }
        }
        return (process.terminationStatus, try String(contentsOfFile: log, encoding: .utf8), values)
    }

    /// Every `run:` of the action is one of these scripts, which exist, are executable and parse.
    func testTheActionsStepsAreTheScripts() throws {
        let action = try String(contentsOfFile: Repo.path("action.yml"), encoding: .utf8)
        XCTAssertTrue(action.contains("using: composite"))
        let runs = action.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.hasPrefix("run:") }
        XCTAssertEqual(runs, ["install-deps.sh", "cache-key.sh", "build.sh", "run.sh", "verdict.sh"]
            .map { "run: $GITHUB_ACTION_PATH/scripts/ci/\($0)" })
        for name in ["install-deps.sh", "cache-key.sh", "build.sh", "run.sh", "verdict.sh"] {
            XCTAssertTrue(FileManager.default.isExecutableFile(atPath: Repo.path("scripts/ci/\(name)")), name)
            let check = Process()
            check.executableURL = URL(fileURLWithPath: "/bin/bash")
            check.arguments = ["-n", Repo.path("scripts/ci/\(name)")]
            try check.run()
            check.waitUntilExit()
            XCTAssertEqual(check.terminationStatus, 0, "\(name) does not parse")
        }
        for step in ["actions/cache@v4", "actions/upload-artifact@v4", "if: always() && inputs.upload == 'true'"] {
            XCTAssertTrue(action.contains(step), step)
        }
    }

    /// A shard job end to end: packages (all there already), the cache key, the given binary,
    /// a failing golden test with its step summary and outputs, the upload's name, the verdict.
    func testTheScriptsRunAShardJobLocally() throws {
        let folder = Repo.temporaryFolder("ci-action")
        let scenes = folder + "/scenes"
        try FileManager.default.createDirectory(atPath: scenes, withIntermediateDirectories: true)
        try GoldenCommandTests.square().write(toFile: scenes + "/square.scene", atomically: true, encoding: .utf8)
        XCTAssertEqual(try runMatchcut(["test", scenes, "-o", folder + "/record", "--record", "missing"],
                                       environment: ["CI": "false"]).status, 0)
        try GoldenCommandTests.square(offset: 1).write(toFile: scenes + "/square.scene", atomically: true, encoding: .utf8)

        let deps = try script("install-deps.sh", ["MATCHCUT_HOME": Repo.root.path], in: folder)
        XCTAssertEqual(deps.status, 0, deps.log)
        let key = try script("cache-key.sh", ["MATCHCUT_HOME": Repo.root.path], in: folder)
        XCTAssertEqual(key.status, 0, key.log)
        XCTAssertNotNil(key.outputs["key"]?.range(of: #"^matchcut-build-[A-Za-z0-9.-]+-[0-9a-f]{16}$"#, options: .regularExpression),
                        key.outputs.description)
        XCTAssertEqual(key.outputs["path"], Repo.root.path + "/.build")

        let missing = try script("build.sh", ["MATCHCUT_BINARY": folder + "/no-such-binary"], in: folder)
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.log.contains("::error::no matchcut binary at"), missing.log)
        let build = try script("build.sh", ["MATCHCUT_BINARY": Repo.binary], in: folder)
        XCTAssertEqual(build.status, 0, build.log)
        XCTAssertEqual(build.outputs["binary"], Repo.binary)
        XCTAssertTrue(build.log.hasPrefix("matchcut "), build.log)

        let summary = folder + "/step-summary.md"
        let run = try script("run.sh", ["MATCHCUT": Repo.binary, "MATCHCUT_SCENES": "scenes", "MATCHCUT_SHARD": "1/1",
                                        "MATCHCUT_ARGS": "--jobs 2 --filter 'squ*'", "CI": "true",
                                        "GITHUB_STEP_SUMMARY": summary], in: folder)
        XCTAssertEqual(run.status, 0, "run.sh leaves failing to the verdict: " + run.log)
        XCTAssertTrue(run.log.contains("matchcut test scenes -o output/golden-failures-1 --shard 1/1 --jobs 2 --filter squ*"), run.log)
        XCTAssertEqual(run.outputs["status"], "1")
        XCTAssertEqual(run.outputs["output"], "output/golden-failures-1")
        XCTAssertEqual(run.outputs["artifact"], "matchcut-test-1-of-1")
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder + "/output/golden-failures-1/report.html"))
        let markdown = try String(contentsOfFile: summary, encoding: .utf8)
        XCTAssertTrue(markdown.hasPrefix("## Matchcut golden test (shard 1/1)\n\n❌ 1 of 1 frames in 1 of 1 scenes failed."), markdown)
        XCTAssertTrue(markdown.contains("| square | `t0-p000.png` (t = 0.000 s) | failed | 72 pixels differ (2%), more than the allowed 0 (0%) | "
                                        + "`square/t0-p000.diff.png` | `matchcut test scenes/square.scene --only t0-p000.png --record failed` |"),
                      markdown)

        let failed = try script("verdict.sh", ["MATCHCUT_STATUS": run.outputs["status"] ?? ""], in: folder)
        XCTAssertEqual(failed.status, 1)
        XCTAssertTrue(failed.log.contains("::error::matchcut exited with status 1"), failed.log)
        XCTAssertEqual(try script("verdict.sh", ["MATCHCUT_STATUS": "0"], in: folder).status, 0)
        XCTAssertEqual(try script("verdict.sh", [:], in: folder).status, 1, "no status: the run step never ran")

        let render = try script("run.sh", ["MATCHCUT": Repo.binary, "MATCHCUT_COMMAND": "render", "MATCHCUT_SCENES": "scenes",
                                           "MATCHCUT_SHARD": "1/1"], in: folder)
        XCTAssertEqual(render.outputs["status"], "0", render.log)
        XCTAssertEqual(render.outputs["output"], "output-1")
        XCTAssertEqual(render.outputs["artifact"], "matchcut-render-1-of-1")
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder + "/output-1/manifest.json"))
        let wrong = try script("run.sh", ["MATCHCUT": Repo.binary, "MATCHCUT_COMMAND": "deploy"], in: folder)
        XCTAssertEqual(wrong.status, 2)
        let buildOnly = try script("run.sh", ["MATCHCUT_COMMAND": "build"], in: folder)
        XCTAssertEqual(buildOnly.status, 0)
        XCTAssertEqual(buildOnly.outputs, ["status": "0"], "a build job runs nothing and uploads nothing")
    }

    /// Issue 28, finding 6: the action's `args` (and `scenes`) are split into words as a shell
    /// splits them, and nothing in them is ever expanded or run, even from a branch name
    /// passed as `--filter "<branch>"`.
    func testTheArgsInputIsSplitIntoWordsAndNeverRun() throws {
        let folder = Repo.temporaryFolder("ci-args")
        // A stand-in binary that writes each argument it gets on a line of its own.
        let fake = folder + "/fake-matchcut"
        try "#!/bin/sh\nfor a in \"$@\"; do printf '%s\\n' \"$a\"; done > \"$MATCHCUT_ARGV\"\n"
            .write(toFile: fake, atomically: true, encoding: .utf8)
        XCTAssertEqual(chmod(fake, 0o755), 0)
        func arguments(_ args: String, scenes: String = "scenes") throws -> (status: Int32, words: [String]) {
            try? FileManager.default.removeItem(atPath: folder + "/argv")
            let run = try script("run.sh", ["MATCHCUT": fake, "MATCHCUT_ARGS": args, "MATCHCUT_SCENES": scenes,
                                            "MATCHCUT_ARGV": folder + "/argv", "HOME": "/home/someone"], in: folder)
            let words = (try? String(contentsOfFile: folder + "/argv", encoding: .utf8))?.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) ?? []
            return (run.status, words)
        }
        let fixed = ["test", "scenes", "-o", "output/golden-failures"]
        let cases: [(String, [String])] = [
            ("--jobs 4 --filter 'card-*'", ["--jobs", "4", "--filter", "card-*"]),
            (#"--filter "$(touch pwned-1)""#, ["--filter", "$(touch pwned-1)"]),
            ("--filter `touch pwned-2`", ["--filter", "`touch", "pwned-2`"]),
            ("--filter x; touch pwned-3", ["--filter", "x;", "touch", "pwned-3"]),
            ("--filter x && touch pwned-4 | cat > pwned-5", ["--filter", "x", "&&", "touch", "pwned-4", "|", "cat", ">", "pwned-5"]),
            (#"--filter feature/$(id)-x ${HOME} ~ * "a \"b\" \$c" a\ b '' """#,
             ["--filter", "feature/$(id)-x", "${HOME}", "~", "*", #"a "b" $c"#, "a b", "", ""]),
            ("  --jobs\t2\n--quiet  ", ["--jobs", "2", "--quiet"]),
            ("", []),
        ]
        for (input, expected) in cases {
            let (status, words) = try arguments(input)
            XCTAssertEqual(status, 0, input)
            XCTAssertEqual(words, fixed + expected, input)
        }
        let spaced = try arguments("", scenes: "'My Scenes' other")
        XCTAssertEqual(spaced.words, ["test", "My Scenes", "other", "-o", "output/golden-failures"])
        for unclosed in ["--filter 'abc", #"--filter "abc"#] {
            let run = try script("run.sh", ["MATCHCUT": fake, "MATCHCUT_ARGS": unclosed, "MATCHCUT_ARGV": folder + "/argv"], in: folder)
            XCTAssertEqual(run.status, 2, unclosed)
            XCTAssertTrue(run.log.contains("::error::the 'args' input has an unclosed quote"), run.log)
        }
        // A value that would add a line of its own to $GITHUB_OUTPUT, and a shard that is not K/N.
        for (name, value, message) in [("MATCHCUT_OUTPUT", "out\nstatus=0", "the 'output' input holds a control character"),
                                       ("MATCHCUT_SHARD", "1/2\nstatus=0", "the 'shard' input must be K/N")] {
            let run = try script("run.sh", ["MATCHCUT": fake, name: value, "MATCHCUT_ARGV": folder + "/argv"], in: folder)
            XCTAssertEqual(run.status, 2, name)
            XCTAssertTrue(run.log.contains("::error::" + message), run.log)
            XCTAssertTrue(run.outputs.isEmpty, "\(name): \(run.outputs)")
        }
        let left = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasPrefix("pwned") }
        XCTAssertEqual(left, [], "a command in the args ran")
    }

    /// The action used from an app's repository: its scripts and Makefile copied to a folder of
    /// their own (as GitHub checks an action out under `_actions/`, `$GITHUB_ACTION_PATH`), the
    /// app's checkout holding only its scenes, goldens and `matchcut.json`. Two shards, one
    /// failing frame as a GitHub annotation, the shards merged into the verdict, and a render.
    func testTheActionRunsFromItsOwnFolderInAnAppsRepository() throws {
        let root = Repo.temporaryFolder("ci-app")
        let action = root + "/_actions/matchcut/v1"
        try FileManager.default.createDirectory(atPath: action + "/scripts", withIntermediateDirectories: true)
        for file in ["action.yml", "Makefile", "scripts/ci"] {
            try FileManager.default.copyItem(atPath: Repo.path(file), toPath: action + "/" + file)
        }
        let app = root + "/MyApp"
        try FileManager.default.createDirectory(atPath: app + "/.git", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: app + "/Previews/Matchcut", withIntermediateDirectories: true)
        try #"{ "scenes": ["Previews/Matchcut"], "goldens": "Previews/Goldens" }"#.write(toFile: app + "/matchcut.json", atomically: true, encoding: .utf8)
        try GoldenCommandTests.square().write(toFile: app + "/Previews/Matchcut/a.scene", atomically: true, encoding: .utf8)
        try GoldenCommandTests.label("Hello").write(toFile: app + "/Previews/Matchcut/b.scene", atomically: true, encoding: .utf8)
        XCTAssertEqual(try runMatchcut(["test", "--record", "missing", "-o", root + "/record"], environment: ["CI": "false"], directory: app).status, 0)
        XCTAssertTrue(FileManager.default.fileExists(atPath: app + "/Previews/Goldens/a/t0-p000.png"))
        try GoldenCommandTests.square(offset: 1).write(toFile: app + "/Previews/Matchcut/a.scene", atomically: true, encoding: .utf8)

        let home = ["MATCHCUT_HOME": action]
        XCTAssertEqual(try script("install-deps.sh", home, in: app).status, 0)
        let build = try script("build.sh", home.merging(["MATCHCUT_BINARY": Repo.binary]) { $1 }, in: app)
        XCTAssertEqual(build.status, 0, build.log)
        var statuses: [String] = []
        var logs = ""
        for shard in ["1/2", "2/2"] {
            let run = try script("run.sh", ["MATCHCUT": Repo.binary, "MATCHCUT_SCENES": "Previews/Matchcut", "MATCHCUT_SHARD": shard,
                                            "CI": "true", "GITHUB_ACTIONS": "true"], in: app)
            XCTAssertEqual(run.status, 0, run.log)
            statuses.append(run.outputs["status"] ?? "")
            logs += run.log
        }
        XCTAssertEqual(statuses.sorted(), ["0", "1"], "one shard holds the failing square: \(logs)")
        // A still scene's frame shows no timeline change, so the annotation names the file only.
        XCTAssertTrue(logs.contains("::error file=Previews/Matchcut/a.scene,title=a/t0-p000.png::t0-p000.png (t = 0.000 s): 72 pixels differ (2%25)"), logs)
        XCTAssertFalse(logs.contains("::error file=Previews/Matchcut/b.scene"), "the label's frames match: \(logs)")
        XCTAssertTrue(FileManager.default.fileExists(atPath: app + "/output/golden-failures-1/report.json"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: app + "/output/golden-failures-2/report.json"))
        let merged = try runMatchcut(["merge-reports", "output/golden-failures-1", "output/golden-failures-2", "-o", "output/golden-failures"],
                                     environment: ["CI": "true"], directory: app)
        XCTAssertEqual(merged.status, 1, merged.stdout + merged.stderr)
        XCTAssertTrue(merged.stdout.contains("merged 2 reports: 2 scenes"), merged.stdout)
        XCTAssertEqual(try script("verdict.sh", ["MATCHCUT_STATUS": "\(merged.status)"], in: app).status, 1)
        // A render job: every scene's frames and the manifest, from the same folder.
        let render = try script("run.sh", ["MATCHCUT": Repo.binary, "MATCHCUT_COMMAND": "render", "MATCHCUT_SCENES": "Previews/Matchcut",
                                           "MATCHCUT_SHARD": "1/1", "CI": "true"], in: app)
        XCTAssertEqual(render.outputs["status"], "0", render.log)
        XCTAssertTrue(FileManager.default.fileExists(atPath: app + "/output-1/manifest.json"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: app + "/output-1/a/frame-00000.png"))
        // Nothing of Matchcut's repository was needed in the app's checkout.
        for name in ["Makefile", "scripts", "Package.swift"] {
            XCTAssertFalse(FileManager.default.fileExists(atPath: app + "/" + name), name)
        }
    }
}
