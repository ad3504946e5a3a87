import Files
import Foundation
import Golden
import Output

/// Two PNG files compared as `matchcut test` compares a frame with its golden, and the diff
/// image drawn (`matchcut diff`): red where pixels differ, yellow where they differ only as
/// anti-aliased edges, faded grey elsewhere.
public enum ImageDiff {
    public struct Result: Sendable {
        public let outcome: ComparisonOutcome
        /// The diff image as PNG bytes; nil when the sizes differ (there is nothing to lay
        /// one over the other).
        public let diffPNG: Data?
    }

    /// Compares the PNG at `actual` with the one at `expected`, which plays the golden.
    /// Images of more than `maxPixels` are refused before decoding.
    public static func compare(expected: String, actual: String, comparison: ImageComparison, maxPixels: Int) throws -> Result {
        let golden = try image(expected, maxPixels: maxPixels), frame = try image(actual, maxPixels: maxPixels)
        let outcome = try comparison.compare(expected: golden, actual: frame)
        let diff = try comparison.diffImage(of: outcome, expected: golden).map { try PNGEncoder(compression: .small).encode($0.frame) }
        return Result(outcome: outcome, diffPNG: diff)
    }

    private static func image(_ path: String, maxPixels: Int) throws -> ComparedImage {
        guard FileManager.default.fileExists(atPath: path) else { throw MatchcutError.fileNotFound(path: path) }
        return try ComparedImage(pngFile: path, maxPixels: maxPixels)
    }
}
