/// Matchcut's version, reported by `--version` and recorded in manifests.
public enum MatchcutVersion {
    public static let current = "0.3.0"
}
