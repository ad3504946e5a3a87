import Foundation
import XCTest

/// Item 3 of issue 15: every `Int(…)` (and `Int32(…)`, `UInt8(…)` …) conversion from a value
/// a scene controls is checked, since Swift traps on NaN, ±inf and anything past the type's
/// range. Every module under Sources/ is audited: each conversion goes through a form that
/// never traps (`exactly:`, `clamping:`, `truncatingIfNeeded:`, `bitPattern:`, a `radix:`
/// parse), or is listed line by line with why it cannot trap: here for the modules that hold
/// a scene's own numbers before GeometryLimits bounds them, in the `+Render`, `+Output` and
/// `+Commands` files for the rest. A new one fails this test until it is listed.
final class HostileConversionTests: XCTestCase {
    /// Every listed conversion with its reason.
    static let allowed = allowedInLanguage.merging(allowedInRender) { a, _ in a }
        .merging(allowedInOutput) { a, _ in a }.merging(allowedInCommands) { a, _ in a }

    /// A conversion to an integer type (not `.int(`, not `SomeInt(`).
    static let conversion = try! NSRegularExpression(pattern: #"(?<![A-Za-z0-9_.])U?Int(8|16|32|64)?\("#)

    /// The forms that never trap: they return nil, clamp or wrap.
    static let neverTraps = try! NSRegularExpression(
        pattern: #"U?Int(8|16|32|64)?\((exactly|clamping|truncatingIfNeeded|bitPattern):|U?Int(8|16|32|64)?\([^()]*,\s*radix:"#)

    /// SceneLanguage, Layout, ViewTree, Motion, Geometry and Drawing: `file: the line,
    /// trimmed` → why it cannot trap, whatever the scene.
    static let allowedInLanguage: [String: String] = [
        #"Sources/Layout/Nodes/LazyRestNode.swift: ? mark.rest.built + min(mark.rest.remaining, Int(rows) + 1)"#:
            "rows is below the rows remaining on this branch (an Int); NaN and infinity take the other",
        #"Sources/SwiftCore/Lexer/Lexer.swift: if let i = Int(text) { return .int(i) }"#:
            "parses a literal's digits: failable, nil (an error) when they do not fit",
        #"Sources/SceneLanguage/Vocabulary/Values/Colors.swift: let i = Int(hue) % 6, f = hue - Double(Int(hue))"#:
            "Color(hue:) refuses a hue that is not finite; its fraction × 6 is within 0…6",
        #"Sources/SceneLanguage/Vocabulary/Values/DateStyles.swift: let distance = counted < 1e15 ? Int(counted) : 1_000_000_000_000_000"#:
            "counted is below 10^15 on this branch (NaN and anything larger take the other)",
        #"Sources/SceneLanguage/Vocabulary/IdentityNaming.swift: if let last = node.identity.components.last, Int(last) != nil {"#:
            "parses an identity component: failable, nil for anything not an Int",
        #"Sources/SceneLanguage/Scene/Dragging.swift: throw EvalError(.tooManyFrames(frames: Int(min(needed, 1e15)), limit: SceneLimits.maxFrames), at: query.location)"#:
            "needed is finite (the step checks duration finite and positive; fps is bounded), capped at 10^15",
        #"Sources/SceneLanguage/Scene/Dragging.swift: let frames = max(1, Int(needed))"#:
            "needed is at most the frame limit, checked just before",
        #"Sources/SwiftCore/Evaluator/Interpreter+Calls.swift: if case let .tuple(items) = value, let i = Int(name), items.indices.contains(i) { value = items[i].value; continue }"#:
            "parses a tuple label: failable, nil for anything not an Int",
        #"Sources/SwiftCore/Evaluator/Interpreter+Members.swift: if let i = Int(name), items.indices.contains(i) { return items[i].value }"#:
            "parses a tuple label: failable, nil for anything not an Int",
        #"Sources/SwiftCore/Evaluator/Interpreter+Members.swift: d == d.rounded() && abs(d) < 1e9 ? String(Int(d)) : String(d)"#:
            "a whole number below 10^9 in magnitude, checked on the line",
        #"Sources/SwiftCore/Evaluator/StandardLibrary/Formatting.swift: let width = Int(spec.dropFirst().filter(\.isNumber).prefix { _ in !spec.contains(".") }) ?? 0"#:
            "parses the format's digits: failable, nil gives 0",
        #"Sources/SwiftCore/Evaluator/StandardLibrary/Random.swift: for b in seed.utf8 { h = (h ^ UInt64(b)) &* 0x100_0000_01b3 }"#:
            "a byte, widened",
        #"Sources/SwiftCore/Evaluator/StandardLibrary/Random.swift: package mutating func next(below n: Int) -> Int { Int(next() % UInt64(max(1, n))) }"#:
            "a remainder below n, which is an Int",
        #"Sources/SwiftCore/Evaluator/StandardLibrary/GlobalFunctions.swift: if case let .string(s)? = c.values.first?.value { return Int(s).map { .int($0) } ?? Value.none }"#:
            "Int(String): failable, nil as in Swift",
        #"Sources/SwiftCore/Parser/Parser+Closures.swift: if let i = Int(n) { found.append(i) }"#:
            "Int(String) of a `$n` token's digits: failable, and a number too large is no argument",
        #"Sources/SwiftCore/Evaluator/StandardLibrary/Strings.swift: private static func scalars(_ s: String) -> Value { .array(s.unicodeScalars.map { .int(Int($0.value)) }) }"#:
            "a Unicode scalar's value (UInt32), widened",
        #"Sources/SwiftCore/Evaluator/Arithmetic.swift: throw EvalError(.conversionOutOfRange("Int(\(Interpreter.literal(d)))"), at: location)"#:
            "text of the message, not a conversion",
        #"Sources/SwiftCore/Evaluator/Arithmetic.swift: return Int(d)"#:
            "the checked conversion: finite and within −2^63..<2^63, guarded just before",
        #"Sources/SwiftCore/Evaluator/Arithmetic.swift: if d == d.rounded(), abs(d) < 1e16 { return String(Int(d)) }"#:
            "a whole number below 10^16 in magnitude, checked on the line",
        #"Sources/SceneLanguage/Source/AppSources.swift: return (0..<Int(result.gl_pathc)).compactMap { result.gl_pathv[$0].map { String(cString: $0) } }"#:
            "glob's count of matches (size_t), far below Int.max",
        #"Sources/Layout/NavigationBuilder.swift: let selected = spec.selection.flatMap { s in tags.firstIndex(of: s) ?? Int(s).flatMap { tabs.indices.contains($0) ? $0 : nil } } ?? 0"#:
            "parses a selection tag: failable, nil for anything not an Int",
        #"Sources/Layout/LayoutDump.swift: let s = String(Int((min(1, max(0, v)) * 255).rounded()), radix: 16, uppercase: true)"#:
            "v is clamped to 0…1 on the line (max(0, NaN) is 0), so the value is 0…255",
        #"Sources/Layout/Nodes/GridNode.swift: return Int(max(1, min(n, Double(maxAdaptiveTracks))))"#:
            "n is finite or +inf (guarded just before), clamped to 1…maxAdaptiveTracks",
        #"Sources/Layout/Nodes/PageTabNode.swift: return tags.firstIndex(of: selection) ?? Int(selection).flatMap { pages.indices.contains($0) ? $0 : nil } ?? 0"#:
            "parses a selection tag: failable, nil for anything not an Int",
        #"Sources/ViewTree/GeometryLimits.swift: if !value.isFinite || abs(value) > maxPosition { return "is past ±\(Int(maxPosition)) points" }"#:
            "a constant of the limits",
        #"Sources/ViewTree/GeometryLimits.swift: problem = "is \(Self.text(value)); the limit is ±\(Int(limit))" + (parameter == "size" ? " points for a font" : " points")"#:
            "a constant of the limits",
        #"Sources/ViewTree/GeometryLimits.swift: value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)""#:
            "a whole number below 10^15 in magnitude, checked on the line",
        #"Sources/Motion/MotionPlan.swift: return Int(max(0, frames)) + 1"#:
            "frames is below 10^15 and not NaN (guarded just before), at least 0",
        #"Sources/Motion/Diagnostics/MotionMessages.swift: value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)"#:
            "a whole number below 10^15 in magnitude, checked on the line",
        #"Sources/Geometry/Size.swift: return rounded >= 1 && rounded < most ? Int(rounded) : (rounded >= most ? 1 << 20 : 1)"#:
            "rounded is within 1..<2^20 on this branch",
        #"Sources/Geometry/Rect.swift: return String(Int(rounded))"#:
            "rounded is whole and below 10^15 in magnitude, checked on the line before",
        #"Sources/Geometry/Frame.swift: a == 0 ? 0 : UInt8(min(255, (Int(c) * 255 + Int(a) / 2) / Int(a)))"#:
            "bytes (UInt8) widened; the quotient is capped at 255",
        #"Sources/Drawing/GradientPaint.swift: switch Int(h * 6) % 6 {"#:
            "h is within 0…1: every Color in the tree has finite components within ±10^6 (GeometryLimits), so h × 6 is small",
    ]

    func testEveryIntConversionFromASceneValueIsCheckedOrListedWithItsReason() throws {
        var found: Set<String> = []
        let lines = try HostileSourceTests.codeLines()
        XCTAssertGreaterThan(Set(lines.map(\.file)).count, 300, "Sources/ was not found")
        XCTAssertEqual(Self.allowed.count, Self.allowedInLanguage.count + Self.allowedInRender.count
                           + Self.allowedInOutput.count + Self.allowedInCommands.count, "a line is listed twice")
        for (file, code) in lines {
            let rest = Self.neverTraps.stringByReplacingMatches(in: code, range: NSRange(code.startIndex..., in: code), withTemplate: "")
            if Self.conversion.firstMatch(in: rest, range: NSRange(rest.startIndex..., in: rest)) != nil { found.insert("Sources/\(file): \(code)") }
        }
        let unlisted = found.subtracting(Self.allowed.keys).sorted()
        XCTAssertTrue(unlisted.isEmpty, "integer conversions a scene's numbers may reach; go through Interpreter.integer(from:at:) "
                          + "or a never-trapping form (a located error or a clamp), or list each with why it cannot trap:\n"
                          + unlisted.joined(separator: "\n"))
        let stale = Set(Self.allowed.keys).subtracting(found).sorted()
        XCTAssertTrue(stale.isEmpty, "listed but no longer in Sources/ (remove from the list):\n" + stale.joined(separator: "\n"))
    }
}
