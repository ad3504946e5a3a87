/// A value of a host's own types: what the host's vocabulary makes and reads, carried by
/// the language as one case of its values (`Value.host`) and never looked inside.
package protocol HostValue: Sendable {
    /// How the value is named in messages: "a 'Color'", "a view".
    var kindDescription: String { get }
}
