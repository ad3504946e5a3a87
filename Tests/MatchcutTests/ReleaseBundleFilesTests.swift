import Foundation
import XCTest

/// The release workflow, `make dist` and the Containerfile agree on one script and one name;
/// the bundle itself is built and run on a bare Debian 12 by `make dist-check` (.ci/run).
final class ReleaseBundleFilesTests: XCTestCase {
    /// The `run:` texts of a workflow: a one-line value, or the indented lines of a `|` block.
    static func runTexts(_ workflow: String) -> [String] {
        var texts: [String] = []
        var block: (indent: Int, lines: [String])?
        for line in workflow.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let indent = line.prefix { $0 == " " }.count
            if let open = block {
                if line.trimmingCharacters(in: .whitespaces).isEmpty || indent > open.indent {
                    block?.lines.append(line)
                    continue
                }
                texts.append(open.lines.joined(separator: "\n"))
                block = nil
            }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("run:") || trimmed.hasPrefix("- run:") else { continue }
            let value = trimmed.drop { $0 != ":" }.dropFirst().trimmingCharacters(in: .whitespaces)
            if value == "|" || value == ">" { block = (indent, []) } else { texts.append(value) }
        }
        if let open = block { texts.append(open.lines.joined(separator: "\n")) }
        return texts
    }

    func testTheReleaseWorkflowRunsMakeDistCheckAndWritesNoExpressionIntoARun() throws {
        let workflow = try String(contentsOfFile: Repo.path(".github/workflows/release.yml"), encoding: .utf8)
        let runs = Self.runTexts(workflow)
        XCTAssertEqual(runs.count, 3)
        XCTAssertTrue(runs.contains("make dist-check"))
        for run in runs { XCTAssertFalse(run.contains("${{"), "an expression in a run: text: \(run)") }
        XCTAssertTrue(workflow.contains("image: swift:6.3.1-bookworm"), "the bundle carries Debian 12's libraries")
        // The parser sees a block's lines, and an expression there.
        XCTAssertEqual(Self.runTexts("    run: |\n      a ${{ x }}\n      b\n    env:\n"), ["      a ${{ x }}\n      b"])
    }

    /// `make dist` is scripts/dist.sh on the release binary; `make dist-check` checks what it wrote.
    func testMakeDistIsTheScriptTheWorkflowUses() throws {
        let makefile = try String(contentsOfFile: Repo.path("Makefile"), encoding: .utf8)
        XCTAssertTrue(makefile.contains("\tscripts/dist.sh $(RELEASE) dist\n"))
        XCTAssertTrue(makefile.contains("\tscripts/dist-check.sh $(BUNDLE) $(RELEASE)\n"))
        XCTAssertTrue(makefile.contains("BUNDLE  := dist/matchcut-$(VERSION)-linux-amd64.tar.gz"))
        let ci = try String(contentsOfFile: Repo.path(".ci/run"), encoding: .utf8)
        XCTAssertTrue(ci.hasSuffix("make test\nmake dist-check\n"))
        for script in ["scripts/dist.sh", "scripts/dist-check.sh", "scripts/dist/launcher.sh"] {
            XCTAssertTrue(FileManager.default.isExecutableFile(atPath: Repo.path(script)), script)
            let check = Process()
            check.executableURL = URL(fileURLWithPath: script.hasSuffix("launcher.sh") ? "/bin/sh" : "/bin/bash")
            check.arguments = ["-n", Repo.path(script)]
            try check.run()
            check.waitUntilExit()
            XCTAssertEqual(check.terminationStatus, 0, "\(script) does not parse")
        }
        let dist = try String(contentsOfFile: Repo.path("scripts/dist.sh"), encoding: .utf8)
        XCTAssertTrue(dist.contains("name=\"matchcut-$version-linux-amd64\""))
    }

    /// The Containerfile unpacks the bundle by the name scripts/dist.sh gives it.
    func testTheContainerfileTakesTheBundleByItsName() throws {
        let file = try String(contentsOfFile: Repo.path("Containerfile"), encoding: .utf8)
        XCTAssertTrue(file.contains("FROM debian:12-slim\n"))
        XCTAssertTrue(file.contains("ADD matchcut-${VERSION}-linux-amd64.tar.gz /opt/\n"))
        XCTAssertTrue(file.contains("ENTRYPOINT [\"matchcut\"]"))
    }
}
