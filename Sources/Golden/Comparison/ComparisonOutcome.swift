import Foundation

/// What a comparison found, with the numbers a person and a CI system need.
public struct ComparisonOutcome: Sendable, Equatable {
    public enum Verdict: String, Sendable, Codable {
        case identicalBytes = "identical-bytes"
        case identicalPixels = "identical-pixels"
        case withinTolerance = "within-tolerance"
        case sizeMismatch = "size-mismatch"
        case tooManyDifferences = "too-many-differences"

        public var passed: Bool {
            switch self {
            case .identicalBytes, .identicalPixels, .withinTolerance: true
            case .sizeMismatch, .tooManyDifferences: false
            }
        }
    }

    public struct PixelSize: Sendable, Equatable, Codable, CustomStringConvertible {
        public var width: Int
        public var height: Int
        public var description: String { "\(width)×\(height)" }
    }

    public var verdict: Verdict
    public var expectedSize: PixelSize
    public var actualSize: PixelSize
    /// Pixels counted as different (anti-aliased edges excluded unless included).
    public var mismatchedPixels: Int
    /// Pixels that differ only as anti-aliased edges (drawn yellow in the diff).
    public var antiAliasedPixels: Int
    public var totalPixels: Int
    /// The most mismatched pixels the comparison allows.
    public var allowedPixels: Int
    /// Red for counted differences, yellow for anti-aliasing, faded grey elsewhere; nil
    /// when sizes differ or the images are identical.
    public var diff: RGBAImage?

    public init(verdict: Verdict, expectedSize: PixelSize, actualSize: PixelSize, mismatchedPixels: Int,
                antiAliasedPixels: Int, totalPixels: Int, allowedPixels: Int, diff: RGBAImage? = nil) {
        self.verdict = verdict
        self.expectedSize = expectedSize
        self.actualSize = actualSize
        self.mismatchedPixels = mismatchedPixels
        self.antiAliasedPixels = antiAliasedPixels
        self.totalPixels = totalPixels
        self.allowedPixels = allowedPixels
        self.diff = diff
    }

    public var passed: Bool { verdict.passed }

    /// The share of pixels that differ, 0…1.
    public var mismatchRatio: Double { totalPixels == 0 ? 0 : Double(mismatchedPixels) / Double(totalPixels) }

    /// One sentence setting the actual value against the allowed one.
    public var sentence: String { GoldenMessages.sentence(for: self) }
}
