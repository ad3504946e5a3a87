import Foundation

extension CompiledScene {
    /// What each timeline verb reached, one line each, as `matchcut check` prints them under
    /// the scene's summary: `  0.300 s  tap("Delete") (12:9) → Button "Delete" at scene.swift:30:13`.
    public var verbReachLines: [String] {
        description.reaches.map { r in
            let targets = r.targets.isEmpty ? "nothing" : r.targets.joined(separator: ", ")
            return "  \(String(format: "%.3f", r.time)) s  \(r.verb) (\(r.location.line):\(r.location.column)) → \(targets)"
        }
    }
}
