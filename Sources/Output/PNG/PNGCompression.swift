/// How hard the PNG writer compresses, as `--png-compression fast|small` chooses.
///
/// Deflate dominates the cost of a frame (platform notes: about 80% with zlib), so the
/// default is ISA-L's level 1: about 7× faster than zlib's level 1 for the same size.
/// docs/performance.md gives the measured time and size of each.
public enum PNGCompression: String, Sendable, CaseIterable, Codable {
    /// ISA-L level 1: the default, about zlib level 1's size at a seventh of its time.
    case fast
    /// ISA-L level 3: smaller files for a little more time, still far faster than zlib.
    case small
    /// ISA-L level 0: for measurements; files about a third larger than `.fast` for almost
    /// no time saved, so the CLI does not offer it.
    case fastest

    /// The default before `fast` and `small` were named for the CLI.
    public static let standard = PNGCompression.fast

    /// The `isal_deflate` level.
    var isalLevel: Int32 {
        switch self {
        case .fastest: 0
        case .fast: 1
        case .small: 3
        }
    }
}
