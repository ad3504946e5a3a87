import Foundation
import Geometry
import Layout
import Matchcut
import Output
import Render
import XCTest

/// Paths inside the repository, found from this file's location.
enum Repo {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

    /// The debug build of the CLI, built by `swift build --build-tests`; MATCHCUT_BINARY
    /// points elsewhere (an older build, to see a test fail before its fix). Every process
    /// the tests start keeps its frame cache in a temporary folder (`sandboxedCache`).
    static var binary: String {
        _ = sandboxedCache
        return ProcessInfo.processInfo.environment["MATCHCUT_BINARY"] ?? path(".build/debug/matchcut")
    }

    /// Points `XDG_CACHE_HOME` of this process, and so of every process it starts, at a
    /// temporary folder: `make test` never fills ~/.cache/matchcut.
    static let sandboxedCache: String = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("matchcut-tests-\(getpid())-cache").path
        setenv("XDG_CACHE_HOME", folder, 1)
        return folder
    }()

    /// `text` written as `<name>.scene` in a temporary folder of its own: its path.
    static func sceneFile(_ text: String, named name: String) throws -> String {
        let path = temporaryFolder(name) + "/" + name + ".scene"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    static func temporaryFolder(_ name: String) -> String {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("matchcut-tests-\(getpid())-\(name)").path
        try? FileManager.default.removeItem(atPath: folder)
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }
}

/// Runs the CLI and returns its exit status and output.
func runMatchcut(_ arguments: [String], environment: [String: String] = [:],
                 directory: String? = nil) throws -> (status: Int32, stdout: String, stderr: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: Repo.binary)
    process.arguments = arguments
    process.currentDirectoryURL = directory.map { URL(fileURLWithPath: $0) } ?? Repo.root
    var env = ProcessInfo.processInfo.environment
    environment.forEach { env[$0.key] = $0.value }
    process.environment = env
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
}

/// Runs the CLI (or another of the package's executables) in `directory` with standard output
/// and error on one pipe, as a terminal or a CI log sees them, and returns its status and
/// everything it wrote, in order.
func runMatchcutCombined(_ arguments: [String], environment: [String: String] = [:],
                         directory: String? = nil, executable: String = Repo.binary) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = directory.map { URL(fileURLWithPath: $0) } ?? Repo.root
    var env = ProcessInfo.processInfo.environment
    environment.forEach { env[$0.key] = $0.value }
    process.environment = env
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}

/// Loads a scene from scenes/ with a fresh engine on this thread.
func loadScene(_ name: String) throws -> CompiledScene {
    try CompiledScene.load(path: Repo.path("scenes/\(name).scene"), engine: RenderEngine())
}


extension Array where Element == Layout.PlacedElement {
    /// The scene's own elements, without the status bar.
    var content: [Layout.PlacedElement] { filter { $0.identity.components.first != "StatusBar" } }
}

extension Array where Element == Trace.Element {
    var content: [Trace.Element] { filter { !$0.identity.hasPrefix("StatusBar") } }
}
