import Files
import Foundation
import Golden
import Output

/// `matchcut merge-reports`: the report folders of `test --shard 1/N` … `N/N` become the
/// one folder a single run writes: report.json, report.html, junit.xml, and each failing
/// scene's images and summary.json.
///
/// A scene split between shards has its frames in shard order, which is the scene's own
/// order: each shard checks one contiguous run of the list of every scene's frames.
public struct ReportMerge {
    public var shardFolders: [String]
    public var outputRoot: String

    public init(shardFolders: [String], outputRoot: String) {
        self.shardFolders = shardFolders
        self.outputRoot = outputRoot
    }

    @discardableResult
    public func run() throws -> GoldenRunReport {
        let shards = try shardFolders.map { ($0, try Self.read($0)) }.sorted { Self.index($0.1) < Self.index($1.1) }
        let merged = try merge(try validate(shards))
        let artifacts = FailureArtifacts(root: outputRoot)
        for scene in merged.scenes {
            try artifacts.clear(scene: scene.name)
            for (folder, report) in shards where report.scenes.contains(where: { $0.file == scene.file }) {
                try copyImages(of: scene.name, from: folder)
            }
        }
        let timings = shardFolders.compactMap(Self.timings).reduce(GoldenTimings()) { $0.merged(with: $1) }
        return try wrapOutputErrors { try artifacts.writeReports(merged, timings: timings) }
    }

    /// The most a shard's report.json or timings.json may hold: a report of 100,000 frames
    /// is about 60 MB.
    static let reportLimit = 256 << 20
    /// The most one kept image (an expected, actual or diff PNG) may hold.
    static let imageLimit = 256 << 20

    static func read(_ folder: String) throws -> GoldenRunReport {
        let path = FailureArtifacts(root: folder).jsonPath
        let data: Data
        do {
            data = try InputFile.read(path, limit: reportLimit)
        } catch let error as DescribedError {
            // A shard folder is input: a missing, oversized or FIFO report is bad input (exit 2).
            throw MatchcutError.merge(reason: error.message, hint: "pass the folders that 'matchcut test --shard K/N -o DIR' wrote")
        }
        let report: GoldenRunReport
        do {
            report = try JSONDecoder().decode(GoldenRunReport.self, from: data)
        } catch {
            throw MatchcutError.merge(reason: "'\(path)' is not a Matchcut test report: \(SystemErrorText.reason(error))",
                                      hint: "pass the folders that 'matchcut test --shard K/N -o DIR' wrote")
        }
        // The options are printed into the merged report: a threshold of 1e300 trapped there.
        let c = report.comparison
        for (name, value) in [("threshold", c.threshold), ("maxDiffRatio", c.maxDiffRatio)] where !(0...1).contains(value) {
            throw MatchcutError.merge(reason: "'\(path)' is not a Matchcut test report: its \(name) is \(value), not a number from 0 to 1",
                                      hint: "pass the folders that 'matchcut test --shard K/N -o DIR' wrote")
        }
        try checkNames(report, in: path)
        return report
    }

    /// Every name a report gives is data: the scene names and frame names become folder and
    /// file names under `-o`, and a kept image's path must be `<scene>/<file>` inside the
    /// shard. A report names what `matchcut test` wrote, so anything else is refused.
    static func checkNames(_ report: GoldenRunReport, in path: String) throws {
        let hint = "a report's names are file names inside its folder; this one was not written by Matchcut"
        for scene in report.scenes {
            let name = try PathComponent.checked(scene.name, what: "scene", in: path, hint: hint)
            for frame in scene.frames {
                _ = try PathComponent.checked(frame.name, what: "frame", in: path, hint: hint)
                for artifact in [frame.artifacts?.expected, frame.artifacts?.actual, frame.artifacts?.diff].compactMap({ $0 }) {
                    let parts = artifact.split(separator: "/", omittingEmptySubsequences: false)
                    guard parts.count == 2, parts[0] == name else {
                        throw MatchcutError.merge(reason: "\(quoted(path)) names an image \(quoted(artifact)) of the scene "
                                                      + "\(quoted(name)), which is not '\(name)/<file>'", hint: hint)
                    }
                    _ = try PathComponent.checked(String(parts[1]), what: "file", in: path, hint: hint)
                }
            }
            for orphan in scene.orphans {
                _ = try PathComponent.checked(orphan.name, what: "golden", in: path, hint: hint)
            }
        }
    }

    /// A shard's timings.json; none is no loss but the times.
    static func timings(_ folder: String) -> GoldenTimings? {
        (try? InputFile.read(FailureArtifacts(root: folder).timingsPath, limit: reportLimit))
            .flatMap { try? JSONDecoder().decode(GoldenTimings.self, from: $0) }
    }

    static func index(_ report: GoldenRunReport) -> Int { report.shard.flatMap(Shard.init)?.index ?? 0 }

    /// Shards 1…N of one N, each once, run with the same comparison and record mode.
    func validate(_ shards: [(String, GoldenRunReport)]) throws -> [GoldenRunReport] {
        guard let first = shards.first else {
            throw MatchcutError.merge(reason: "no report folders given", hint: "pass every folder 'test --shard K/N' wrote")
        }
        let parsed = shards.map { ($0.0, $0.1.shard.flatMap(Shard.init)) }
        guard let count = parsed[0].1?.count, parsed.allSatisfy({ $0.1?.count == count }) else {
            let folder = parsed.first { $0.1?.count != parsed[0].1?.count || $0.1 == nil }?.0 ?? first.0
            throw MatchcutError.merge(reason: "'\(folder)' is not the report of one 'test --shard K/N' run of the others",
                                      hint: "every folder must come from 'matchcut test --shard K/N' with the same N")
        }
        let indices = parsed.compactMap { $0.1?.index }
        // The first ten missing, found among as many indices as there are folders and ten
        // more: a report may claim a shard of 1/10^14.
        let missing = (1...min(count, shards.count + 10)).filter { !indices.contains($0) }.prefix(10)
        let more = count > shards.count + 10 || missing.count == 10 ? ", …" : ""
        let twice = Set(indices).count != shards.count ? "a shard is given twice" : ""
        guard missing.isEmpty, twice.isEmpty else {
            let absent = missing.isEmpty ? "" : "shards \(missing.map { "\($0)/\(count)" }.joined(separator: ", "))\(more) are missing"
            throw MatchcutError.merge(reason: [absent, twice].filter { !$0.isEmpty }.joined(separator: " and "),
                                      hint: "pass each of the \(count) report folders once")
        }
        for (folder, report) in shards {
            guard report.comparison == first.1.comparison, report.frameTolerance == first.1.frameTolerance,
                  report.record == first.1.record else {
                throw MatchcutError.merge(reason: "'\(folder)' was tested with other options than '\(first.0)'",
                                          hint: "run every shard with the same --threshold, --max-diff-ratio, --include-aa, "
                                              + "--frame-tolerance and --record")
            }
        }
        return shards.map(\.1)
    }

    /// One report: scenes in the order first met, a split scene's frames joined in shard order.
    func merge(_ reports: [GoldenRunReport]) throws -> GoldenRunReport {
        var merged = reports[0]
        merged.shard = nil
        merged.scenes = []
        for scene in reports.flatMap(\.scenes) {
            if let i = merged.scenes.firstIndex(where: { $0.file == scene.file }) {
                merged.scenes[i].frames += scene.frames
                merged.scenes[i].orphans += scene.orphans
                merged.scenes[i].pruned = merged.scenes[i].pruned || scene.pruned
            } else {
                merged.scenes.append(scene)
            }
        }
        return merged
    }

    /// The expected, actual and diff images a shard kept for the scene (a checked name):
    /// each read as the file itself (a link is refused), bounded, and written anew.
    func copyImages(of scene: String, from shard: String) throws {
        let source = shard + "/" + scene, target = outputRoot + "/" + scene
        var info = stat()
        guard lstat(source, &info) == 0 else { return }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            throw MatchcutError.merge(reason: "\(quoted(source)) is not the folder 'matchcut test' keeps a scene's images in",
                                      hint: "pass the folders that 'matchcut test --shard K/N -o DIR' wrote")
        }
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: source)) ?? []).filter { $0.hasSuffix(".png") }
        guard !names.isEmpty else { return }
        try wrapOutputErrors { try OutputFolder.create(target) }
        for name in names.sorted() {
            let data: Data
            do {
                data = try InputFile.read(source + "/" + name, limit: Self.imageLimit, links: .refuse)
            } catch let error as DescribedError {
                throw MatchcutError.merge(reason: error.message, hint: "pass the folders that 'matchcut test --shard K/N -o DIR' wrote")
            }
            try wrapOutputErrors { try AtomicFile.write(data, to: target + "/" + name) }
        }
    }
}
