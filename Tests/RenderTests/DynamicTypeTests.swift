import Drawing
import XCTest

/// Dynamic Type as Apple's Human Interface Guidelines give it (Typography: "iOS, iPadOS Dynamic
/// Type sizes" and "Tracking values"; docs/layout.md, "Dynamic Type").
final class DynamicTypeTests: XCTestCase {
    /// The HIG's Medium row, which snapshot harnesses force: headline is 16 like body.
    func testTheMediumRow() {
        let sizes = TextStyle.allCases.map { $0.size(at: .medium) }
        XCTAssertEqual(sizes, [33, 27, 21, 19, 16, 16, 15, 14, 12, 11, 11])
        XCTAssertEqual(TextStyle.allCases.map { $0.leading(at: .medium) }, [40, 33, 26, 24, 21, 21, 20, 19, 16, 13, 13])
    }

    /// The default row and its ends: Large is SwiftUI's default; AX5 caption 2 is 40.
    func testTheDefaultAndTheEnds() {
        XCTAssertEqual(TextStyle.allCases.map { $0.size(at: .large) }, [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11])
        XCTAssertEqual(TextStyle.allCases.map { $0.size(at: .xSmall) }, [31, 25, 19, 17, 14, 14, 13, 12, 12, 11, 11])
        XCTAssertEqual(TextStyle.allCases.map { $0.size(at: .accessibility5) }, [60, 58, 56, 55, 53, 53, 51, 49, 44, 43, 40])
        XCTAssertEqual(TextStyle.allCases.map { $0.metrics.weight }.filter { $0 != .regular }, [.semibold])
    }

    /// Tracking follows the point size (SF Pro's table, points column): the default sizes keep
    /// the figures Matchcut has drawn with (body −0.43), and Medium's body takes 16 pt's −0.31.
    func testTrackingFollowsThePointSize() {
        XCTAssertEqual(TextStyle.allCases.map(\.tracking), [0.40, 0.38, -0.26, -0.45, -0.43, -0.43, -0.31, -0.23, -0.08, 0, 0.06])
        XCTAssertEqual(Font(style: .body).scaled(to: .medium).tracking, -0.31)
        XCTAssertEqual(SFTracking.points(atSize: 55), 0.32, "a size the table skips takes the size below")
        XCTAssertEqual(SFTracking.points(atSize: 100), 0)
    }

    /// A style's font scales; a fixed size does not; a size written with the style scales in
    /// the same ratio (body at 20 is 20 × 16/17 at Medium).
    func testScaling() {
        XCTAssertEqual(Font(style: .headline).scaled(to: .medium).size, 16)
        XCTAssertEqual(Font(style: .headline).scaled(to: .medium).weight, .semibold)
        XCTAssertEqual(Font(size: 12).scaled(to: .accessibility3).size, 12)
        XCTAssertEqual(Font(size: 20, textStyle: .body).scaled(to: .medium).size, 20 * 16 / 17, accuracy: 1e-12)
        XCTAssertEqual(Font(style: .body).scaled(to: .medium).scaled(to: .large), Font(style: .body))
    }
}
