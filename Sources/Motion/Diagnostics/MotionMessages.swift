import ViewTree

/// Every matched-geometry message, in one place: lowercase, no trailing period, the id quoted.
enum MotionMessages {
    static func multipleSources(_ key: MatchKey, at location: SourceLocation, other: SourceLocation) -> MotionDiagnostic {
        MotionDiagnostic(severity: .warning, id: .multipleSources,
                         message: "several views are the source of matched group '\(key.id)' in '\(key.namespace)' at once",
                         hint: "give all but one 'isSource: false', or show only one of them at a time; SwiftUI's result is undefined, and Matchcut flies a source shown beside another out of that one's frame, and back into it when it goes (docs/motion.md, \"Two sources of one id\")",
                         location: location, notes: [.init(message: "the other source is here", location: other)])
    }

    static func unmatched(_ key: MatchKey, inserted: Bool, at location: SourceLocation, change: SourceLocation) -> MotionDiagnostic {
        MotionDiagnostic(severity: .warning, id: .unmatchedID,
                         message: "matched id '\(key.id)' is in only one layout, so the view \(inserted ? "fades in" : "fades out") instead of flying",
                         hint: "use the same id and namespace on the view it should fly \(inserted ? "from" : "to")",
                         location: location, notes: [.init(message: "in this state change", location: change)])
    }

    static func forEachConstant(_ key: MatchKey, at location: SourceLocation, count: Int) -> MotionDiagnostic {
        MotionDiagnostic(severity: .warning, id: .forEachConstantID,
                         message: "matched id '\(key.id)' is used by \(count) elements of one 'ForEach'",
                         hint: "make the id depend on the element, e.g. 'id: \"\(key.id)-\\(item.id)\"'",
                         location: location, notes: [])
    }

    static func outsideFixedFrame(_ effect: MatchedGeometry, frame: (Double, Double)) -> MotionDiagnostic {
        MotionDiagnostic(severity: .warning, id: .effectOutsideFixedFrame,
                         message: "'matchedGeometryEffect' is applied outside '.frame(width: \(format(frame.0)), height: \(format(frame.1)))', so SwiftUI animates only its position",
                         hint: "apply 'matchedGeometryEffect' before '.frame'; Matchcut animates the size either way",
                         location: effect.location, notes: [])
    }

    static func namespaceMismatch(id: String, removed: MatchedGeometry, inserted: MatchedGeometry) -> MotionDiagnostic {
        MotionDiagnostic(severity: .warning, id: .namespaceMismatch,
                         message: "matched id '\(id)' is in namespace '\(removed.namespace)' here and '\(inserted.namespace)' on the view it should fly to, so nothing flies",
                         hint: "pass the same 'Namespace.ID' to both views",
                         location: removed.location, notes: [.init(message: "the other view is here", location: inserted.location)])
    }

    static func unanimated(_ key: MatchKey, change: SourceLocation) -> MotionDiagnostic {
        MotionDiagnostic(severity: .warning, id: .unanimatedChange,
                         message: "this state change inserts or removes matched views ('\(key.id)') without an animation, so it is instant",
                         hint: "wrap the change in 'withAnimation { … }'",
                         location: change, notes: [])
    }

    static func instantMatchedView(_ key: MatchKey, at effect: SourceLocation, change: SourceLocation) -> MotionDiagnostic {
        MotionDiagnostic(severity: .warning, id: .instantMatchedView,
                         message: "matched view '\(key.id)' is under an animation of nil ('.animation(nil)', '.transaction { $0.animation = nil }'), so it jumps to its new frame while the change animates",
                         hint: "remove the nil animation around the matched view, or put it outside 'matchedGeometryEffect'",
                         location: effect, notes: [.init(message: "the change is here", location: change)])
    }

    static func textWithFrame(_ effect: MatchedGeometry) -> MotionDiagnostic {
        MotionDiagnostic(severity: .note, id: .textWithFrame,
                         message: "'Text' matched with '.frame': SwiftUI proposes the flying size and may truncate it with '…'; Matchcut scales the text instead",
                         hint: "use 'properties: .position' or '.fixedSize()' for the same result in SwiftUI",
                         location: effect.location, notes: [])
    }

    private static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
