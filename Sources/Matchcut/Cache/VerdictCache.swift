import Foundation
import Golden
import Output

/// `matchcut test`'s passing verdicts, kept in the frame cache: a key frame whose inputs are
/// all unchanged since it last matched its golden passes again without being drawn, its
/// golden decoded or the images compared.
///
/// A verdict's key is the SHA-256 of everything the comparison's outcome is a function of:
/// the renderer (its fingerprint, which names the comparison's code too), the comparison's
/// settings (threshold, anti-aliasing, allowed share, background) and `--frame-tolerance`,
/// the golden file's bytes, and the frame key (`FrameCache.frameKey`: display list, image
/// contents, scale) of the frame at the golden's time and of every neighbour the tolerance
/// would try, in the order it tries them. A change to any of them is another key.
///
/// Only passes are kept, and only where a pass writes nothing (not under `--record all`,
/// which rewrites passing goldens whose bytes differ): a failure draws its frame again for
/// its artifacts.
struct VerdictCache {
    let cache: FrameCache
    let scene: CompiledScene
    private let images: [String: String]
    private let settings: String
    private let frameTolerance: Int

    /// What a pass was: enough to tell it again, word for word.
    struct Verdict: Codable, Equatable {
        var verdict: ComparisonOutcome.Verdict
        var expectedSize: ComparisonOutcome.PixelSize
        var actualSize: ComparisonOutcome.PixelSize
        var mismatchedPixels: Int
        var antiAliasedPixels: Int
        var totalPixels: Int
        var allowedPixels: Int
        /// The matching frame's distance from the golden's, under `--frame-tolerance`.
        var frameShift: Int?

        init(_ outcome: ComparisonOutcome, frameShift: Int?) {
            verdict = outcome.verdict
            expectedSize = outcome.expectedSize
            actualSize = outcome.actualSize
            mismatchedPixels = outcome.mismatchedPixels
            antiAliasedPixels = outcome.antiAliasedPixels
            totalPixels = outcome.totalPixels
            allowedPixels = outcome.allowedPixels
            self.frameShift = frameShift
        }

        var outcome: ComparisonOutcome {
            ComparisonOutcome(verdict: verdict, expectedSize: expectedSize, actualSize: actualSize,
                              mismatchedPixels: mismatchedPixels, antiAliasedPixels: antiAliasedPixels,
                              totalPixels: totalPixels, allowedPixels: allowedPixels, diff: nil)
        }
    }

    /// Nil when `options` keep no cache, or when a pass may write (`--record all`). Hashes
    /// the scene's images once, for every frame's key.
    init?(options: GoldenTestOptions, scene: CompiledScene) throws {
        guard let location = options.cache, !options.policy.rewritesPassing else { return nil }
        cache = try FrameCache(location)
        self.scene = scene
        var images: [String: String] = [:]
        for path in scene.imagePaths { images[path] = (try? SHA256.hex(fileAt: path)) ?? "unreadable" }
        self.images = images
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        settings = String(decoding: (try? encoder.encode(options.comparison)) ?? Data(UUID().uuidString.utf8), as: UTF8.self)
        frameTolerance = options.frameTolerance
    }

    /// The times a check of the golden at `time` may draw: its own, then each neighbour
    /// `--frame-tolerance` tries (later first, then earlier, never before 0).
    func candidateTimes(_ time: Double) -> [Double] {
        let step = 1 / Double(scene.fps)
        var times = [max(0, time)]
        if frameTolerance > 0 {
            for distance in 1...frameTolerance {
                for shift in [distance, -distance] where time + Double(shift) * step >= 0 {
                    times.append(time + Double(shift) * step)
                }
            }
        }
        return times
    }

    /// The key of the verdict on the golden whose file holds `goldenBytes`, for the frame at `time`.
    func key(time: Double, goldenBytes: Data) -> String {
        let scale = scene.description.canvas.scale
        let frames = candidateTimes(time).map { t in
            cache.frameKey(scene.plan.sample(at: t).displayList, scale: scale, compression: .small, images: images)
        }
        let text = ["verdict v1", cache.renderer, settings, "frame-tolerance \(frameTolerance)",
                    "golden " + SHA256.hex(goldenBytes)] + frames
        return SHA256.hex(Array(text.joined(separator: "\n").utf8))
    }

    /// The pass kept under `key`, if any (an entry whose bytes do not match its digest is none).
    func lookup(_ key: String) -> Verdict? {
        guard let data = cache.contents(key, extension: Self.fileExtension) else { return nil }
        return try? JSONDecoder().decode(Verdict.self, from: data)
    }

    /// Keeps a pass under `key`.
    func store(_ verdict: Verdict, key: String) {
        guard verdict.verdict.passed, let data = try? JSONEncoder().encode(verdict) else { return }
        cache.store(data, sha256: SHA256.hex(data), key: key, extension: Self.fileExtension)
    }

    static let fileExtension = "verdict.json"
}
