import Foundation
import XCTest

/// Findings 11 and 13 (NaN geometry) of issue 15: Doubles that reached an Int, a range or a
/// pixel count and trapped (exit 132, no message). Each is now a located error naming the
/// modifier, in `check` as in `render`.
final class HostileGeometryTests: XCTestCase {
    static let hint = "hint: a finite number within the limits draws what SwiftUI would; docs/security.md lists them"

    static func both(_ finding: String, _ name: String, body: String, extra: String = "", _ message: String) -> [HostileCase] {
        ["check", "render"].map { command in
            HostileCase(finding: finding, name: name + " (" + command + ")",
                        arrange: { s in try s.write("tiny.scene", HostileFixtures.scene(body: body, extra: extra)) },
                        arguments: command == "check" ? ["check", "tiny.scene"] : ["render", "tiny.scene", "-o", "out"],
                        status: 2, stderr: [message, hint], writes: ["out"])
        }
    }

    func testFinding11LayoutAndRenderNumbersAreCheckedFirst() throws {
        let grid = { (item: String) in "LazyVGrid(columns: [GridItem(\(item))]) { Text(\"a\"); Text(\"b\") }" }
        try runHostile(
            Self.both("11", "an adaptive grid with an infinite minimum", body: grid(".adaptive(minimum: .infinity)"),
                      "tiny.scene:4:9: error: 'LazyVGrid' minimum is infinite; it must be a finite number")
            + Self.both("11", "an adaptive grid with an infinite spacing", body: grid(".adaptive(minimum: 10), spacing: .infinity"),
                        "tiny.scene:4:9: error: 'LazyVGrid' spacing is infinite; it must be a finite number")
            + Self.both("11", "a matched view in a frame of width 1e19",
                        body: "VStack { M() }.frame(width: on ? 1e19 : 10)",
                        extra: "struct M: View {\n    @Namespace var ns\n    var body: some View { Rectangle().matchedGeometryEffect(id: \"a\", in: ns) }\n}",
                        "tiny.scene:4:9: error: 'frame' width is 1e+19; the limit is ±1000000 points")
            + Self.both("11", "a frame of infinite width", body: "Rectangle().frame(width: .infinity)",
                        "tiny.scene:4:9: error: 'frame' width is infinite; it must be a finite number")
            + Self.both("11", "an offset of 2e9", body: "Rectangle().offset(x: on ? 2e9 : 0)",
                        "tiny.scene:4:9: error: 'offset' x is 2000000000; the limit is ±1000000 points")
            + Self.both("11", "an offset of -2e9", body: "Rectangle().offset(y: -2e9)",
                        "tiny.scene:4:9: error: 'offset' y is -2000000000; the limit is ±1000000 points")
            + Self.both("11", "a shadow radius of 1e308", body: "Rectangle().shadow(radius: 1e308)",
                        "tiny.scene:4:9: error: 'shadow' radius is 1e+308; the limit is ±1000000 points")
            + Self.both("11", "a shadow radius of infinity", body: "Rectangle().shadow(radius: .infinity)",
                        "tiny.scene:4:9: error: 'shadow' radius is infinite; it must be a finite number")
            + Self.both("11", "offsets that add up past the canvas",
                        body: "Rectangle()" + String(repeating: ".offset(y: 900000)", count: 12),
                        "tiny.scene:4:9: error: 'Rectangle' is laid out with its y at 10800000, which is past ±10000000 points")
            + Self.both("13.4", "a NaN offset", body: "Rectangle().offset(x: Double.nan)",
                        "tiny.scene:4:9: error: 'offset' x is not a number (NaN)")
            + Self.both("13.4", "a NaN frame", body: "Rectangle().frame(width: Double.nan, height: 10)",
                        "tiny.scene:4:9: error: 'frame' width is not a number (NaN)")
            + Self.both("13.4", "a NaN opacity", body: "Rectangle().opacity(Double.nan)",
                        "tiny.scene:4:9: error: 'opacity' is not a number (NaN)")
            + Self.both("11", "a font of a billion points", body: "Text(\"a\").font(.system(size: 1e9))",
                        "tiny.scene:4:9: error: 'font' size is 1000000000; the limit is ±4096 points for a font")
        )
    }

    func testFinding11GridsAndCanvasesThatAskForTooMuch() throws {
        try runHostile([
            HostileCase(finding: "11", name: "an adaptive grid with minimum 0 and spacing 0",
                        arrange: { s in
                            try s.write("tiny.scene", HostileFixtures.scene(
                                body: "LazyVGrid(columns: [GridItem(.adaptive(minimum: 0), spacing: 0)]) { Text(\"a\"); Text(\"b\") }"))
                        },
                        arguments: ["render", "tiny.scene", "-o", "out"], status: 0, stderr: [], writes: ["out"]),
            HostileCase(finding: "11", name: "a 4096-pt canvas at --scale 8",
                        arrange: { s in try s.write("tiny.scene", HostileFixtures.scene(canvas: "canvas(width: 4096, height: 4096, scale: 1)")) },
                        arguments: ["render", "tiny.scene", "-o", "out", "--scale", "8"], status: 2,
                        stderr: ["tiny.scene:1:1: error: the 4096 × 4096-point canvas at --scale 8 is 32768 × 32768 pixels; "
                                 + "the limit is 16384 pixels a side", "hint: use a smaller --scale or canvas"],
                        writes: ["out"]),
            HostileCase(finding: "11", name: "a 4096-pt canvas at scale 4",
                        arrange: { s in try s.write("tiny.scene", HostileFixtures.scene(canvas: "canvas(width: 4096, height: 4096, scale: 4)")) },
                        arguments: ["check", "tiny.scene"], status: 2,
                        stderr: ["tiny.scene:1:1: error: the 4096 × 4096-point canvas at scale 4 is 16384 × 16384 pixels; "
                                 + "the limit is 67108864 pixels (8192 × 8192)"]),
        ])
    }
}
