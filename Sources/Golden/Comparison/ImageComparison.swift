import Foundation

/// How `matchcut test` and `matchcut diff` decide that two images match: a value you can
/// keep, change and pass around.
///
/// In order:
/// 1. different sizes fail, naming both;
/// 2. identical PNG bytes, then identical pixels, pass at once;
/// 3. pixelmatch's comparison counts the pixels whose YIQ colour distance exceeds
///    `threshold` and that are not anti-aliased edges (unless `includeAntiAliasing`);
/// 4. the images match if that count is at most `maxDiffRatio` of all pixels.
public struct ImageComparison: Sendable, Equatable, Codable {
    /// The per-pixel colour tolerance, 0…1: the share of the largest YIQ distance (black
    /// against white) below which two colours count as equal. pixelmatch's default, 0.1.
    public var threshold: Double
    /// Count anti-aliased edge pixels as differences too.
    public var includeAntiAliasing: Bool
    /// The share of pixels, 0…1, that may differ before the images fail to match.
    public var maxDiffRatio: Double
    public var alphaBackground: AlphaBackground

    public init(threshold: Double = 0.1, includeAntiAliasing: Bool = false, maxDiffRatio: Double = 0,
                alphaBackground: AlphaBackground = .white) {
        self.threshold = threshold
        self.includeAntiAliasing = includeAntiAliasing
        self.maxDiffRatio = maxDiffRatio
        self.alphaBackground = alphaBackground
    }

    /// Matchcut's defaults: a colour may drift by a tenth of the YIQ range (a change of a
    /// few levels in 255 passes), anti-aliased edges are ignored, and no other pixel may
    /// differ. Rendering is deterministic, so a golden from the same build matches byte
    /// for byte; the tolerance absorbs a change in Cairo's rounding, never a moved element.
    public static let standard = ImageComparison()

    /// pixelmatch 7.1.0's own behaviour, for checking against its published counts.
    public static func pixelmatch(threshold: Double = 0.1, includeAntiAliasing: Bool = false) -> ImageComparison {
        ImageComparison(threshold: threshold, includeAntiAliasing: includeAntiAliasing, maxDiffRatio: 0,
                        alphaBackground: .pixelmatchPattern)
    }

    /// The pixels that may differ in an image of `pixelCount` pixels.
    public func allowedPixels(of pixelCount: Int) -> Int {
        Int((maxDiffRatio * Double(pixelCount)).rounded(.down))
    }

    /// Compares `actual` with `expected` (the golden). Throws only if a PNG cannot be decoded.
    public func compare(expected: ComparedImage, actual: ComparedImage) throws -> ComparisonOutcome {
        var result = ComparisonOutcome(verdict: .identicalBytes,
                                      expectedSize: .init(width: expected.width, height: expected.height),
                                      actualSize: .init(width: actual.width, height: actual.height),
                                      mismatchedPixels: 0, antiAliasedPixels: 0, totalPixels: 0, allowedPixels: 0)
        // Step 1: sizes.
        guard expected.width == actual.width, expected.height == actual.height else {
            result.verdict = .sizeMismatch
            return result
        }
        result.totalPixels = expected.width * expected.height
        result.allowedPixels = allowedPixels(of: result.totalPixels)
        // Step 2: the fast paths.
        if let a = expected.pngBytes, let b = actual.pngBytes, a == b { return result }
        if try expected.hasIdenticalPixels(to: actual) {
            result.verdict = .identicalPixels
            return result
        }
        let expectedPixels = try expected.pixels(), actualPixels = try actual.pixels()
        if expectedPixels.pixels == actualPixels.pixels {
            result.verdict = .identicalPixels
            return result
        }
        // Step 3: pixelmatch.
        let match = PixelMatch(threshold: threshold, includeAntiAliasing: includeAntiAliasing,
                               background: alphaBackground).compare(expectedPixels, actualPixels)
        result.mismatchedPixels = match.mismatched
        result.antiAliasedPixels = match.antiAliased
        result.diff = match.diff
        // Step 4: the share of differing pixels.
        result.verdict = match.mismatched <= result.allowedPixels ? .withinTolerance : .tooManyDifferences
        return result
    }

    /// The diff picture of a comparison: its own when pixels differed, the expected image
    /// faded when they are identical, nil when sizes differ.
    public func diffImage(of outcome: ComparisonOutcome, expected: ComparedImage) throws -> RGBAImage? {
        if let diff = outcome.diff { return diff }
        guard outcome.verdict != .sizeMismatch else { return nil }
        return PixelMatch.fadedCopy(of: try expected.pixels())
    }
}
