import Files
import Foundation
import Matchcut

/// `matchcut.json`, an app repository's defaults for `render`, `test` and `check`, found by
/// walking up from the working folder to the repository's root (the folder holding `.git`),
/// never past it; outside a repository, only the working folder is looked in.
///
/// ```json
/// { "scenes": ["Previews/Matchcut"], "projectRoot": "App", "goldens": "Previews/Goldens",
///   "scale": 2, "appearance": "light", "dynamicTypeSize": "medium", "iOS": 18, "threshold": 0.1, "maxDiffRatio": 0,
///   "frameTolerance": 0, "timeTolerance": 0.001, "strict": true, "record": "missing" }
/// ```
///
/// Paths are relative to the file's folder and stay inside it. A flag wins over the
/// environment (`MATCHCUT_RECORD`), which wins over the file, which wins over the default; a
/// scene's own settings (its `device`, its `fps`) win over the file's. The file's `record`
/// applies only off CI: a repository's `"record": "missing"` never makes a CI run record.
struct ProjectConfig: Equatable {
    var folder: String
    var scenes: [String] = []
    var projectRoot: String?
    var goldens: String?
    var scale: Double?
    var appearance: String?
    var dynamicTypeSize: String?
    var iosVersion: Int?
    var threshold: Double?
    var maxDiffRatio: Double?
    var frameTolerance: Int?
    var timeTolerance: Double?
    var strict = false
    var record: String?

    static let fileName = "matchcut.json"
    static let keys = ["scenes", "projectRoot", "goldens", "scale", "appearance", "dynamicTypeSize", "iOS", "threshold", "maxDiffRatio",
                       "frameTolerance", "timeTolerance", "strict", "record"]
    /// A config is small; anything larger is not one.
    static let maxBytes = 64 * 1024

    /// The nearest `matchcut.json` from `start` up to the repository's root, or nil.
    static func find(from start: String = FileManager.default.currentDirectoryPath) -> String? {
        let fm = FileManager.default
        var folder = (start as NSString).standardizingPath
        let repository = repositoryRoot(from: folder)
        while true {
            let path = (folder as NSString).appendingPathComponent(fileName)
            if fm.fileExists(atPath: path) { return path }
            guard let root = repository, folder != root, folder != "/" else { return nil }
            folder = parentPath(folder)
            if folder.isEmpty { return nil }
        }
    }

    /// The nearest folder at or above `folder` that holds `.git`.
    static func repositoryRoot(from folder: String) -> String? {
        var current = folder
        while true {
            if FileManager.default.fileExists(atPath: (current as NSString).appendingPathComponent(".git")) { return current }
            let up = parentPath(current)
            guard !up.isEmpty, up != current else { return nil }
            current = up
        }
    }

    /// Reads and checks the file: a JSON object of the known keys, each of its type, paths
    /// inside the file's folder. Every problem is an input error naming the file and the key.
    static func load(_ path: String) throws -> ProjectConfig {
        let data: Data
        do {
            data = try InputFile.read(path, limit: maxBytes, links: .refuse)
        } catch {
            throw MatchcutError.invalidInput(message: "\(path): \(SystemErrorText.reason(error))",
                                             hint: "matchcut.json is a regular file of at most 64 KB")
        }
        guard let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
            throw MatchcutError.invalidInput(message: "\(path): not a JSON object", hint: "write { \"scenes\": [\"scenes\"] } and the keys you need (docs/ci.md)")
        }
        var config = ProjectConfig(folder: parentPath((path as NSString).standardizingPath))
        func fail(_ key: String, _ expected: String) -> MatchcutError {
            .invalidInput(message: "\(path): '\(key)' must be \(expected)", hint: "docs/ci.md lists matchcut.json's keys")
        }
        for (key, value) in object.sorted(by: { $0.key < $1.key }) {
            switch key {
            case "scenes":
                guard let list = value as? [String], !list.isEmpty else { throw fail(key, "a list of folders or scene files") }
                config.scenes = try list.map { try config.inside($0, key: key, file: path) }
            case "projectRoot": config.projectRoot = try config.inside(try string(value, key, fail), key: key, file: path)
            case "goldens": config.goldens = try config.inside(try string(value, key, fail), key: key, file: path)
            case "scale": config.scale = try number(value, key, 0.25...8, fail)
            case "threshold": config.threshold = try number(value, key, 0...1, fail)
            case "maxDiffRatio": config.maxDiffRatio = try number(value, key, 0...1, fail)
            case "timeTolerance": config.timeTolerance = try number(value, key, 0...3600, fail)
            case "frameTolerance":
                guard let n = value as? Int, (0...600).contains(n), !(value is Bool) else { throw fail(key, "a whole number from 0 to 600") }
                config.frameTolerance = n
            case "appearance":
                guard let s = value as? String, s == "light" || s == "dark" else { throw fail(key, "\"light\" or \"dark\"") }
                config.appearance = s
            case "dynamicTypeSize":
                guard let s = value as? String, DynamicTypeSize(rawValue: s) != nil else {
                    throw fail(key, "a Dynamic Type size such as \"medium\" or \"accessibility1\"")
                }
                config.dynamicTypeSize = s
            case "iOS":
                guard let n = value as? Int, !(value is Bool), IOSVersion(rawValue: n) != nil else { throw fail(key, "an iOS version: \(IOSVersion.names)") }
                config.iosVersion = n
            case "strict":
                guard let b = value as? Bool else { throw fail(key, "true or false") }
                config.strict = b
            case "record":
                guard let s = value as? String, RecordMode(rawValue: s) != nil else { throw fail(key, "\"missing\", \"failed\", \"all\" or \"never\"") }
                config.record = s
            default:
                let near = suggestion(for: key, among: keys).map { " (did you mean '\($0)'?)" } ?? ""
                throw MatchcutError.invalidInput(message: "\(path): unknown key '\(key)'\(near)", hint: "docs/ci.md lists matchcut.json's keys")
            }
        }
        return config
    }

    private static func string(_ value: Any, _ key: String, _ fail: (String, String) -> MatchcutError) throws -> String {
        guard let s = value as? String else { throw fail(key, "a path") }
        return s
    }

    private static func number(_ value: Any, _ key: String, _ range: ClosedRange<Double>,
                               _ fail: (String, String) -> MatchcutError) throws -> Double {
        guard let n = value as? Double, !(value is Bool), range.contains(n) else {
            throw fail(key, "a number from \(range.lowerBound) to \(range.upperBound)")
        }
        return n
    }

    /// `relative`, a path in the file, as a path from the working folder; refused when it is
    /// absolute or leaves the file's folder.
    func inside(_ relative: String, key: String, file: String) throws -> String {
        let parts = relative.split(separator: "/")
        guard !relative.isEmpty, !relative.hasPrefix("/"), !parts.contains("..") else {
            throw MatchcutError.invalidInput(message: "\(file): '\(key)' names '\(relative)', which is not inside the folder of matchcut.json",
                                             hint: "write paths relative to matchcut.json's folder, without '..'")
        }
        return (folder as NSString).appendingPathComponent(relative)
    }

    /// The arguments the file stands for, for `command`: put before the command line's own,
    /// whose later values win. `MATCHCUT_RECORD` comes after the file's.
    func arguments(for command: String, environment: [String: String]) -> [String] {
        var out: [String] = []
        func add(_ flag: String, _ value: String?) { if let value { out += [flag, value] } }
        let ci = RecordPolicy.isCI(environment)
        add("--project-root", projectRoot)
        if strict, ["render", "test", "check"].contains(command) { out.append("--strict") }
        switch command {
        case "test":
            add("--goldens", goldens)
            add("--appearance", appearance)
            add("--dynamic-type", dynamicTypeSize)
            add("--ios", iosVersion.map { String($0) })
            add("--threshold", threshold.map { String($0) })
            add("--max-diff-ratio", maxDiffRatio.map { String($0) })
            add("--frame-tolerance", frameTolerance.map { String($0) })
            add("--time-tolerance", timeTolerance.map { String($0) })
            if !ci { add("--record", record) }
        case "render":
            add("--scale", scale.map { String($0) })
            add("--appearance", appearance)
            add("--dynamic-type", dynamicTypeSize)
            add("--ios", iosVersion.map { String($0) })
        default:
            break
        }
        return out
    }
}

/// The environment's `MATCHCUT_RECORD`, as swift-snapshot-testing's `SNAPSHOT_TESTING_RECORD`:
/// `missing`, `failed`, `all` or `never`, for `matchcut test` (refused under CI=true, as `--record` is).
enum RecordEnvironment {
    static func arguments(for command: String, environment: [String: String]) throws -> [String] {
        guard command == "test", let value = environment["MATCHCUT_RECORD"], !value.isEmpty else { return [] }
        guard RecordMode(rawValue: value) != nil else {
            throw MatchcutError.invalidInput(message: "MATCHCUT_RECORD=\(value) is not a record mode",
                                             hint: "set it to missing, failed, all or never, or unset it")
        }
        return ["--record", value]
    }
}

extension ProjectConfig {
    /// The commands the file gives defaults to.
    /// `trace`, `layout` and `preview` take only its project root.
    static let commands: Set<String> = ["render", "test", "check", "trace", "layout", "preview"]
    /// The file found for this run, if any (set once the command line is read).
    nonisolated(unsafe) static var current: ProjectConfig?
    /// How many arguments the file and the environment put before the command line's own.
    nonisolated(unsafe) static var injected = 0

    /// `arguments` with, before them, what `matchcut.json` and `MATCHCUT_RECORD` stand for.
    static func effectiveArguments(command: String, _ arguments: [String],
                                   environment: [String: String] = ProcessInfo.processInfo.environment) throws -> [String] {
        guard commands.contains(command) else { return arguments }
        let record = try RecordEnvironment.arguments(for: command, environment: environment)
        guard let path = find() else {
            injected = record.count
            return record + arguments
        }
        let config = try load(path)
        current = config
        let added = config.arguments(for: command, environment: environment) + record
        injected = added.count
        return added + arguments
    }
}
