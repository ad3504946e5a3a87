import Foundation
import XCTest

/// Finding 8 of issue 15: a Text of one long word (60,000 'W') hung `check` in Pango's line
/// breaking, whose time grows with the square of a word it cannot break. Texts are now
/// bounded before anything is measured (TextLimits): refused at the Text. Each case asserts
/// check's verdict and message; its time limit is only a hang guard (the unbounded word ran
/// past 60 s), since speed is `make bench`'s to measure, never a timed test's.
final class HostileTextTests: XCTestCase {
    static let hint = "hint: split the text, or give a long word places to break (spaces); docs/security.md lists the limits"

    static func check(_ name: String, body: String, _ messages: [String], status: Int32 = 2, stdout: [String] = []) -> HostileCase {
        HostileCase(finding: "8", name: name,
                    arrange: { s in try s.write("tiny.scene", HostileFixtures.scene(body: body, canvas: "canvas(width: 400, height: 400, scale: 1)")) },
                    arguments: ["check", "tiny.scene"], status: status, stderr: messages, stdout: stdout, timeLimit: 120)
    }

    func testFinding8TextLayoutIsBoundedBeforePango() throws {
        try runHostile([
            Self.check("one word of 60,000 characters", body: "Text(\"" + String(repeating: "W", count: 60_000) + "\")",
                       ["tiny.scene:4:9: error: 'Text' holds a word of 60000 characters with nowhere to break it; the limit is 1000",
                        Self.hint]),
            Self.check("one word of 1,048,576 characters", body: "Text(String(repeating: \"W\", count: 1_048_576))",
                       ["tiny.scene:4:9: error: 'Text' holds 1048576 characters; the limit is 100000 a text", Self.hint]),
            Self.check("a million characters of short words", body: "Text(String(repeating: \"Word \", count: 200_000))",
                       ["tiny.scene:4:9: error: 'Text' holds 1000000 characters; the limit is 100000 a text"]),
            Self.check("thirty texts of 5,000 characters on one screen",
                       body: "VStack { ForEach(0..<30, id: \\.self) { _ in Text(String(repeating: \"word \", count: 1000)) } }",
                       ["error: 'Text' brings the texts of one screen to 105000 characters; the limit is 100000"]),
            // Only what is laid out as text counts: not a label nothing draws, not image names.
            Self.check("a long accessibility label draws nothing", body: "Text(\"t\").accessibilityLabel(String(repeating: \"W\", count: 60_000))",
                       [], status: 0, stdout: ["tiny.scene: ok"]),
            Self.check("image names are not text", body: "VStack { ForEach(0..<30, id: \\.self) { _ in Image(systemName: \"star.fill\" + String(repeating: \" \", count: 5000)) } }",
                       [], status: 0),
            // Where a line may break between characters, a long run is not a word.
            Self.check("2,000 CJK characters are lines, not a word", body: "Text(String(repeating: \"漢字\", count: 1000))", [],
                       status: 0, stdout: ["tiny.scene: ok"]),
        ])
    }
}
