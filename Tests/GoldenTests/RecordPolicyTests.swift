@testable import Golden
import XCTest

/// Record semantics as a table: a golden is never overwritten unless asked, and CI records
/// nothing.
final class RecordPolicyTests: XCTestCase {
    func testWhatEachModeDoesWithAGolden() {
        let table: [(RecordMode, exists: Bool, RecordPolicy.Action)] = [
            (.missing, false, .recordMissing),
            (.missing, true, .compare),
            (.failed, false, .recordMissing),
            (.failed, true, .compareThenOverwrite),
            (.all, false, .recordMissing),
            (.all, true, .compareThenOverwrite),
            (.never, false, .failMissing),
            (.never, true, .compare),
        ]
        for (mode, exists, action) in table {
            XCTAssertEqual(RecordPolicy(mode: mode, isCI: false).action(goldenExists: exists), action, "\(mode), exists: \(exists)")
        }
        XCTAssertTrue(RecordPolicy(mode: .all, isCI: false).rewritesPassing)
        XCTAssertFalse(RecordPolicy(mode: .failed, isCI: false).rewritesPassing)
    }

    func testTheDefaultIsMissingLocallyAndNeverInCI() throws {
        XCTAssertEqual(try RecordPolicy.resolve(requested: nil, environment: [:]),
                       RecordPolicy(mode: .missing, isCI: false, requested: false))
        XCTAssertEqual(try RecordPolicy.resolve(requested: nil, environment: ["CI": "true"]),
                       RecordPolicy(mode: .never, isCI: true, requested: false))
        XCTAssertEqual(try RecordPolicy.resolve(requested: nil, environment: ["CI": "false"]),
                       RecordPolicy(mode: .missing, isCI: false, requested: false))
        XCTAssertEqual(try RecordPolicy.resolve(requested: .failed, environment: ["CI": "0"]),
                       RecordPolicy(mode: .failed, isCI: false, requested: true))
        // Only an explicit --record lets the goldens it writes pass.
        XCTAssertTrue(try RecordPolicy.resolve(requested: .missing, environment: [:]).requested)
    }

    func testRecordingIsRefusedInCI() {
        for mode in [RecordMode.missing, .failed, .all] {
            XCTAssertThrowsError(try RecordPolicy.resolve(requested: mode, environment: ["CI": "true"])) { error in
                XCTAssertEqual(error as? RecordingRefused, RecordingRefused(mode: mode))
                XCTAssertEqual((error as? RecordingRefused)?.message,
                               "'--record \(mode.rawValue)' is refused when CI=true: goldens are changed on a developer's machine")
            }
        }
        XCTAssertEqual(try RecordPolicy.resolve(requested: .never, environment: ["CI": "true"]), RecordPolicy(mode: .never, isCI: true))
    }
}
