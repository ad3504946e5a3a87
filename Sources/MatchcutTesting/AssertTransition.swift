import Foundation
@_exported import Matchcut
import Testing
import XCTest

/// Checks a scene's key frames against goldens kept beside the test, in the spirit of
/// swift-snapshot-testing's `assertSnapshot`, and reports what does not match as a test
/// failure: under Swift Testing an issue with the images attached, under XCTest a failure
/// naming the files (corelibs XCTest has no attachments).
///
/// ```swift
/// @Test func theCardOpens() throws {
///     assertTransition(of: try Scene(path: "Scenes/card.scene"))
/// }
/// ```
///
/// Goldens live in `__goldens__/<scene name>/` beside the test file, with `goldens.json`,
/// exactly as `matchcut test` keeps them (so the CLI can check, record or accept them too).
/// A failure keeps expected, actual and diff images and a report.html in the folder
/// `$MATCHCUT_ARTIFACTS` names, or else `__failures__/` beside the test.
///
/// - `record: nil` (the default) records a missing golden and fails, so that a golden is
///   looked at before it passes; `.missing` records and passes; `.failed` and `.all`
///   overwrite. With `CI=true` nothing is ever recorded: a missing golden fails.
/// - `frames`: `.keyFrames` (the default), or `.frames(first:last:)`.
public func assertTransition(of scene: Scene, named name: String? = nil, record: RecordMode? = nil,
                             comparison: ImageComparison? = nil, frames: FrameSelection = .keyFrames,
                             fileID: String = #fileID, filePath: StaticString = #filePath,
                             line: UInt = #line, column: UInt = #column) {
    let folder = testFolder(filePath)
    let environment = ProcessInfo.processInfo.environment
    let check = TransitionCheck(scene: scene, name: name, goldens: folder + "/__goldens__", record: record,
                                comparison: comparison ?? .standard, frames: frames,
                                artifacts: environment["MATCHCUT_ARTIFACTS"] ?? folder + "/__failures__")
    let outcome: TransitionCheck.Outcome
    do {
        outcome = try check.run(environment: environment)
    } catch {
        report("assertTransition could not check '\(name ?? scene.name)': \(MatchcutError.describe(error))", attachments: [],
               fileID: fileID, filePath: filePath, line: line, column: column)
        return
    }
    guard let failure = outcome.failure else { return }
    report(failure, attachments: outcome.attachments, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Checks the key frames of the scene file at `scene`, which names the app's own view files
/// with `sources(…)`: the test then checks the code the app runs, not a copy of it.
///
/// ```swift
/// @Test func theCardOpens() {
///     assertTransition(scene: "Scenes/card.scene", projectRoot: "../..")
/// }
/// ```
///
/// `scene` and `projectRoot` are relative to the test file's folder (as its `__goldens__`
/// are), never to the working folder, which `swift test` does not fix; `projectRoot` is the
/// folder every file of `sources(…)` must lie in (default: the scene's folder). The goldens
/// are named by the scene file (`card.scene` → `__goldens__/card/`) unless `named` says
/// otherwise. A scene that does not compile is one failure with every error located.
public func assertTransition(scene path: String, projectRoot: String? = nil, named name: String? = nil,
                             record: RecordMode? = nil, comparison: ImageComparison? = nil,
                             frames: FrameSelection = .keyFrames, fileID: String = #fileID,
                             filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
    let folder = testFolder(filePath)
    let resolve = { (path: String) in path.hasPrefix("/") ? path : folder + "/" + path }
    let scene: Scene
    do {
        scene = try Scene(path: resolve(path), projectRoot: projectRoot.map(resolve))
    } catch {
        report("assertTransition could not compile '\(path)': \(MatchcutError.describe(error))", attachments: [],
               fileID: fileID, filePath: filePath, line: line, column: column)
        return
    }
    assertTransition(of: scene, named: name, record: record, comparison: comparison, frames: frames,
                     fileID: fileID, filePath: filePath, line: line, column: column)
}

/// The folder of the test file `filePath` names, where its goldens and scenes are.
func testFolder(_ filePath: StaticString) -> String {
    (String(describing: filePath) as NSString).deletingLastPathComponent
}

/// A failure, where the running test framework records it.
func report(_ message: String, attachments: [TransitionCheck.Image], fileID: String, filePath: StaticString,
            line: UInt, column: UInt) {
    if Test.current != nil {
        let location = SourceLocation(fileID: fileID, filePath: String(describing: filePath), line: Int(line), column: Int(column))
        Issue.record(Comment(rawValue: message), sourceLocation: location)
        for attachment in attachments {
            guard let data = FileManager.default.contents(atPath: attachment.path) else { continue }
            Attachment.record([UInt8](data), named: attachment.name, sourceLocation: location)
        }
    } else {
        XCTFail(message, file: filePath, line: line)
    }
}
