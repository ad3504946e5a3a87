extension Value {
    /// A value of the standard library's own types (a Bool, string, array, set, dictionary):
    /// what its mutating methods change in place.
    package var isStandardValue: Bool {
        switch self {
        case .bool, .string, .array, .set, .dictionary: true
        default: false
        }
    }
}
