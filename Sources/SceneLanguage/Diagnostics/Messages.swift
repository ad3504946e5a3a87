import SwiftCore
/// Every message the scene language can report, with its severity; its stable id, wording
/// and hint are in MessageIDs.swift, MessageTexts.swift and MessageHints.swift, the only files
/// that hold message text.
///
/// Wording: lowercase, no trailing period, tokens in single quotes.
public enum Message: DiagnosticMessage, Equatable {
    // Files and limits
    case fileUnreadable(path: String)
    case fileTooLarge(bytes: Int, limit: Int)
    /// A source file `sources(…)` matched that is over the size limit, located at the pattern.
    case sourceFileTooLarge(path: String, bytes: Int, limit: Int)
    /// More source files matched than a scene may name.
    case tooManySourceFiles(limit: Int)
    case forEachTooLarge(count: Int, limit: Int)
    case canvasTooLarge(width: Double, height: Double, limit: Double)
    case scaleOutOfRange(Double, limit: Double)
    case fpsOutOfRange(Int, limit: Int)
    case unknownIOSVersion(String)
    case iosVersionPartlyMeasured(Int)
    case newerThanScene(String, introduced: Int, scene: Int)
    case invalidGoldenTime(String)
    /// Two `goldens { at(…) }` times that name one file (`at-0.500s.png`): less than 1 ms apart.
    case goldenTimesCollide(file: String, earlier: String)
    case unknownSymbol(String, suggestion: String?)
    /// `UITabBar.appearance()` and its kind: UIKit styling Matchcut does not draw.
    case appearanceNotDrawn(String)
    /// A symbol sized by its stand-in glyph's ink: no recorded iOS reference measures SF's.
    case symbolSizedByStandIn(String)
    /// A Combine operator Matchcut does not run (`map`, `debounce`…) on a subject.
    case combineOperatorNotRun(String)
    /// `onReceive` of a publisher a scene has no events for (`$query`, a notification).
    case publisherNeverFires
    case tooManyFrames(frames: Int, limit: Int)
    case negativeWait(Double)

    // Assets
    case assetNotFound(name: String, searched: String, suggestion: String?)
    case assetOutsideFolder(name: String)
    case animationNeverSettles(String, reason: String)
    case assetLinkOutside(name: String, path: String, target: String)
    case assetNotAFile(name: String, path: String, kind: String)
    case assetUnreadable(name: String, path: String)
    case assetCorrupt(name: String, reason: String, format: String = "PNG")
    case assetTooLarge(name: String, width: Int, height: Int, maxSide: Int, maxPixels: Int)
    case colorAssetNotFound(name: String, suggestion: String?)
    case colorAssetInvalid(name: String, path: String, reason: String)

    // The app's source files
    case sourcesNoMatch(String)
    case sourceOutsideRoot(path: String, root: String)
    /// A `sources(…)` pattern whose folders lead out of the project root before any file is matched.
    case sourcesPatternOutsideRoot(pattern: String, root: String)
    case sourcesNotLiteral
    /// `assets(…)` given something that is not a string literal.
    case assetsNotLiteral
    /// `assets("/")`: a catalog folder outside the scene's folder and the asset roots.
    case catalogOutsideFolder(path: String)
    case sceneInSourceFile

    /// What the lexer and the parser report.
    case syntax(SyntaxMessage)
    /// What evaluating Swift reports (SwiftCore's `EvaluationMessage`), made here by the
    /// same names (`Message.unknownMember(…)`), its hints worded for Matchcut.
    case evaluation(EvaluationMessage)


    // Names
    case unknownView(String, suggestion: String?)
    /// A type the scene does not know, made where no view is written (`PropertyListDecoder()`).
    case unknownType(String)
    case unknownModifier(String, suggestion: String?)
    case unknownDevice(String, suggestion: String?)
    case unknownSceneCommand(String, suggestion: String?)

    // Types and values
    case notAView(String)
    case noPreview(String?, available: [String])
    case notInViewBuilder(String)
    case missingEnvironmentObject(type: String)
    case observersNeverSettle(limit: Int)
    case unknownEnvironmentKey(String, suggestion: String?)

    // Declarations and scenes
    case missingBody(String)
    case noScene
    case sceneMissingRoot(String)
    case rootNotAView(String)
    case noDestination(type: String)

    // Interactions: the timeline's verbs
    case verbNeedsScreen(String)
    case noTouchTarget(String, candidates: [String])
    case ambiguousTouchTarget(String, count: Int, candidates: [String])
    case urlNotHandled(String)
    case noScrollTarget(String)
    case effectSkipped(api: String)

    // Accepted with a warning
    case drivesTime(api: String, replacement: String)
    case approximatedView(String, as: String)
    case ignoredModifier(String)
    case notDrawn(String, what: String, hint: String)
    case tabViewNotPaged
    case fontApproximated(String, drawnAs: String, reason: String)
    case rightToLeftNotDrawn
    case matchedAcrossPresentation(String)
    case zoomWithoutSource(String, otherNamespace: String?)
    case zoomSourceTwice(String)

    /// Why an image file is unusable, as `assetCorrupt` words it.
    static func reason(_ defect: AssetDefect) -> String {
        switch defect {
        case .notAnImage: "it is not a PNG file"
        case let .otherFormat(format): "it is a \(format) image; Matchcut reads PNG and JPEG (export it as PNG)"
        case .headerCutShort: "its header is missing or cut short"
        case .headerChecksum: "its header's checksum is wrong"
        case let .jpegHeader(reason): "libjpeg cannot read its header (\(reason))"
        case let .noPixels(w, h): "it is \(w) × \(h) pixels"
        }
    }

    public var severity: Diagnostic.Severity {
        switch self {
        case .drivesTime, .newerThanScene, .approximatedView, .ignoredModifier, .tabViewNotPaged, .fontApproximated, .unknownSymbol, .rightToLeftNotDrawn,
             .effectSkipped, .appearanceNotDrawn, .publisherNeverFires, .colorAssetNotFound, .matchedAcrossPresentation, .zoomWithoutSource, .zoomSourceTwice: .warning
        case .notDrawn, .iosVersionPartlyMeasured, .symbolSizedByStandIn: .note
        default: .error
        }
    }
}

extension Diagnostic {
    /// A diagnostic of the scene language's own: `Diagnostic(.noScene, at: location)`.
    public init(_ message: Message, at location: SourceLocation) {
        self.init(message as any DiagnosticMessage, at: location)
    }
}

extension DiagnosticBag {
    mutating func add(_ message: Message, at location: SourceLocation) {
        add(message as any DiagnosticMessage, at: location)
    }
}

extension DiagnosticBag {
    /// A bag for a scene's diagnostics: the evaluator's messages in Matchcut's words.
    static var scene: DiagnosticBag { DiagnosticBag(wording: { Message.evaluation($0) }) }
}
