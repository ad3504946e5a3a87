import Foundation
import XCTest

/// The calibration tool (Calibration/MatchcutCalibrate, docs/fidelity.md) on references whose
/// answer is known: Matchcut's own frame of the same scene moved by `.offset`. Each view is
/// found where the offset put it, placed when within 2 pt, moved when beyond.
final class CalibrateToolTests: XCTestCase {
    static func scene(offset: String) -> String {
        """
        struct Card: View {
            var body: some View {
                VStack(spacing: 12) {
                    Text("Hello, world").font(.headline)
                    Image(systemName: "star.fill").foregroundStyle(.orange)
                    RoundedRectangle(cornerRadius: 6).fill(Color.blue).frame(width: 60, height: 20)
                }
                \(offset)
            }
        }

        scene("Card") {
            canvas(width: 200, height: 140, scale: 2)
            root(Card())
        }
        """
    }

    func calibrate(against offset: String, in folder: String) throws -> (status: Int32, output: String) {
        let name = "ref-\(abs(offset.hashValue))"
        try Self.scene(offset: offset).write(toFile: folder + "/\(name).scene", atomically: true, encoding: .utf8)
        let render = try runMatchcut(["render", folder + "/\(name).scene", "--at", "0", "-o", folder + "/out", "--quiet"])
        XCTAssertEqual(render.status, 0, render.stderr)
        return try runMatchcutCombined([folder + "/card.scene", folder + "/out/\(name)/frame-00000.png", "--json", folder + "/\(name).json"],
                                       executable: Repo.path(".build/debug/MatchcutCalibrate"))
    }

    func testEachViewIsFoundWhereTheReferenceHasIt() throws {
        let folder = Repo.temporaryFolder("calibrate")
        try Self.scene(offset: "").write(toFile: folder + "/card.scene", atomically: true, encoding: .utf8)

        let near = try calibrate(against: ".offset(x: 1, y: -2)", in: folder)
        XCTAssertEqual(near.status, 0, near.output)
        XCTAssertTrue(near.output.contains("placed          text   Text [54.0 30.0 92.0 20.0] dx +1.00 dy -2.00 score 1.00"), near.output)
        XCTAssertTrue(near.output.contains("placed          symbol Symbol"), near.output)
        XCTAssertTrue(near.output.contains("placed          shape  RoundedRectangle [70.0 90.0 60.0 20.0] dx +1.00 dy -2.00"), near.output)
        XCTAssertTrue(near.output.hasSuffix("all: 3 of 3 placed within 2 pt (100 %)\n"), near.output)

        let far = try calibrate(against: ".offset(x: 5, y: 0)", in: folder)
        XCTAssertTrue(far.output.contains("moved           text   Text [54.0 30.0 92.0 20.0] dx +5.00 dy +0.00 score 1.00"), far.output)
        XCTAssertTrue(far.output.hasSuffix("all: 0 of 3 placed within 2 pt (0 %)\n"), far.output)

        // A reference of another size is refused, naming both sizes.
        let wrong = try calibrate(against: ".offset(x: 1)", in: folder)
        XCTAssertEqual(wrong.status, 0)
        try Self.scene(offset: "").replacingOccurrences(of: "scale: 2", with: "scale: 3")
            .write(toFile: folder + "/card.scene", atomically: true, encoding: .utf8)
        let sized = try calibrate(against: "", in: folder)
        XCTAssertEqual(sized.status, 2)
        XCTAssertTrue(sized.output.contains("the reference is 400×280 px and the scene draws 600×420"), sized.output)
    }
}
