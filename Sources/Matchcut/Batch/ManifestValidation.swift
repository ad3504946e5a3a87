import Files
import ImageFiles
import Foundation
import Output
import ViewTree

/// The values of a manifest read back from disk (by `merge`), checked before they size,
/// name or count anything: a shard's manifest is input, and may have been edited.
extension Manifest {
    /// The largest manifest read: 64 MiB (36,000 frames a scene take about 5 MB).
    static let maxBytes = 64 << 20

    /// Refuses a value Matchcut never writes: names that are not one file name, counts past
    /// the limits, sizes and digests that cannot be real.
    func validate(path: String) throws {
        var names: Set<String> = []
        for scene in scenes {
            let name = try PathComponent.checked(scene.name, what: "scene", in: path)
            guard names.insert(name).inserted else { throw invalid(path, "it lists scene \(quoted(name)) twice") }
            guard (1...SceneLimits.maxFPS).contains(scene.fps) else {
                throw invalid(path, "scene \(quoted(name)) has \(scene.fps) frames per second")
            }
            guard (1...SceneLimits.maxFrames).contains(scene.frameCount), (0...scene.frameCount).contains(scene.renderedFrames) else {
                throw invalid(path, "scene \(quoted(name)) has \(scene.renderedFrames) of \(scene.frameCount) frames; "
                                  + "the limit is \(SceneLimits.maxFrames)")
            }
            let c = scene.canvas
            if let problem = SceneLimits.pixelProblem(width: c.pixelWidth, height: c.pixelHeight) {
                throw invalid(path, "scene \(quoted(name)) has frames of \(c.pixelWidth) × \(c.pixelHeight) pixels: \(problem)")
            }
            for file in scene.files {
                _ = try PathComponent.checked(file.name, what: "file", in: path, hiddenAllowed: true)
                guard file.size >= 0, file.size <= PNGReader.maxFileBytes else {
                    throw invalid(path, "file \(quoted(file.name)) of scene \(quoted(name)) has size \(file.size)")
                }
                guard file.sha256.count == 64, file.sha256.utf8.allSatisfy({ (48...57).contains($0) || (97...102).contains($0) }) else {
                    throw invalid(path, "file \(quoted(file.name)) of scene \(quoted(name)) has SHA-256 "
                                      + "\(quoted(String(file.sha256.prefix(80)))), which is not 64 hex digits")
                }
            }
        }
        guard settings.gifScale.isFinite, (0.25...8).contains(settings.gifScale) else {
            throw invalid(path, "its GIF scale is \(settings.gifScale)")
        }
        guard (1...RenderSettings.maxGIFFPS).contains(settings.gifFps) else {
            throw invalid(path, "its GIF frame rate is \(settings.gifFps)")
        }
        if let scale = settings.apngScale, !(scale.isFinite && (0.25...8).contains(scale)) {
            throw invalid(path, "its APNG scale is \(scale)")
        }
    }

    private func invalid(_ path: String, _ reason: String) -> MatchcutError {
        .merge(reason: "\(quoted(path)) is not a manifest Matchcut wrote: \(reason)",
               hint: "pass the folders that 'matchcut render --shard K/N -o DIR' wrote, unchanged")
    }
}
