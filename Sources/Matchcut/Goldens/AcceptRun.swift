import Files
import Foundation
import Golden
import ImageFiles

/// `matchcut accept <report folder>`: a CI run's actual frames become the goldens, so a
/// teammate whose machine draws otherwise (a Mac) can accept a change after a look at the
/// report. Only failing, new and missing frames are taken; only from a run whose renderer
/// draws as this one (`renderer.json` beside `report.json`); only into the goldens folder
/// the report names for each scene, relative to the working folder. A name that leaves it, a
/// link, anything but a regular PNG within the limits, is refused before anything is written.
public enum AcceptRun {
    /// One golden to write: where, from which file of the report, and at which time.
    public struct Accepted: Sendable, Equatable {
        public var golden: String
        public var actual: String
        public var time: Double
    }

    /// The renderer that drew a run, written beside its report by `matchcut test`.
    public static let rendererFile = "renderer.json"
    static let maxReportBytes = 256 * 1024 * 1024

    /// Reads and checks everything first, then writes every golden and brings each folder's
    /// `goldens.json` up to date.
    public static func run(report folder: String) throws -> [Accepted] {
        let files = try ReportFiles(folder)
        let report = try readReport(files)
        let renderer = try readRenderer(files)
        let differences = RendererFingerprint.current.renderingDifferences(from: renderer)
        guard differences.isEmpty else {
            throw MatchcutError.invalidInput(
                message: "the run was drawn by another renderer (\(differences.map(\.description).joined(separator: ", "))): its frames would not match here",
                hint: "accept frames from a run whose 'matchcut --version' fingerprint is this machine's (the container of docs/ci.md)")
        }
        var plan: [(Accepted, Data)] = []
        for scene in report.scenes {
            for frame in scene.frames where [.failed, .new, .missing].contains(frame.status) {
                guard let actual = frame.artifacts?.actual else { continue }
                let golden = try goldenPath(frame.golden, name: frame.name, in: scene.goldens)
                let relative = try reportPath(actual)
                let source = files.describe(relative)
                let bytes: Data
                do {
                    bytes = try files.read(relative, limit: PNGReader.maxFileBytes)
                    _ = try PNGStructure.check(bytes, path: source, maxPixels: PNGReader.maxPixels)
                } catch let error as MatchcutError {
                    throw error
                } catch {
                    throw MatchcutError.invalidInput(message: "\(source): \(SystemErrorText.reason(error))",
                                                     hint: "a report's actual frames are regular PNG files inside its folder")
                }
                plan.append((Accepted(golden: golden, actual: source, time: frame.time), bytes))
            }
        }
        for (accepted, bytes) in plan {
            let folder = parentPath(accepted.golden), name = (accepted.golden as NSString).lastPathComponent
            let store = GoldenStore(forScene: "", name: (folder as NSString).lastPathComponent, root: parentPath(folder))
            try store.write(bytes, as: name)
            if var sidecar = try GoldenSidecar.read(from: folder) {
                sidecar.note(name, frame: FrameRequest(index: nil, time: accepted.time, fileName: name), fingerprint: .current)
                try sidecar.write(to: folder)
            }
        }
        return plan.map(\.0)
    }

    /// Writes this renderer beside a report (`matchcut test`).
    public static func writeRenderer(to folder: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let path = (folder as NSString).appendingPathComponent(rendererFile)
        do {
            try AtomicFile.write(try encoder.encode(RendererFingerprint.current), to: path)
        } catch let error as DescribedError {
            throw MatchcutError.io(path: path, reason: error.message)
        }
    }

    /// Carries the shards' renderer into their merged report when every shard names the same
    /// one (`merge-reports`); otherwise the merged report has none, and cannot be accepted.
    public static func carryRenderer(from shards: [String], to folder: String) throws {
        let renderers = shards.map { try? readRenderer($0) }
        guard let first = renderers.first ?? nil, renderers.allSatisfy({ $0 == first }) else { return }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let path = (folder as NSString).appendingPathComponent(rendererFile)
        do {
            try AtomicFile.write(try encoder.encode(first), to: path)
        } catch let error as DescribedError {
            throw MatchcutError.io(path: path, reason: error.message)
        }
    }

    static func readReport(_ files: ReportFiles) throws -> GoldenRunReport {
        do {
            return try JSONDecoder().decode(GoldenRunReport.self, from: try files.read("report.json", limit: maxReportBytes))
        } catch let error as MatchcutError {
            throw error
        } catch {
            throw MatchcutError.invalidInput(message: "\(files.describe("report.json")): \(SystemErrorText.reason(error))",
                                             hint: "pass the folder 'matchcut test -o' wrote, or a CI run's golden-report artifact")
        }
    }

    static func readRenderer(_ folder: String) throws -> RendererFingerprint {
        try readRenderer(.folder(folder))
    }

    static func readRenderer(_ files: ReportFiles) throws -> RendererFingerprint {
        do {
            return try JSONDecoder().decode(RendererFingerprint.self, from: try files.read(rendererFile, limit: 1024 * 1024))
        } catch {
            throw MatchcutError.invalidInput(message: "\(files.describe(rendererFile)): \(SystemErrorText.reason(error))",
                                             hint: "a report from Matchcut 0.3.1 or later carries the renderer that drew it; run the tests again to get one")
        }
    }

    /// The golden a frame names, checked: relative, without `..`, the frame's own name, inside
    /// the scene's goldens folder.
    static func goldenPath(_ golden: String, name: String, in goldens: String) throws -> String {
        func plain(_ path: String) -> Bool {
            !path.isEmpty && !path.hasPrefix("/") && !path.split(separator: "/").contains("..") && !path.contains("\0")
        }
        let inside = golden.hasPrefix(goldens.hasSuffix("/") ? goldens : goldens + "/")
        guard plain(golden), plain(goldens), inside, (golden as NSString).lastPathComponent == name, name.hasSuffix(".png"),
              !name.hasPrefix("."), parentPath(golden) == (goldens.hasSuffix("/") ? String(goldens.dropLast()) : goldens) else {
            throw MatchcutError.invalidInput(message: "the report names the golden '\(golden)', which is not a golden of its scene's folder '\(goldens)'",
                                             hint: "accept only reports that 'matchcut test' wrote, run with relative paths from the repository's root")
        }
        return golden
    }

    /// A path the report gives for one of its files, checked to stay inside its folder.
    static func reportPath(_ relative: String) throws -> String {
        guard !relative.isEmpty, !relative.hasPrefix("/"), !relative.split(separator: "/").contains("..") else {
            throw MatchcutError.invalidInput(message: "the report names '\(relative)', which is not inside its folder",
                                             hint: "accept only reports that 'matchcut test' wrote")
        }
        return relative
    }
}

/// Where a report's files are read from: the folder `matchcut test -o` wrote, or the zip file a
/// CI run uploaded it as (`ZipArchive`), read in place: its report at the top or inside the one
/// folder the zip holds.
enum ReportFiles {
    case folder(String)
    case archive(ZipArchive, prefix: String)

    init(_ path: String) throws {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw MatchcutError.invalidInput(message: "\(path): no such file or folder",
                                             hint: "pass the folder 'matchcut test -o' wrote, or a CI run's golden-report artifact")
        }
        if isFolder.boolValue { self = .folder(path); return }
        let archive = try ZipArchive(path: path)
        let reports = archive.names.filter { $0 == "report.json" || $0.hasSuffix("/report.json") }
        guard let report = reports.min(by: { $0.count < $1.count }) else {
            throw MatchcutError.invalidInput(message: "\(path) holds no report.json",
                                             hint: "pass the golden-report artifact a CI run uploaded, as downloaded")
        }
        self = .archive(archive, prefix: String(report.dropLast("report.json".count)))
    }

    func read(_ relative: String, limit: Int) throws -> Data {
        switch self {
        case .folder(let folder):
            return try InputFile.read((folder as NSString).appendingPathComponent(relative), limit: limit, links: .refuse)
        case .archive(let archive, let prefix):
            return try archive.read(prefix + relative, limit: limit)
        }
    }

    /// The file for a message: its path, or the archive's path and the name inside it.
    func describe(_ relative: String) -> String {
        switch self {
        case .folder(let folder): (folder as NSString).appendingPathComponent(relative)
        case .archive(let archive, let prefix): "\(archive.path):\(prefix)\(relative)"
        }
    }
}
