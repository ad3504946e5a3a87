import SwiftCore
import ViewTree

/// `onPreferenceChange` as SwiftUI runs it: after a screen is laid out, each observer's value
/// is what the views inside it set for its key (the key's `defaultValue` when none does), and
/// its action runs when that value differs from the one it last ran with (the first time
/// too). The state the action sets is a change at the same moment, drawn on the next pass,
/// as SwiftUI applies it on the next update (PreferenceObservers).
extension TimelineRunner {
    func observePreferences() throws {
        let observers = code.preferenceObservers
        guard !observers.isEmpty else { return }
        guard let screen else {
            for observer in observers where geometryNotes.insert(observer.key).inserted {
                it.diagnostics.add(.notDrawn("onPreferenceChange", what: "what its action changes: the scene was compiled with no screen to lay out",
                                             hint: "compile it through Matchcut ('matchcut render', 'CompiledScene'), which lays out each screen and runs the action"),
                                   at: observer.location)
            }
            return
        }
        let layout = screen.layout(tree)
        for observer in observers {
            guard let reported = layout.preferences(reportedTo: observer.key) else { continue }
            let tokens = reported[observer.preferenceKey] ?? []
            if tokens.count > 1, geometryNotes.insert("reduce:" + observer.key).inserted {
                it.diagnostics.add(.notDrawn("reduce(value:nextValue:)", what: "how '\(observer.preferenceKey)' combines the \(tokens.count) values views inside set",
                                             hint: "Matchcut does not run the key's reduce and takes the value set last; set the key in one view to get SwiftUI's value"),
                                   at: observer.location)
            }
            let value = (tokens.last?.value as? Value) ?? observer.defaultValue
            if let last = preferenceValues[observer.key], try it.equal(last, value) { continue }
            preferenceValues[observer.key] = value
            try runClosure(observer.action, arguments: [value], at: observer.location)
        }
    }
}
