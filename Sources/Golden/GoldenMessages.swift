import Foundation

/// Every sentence `matchcut test` and `matchcut diff` print about a comparison, in one place:
/// lowercase, no trailing period, the actual value set against the allowed one.
public enum GoldenMessages {
    static func sentence(for result: ComparisonOutcome) -> String {
        switch result.verdict {
        case .identicalBytes:
            "identical bytes"
        case .identicalPixels:
            "identical pixels"
        case .sizeMismatch:
            "the image is \(result.actualSize) pixels, the golden \(result.expectedSize)"
        case .withinTolerance, .tooManyDifferences:
            "\(pixels(result.mismatchedPixels)) \(result.mismatchedPixels == 1 ? "differs" : "differ") "
                + "(\(percent(result.mismatchRatio))), "
                + (result.passed ? "within" : "more than")
                + " the allowed \(result.allowedPixels) (\(percent(Double(result.allowedPixels) / Double(max(1, result.totalPixels)))))"
        }
    }

    /// `412 pixels`, `1 pixel`.
    public static func pixels(_ count: Int) -> String { count == 1 ? "1 pixel" : "\(count) pixels" }

    /// A share as a percentage with the digits that matter: 0%, 0.014%, 2.5%, 100%.
    public static func percent(_ ratio: Double) -> String {
        let value = ratio * 100
        if value == 0 { return "0%" }
        // A share read back from a report (merge-reports) may be anything.
        guard value > 0, value.isFinite else { return "\(value)%" }
        // Two significant digits below 1%, two decimals above.
        let decimals = value >= 1 ? 2 : max(2, Int((-log10(value)).rounded(.up)) + 1)
        var text = String(format: "%.\(decimals)f", value)
        while text.contains("."), text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text + "%"
    }

    public static func missingGolden(_ path: String) -> String { "no golden at '\(path)'" }

    public static func recordHint(scene: String) -> String {
        "run 'matchcut test \(scene)' on your machine (without CI=true) to record it, then commit the golden"
    }

    /// A golden recorded without `--record`: the frame fails until a person has looked.
    public static let newGolden = "a new golden, which fails this run until you have looked at it: "
        + "check the image, then run again (or accept new goldens as they are recorded: "
        + "'--record missing', or record: .missing in assertTransition)"

    /// `the timing changed: the golden shows t = 0.484 s, this frame t = 0.534 s`.
    public static func timingChanged(golden: Double, now: Double) -> String {
        "the timing changed: the golden shows t = \(seconds(golden)) s, this frame t = \(seconds(now)) s"
    }

    /// `t = 0.534 s`, or `t = 0.534 s; the golden's t = 0.484 s` when they differ.
    public static func times(now: Double, golden: Double?) -> String {
        "t = \(seconds(now)) s" + (golden.map { "; the golden's t = \(seconds($0)) s" } ?? "")
    }

    /// Names the parts of the renderer (libraries, fonts) that differ from the one that drew the golden.
    public static func rendererDiffers(_ differences: [String]) -> String {
        "the golden was drawn by another renderer: " + differences.joined(separator: ", ")
            + " (an environment difference, not necessarily a UI change)"
    }

    /// Three decimals, as every time in a message is shown.
    public static func seconds(_ t: Double) -> String { String(format: "%.3f", t) }

    /// `t0-p000-0.300s.png: no frame checks it; '--prune' removes it`.
    public static func orphan(_ orphan: OrphanedGolden) -> String {
        "\(orphan.description): no frame checks it; '--prune' removes it"
    }

    public static func shifted(_ frames: Int, fps: Int) -> String {
        let seconds = String(format: "%.3f", Double(abs(frames)) / Double(fps))
        return "matched the frame \(abs(frames)) \(frames > 0 ? "later" : "earlier") (\(frames > 0 ? "+" : "−")\(seconds) s)"
    }
}
