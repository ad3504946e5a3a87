import Foundation

/// How Matchcut writes every JSON file: pretty, keys sorted, slashes as they are (`a/b`,
/// not `a\/b`), a final newline; times rounded to microseconds, so that `1.8` is not
/// written `1.7999999999999998`. The same values always give the same bytes.
public enum JSONOutput {
    public static func encode<T: Encodable>(_ value: T) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(value) + Data([0x0A])
    }

    /// `seconds` to the nearest microsecond: what a time is written as. Frame times are
    /// multiples of 1/fps, whose shortest decimal form is exact to far fewer digits.
    public static func microseconds(_ seconds: Double) -> Double {
        guard seconds.isFinite else { return seconds }
        return (seconds * 1_000_000).rounded() / 1_000_000
    }
}
