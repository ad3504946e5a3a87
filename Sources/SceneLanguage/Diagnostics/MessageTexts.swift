import SwiftCore

/// Each message's wording. Lowercase, no trailing period, tokens in single quotes.
extension Message {
    public var text: String {
        switch self {
        case let .syntax(m): m.text
        case let .evaluation(m): m.text
        case let .fileUnreadable(path): "cannot read '\(path)'"
        case let .fileTooLarge(bytes, limit): "file is too large (\(bytes) bytes; the limit is \(limit))"
        case let .sourceFileTooLarge(path, bytes, limit): "source file '\(path)' is too large (\(bytes) bytes; the limit is \(limit))"
        case let .tooManySourceFiles(limit): "the patterns match more than \(limit) source files; a scene may name at most \(limit)"
        case let .colorAssetNotFound(name, _): "no colour set named '\(name)' in the scene's asset catalogs; it is drawn clear, as iOS draws a colour its catalog lacks"
        case let .colorAssetInvalid(name, path, reason): "asset '\(name)' at '\(path)' cannot be read: \(reason)"
        case let .sourcesNoMatch(pattern): "no source file matches '\(pattern)'"
        case let .sourceOutsideRoot(path, root): "source file '\(path)' is outside the project root '\(root)'"
        case let .sourcesPatternOutsideRoot(pattern, root):
            "'\(pattern)' reaches outside the project root '\(root)'; nothing outside it is searched"
        case .sourcesNotLiteral: "'sources' takes string literals, each a path or a pattern such as \"Views/*.swift\""
        case .assetsNotLiteral: "'assets' takes string literals, each the path of an asset catalog"
        case let .catalogOutsideFolder(path): "asset catalog '\(path)' is outside the scene's folder"
        case .sceneInSourceFile: "a source file named by 'sources(…)' cannot hold a 'scene' block"
        case let .forEachTooLarge(count, limit): "'ForEach' has \(count) elements; the limit is \(limit)"
        case let .canvasTooLarge(w, h, limit):
            "canvas \(Interpreter.format(w)) × \(Interpreter.format(h)) is out of range (each side from 1 to \(Interpreter.format(limit)) points)"
        case let .scaleOutOfRange(scale, limit): "scale \(Interpreter.format(scale)) is out of range (more than 0, at most \(Interpreter.format(limit)))"
        case let .fpsOutOfRange(fps, limit): "fps \(fps) is out of range (1 to \(limit))"
        case let .unknownIOSVersion(written): "Matchcut has no measurements of iOS \(written)"
        case let .newerThanScene(name, introduced, scene): "'\(name)' is iOS \(introduced) API, and this scene draws iOS \(scene)"
        case let .iosVersionPartlyMeasured(version):
            "iOS \(version) is drawn with its own measured lists and forms; its bars, tab bars, controls and sheets as iOS 18 draws them"
        case let .invalidGoldenTime(text): "'\(text)' is not a golden key frame time"
        case let .goldenTimesCollide(file, earlier):
            "this golden's file would be '\(file)', the same as the golden on \(earlier): golden times are named to the millisecond"
        case let .unknownSymbol(name, _): "Matchcut has no drawing of the symbol '\(name)'; a placeholder is drawn"
        case let .appearanceNotDrawn(name):
            "'\(name)' settings (its appearance() proxy) are UIKit styling Matchcut does not draw: the scene shows SwiftUI's default look where the app would show its own"
        case .publisherNeverFires:
            "this publisher sends nothing in a scene (Matchcut runs Timer.publish and Combine's subjects), so the onReceive closure never runs"
        case let .combineOperatorNotRun(name):
            "Matchcut runs Combine's subjects (send, sink, onReceive, receive(on:)), not the operator '\(name)'"
        case let .symbolSizedByStandIn(name):
            "'\(name)' is sized by Matchcut's stand-in glyph, not SF's (no iOS reference measures it), as are the scene's other unmeasured symbols: what sits beside one may be a point or two from where iOS puts it"
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
        case let .assetTooLarge(name, w, h, side, pixels):
            w > side || h > side
                ? "image '\(name)' is \(w) × \(h) pixels; the limit is \(side) pixels a side"
                : "image '\(name)' is \(w) × \(h) pixels, \((w * h) / 1_048_576) M in all; the limit is \(pixels / 1_048_576) M pixels"
        case let .noDestination(type): "no 'navigationDestination(for: \(type).self)' for a path element of type '\(type)'"
        case .tabViewNotPaged: "a 'TabView' without '.tabViewStyle(.page)' is drawn as pages, without a tab bar"
        case let .unknownView(name, _): "unknown view '\(name)'"
        case let .unknownType(name): "unknown type '\(name)'"
        case let .unknownModifier(name, _): "unknown modifier '\(name)'"
        case let .unknownDevice(name, _): "unknown device '\(name)'"
        case let .unknownSceneCommand(name, _): "unknown scene command '\(name)'"
        case let .notAView(found): "\(found) is not a view"
        case let .noPreview(name, available):
            (name.map { "no '#Preview(\"\($0)\")'" } ?? (available.isEmpty ? "no '#Preview'" : "several previews; name one"))
                + (available.isEmpty ? " in the scene's files" : " (the files have \(available.joined(separator: ", ")))")
        case let .notInViewBuilder(kw): "'\(kw)' cannot be used in a view builder"
        case let .missingEnvironmentObject(type): "no object of type '\(type)' in the environment of this view"
        case let .observersNeverSettle(limit): "'onChange' handlers kept changing state (\(limit) updates in a row)"
        case let .unknownEnvironmentKey(key, _): "Matchcut has no environment value '\\.\(key)'"
        case let .missingBody(name): "view '\(name)' has no 'body'"
        case .noScene: "the file has no 'scene' block"
        case let .sceneMissingRoot(title): "scene '\(title)' has no 'root'"
        case let .rootNotAView(found): "'root' expects an instance of a View struct the scene or the app declares, found \(found)"
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
        case .rightToLeftNotDrawn: "a right-to-left layout direction is drawn left to right: Matchcut does not mirror layouts"
        }
    }
}
