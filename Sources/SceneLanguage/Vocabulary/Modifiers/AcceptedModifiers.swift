import SwiftCore
import ViewTree

/// Modifiers accepted with no effect on a rendered frame: interaction, accessibility and
/// input configuration. Those that drive time in an app (taps, received values) warn when
/// the scene has no timeline, naming the timeline step that expresses the same change
/// (TimeDriving.swift). Those SwiftUI would draw or animate with, which Matchcut does not
/// yet (a page indicator's background), are accepted with a located note, so
/// nothing is dropped without a word.
enum AcceptedModifiers {
    static let rules: [ModifierRule] = ignored.map { name in ModifierRule(name, labels: nil) { call in record(&call) } }
        + timeDriving.map { name, hint in ModifierRule(name, labels: nil) { call in record(&call); drivesTime(&call, hint) } }
        + notDrawn.map { name, what, hint in
            ModifierRule(name, labels: nil) { call in
                record(&call)
                call.it.diagnostics.add(.notDrawn(name, what: what, hint: hint), at: call.location)
            }
        }

    /// Keeps the closure of a modifier SwiftUI runs later (a gesture's, `onAppear`'s…) for
    /// the interactions to run.
    private static func record(_ call: inout ModifierCall) {
        guard let kind = Handler.Kind(rawValue: call.name),
              let c = call.args.items.last(where: { $0.value.isClosure })?.value, case let .closure(closure) = c else { return }
        let argument = call.args.items.first { !$0.value.isClosure }?.value
        if kind == .receive, TimelineRunner.timerPeriod(argument) == nil, CombineSubjects.name(of: argument) == nil {
            call.it.diagnostics.add(.publisherNeverFires, at: call.location)
        }
        call.it.build.register(Handler(kind: kind, identity: call.node.identity, closure: closure, argument: argument,
                                       location: call.location))
    }

    static let ignored = [
        "onAppear", "onDisappear", "contentShape", "accessibilityHint", "task",
        "onOpenURL", "onReceive", "refreshable",
        "scrollTargetLayout", "scrollTargetBehavior", "scrollDisabled", "scrollDismissesKeyboard",
        "onSubmit", "keyboardType", "textInputAutocapitalization",
        // On an iPhone every NavigationView is a stack, whatever its style (`.stack`, `.columns`).
        "navigationViewStyle",
    ]

    /// Accepted, not drawn, and said so at the call: (name, what is not drawn, hint).
    static let notDrawn: [(String, String, String)] = [
        ("indexViewStyle", "index view styles: a page indicator keeps its plain look",
         "the page dots are drawn without a background"),
    ]

    /// Gestures run only when a timeline verb touches their view: without a timeline, they
    /// never run, and say so.
    static let timeDriving: [(String, String)] = [
        ("onTapGesture", "in 'timeline { }', write 'tap(\"…\")' naming what the view shows, to run it"),
        ("onLongPressGesture", "in 'timeline { }', write 'longPress(\"…\")' naming what the view shows, to run it"),
    ]

    private static func drivesTime(_ call: inout ModifierCall, _ hint: String) {
        call.it.drivesTime(api: call.name, hint: hint, at: call.location)
    }
}
