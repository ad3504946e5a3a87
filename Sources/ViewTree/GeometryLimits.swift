import SwiftCore
import Geometry

/// The numbers a scene's views may carry (docs/security.md, "Limits"), checked before
/// anything is laid out (and their texts, against `TextLimits`): every length, offset, radius, spacing, scale and anchor must be a
/// finite number within ±`maxLength`, a font at most `maxFontSize` points. `+infinity` is
/// accepted where SwiftUI means "as much as there is": `frame(maxWidth:maxHeight:)` and a
/// grid item's `maximum`. NaN is never accepted.
///
/// Later stages convert these numbers to pixel counts, `Int`s and ranges; past these limits
/// those conversions would trap or allocate without end. The walk is by reflection, so a
/// modifier added to the vocabulary is covered without a line here.
public enum GeometryLimits {
    /// The largest length a view may be given, in points.
    public static let maxLength = 1_000_000.0
    /// The largest font, in points.
    public static let maxFontSize = 4_096.0
    /// How far from the canvas a laid-out element may be, in points (nested offsets add up).
    public static let maxPosition = 10_000_000.0
    /// Problems reported per tree at most.
    static let maxProblems = 20

    /// A value past the limits: where the view was written, and what is wrong, naming the
    /// modifier (or view) and the parameter.
    public struct Problem: Sendable, Equatable {
        public var location: SourceLocation
        public var message: String
        /// The hint when it is not the geometry one (a text's).
        public var hint: String? = nil
    }

    /// Every value of `root` and the views inside it that is past the limits.
    public static func problems(in root: ViewNode) -> [Problem] {
        var walk = Walk()
        walk.node(root)
        return walk.found
    }

    /// Why a laid-out position or size is refused, or nil.
    public static func positionProblem(_ value: Double) -> String? {
        if value.isNaN { return "is not a number" }
        if !value.isFinite || abs(value) > maxPosition { return "is past ±\(Int(maxPosition)) points" }
        return nil
    }

    private struct Walk {
        var found: [Problem] = []
        /// Characters of text met so far in this tree (`TextLimits.maxCharacters` a screen).
        var characters = 0

        mutating func node(_ view: ViewNode) {
            guard found.count < GeometryLimits.maxProblems else { return }
            // What Pango lays out: a Text's string, a field's text and prompt.
            switch view.kind {
            case .text(let string): check(string, owner: "Text", at: view.location)
            case .styledText(let text): check(text.string, owner: "Text", at: view.location)
            case let .control(.textField(text, prompt, _)):
                check(text, owner: "TextField", at: view.location)
                check(prompt, owner: "TextField", at: view.location)
            default: break
            }
            // An enum's one child is its case, whose value is the payload.
            if let payload = Mirror(reflecting: view.kind).children.first?.value {
                visit(payload, owner: Self.name(of: view.kind), parameter: "", at: view.location)
            }
            for modifier in view.modifiers {
                if let payload = Mirror(reflecting: modifier).children.first?.value {
                    visit(payload, owner: Self.name(of: modifier), parameter: "", at: view.location)
                }
            }
        }

        /// Checks every Double reachable from `value`; views found inside (children, a
        /// background) are walked as views of their own.
        mutating func visit(_ value: Any, owner: String, parameter: String, at location: SourceLocation) {
            guard found.count < GeometryLimits.maxProblems else { return }
            switch value {
            case let view as ViewNode: node(view)
            case let views as [ViewNode]: views.forEach { node($0) }
            case let number as Double: check(number, owner: owner, parameter: parameter, at: location)
            case is String, is Bool, is Int, is Identity, is SourceLocation: return
            case is PreferenceToken: return  // an app's value, carried to its readers, never drawn as geometry
            default:
                for child in Mirror(reflecting: value).children {
                    // Tuple elements without a label (".0"), an Optional's value ("some") and
                    // array elements keep the name of what holds them.
                    let label = child.label.flatMap { $0 == "some" || $0.hasPrefix(".") ? nil : $0 } ?? parameter
                    visit(child.value, owner: owner, parameter: label, at: location)
                }
            }
        }

        mutating func check(_ value: Double, owner: String, parameter: String, at location: SourceLocation) {
            let limit = parameter == "size" ? GeometryLimits.maxFontSize : GeometryLimits.maxLength
            let unbounded = ["maxWidth", "maxHeight", "maximum"].contains(parameter) && value == .infinity
            let problem: String
            if value.isNaN {
                problem = "is not a number (NaN)"
            } else if unbounded || (value.isFinite && abs(value) <= limit) {
                return
            } else if !value.isFinite {
                problem = "is infinite; it must be a finite number"
            } else {
                problem = "is \(Self.text(value)); the limit is ±\(Int(limit))" + (parameter == "size" ? " points for a font" : " points")
            }
            let what = parameter.isEmpty ? "" : " " + parameter
            found.append(Problem(location: location, message: "'\(owner)'\(what) \(problem)"))
        }

        /// A text past `TextLimits`, alone or with the texts before it in the tree (only what
        /// is laid out as text counts: an image's name or a style's does not).
        mutating func check(_ string: String, owner: String, at location: SourceLocation) {
            if let problem = TextLimits.problem(string) {
                found.append(Problem(location: location, message: "'\(owner)' \(problem)", hint: TextLimits.hint))
                return
            }
            let before = characters
            characters += string.unicodeScalars.count
            if before <= TextLimits.maxCharacters, characters > TextLimits.maxCharacters {
                found.append(Problem(location: location, message: "'\(owner)' brings the texts of one screen to \(characters) "
                                         + "characters; the limit is \(TextLimits.maxCharacters)", hint: TextLimits.hint))
            }
        }

        static func text(_ value: Double) -> String {
            value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
        }

        /// A modifier's name as written: its case name, with Matchcut's internal names mapped
        /// back to SwiftUI's.
        static func name(of modifier: Modifier) -> String {
            let name = Mirror(reflecting: modifier).children.first?.label ?? "\(modifier)"
            switch name {
            case "flexibleFrame": return "frame"
            case "defaultPadding": return "padding"
            case "geometryEffect":
                if case .geometryEffect(let effect) = modifier {
                    let base = Mirror(reflecting: effect).children.first?.label ?? "geometry"
                    return base + "Effect"
                }
                return name
            default: return name
            }
        }

        static func name(of kind: ViewKind) -> String {
            switch kind {
            case .stack(let spec, _): return spec.axis == .vertical ? "VStack" : "HStack"
            case .grid(let spec, _): return spec.axis == .vertical ? "LazyVGrid" : "LazyHGrid"
            case .shape(let shape, _, _): return shape.name
            default:
                let name = Mirror(reflecting: kind).children.first?.label ?? "\(kind)"
                return name.prefix(1).uppercased() + name.dropFirst()
            }
        }
    }
}
