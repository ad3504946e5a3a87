import SwiftCore
import ViewTree

/// `onGeometryChange` as SwiftUI runs it: after a screen is laid out, each observer's
/// transform makes a value of its view's geometry, and its action runs when that value
/// differs from the one it last ran with (the first time too). The state the action sets is
/// a change at the same moment, drawn on the next pass; it is laid out and observed again,
/// so an action that keeps changing what it measures ends at the runner's depth limit.
extension TimelineRunner {
    func observeGeometry() throws {
        let observers = code.geometryObservers
        guard !observers.isEmpty else { return }
        guard let screen else {
            // Compiled alone (no Matchcut to lay the screen out), the actions cannot run.
            for observer in observers where geometryNotes.insert(observer.key).inserted {
                it.diagnostics.add(.notDrawn(observer.readsScrollGeometry ? "onScrollGeometryChange" : "onGeometryChange", what: "what its action changes: the scene was compiled with no screen to lay out",
                                             hint: "compile it through Matchcut ('matchcut render', 'CompiledScene'), which lays out each screen and runs the action"),
                                   at: observer.location)
            }
            return
        }
        let layout = screen.layout(tree)
        for observer in observers {
            let measured: Value
            if observer.readsScrollGeometry {
                guard let geometry = layout.scrollGeometry(reportedAs: observer.key) else { continue }
                measured = Interpreter.scrollGeometry(geometry)
            } else {
                guard let proxy = layout.geometry(reportedAs: observer.key) else { continue }
                measured = .geometryProxy(proxy)
            }
            let value = try it.callClosure(observer.transform, [measured], at: observer.location)
            let last = geometryValues[observer.key]
            if let last, try it.equal(last, value) { continue }
            geometryValues[observer.key] = value
            if observer.readsScrollGeometry, last != nil, let change = changes.last, change.time == clock.now, change.animation != nil,
               geometryNotes.insert("animated:" + observer.key).inserted {
                // The layout is where the animated change ends: the action runs with the offset
                // the scroll will reach, at its start; on iOS it runs frame by frame as the
                // offset passes.
                it.diagnostics.add(.approximatedView("onScrollGeometryChange during an animated scroll",
                                                     as: "one call with the geometry the scroll ends at, when it starts (iOS calls it as the offset moves)"),
                                   at: observer.location)
            }
            let arguments = observer.action.closure.parameters.count >= 2 ? [last ?? value, value] : [value]
            try runClosure(observer.action, arguments: arguments, at: observer.location)
        }
    }
}
