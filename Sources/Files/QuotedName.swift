import Foundation

/// A file or scene name as a message shows it: in single quotes, with every control
/// character written as an escape (`\n`, `\t`, `\r`, `\0`, `\u{1B}`…), so a name never
/// moves the cursor, colours the terminal or fakes a line of output.
public func quoted(_ name: String) -> String {
    "'" + escapedForTerminal(name) + "'"
}

/// `text` with its control characters escaped (C0, DEL, C1, and the Unicode line and
/// paragraph separators); everything else, quotes included, as it is.
public func escapedForTerminal(_ text: String, keepingNewlines: Bool = false) -> String {
    guard text.unicodeScalars.contains(where: { isControl($0) && !(keepingNewlines && $0 == "\n") }) else { return text }
    var out = ""
    for scalar in text.unicodeScalars {
        if keepingNewlines, scalar == "\n" || scalar == "\t" {
            out.unicodeScalars.append(scalar)
            continue
        }
        switch scalar {
        case "\n": out += "\\n"
        case "\t": out += "\\t"
        case "\r": out += "\\r"
        case "\0": out += "\\0"
        case _ where isControl(scalar): out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        default: out.unicodeScalars.append(scalar)
        }
    }
    return out
}

private func isControl(_ s: Unicode.Scalar) -> Bool {
    s.value < 0x20 || (0x7F...0x9F).contains(s.value) || s.value == 0x2028 || s.value == 0x2029
}

/// A size in bytes as a person reads it: `512 bytes`, `1 MiB`, `100.5 MiB`.
public struct ByteCount: CustomStringConvertible, Sendable {
    public let bytes: Int

    public init(_ bytes: Int) { self.bytes = bytes }

    public var description: String {
        let units = [(1 << 30, "GiB"), (1 << 20, "MiB"), (1 << 10, "KiB")]
        for (size, name) in units where bytes >= size {
            let value = Double(bytes) / Double(size)
            let text = value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
            return text + " " + name
        }
        return bytes == 1 ? "1 byte" : "\(bytes) bytes"
    }
}
