import Foundation
import XCTest

/// Findings 4, 5, 6 and 15 (scene size, BOM) of issue 15: arithmetic that trapped,
/// animations that never settle or last for days, builtins that built gigabytes, and
/// shared data that took 2^30 steps. Each is a located error in `check`, in seconds.
final class HostileLanguageTests: XCTestCase {
    static let overflow = "hint: an Int holds -9223372036854775808 to 9223372036854775807"

    /// A check of `tiny.scene` whose body is `body` (line 4, column 9) with `extra` above
    /// the scene block, expecting `message` on stderr.
    static func check(_ finding: String, _ name: String, body: String = "Rectangle()", extra: String = "",
                      animation: String = ".linear(duration: 0.2)", command: String = "check",
                      _ messages: [String]) -> HostileCase {
        HostileCase(finding: finding, name: name,
                    arrange: { s in try s.write("tiny.scene", HostileFixtures.scene(body: body, animation: animation, extra: extra)) },
                    arguments: command == "check" ? ["check", "tiny.scene"] : [command, "tiny.scene", "-o", "out"],
                    status: 2, stderr: messages, writes: ["out"])
    }

    func testFinding4ArithmeticIsCheckedAsSwiftChecksIt() throws {
        try runHostile([
            Self.check("4", "abs(Int.min)", body: "Text(\"\\(abs(Int.min))\")", ["tiny.scene:4:17: error: arithmetic overflow in 'abs'", Self.overflow]),
            Self.check("4", "-Int.min", body: "Text(\"\\(-Int.min)\")", ["tiny.scene:4:17: error: arithmetic overflow in '-'"]),
            Self.check("4", "Int.min / -1", body: "Text(\"\\(Int.min / -1)\")", ["tiny.scene:4:17: error: arithmetic overflow in '/'"]),
            Self.check("4", "Int.min % -1", body: "Text(\"\\(Int.min % -1)\")", ["tiny.scene:4:17: error: arithmetic overflow in '%'"]),
            Self.check("4", "Int(1e300)", body: "Text(\"\\(Int(1e300))\")", ["tiny.scene:4:21: error: Int(1e300) is out of range"]),
            Self.check("4", "Int(.infinity)", body: "Text(\"\\(Int(Double.infinity))\")", ["tiny.scene:4:21: error: Int(inf) is out of range"]),
            Self.check("4", "Int(9.3e18)", body: "Text(\"\\(Int(9.3e18))\")", ["tiny.scene:4:21: error: Int(9.3e18) is out of range"]),
            Self.check("4", "a closed range to Int.max", body: "Text(\"\\((0...Int.max).count)\")",
                       ["tiny.scene:4:18: error: arithmetic overflow in '...'"]),
            Self.check("4", "a range count past Int.max", body: "Text(\"\\((Int.min..<Int.max).count)\")",
                       ["tiny.scene:4:37: error: arithmetic overflow in 'count'"]),
            Self.check("4", "+ overflows", body: "Text(\"\\(Int.max + 1)\")", ["tiny.scene:4:17: error: arithmetic overflow in '+'"]),
            Self.check("4", "- overflows", body: "Text(\"\\(Int.min - 1)\")", ["tiny.scene:4:17: error: arithmetic overflow in '-'"]),
            Self.check("4", "* overflows", body: "Text(\"\\(Int.max * 2)\")", ["tiny.scene:4:17: error: arithmetic overflow in '*'"]),
        ])
    }

    /// What HostileConversionTests' audit found trapping in Int(…) conversions of a scene's
    /// numbers (each ended check or render with SIGILL, exit 132, nothing said).
    func testFinding4ConversionsTheAuditFoundAreChecked() throws {
        let drag = """
            struct V: View {
                @State private var offset: CGFloat = 0
                var body: some View {
                    Text("n = 0").gesture(DragGesture().onChanged { v in offset = v.translation.height })
                }
            }
            scene("tiny") {
                canvas(width: 40, height: 40, scale: 1)
                fps(10)
                root(V())
                timeline { drag("n = 0", by: (0, 60), duration: 1e300) }
            }
            """
        try runHostile([
            Self.check("4", "Color(hue: .infinity)", body: "Color(hue: Double.infinity, saturation: 1, brightness: 1)",
                       ["tiny.scene:4:9: error: 'Color' expects a finite number for 'hue', found inf"]),
            Self.check("4", "Color(hue: .nan)", body: "Color(hue: Double.nan, saturation: 1, brightness: 1)",
                       ["tiny.scene:4:9: error: 'Color' expects a finite number for 'hue', found nan"]),
            Self.check("4", "Int.max.advanced(by: 1)", body: "Text(\"\\(Int.max.advanced(by: 1))\")",
                       ["tiny.scene:4:25: error: arithmetic overflow in '+'", Self.overflow]),
            Self.check("4", "5.distance(to: Int.min)", body: "Text(\"\\(5.distance(to: Int.min))\")",
                       ["error: arithmetic overflow in '-'", Self.overflow]),
            HostileCase(finding: "4", name: "a drag of 1e300 seconds",
                        arrange: { s in try s.write("tiny.scene", drag) },
                        arguments: ["check", "tiny.scene"], status: 2,
                        stderr: ["tiny.scene:11:16: error: the timeline needs 1000000000000000 frames; the limit is 36000"]),
            // A date 10^300 s away is far, not a trap; its text renders.
            HostileCase(finding: "4", name: "a relative date 1e300 s away",
                        arrange: { s in try s.write("tiny.scene", HostileFixtures.scene(
                            body: "VStack { Text(Date(timeIntervalSince1970: 1e300), style: .relative); "
                                + "Text(Date(timeIntervalSince1970: 1e300), style: .timer) }")) },
                        arguments: ["render", "tiny.scene", "-o", "out"], status: 0, stderr: [], writes: ["out"]),
        ])
    }

    func testFinding5AnAnimationThatNeverSettlesIsAnErrorAtItsCall() throws {
        let hint = "hint: SwiftUI would run it for as long as the view lives; a render must end"
        func never(_ animation: String, column: Int = 23, _ reason: String, command: String = "check") -> HostileCase {
            Self.check("5", animation + " " + command, animation: animation, command: command,
                       ["tiny.scene:13:\(column): error: '", "' never settles: " + reason, hint])
        }
        try runHostile([
            never(".spring(response: 0.5, dampingFraction: 0)", "with no damping it oscillates forever"),
            never(".interpolatingSpring(stiffness: 100, damping: 0)", "with no damping it oscillates forever"),
            never(".spring(bounce: 1)", "with no damping it oscillates forever", command: "render"),
            never(".bouncy(extraBounce: 0.7)", "with no damping it oscillates forever", command: "trace"),
            never(".linear(duration: .infinity)", "its duration is infinite", command: "test"),
            never(".linear.speed(0)", column: 31, "at speed 0 it never moves"),
            never(".linear(duration: Double.nan)", "its duration is not a number (NaN)"),
            never(".spring(duration: 0.5, bounce: 2)", "with negative damping (a bounce above 1) it swings wider forever"),
        ])
    }

    func testFinding6AnimationsCountAgainstTheFrameLimit() throws {
        func long(_ animation: String, frames: Int, command: String = "check") -> HostileCase {
            Self.check("6.1", animation + " " + command, animation: animation, command: command,
                       ["tiny.scene:13:9: error: the timeline needs \(frames) frames; the limit is 36000"])
        }
        try runHostile([
            long(".linear.delay(1e9)", frames: 10_000_000_004),
            long(".linear(duration: 1e7)", frames: 100_000_000, command: "render"),
            long(".spring(response: 1e6)", frames: 15_062_519),
            long(".spring(bounce: -0.9999999)", frames: 104_304, command: "render"),
        ])
    }

    func testFinding6BuiltinsAndSharedDataStayWithinTheBudget() throws {
        let steps = "error: evaluation did not finish within 500000 steps"
        let dag = "let a0 = [1, 2]\n" + (1...30).map { "let a\($0) = [a\($0 - 1), a\($0 - 1)]" }.joined(separator: "\n")
        try runHostile([
            Self.check("6.2", "flatMap", body: "Text(\"\\((0..<100000).flatMap { _ in 0..<100000 }.count)\")", ["tiny.scene:4:", steps]),
            Self.check("6.2", "map of large strings", body: "Text(\"\\((0..<100000).map { _ in String(repeating: \"ab\", count: 500000) }.count)\")",
                       ["tiny.scene:4:", steps]),
            Self.check("6.2", "joined", body: "Text(Array(repeating: \"x\", count: 100000).joined(separator: String(repeating: \"y\", count: 100000)))",
                       ["tiny.scene:4:", "error: string is too large (more than 1048576 characters)"]),
            Self.check("6.3", "== on shared structure", body: "Text(\"\\(a30 == a30)\")", extra: dag, ["tiny.scene:4:17: " + steps]),
            Self.check("6.3", "interpolation of shared structure", body: "Text(\"\\(a30)\")", extra: dag,
                       ["tiny.scene:4:14: error: string is too large (more than 1048576 characters)"]),
            Self.check("6.3", "ForEach ids of shared structure", body: "ForEach([a30], id: \\.self) { _ in Text(\"x\") }", extra: dag,
                       ["tiny.scene:4:28: error: string is too large (more than 1048576 characters)"]),
        ])
    }

    func testFinding15TheSceneFileItself() throws {
        try runHostile([
            HostileCase(finding: "15.1", name: "a 100 MB scene is refused from its size",
                        arrange: { s in
                            let handle = try FileHandle(forWritingTo: { try s.write("big.scene", HostileFixtures.scene() + "\n// "); return URL(fileURLWithPath: s.path("big.scene")) }())
                            handle.seekToEndOfFile()
                            let line = Data(repeating: UInt8(ascii: "x"), count: 1 << 20)
                            for _ in 0..<100 { handle.write(line) }
                            try handle.close()
                        },
                        arguments: ["check", "big.scene"], status: 2,
                        stderr: ["big.scene:1:1: error: file is too large (", "bytes; the limit is 1048576)"],
                        stderrLacks: ["xxxxxxxxxx", "Fatal error"], timeLimit: 3),
            HostileCase(finding: "15.6", name: "a UTF-8 byte order mark is accepted",
                        arrange: { s in try s.write("bom.scene", Data([0xEF, 0xBB, 0xBF]) + Data(HostileFixtures.scene().utf8)) },
                        arguments: ["check", "bom.scene"], status: 0, stderr: [], stdout: ["bom.scene: ok"]),
        ])
    }
}
