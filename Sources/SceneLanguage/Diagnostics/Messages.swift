/// Every message the scene language can report, with its wording, stable id, severity
/// and hint. This is the only file that holds message text.
///
/// Wording: lowercase, no trailing period, tokens in single quotes.
public enum Message: Sendable, Equatable {
    // Files and limits
    case fileUnreadable(path: String)
    case fileTooLarge(bytes: Int, limit: Int)
    case nestingTooDeep(limit: Int)
    case forEachTooLarge(count: Int, limit: Int)
    case recursionTooDeep(name: String, limit: Int)
    case stepBudgetExceeded(limit: Int)
    case stringTooLarge(limit: Int)
    case collectionTooLarge(limit: Int)
    case canvasTooLarge(width: Double, height: Double, limit: Double)
    case scaleOutOfRange(Double, limit: Double)
    case fpsOutOfRange(Int, limit: Int)
    case invalidGoldenTime(String)
    case unknownSymbol(String, suggestion: String?)
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
    case sourcesNotLiteral
    case sceneInSourceFile

    // Lexer
    case unexpectedCharacter(String)
    case unterminatedString
    case unterminatedComment
    case invalidEscape(String)
    case invalidNumber(String)

    // Parser
    case expectedClosing(close: String, opener: String)
    case expected(what: String, found: String)
    case expectedExpression(found: String)
    case expectedDeclaration(found: String)
    case unsupportedKeyword(String)
    case consecutiveStatements
    case unbalancedConditional(String)

    // Names
    case unknownIdentifier(String, suggestion: String?)
    case unknownView(String, suggestion: String?)
    case unknownModifier(String, suggestion: String?)
    case unknownParameter(String, callee: String, suggestion: String?)
    case unknownMember(String, type: String, suggestion: String?)
    case unknownDevice(String, suggestion: String?)
    case unknownSceneCommand(String, suggestion: String?)

    // Types and values
    case wrongArgumentType(parameter: String, callee: String, expected: String, found: String)
    case missingArgument(String, callee: String)
    case extraArgument(callee: String)
    case notAView(String)
    case invalidOperands(op: String, left: String, right: String)
    case conditionNotBool(found: String)
    case unwrappedNil
    case indexOutOfRange(index: Int, count: Int)
    case divisionByZero
    case arithmeticOverflow(op: String)
    case conversionOutOfRange(String)
    case invalidRange(lower: Int, upper: Int, op: String)
    case cannotAssign(String)
    case uninitializedProperty(String, type: String)
    case patternMismatch(String)
    case noPreview(String?, available: [String])
    case appStopped(String, String)
    case castFailed(String, type: String)
    case notInViewBuilder(String)
    case notASequence(String)
    case missingEnvironmentObject(type: String)
    case observersNeverSettle(limit: Int)
    case unknownEnvironmentKey(String, suggestion: String?)
    case notCallable(String)

    // Declarations and scenes
    case missingBody(String)
    case noScene
    case sceneMissingRoot(String)
    case duplicateDeclaration(String)
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
    case matchedAcrossPresentation(String)
    case zoomWithoutSource(String, otherNamespace: String?)
    case zoomSourceTwice(String)

    /// Why an image file is unusable, as `assetCorrupt` words it.
    static func reason(_ defect: AssetDefect) -> String {
        switch defect {
        case .notAnImage: "it is not a PNG file"
        case .headerCutShort: "its header is missing or cut short"
        case .headerChecksum: "its header's checksum is wrong"
        case let .jpegHeader(reason): "libjpeg cannot read its header (\(reason))"
        case let .noPixels(w, h): "it is \(w) × \(h) pixels"
        }
    }

    public var severity: Diagnostic.Severity {
        switch self {
        case .drivesTime, .approximatedView, .ignoredModifier, .tabViewNotPaged, .fontApproximated, .unknownSymbol,
             .effectSkipped, .matchedAcrossPresentation, .zoomWithoutSource, .zoomSourceTwice: .warning
        case .notDrawn: .note
        default: .error
        }
    }

    public var id: String {
        switch self {
        case .fileUnreadable: "file-unreadable"
        case .fileTooLarge: "file-too-large"
        case .nestingTooDeep: "nesting-too-deep"
        case .forEachTooLarge: "foreach-too-large"
        case .recursionTooDeep: "recursion-too-deep"
        case .stepBudgetExceeded: "step-budget-exceeded"
        case .stringTooLarge: "string-too-large"
        case .collectionTooLarge: "collection-too-large"
        case .canvasTooLarge: "canvas-too-large"
        case .scaleOutOfRange: "scale-out-of-range"
        case .fpsOutOfRange: "fps-out-of-range"
        case .invalidGoldenTime: "invalid-golden-time"
        case .unknownSymbol: "unknown-symbol"
        case .tooManyFrames: "too-many-frames"
        case .negativeWait: "negative-wait"
        case .verbNeedsScreen: "verb-needs-screen"
        case .noTouchTarget: "no-touch-target"
        case .ambiguousTouchTarget: "ambiguous-touch-target"
        case .urlNotHandled: "url-not-handled"
        case .noScrollTarget: "no-scroll-target"
        case .effectSkipped: "effect-skipped"
        case .assetNotFound: "asset-not-found"
        case .assetOutsideFolder, .assetLinkOutside: "asset-outside-folder"
        case .assetNotAFile: "asset-not-a-file"
        case .animationNeverSettles: "animation-never-settles"
        case .assetUnreadable: "asset-unreadable"
        case .assetCorrupt: "asset-corrupt"
        case .assetTooLarge: "asset-too-large"
        case .colorAssetNotFound: "color-asset-not-found"
        case .colorAssetInvalid: "asset-catalog-invalid"
        case .sourcesNoMatch: "sources-no-match"
        case .sourceOutsideRoot: "source-outside-root"
        case .sourcesNotLiteral: "sources-not-literal"
        case .sceneInSourceFile: "scene-in-source-file"
        case .noDestination: "no-destination"
        case .tabViewNotPaged: "tab-view-not-paged"
        case .unexpectedCharacter: "unexpected-character"
        case .unterminatedString: "unterminated-string"
        case .unterminatedComment: "unterminated-comment"
        case .invalidEscape: "invalid-escape"
        case .invalidNumber: "invalid-number"
        case .expectedClosing: "expected-closing"
        case .expected: "expected-token"
        case .expectedExpression: "expected-expression"
        case .expectedDeclaration: "expected-declaration"
        case .unsupportedKeyword: "unsupported-keyword"
        case .consecutiveStatements: "consecutive-statements"
        case .unbalancedConditional: "unbalanced-conditional"
        case .unknownIdentifier: "unknown-identifier"
        case .unknownView: "unknown-view"
        case .unknownModifier: "unknown-modifier"
        case .unknownParameter: "unknown-parameter"
        case .unknownMember: "unknown-member"
        case .unknownDevice: "unknown-device"
        case .unknownSceneCommand: "unknown-scene-command"
        case .wrongArgumentType: "wrong-argument-type"
        case .missingArgument: "missing-argument"
        case .extraArgument: "extra-argument"
        case .notAView: "not-a-view"
        case .invalidOperands: "invalid-operands"
        case .conditionNotBool: "condition-not-bool"
        case .unwrappedNil: "unwrapped-nil"
        case .indexOutOfRange: "index-out-of-range"
        case .divisionByZero: "division-by-zero"
        case .arithmeticOverflow: "arithmetic-overflow"
        case .conversionOutOfRange: "conversion-out-of-range"
        case .invalidRange: "invalid-range"
        case .cannotAssign: "cannot-assign"
        case .uninitializedProperty: "uninitialized-property"
        case .patternMismatch: "pattern-mismatch"
        case .noPreview: "no-preview"
        case .appStopped: "app-stopped"
        case .castFailed: "cast-failed"
        case .notInViewBuilder: "not-in-view-builder"
        case .notASequence: "not-a-sequence"
        case .missingEnvironmentObject: "missing-environment-object"
        case .observersNeverSettle: "observers-never-settle"
        case .unknownEnvironmentKey: "unknown-environment-key"
        case .notCallable: "not-callable"
        case .missingBody: "missing-body"
        case .noScene: "no-scene"
        case .sceneMissingRoot: "scene-missing-root"
        case .duplicateDeclaration: "duplicate-declaration"
        case .rootNotAView: "root-not-a-view"
        case .drivesTime: "drives-time"
        case .approximatedView: "approximated-view"
        case .ignoredModifier: "ignored-modifier"
        case .notDrawn: "not-drawn"
        case .fontApproximated: "font-approximated"
        case .matchedAcrossPresentation: "matched-across-presentation"
        case .zoomWithoutSource, .zoomSourceTwice: "zoom-source"
        }
    }

    public var text: String {
        switch self {
        case let .fileUnreadable(path): "cannot read '\(path)'"
        case let .fileTooLarge(bytes, limit): "file is too large (\(bytes) bytes; the limit is \(limit))"
        case let .colorAssetNotFound(name, _): "no colour set named '\(name)' in the scene's asset catalogs"
        case let .colorAssetInvalid(name, path, reason): "asset '\(name)' at '\(path)' cannot be read: \(reason)"
        case let .sourcesNoMatch(pattern): "no source file matches '\(pattern)'"
        case let .sourceOutsideRoot(path, root): "source file '\(path)' is outside the project root '\(root)'"
        case .sourcesNotLiteral: "'sources' takes string literals, each a path or a pattern such as \"Views/*.swift\""
        case .sceneInSourceFile: "a source file named by 'sources(…)' cannot hold a 'scene' block"
        case let .nestingTooDeep(limit): "code is nested too deeply (more than \(limit) levels)"
        case let .forEachTooLarge(count, limit): "'ForEach' has \(count) elements; the limit is \(limit)"
        case let .recursionTooDeep(name, limit): "'\(name)' nests itself too deeply (more than \(limit) levels)"
        case let .stepBudgetExceeded(limit): "evaluation did not finish within \(limit) steps"
        case let .stringTooLarge(limit): "string is too large (more than \(limit) characters)"
        case let .collectionTooLarge(limit): "array is too large (more than \(limit) elements)"
        case let .canvasTooLarge(w, h, limit):
            "canvas \(Interpreter.format(w)) × \(Interpreter.format(h)) is out of range (each side from 1 to \(Interpreter.format(limit)) points)"
        case let .scaleOutOfRange(scale, limit): "scale \(Interpreter.format(scale)) is out of range (more than 0, at most \(Interpreter.format(limit)))"
        case let .fpsOutOfRange(fps, limit): "fps \(fps) is out of range (1 to \(limit))"
        case let .invalidGoldenTime(text): "'\(text)' is not a golden key frame time"
        case let .unknownSymbol(name, _): "Matchcut has no drawing of the symbol '\(name)'; a placeholder is drawn"
        case let .tooManyFrames(frames, limit): "the timeline needs \(frames) frames; the limit is \(limit)"
        case let .negativeWait(seconds): "'wait' needs a duration of 0 or more seconds, found \(Interpreter.format(seconds))"
        case let .verbNeedsScreen(verb): "'\(verb)' needs the screen laid out"
        case let .noTouchTarget(query, _): "'\(query)' finds nothing on screen to touch"
        case let .ambiguousTouchTarget(query, count, _): "'\(query)' matches \(count) views on screen"
        case let .urlNotHandled(url): "'openURL(\"\(url)\")' reaches no 'onOpenURL' on screen"
        case let .noScrollTarget(id): "'scroll(to: \(id))' finds no view with that id inside a scroll view"
        case let .effectSkipped(api): "'\(api)' cannot run in a scene; the render goes on without it"
        case let .assetNotFound(name, searched, _): "no image named '\(name)' (looked for '\(searched)')"
        case let .assetOutsideFolder(name): "image '\(name)' is outside the scene's folder"
        case let .assetLinkOutside(name, path, target):
            "image '\(name)' at '\(path)' is a link to '\(target)', outside the scene's folder"
        case let .assetNotAFile(name, path, kind): "image '\(name)' at '\(path)' is a \(kind), not a PNG file"
        case let .animationNeverSettles(label, reason): "'\(label)' never settles: \(reason)"
        case let .assetUnreadable(name, path): "cannot read image '\(name)' at '\(path)'"
        case let .assetCorrupt(name, reason, format): "image '\(name)' is not a usable \(format): \(reason)"
        case let .assetTooLarge(name, w, h, side, _): "image '\(name)' is \(w) × \(h) pixels; the limit is \(side) × \(side)"
        case let .noDestination(type): "no 'navigationDestination(for: \(type).self)' for a path element of type '\(type)'"
        case .tabViewNotPaged: "a 'TabView' without '.tabViewStyle(.page)' is drawn as pages, without a tab bar"
        case let .unexpectedCharacter(c): "unexpected character '\(c)'"
        case .unterminatedString: "unterminated string literal"
        case .unterminatedComment: "unterminated '/*' comment"
        case let .invalidEscape(e): "invalid escape sequence '\\\(e)' in string"
        case let .invalidNumber(text): "invalid number literal '\(text)'"
        case let .expectedClosing(close, opener): "expected '\(close)' to close '\(opener)'"
        case let .expected(what, found): "expected \(what), found '\(found)'"
        case let .expectedExpression(found): "expected an expression, found '\(found)'"
        case let .expectedDeclaration(found): "expected 'struct', 'let', 'func' or 'scene', found '\(found)'"
        case let .unsupportedKeyword(kw): "'\(kw)' is not supported in scene files"
        case .consecutiveStatements: "consecutive statements on a line must be separated by ';'"
        case let .unbalancedConditional(d): d == "#if" ? "'#if' has no matching '#endif'" : "'\(d)' has no matching '#if'"
        case let .unknownIdentifier(name, _): "cannot find '\(name)' in scope"
        case let .unknownView(name, _): "unknown view '\(name)'"
        case let .unknownModifier(name, _): "unknown modifier '\(name)'"
        case let .unknownParameter(name, callee, _): "'\(callee)' has no parameter '\(name)'"
        case let .unknownMember(name, type, _): "\(type) has no member '\(name)'"
        case let .unknownDevice(name, _): "unknown device '\(name)'"
        case let .unknownSceneCommand(name, _): "unknown scene command '\(name)'"
        case let .wrongArgumentType(parameter, callee, expected, found):
            "'\(callee)' expects \(expected) for '\(parameter)', found \(found)"
        case let .missingArgument(name, callee): "missing argument '\(name)' in call to '\(callee)'"
        case let .extraArgument(callee): "extra argument in call to '\(callee)'"
        case let .notAView(found): "\(found) is not a view"
        case let .invalidOperands(op, left, right): "operator '\(op)' cannot combine \(left) and \(right)"
        case let .conditionNotBool(found): "condition must be a 'Bool', found \(found)"
        case .unwrappedNil: "unexpectedly found 'nil' while unwrapping an optional"
        case let .indexOutOfRange(index, count): "index \(index) is out of range (count \(count))"
        case .divisionByZero: "division by zero"
        case let .arithmeticOverflow(op): "arithmetic overflow in '\(op)'"
        case let .conversionOutOfRange(call): "\(call) is out of range"
        case let .invalidRange(lower, upper, op): "range \(lower)\(op)\(upper) has its lower bound above its upper bound"
        case let .cannotAssign(name): "cannot assign to '\(name)'"
        case let .uninitializedProperty(name, type): "'init' of '\(type)' leaves '\(name)' without a value"
        case let .patternMismatch(found): "\(found) does not match the pattern"
        case let .noPreview(name, available):
            (name.map { "no '#Preview(\"\($0)\")'" } ?? (available.isEmpty ? "no '#Preview'" : "several previews; name one"))
                + (available.isEmpty ? " in the scene's files" : " (the files have \(available.joined(separator: ", ")))")
        case let .appStopped(call, message): "'\(call)' stops the app" + (message.isEmpty ? "" : ": \(message)")
        case let .castFailed(found, type): "\(found) is not a '\(type)'"
        case let .notInViewBuilder(kw): "'\(kw)' cannot be used in a view builder"
        case let .notASequence(found): "\(found) is not a sequence 'for' can loop over"
        case let .missingEnvironmentObject(type): "no object of type '\(type)' in the environment of this view"
        case let .observersNeverSettle(limit): "'onChange' handlers kept changing state (\(limit) updates in a row)"
        case let .unknownEnvironmentKey(key, _): "Matchcut has no environment value '\\.\(key)'"
        case let .notCallable(found): "\(found) cannot be called"
        case let .missingBody(name): "view '\(name)' has no 'body'"
        case .noScene: "the file has no 'scene' block"
        case let .sceneMissingRoot(title): "scene '\(title)' has no 'root'"
        case let .duplicateDeclaration(name): "'\(name)' is declared more than once"
        case let .rootNotAView(found): "'root' expects a view, found \(found)"
        case let .drivesTime(api, _): "'\(api)' runs when the user touches the view, and nothing in this scene does"
        case let .approximatedView(name, approximation): "'\(name)' is drawn as \(approximation)"
        case let .ignoredModifier(name): "'\(name)' has no effect on a rendered frame and is ignored"
        case let .notDrawn(name, what, _): "'\(name)' is accepted but Matchcut does not draw \(what)"
        case let .matchedAcrossPresentation(key):
            "matchedGeometryEffect '\(key)' pairs a view in a presentation with one outside it, which SwiftUI does not fly"
        case let .zoomWithoutSource(key, other?): "the zoom's source '\(key)' is marked in namespace '\(other)', not this one"
        case let .zoomWithoutSource(key, nil): "no view is the 'matchedTransitionSource' of the zoom '\(key)': the page slides in"
        case let .zoomSourceTwice(key): "a second view is the 'matchedTransitionSource' of '\(key)': the zoom uses the first"
        case let .fontApproximated(what, drawnAs, reason): "\(what) is drawn \(drawnAs): \(reason)"
        }
    }

    public var hint: String? {
        switch self {
        case let .unknownIdentifier(_, s), let .unknownView(_, s), let .unknownModifier(_, s),
             let .unknownParameter(_, _, s), let .unknownMember(_, _, s), let .unknownDevice(_, s),
             let .unknownSceneCommand(_, s):
            s.map { "did you mean '\($0)'?" }
        case let .assetNotFound(_, _, s):
            s.map { "did you mean '\($0)'?" } ?? "put '<name>.png' in the scene's 'assets' folder or next to the scene"
        case .assetOutsideFolder, .assetLinkOutside:
            "images come from the scene's folder; name another folder with '--asset-root <folder>'"
        case .assetNotAFile: "an image is a PNG file; rename the folder or the FIFO, or point Image at the file"
        case .animationNeverSettles:
            "SwiftUI would run it for as long as the view lives; a render must end: give it damping, a bounce below 1, "
                + "a finite duration and a positive speed"
        case .assetCorrupt, .assetUnreadable: "export the image again as a PNG"
        case let .colorAssetNotFound(_, s):
            (s.map { "did you mean '\($0)'? " } ?? "") + "colours come from '<name>.colorset' in 'Assets.xcassets' beside the scene, or a catalog named by 'assets(…)' (docs/scene-language.md, \"Assets\")"
        case .colorAssetInvalid: "a colorset's or imageset's Contents.json holds 'colors' with 'components' (red, green, blue, alpha), or 'images' with 'filename' and 'scale', as Xcode writes them"
        case .sourcesNoMatch: "paths are relative to the scene's folder; '*' matches within one folder (docs/scene-language.md, \"The app's source files\")"
        case .sourceOutsideRoot: "name a folder that holds the scene and the app with '--project-root <folder>'"
        case .sourcesNotLiteral: "write 'sources(\"../MyApp/Views/*.swift\")'"
        case .sceneInSourceFile: "keep the 'scene' block in the .scene file; the sources hold the app's code"
        case let .assetTooLarge(_, _, _, _, pixels): "scale the image down (at most \(pixels / 1_048_576) M pixels)"
        case .canvasTooLarge: "use a device preset, or a canvas of at most 4096 points a side"
        case .scaleOutOfRange: "scenes render at 1x, 2x or 3x"
        case .tooManyFrames: "shorten the timeline's waits, or lower 'fps(…)'"
        case .collectionTooLarge: "render fewer elements; a frame shows only a few dozen"
        case .noDestination: "add '.navigationDestination(for: …) { value in … }' inside the 'NavigationStack'"
        case .tabViewNotPaged: "add '.tabViewStyle(.page)'; tab bars are not drawn"
        case .fileTooLarge: "split the scene, or move data out of it"
        case .nestingTooDeep: "flatten the code, or move part of it into a view struct"
        case .forEachTooLarge: "render fewer elements, or put them in a lazy container (LazyVStack, LazyHStack, LazyVGrid, LazyHGrid or List), which builds only those a frame shows"
        case .recursionTooDeep: "a view that contains itself needs a condition that stops it"
        case .stepBudgetExceeded: "look for a loop or recursion that does not end"
        case .unterminatedString: "add a closing '\"' on the same line"
        case .unterminatedComment: "add '*/' to close the comment"
        case .invalidEscape: "use '\\\\', '\\\"', '\\n', '\\t', '\\0', '\\'' or '\\u{…}'"
        case .consecutiveStatements: "put each statement on its own line"
        case .unsupportedKeyword: "scene files accept structs, 'let', 'func', 'if', 'guard', 'switch' and 'ForEach'"
        case .missingBody: "add 'var body: some View { ... }'"
        case .noScene: "add 'scene(\"title\") { root(MyView()) }'"
        case .invalidGoldenTime: "write 'at(0.5)' with a time in seconds, 0 or later, one per line"
        case let .unknownSymbol(_, suggestion):
            (suggestion.map { "did you mean '\($0)'? " } ?? "") + "the symbols drawn are listed in docs/symbols.md"
        case .sceneMissingRoot: "add 'root(MyView())' naming the view to render"
        case .unwrappedNil: "use 'if let' or '??' to handle the missing value"
        case .cannotAssign: "layouts and timelines assign the root view's '@State' properties"
        case let .drivesTime(_, replacement): replacement
        case .zoomWithoutSource(_, _?): "pass the same '@Namespace' to the source and the page (a namespace is shared only when passed)"
        case .zoomWithoutSource: "mark the view it grows from with '.matchedTransitionSource(id:in:)' on the page behind"
        case .zoomSourceTwice: "give each source its own id; SwiftUI picks one of them silently"
        case .matchedAcrossPresentation:
            "the presented view arrives with its sheet; for a hero into a sheet, use 'matchedTransitionSource' and '.navigationTransition(.zoom(…))'"
        case .verbNeedsScreen: "compile the scene through Matchcut ('CompiledScene', 'matchcut render'), which lays out each screen for the verbs"
        case let .noTouchTarget(_, candidates):
            candidates.isEmpty ? "nothing on screen takes a touch now; 'wait' for the screen to show it"
                : "on screen now: " + candidates.joined(separator: ", ")
        case let .ambiguousTouchTarget(query, _, candidates):
            "add 'index:' to '\(query)' (0 is the first): " + candidates.enumerated().map { "\($0) \($1)" }.joined(separator: ", ")
        case .urlNotHandled: "add '.onOpenURL { url in … }' to a view on screen"
        case .noScrollTarget: "give the view '.id(…)', or use the id its 'ForEach' element has"
        case .effectSkipped: "give the closure a stand-in value in the scene (sample data) instead of what the network or a file would return"
        case let .notDrawn(_, _, hint): hint
        case .approximatedView: "the layout is kept; the behaviour that depends on interaction is not"
        case .fontApproximated: "Matchcut draws only with the fonts it pins, so that every machine renders alike (docs/fonts.md)"
        case .arithmeticOverflow: "an Int holds -9223372036854775808 to 9223372036854775807, and Swift stops the app on overflow; compute in Double or check the values first"
        case .conversionOutOfRange: "an Int holds -9223372036854775808 to 9223372036854775807; check the value before converting it"
        case .invalidRange: "write the smaller bound first"
        case .uninitializedProperty: "set every stored property in 'init', or give it a default value"
        case .unbalancedConditional: "each '#if' needs an '#endif'; '#elseif' and '#else' go between them"
        case .noPreview: "write 'root(preview: \"name\")' with a preview's name, or 'root(MyView())'"
        case .appStopped: "the scene reached code the app only runs when something has gone wrong"
        case .castFailed: "use 'as?' and handle nil, as Swift would stop the app here"
        case .patternMismatch: "destructure a tuple with as many names as it has elements"
        case .notASequence: "'for' loops over an array, a range, a dictionary, a set or a string"
        case .notInViewBuilder: "repeat views with 'ForEach'; compute values before the views, in a property or a function"
        case .observersNeverSettle: "an 'onChange' that changes what another observes needs a condition that stops it"
        case .missingEnvironmentObject: "add '.environmentObject(…)' (or '.environment(…)' for an '@Observable' class) on a view that contains this one, or on the scene's root"
        case let .unknownEnvironmentKey(_, s):
            (s.map { "did you mean '\\.\($0)'? " } ?? "") + "the environment values are listed in docs/scene-language.md"
        case .wrongArgumentType, .missingArgument, .extraArgument, .notAView, .invalidOperands,
             .conditionNotBool, .indexOutOfRange, .divisionByZero, .notCallable, .duplicateDeclaration,
             .rootNotAView, .fileUnreadable, .stringTooLarge, .unexpectedCharacter, .invalidNumber,
             .expectedClosing, .expected, .expectedExpression, .expectedDeclaration, .ignoredModifier, .fpsOutOfRange,
             .negativeWait:
            nil
        }
    }
}
