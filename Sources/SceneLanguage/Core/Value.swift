import SwiftCore

extension Value {
    /// A value of the standard library's own types (a Bool, string, array, set, dictionary)
    /// or Foundation's `AttributedString`: what mutating methods change in place.
    var isStandardValue: Bool {
        switch self {
        case .bool, .string, .array, .set, .dictionary, .host(SwiftUIValue.attributed): true
        default: false
        }
    }
}

/// A binding passed as an argument (`$isOn`): the projection the language keeps beside the
/// value, for the parameters that take one (`@Binding` properties).
extension ArgValue {
    init(label: String?, value: Value, location: SourceLocation, binding: Binding?, isStringLiteral: Bool = false) {
        self.init(label: label, value: value, location: location, projected: binding, isStringLiteral: isStringLiteral)
    }

    var binding: Binding? {
        get { projected as? Binding }
        set { projected = newValue }
    }
}
