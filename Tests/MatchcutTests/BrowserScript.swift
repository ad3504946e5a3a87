import Foundation
import XCTest

/// Runs a Python script of Tests/Browser with the Selenium that `make deps` installs,
/// for tests that drive Chromium (the golden report; the preview). A script exits with 77
/// when Chromium, its driver or Selenium is missing, having said which: the test is skipped
/// with that sentence.
enum BrowserScript {
    /// The script failed; XCTFail has said how.
    struct Failed: Error {}

    static var python: String { Repo.path(".build/browser-venv/bin/python3") }

    /// Runs `Tests/Browser/<name>` and returns what it printed; throws XCTSkip when the
    /// browser or Selenium is missing, and fails when the script does.
    @discardableResult
    static func run(_ name: String, _ arguments: [String], timeout: TimeInterval = 120,
                    environment extra: [String: String] = [:],
                    file: StaticString = #filePath, line: UInt = #line) throws -> String {
        guard FileManager.default.isExecutableFile(atPath: python) else {
            throw XCTSkip("skipped: no \(python) with Selenium: 'make deps' installs it, with Chromium and chromium-driver")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [Repo.path("Tests/Browser/\(name)")] + arguments
        process.currentDirectoryURL = Repo.root
        // No __pycache__ beside the scripts: tests write nothing into the source tree.
        var environment = ProcessInfo.processInfo.environment
        environment["PYTHONDONTWRITEBYTECODE"] = "1"
        environment.merge(extra) { _, given in given }
        process.environment = environment
        // Into a file, not a pipe: a pipe's buffer fills and stalls a talkative script.
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("matchcut-browser-\(getpid())-\(name).log").path
        FileManager.default.createFile(atPath: log, contents: nil)
        let handle = try XCTUnwrap(FileHandle(forWritingAtPath: log))
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning {
            process.terminate()
            XCTFail("\(name) did not finish within \(Int(timeout)) s", file: file, line: line)
        }
        process.waitUntilExit()
        try handle.close()
        let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        if process.terminationStatus == 77 { throw XCTSkip(text.trimmingCharacters(in: .whitespacesAndNewlines)) }
        guard process.terminationStatus == 0 else {
            XCTFail("\(name) failed:\n\(text)", file: file, line: line)
            throw Failed()
        }
        return text
    }
}
