/// The command that accepts one frame's result, to copy from the report: the same scene,
/// the same goldens folder and comparison options, `--only` that frame's golden, and the
/// record mode that takes it.
///
/// - a failing frame: `--record failed` overwrites its golden with the actual frame;
/// - a missing golden (CI): `--record missing` records it, on a developer's machine;
/// - a new golden: it is already written; running again (or `--record missing`) accepts it.
public enum AcceptCommand {
    public static func command(for frame: FrameResult, in scene: SceneResult, of report: GoldenRunReport) -> String? {
        var words = ["matchcut", "test", scene.file]
        if let root = goldensRoot(of: scene) { words += ["--goldens", root] }
        if frame.name.hasPrefix("frame-"), let index = Int(frame.name.dropFirst(6).dropLast(4)) {
            words += ["--frames", String(index)]
        }
        words += ["--only", frame.name]
        switch frame.status {
        case .failed: words += ["--record", "failed"]
        case .missing, .new: words += ["--record", "missing"]
        case .passed, .recorded: return nil
        }
        let c = report.comparison, standard = ImageComparison.standard
        if c.threshold != standard.threshold { words += ["--threshold", number(c.threshold)] }
        if c.maxDiffRatio != standard.maxDiffRatio { words += ["--max-diff-ratio", number(c.maxDiffRatio)] }
        if c.includeAntiAliasing { words.append("--include-aa") }
        if report.frameTolerance != 0 { words += ["--frame-tolerance", String(report.frameTolerance)] }
        return words.map(quoted).joined(separator: " ")
    }

    /// `--goldens DIR` when the scene's goldens are not in `<scene folder>/__goldens__/`.
    static func goldensRoot(of scene: SceneResult) -> String? {
        let folder = scene.file.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        let standard = (folder.isEmpty ? "" : folder + "/") + "__goldens__/" + scene.name
        guard scene.goldens != standard else { return nil }
        let parent = scene.goldens.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        return parent.isEmpty ? "." : parent
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// A word as a POSIX shell reads it: as it is when it is plain, else in single quotes.
    static func quoted(_ word: String) -> String {
        let plain = word.allSatisfy { $0.isLetter || $0.isNumber || "-_./:=@%+,".contains($0) }
        if plain, !word.isEmpty { return word }
        return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
