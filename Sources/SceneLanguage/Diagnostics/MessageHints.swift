import SwiftCore

/// Each message's hint: what to do about it, when there is something to say.
extension Message {
    public var hint: String? {
        switch self {
        case let .syntax(m): m.hint
        case let .evaluation(m): Message.hint(for: m)
        case let .unknownView(_, s), let .unknownModifier(_, s), let .unknownDevice(_, s), let .unknownSceneCommand(_, s):
            Message.unknownName(suggestion: s)
        case .unknownType:
            "declare the type in the scene's files, or give the view the values it would make (sample data); docs/scene-language.md lists the types Matchcut knows"
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
        case .sourceOutsideRoot, .sourcesPatternOutsideRoot:
            "name a folder that holds the scene and the app with '--project-root <folder>'"
        case .sourcesNotLiteral: "write 'sources(\"../MyApp/Views/*.swift\")'"
        case .assetsNotLiteral: "write 'assets(\"../MyApp/Assets.xcassets\")'"
        case .catalogOutsideFolder: "catalogs come from the scene's folder; name another folder with '--asset-root <folder>'"
        case .sceneInSourceFile: "keep the 'scene' block in the .scene file; the sources hold the app's code"
        case let .assetTooLarge(_, _, _, _, pixels): "scale the image down (at most \(pixels / 1_048_576) M pixels)"
        case .canvasTooLarge: "use a device preset, or a canvas of at most 4096 points a side"
        case .scaleOutOfRange: "scenes render at 1x, 2x or 3x"
        case .tooManyFrames: "shorten the timeline's waits, or lower 'fps(…)'"
        case .noDestination: "add '.navigationDestination(for: …) { value in … }' inside the 'NavigationStack'"
        case .tabViewNotPaged: "add '.tabViewStyle(.page)'; tab bars are not drawn"
        case .fileTooLarge: "split the scene, or move data out of it"
        case .sourceFileTooLarge: "a source file is Swift code; data belongs in the app's resources"
        case .tooManySourceFiles: "name the folders of the views the scene shows, not the whole app"
        case .forEachTooLarge: "render fewer elements, or put them in a lazy container (LazyVStack, LazyHStack, LazyVGrid, LazyHGrid or List), which builds only those a frame shows"
        case .missingBody: "add 'var body: some View { ... }'"
        case .noScene: "add 'scene(\"title\") { root(MyView()) }'"
        case .invalidGoldenTime: "write 'at(0.5)' with a time in seconds, from 0 to 600, one per line"
        case .goldenTimesCollide: "keep golden times at least 0.001 s apart, or drop one"
        case let .unknownSymbol(_, suggestion):
            (suggestion.map { "did you mean '\($0)'? " } ?? "") + "the symbols drawn are listed in docs/symbols.md"
        case .sceneMissingRoot: "add 'root(MyView())' naming the view to render"
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
        case .noPreview: "write 'root(preview: \"name\")' with a preview's name, or 'root(MyView())'"
        case .notInViewBuilder: "repeat views with 'ForEach'; compute values before the views, in a property or a function"
        case .observersNeverSettle: "an 'onChange' that changes what another observes needs a condition that stops it"
        case .rootNotAView:
            "declare a struct that shows it, 'struct Screen: View { var body: some View { … } }', and write 'root(Screen())' "
                + "(docs/scene-language.md, \"The scene block\")"
        case .missingEnvironmentObject: "add '.environmentObject(…)' (or '.environment(…)' for an '@Observable' class) on a view that contains this one, or on the scene's root"
        case let .unknownEnvironmentKey(_, s):
            (s.map { "did you mean '\\.\($0)'? " } ?? "") + "the environment values are listed in docs/scene-language.md"
        // Every error says what to do (the ground rule: bad input gets a hint), as Swift's own
        // compiler would suggest it; a warning that only informs keeps none.
        case .notAView: "a view body holds views: 'Text', 'Image', a stack, or a struct that is a 'View'"
        case .fileUnreadable: "check that the file exists and can be read"
        case let .fpsOutOfRange(_, limit): "pick a rate from 1 to \(limit); 60 is an iPhone's, 120 a ProMotion display's"
        case .unknownIOSVersion: "write iOS(17), iOS(18) or iOS(26) (docs/layout.md, \"iOS versions\"); without it a scene draws iOS 18"
        case let .newerThanScene(_, introduced, _):
            "write iOS(\(introduced)) in the scene block if the app requires it, or call it inside if #available(iOS \(introduced), *) as the app must"
        case .appearanceNotDrawn:
            "style it in SwiftUI where SwiftUI can (toolbarBackground(_:for:), toolbarColorScheme, tint, listRowBackground) to see it in the render"
        case .publisherNeverFires:
            "send the event through a PassthroughSubject the model owns, or make the change from the scene's timeline (tap, wait); docs/scene-language.md, \"Combine\""
        case .combineOperatorNotRun:
            "send the value the operator would make (subject.send(text.uppercased())), or set the @Published property the pipeline feeds; docs/scene-language.md, \"Combine\""
        case .symbolSizedByStandIn:
            "docs/symbols.md, \"Frames\", lists the symbols measured on iOS and how a measurement is added"
        case .iosVersionPartlyMeasured:
            "Liquid Glass bars and controls are not modelled yet; docs/layout.md, \"iOS versions\", lists what is measured"
        case .negativeWait: "a duration is 0 seconds or more"
        case .ignoredModifier: nil
        case .rightToLeftNotDrawn: "these frames show the left-to-right layout; check the mirrored one on a simulator"
        }
    }
}

extension Message {
    /// A name Matchcut does not know: the closest it knows, or where the known ones are listed.
    static func unknownName(suggestion: String?) -> String {
        suggestion.map { "did you mean '\($0)'?" } ?? "check the spelling; docs/scene-language.md lists what Matchcut knows"
    }

    /// The core's hint, or Matchcut's where it can say more: its documentation, its files, what
    /// a scene is.
    static func hint(for message: EvaluationMessage) -> String? {
        switch message {
        case let .unknownIdentifier(_, s), let .unknownParameter(_, _, s), let .unknownMember(_, _, s): unknownName(suggestion: s)
        case .recursionTooDeep: "a view that contains itself needs a condition that stops it"
        case .collectionTooLarge: "render fewer elements; a frame shows only a few dozen"
        case .cannotAssign: "layouts and timelines assign the root view's '@State' properties"
        case .duplicateDeclaration: "rename one of them, or remove the copy (a file named twice in 'sources(…)' is read once)"
        case let .wrongArgumentType(parameter, callee, expected, _):
            "pass \(expected) for '\(parameter)'; docs/scene-language.md lists what '\(callee)' takes"
        default: message.hint
        }
    }
}
