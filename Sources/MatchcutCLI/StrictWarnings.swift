import Matchcut

/// `--strict`: a scene's warnings fail the run with exit status 1, after everything else it
/// does, so a CI job can keep warnings out. Notes never count: they say where Matchcut
/// draws a documented approximation.
struct StrictWarnings {
    let enabled: Bool
    private(set) var warnings = 0
    private(set) var scenes = 0

    static let help = """
      --strict                Warnings fail the run (exit status 1); notes, which say where
                              Matchcut approximates iOS, never do.
    """

    mutating func count(_ scene: CompiledScene) {
        count(warnings: scene.warningCount)
    }

    mutating func count(warnings: Int) {
        guard warnings > 0 else { return }
        self.warnings += warnings
        scenes += 1
    }

    /// Throws when strict and any scene had a warning.
    func check() throws {
        guard enabled, warnings > 0 else { return }
        throw MatchcutError.strictWarnings(
            summary: "\(warnings) warning\(warnings == 1 ? "" : "s") in \(scenes) scene\(scenes == 1 ? "" : "s") (--strict)",
            hint: "fix what each warning says, or run without --strict to let warnings pass")
    }
}
