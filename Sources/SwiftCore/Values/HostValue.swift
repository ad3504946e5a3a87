/// A value of a host's own types: what the host's vocabulary makes and reads, carried by
/// the language as one case of its values (`Value.host`) and never looked inside.
package protocol HostValue: Sendable {
    /// How the value is named in messages: "a 'Color'", "a view".
    var kindDescription: String { get }
    /// Its text in string interpolation and as an id, where it holds no other values; nil:
    /// it has none, and its kind is written.
    var scalarText: String? { get }
    /// Equality as the host's type defines it (`==`, `switch`, `contains`); nil: the two are
    /// not comparable, so not equal.
    func isEqual(to other: any HostValue) -> Bool?
    /// The type names the value answers to, most specific first (`Color`, `ShapeStyle`, `View`):
    /// what the program's extensions and `is` see.
    var typeNames: [String] { get }
}

extension HostValue {
    package var typeNames: [String] { [] }
}
