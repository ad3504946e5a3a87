import Foundation
import XCTest

/// Key frames a scene names (`goldens { key("card-open", transition: 0, progress: 0.5) }`):
/// kept as `card-open.png`, so inserting a transition before them renames nothing.
final class NamedKeyFrameTests: XCTestCase {
    let local = ["CI": "false"]

    /// `before` runs first in the timeline; the card opens after it.
    static func scene(label: String, before: String, key: String) -> String {
        """
        struct Card: View {
            @State private var open = false
            @State private var label = "\(label)"
            var body: some View {
                VStack(spacing: 4) {
                    Text(label).font(.system(size: 8))
                    Color.blue.frame(width: open ? 36 : 12, height: 12)
                }
            }
        }
        scene("card") {
            canvas(width: 40, height: 40, scale: 1)
            fps(10)
            root(Card())
            timeline {
                \(before)
                wait(0.3)
                withAnimation(.linear(duration: 0.4)) { open = true }
                wait(0.5)
            }
            goldens {
                \(key)
                at(0.1)
            }
        }
        """
    }

    func testANamedKeyFrameKeepsItsGoldenWhenATransitionIsInsertedBeforeIt() throws {
        let folder = Repo.temporaryFolder("named-keys"), path = folder + "/card.scene", out = folder + "/r"
        try Self.scene(label: "B", before: "", key: #"key("card-open", transition: 0, progress: 0.5)"#)
            .write(toFile: path, atomically: true, encoding: .utf8)
        let record = try runMatchcut(["test", path, "-o", out, "--record", "missing"], environment: local)
        XCTAssertEqual(record.status, 0, record.stderr)
        let goldens = folder + "/__goldens__/card"
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: goldens).filter { $0.hasSuffix(".png") }.sorted(),
                       ["at-0.100s.png", "card-open.png"])

        // A change inserted first (the label set at 0.1 s): the card's opening is now transition 1.
        try Self.scene(label: "A", before: #"wait(0.1); label = "B""#,
                       key: #"key("card-open", transition: 1, progress: 0.5)"#)
            .replacingOccurrences(of: "wait(0.3)", with: "wait(0.2)")
            .write(toFile: path, atomically: true, encoding: .utf8)
        let after = try runMatchcut(["test", path, "-o", out], environment: local)
        XCTAssertEqual(after.status, 0, after.stdout + after.stderr)
        XCTAssertTrue(after.stdout.contains("card.scene: 2 of 2 frames match"), after.stdout)

        // Renamed: the old golden is an orphan, found through goldens.json.
        try Self.scene(label: "B", before: "", key: #"key("card-half", transition: 0, progress: 0.5)"#)
            .write(toFile: path, atomically: true, encoding: .utf8)
        let renamed = try runMatchcut(["test", path, "-o", out, "--record", "missing"], environment: local)
        XCTAssertTrue(renamed.stdout.contains("ORPHAN card-open.png"), renamed.stdout)
    }

    func testANamedKeyIsCheckedAtTheCall() throws {
        let folder = Repo.temporaryFolder("named-keys-bad"), path = folder + "/card.scene"
        for (key, message) in [(#"key("t0-p050", transition: 0, progress: 0.5)"#, "'t0-p050' is a name Matchcut gives key frames itself"),
                               (#"key("../up", transition: 0, progress: 0.5)"#, "'../up' is not a golden's name"),
                               (#"key("late", transition: 3, progress: 0.5)"#, "key 'late' names transition 3; the timeline has transitions 0 to 0")] {
            try Self.scene(label: "B", before: "", key: key).write(toFile: path, atomically: true, encoding: .utf8)
            let check = try runMatchcut(["check", path])
            XCTAssertEqual(check.status, 2, check.stderr)
            XCTAssertTrue(check.stderr.contains(message), "\(key): \(check.stderr)")
        }
    }
}
