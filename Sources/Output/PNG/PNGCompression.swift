/// How hard the PNG writer compresses, as `--png-compression fast|small` chooses.
///
/// Deflate dominates the cost of a frame (platform notes: about 80% with zlib), so the
/// default is ISA-L's level 1: about 7× faster than zlib's level 1 for the same size.
/// docs/performance.md gives the measured time and size of each.
public enum PNGCompression: String, Sendable, CaseIterable, Codable {
    /// "Sub" filters and ISA-L level 1: the default, about zlib level 1's size at a seventh
    /// of its time.
    case fast
    /// libpng's adaptive row filters and zlib level 6 (zlib's and libpng's default): a
    /// quarter to a half smaller than `.fast` on UI frames, for about 10× the encoding time.
    case small
    /// "Sub" filters and ISA-L level 0 (stored): for measurements; files many times larger,
    /// so the CLI does not offer it.
    case fastest

    /// The default before `fast` and `small` were named for the CLI.
    public static let standard = PNGCompression.fast

    /// Which deflate, at which level.
    enum Deflate: Equatable {
        case isal(level: Int32)
        case zlib(level: Int32)
    }

    var deflate: Deflate {
        switch self {
        case .fastest: .isal(level: 0)
        case .fast: .isal(level: 1)
        case .small: .zlib(level: 6)
        }
    }

    /// Whether rows are filtered adaptively (each row's best of the five PNG filters) rather
    /// than all with "sub".
    var filtersAdaptively: Bool { self == .small }
}
