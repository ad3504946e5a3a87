import Foundation
@testable import Golden
import XCTest

/// The comparison set to pixelmatch's options gives pixelmatch 7.1.0's published mismatch
/// counts (Fixtures/pixelmatch-7.1.0/README.md) on its own test images.
final class PixelmatchParityTests: XCTestCase {
    /// pixelmatch's own test images, kept in the repository with their ISC licence.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/pixelmatch-7.1.0").path

    struct Case {
        let a: String, b: String
        let options: ImageComparison
        let expected: Int
    }

    static let cases: [Case] = [
        Case(a: "1a", b: "1b", options: .pixelmatch(threshold: 0.05), expected: 143),
        Case(a: "1a", b: "1b", options: .pixelmatch(), expected: 106),
        Case(a: "1a", b: "1b", options: .pixelmatch(threshold: 0.05, includeAntiAliasing: false), expected: 143),
        Case(a: "1a", b: "1a", options: .pixelmatch(threshold: 0), expected: 0),
        Case(a: "2a", b: "2b", options: .pixelmatch(threshold: 0.05), expected: 12437),
        Case(a: "3a", b: "3b", options: .pixelmatch(threshold: 0.05), expected: 212),
        Case(a: "4a", b: "4b", options: .pixelmatch(threshold: 0.05), expected: 36049),
    ]

    func testPublishedMismatchCounts() throws {
        for c in Self.cases {
            let a = try ComparedImage(pngFile: "\(Self.folder)/\(c.a).png")
            let b = try ComparedImage(pngFile: "\(Self.folder)/\(c.b).png")
            let result = try c.options.compare(expected: a, actual: b)
            XCTAssertEqual(result.mismatchedPixels, c.expected,
                           "\(c.a) vs \(c.b), threshold \(c.options.threshold): \(result.sentence)")
        }
    }
}
