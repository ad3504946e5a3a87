/// How hard the PNG writer compresses, as `--png-compression` chooses.
///
/// Deflate dominates the cost of a frame (platform notes: about 80%), so the default is
/// ISA-L's level 1: about 7× faster than zlib's level 1 for the same size.
public enum PNGCompression: String, Sendable, CaseIterable {
    /// ISA-L level 0: fastest, files about a third larger than `.standard`.
    case fast
    /// ISA-L level 1: the default.
    case standard
    /// ISA-L level 3: smaller files, still far faster than zlib.
    case small

    /// The `isal_deflate` level.
    var isalLevel: Int32 {
        switch self {
        case .fast: 0
        case .standard: 1
        case .small: 3
        }
    }
}
