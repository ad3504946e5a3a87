import Files
import Output

/// A name Matchcut turns into a file or folder name: a scene's name (from its file name, or
/// read back from a manifest), a file name a shard's manifest lists.
///
/// Such a name is data, never a path: it must be one component that stays in the folder it
/// is joined to. Checked before any use, so `../docs` or `/etc` in a manifest is an error,
/// not an instruction.
public enum PathComponent {
    /// Why `name` cannot be one file or folder name; nil when it can. Scene names may not
    /// start with a dot (Matchcut's staging folders do), file names may.
    public static func problem(_ name: String, hiddenAllowed: Bool = false) -> String? {
        if name.isEmpty { return "it is empty" }
        if name == "." || name == ".." { return "it is '\(name)'" }
        if name.contains("/") { return "it holds '/'" }
        if name.unicodeScalars.contains("\0") { return "it holds a NUL character" }
        if name.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) { return "it holds a control character" }
        if !hiddenAllowed, name.hasPrefix(".") { return "it starts with '.'" }
        if name.utf8.count > 255 { return "it is longer than 255 bytes" }
        return nil
    }

    /// `name`, or a `merge` error naming where it was read.
    static func checked(_ name: String, what: String, in source: String, hiddenAllowed: Bool = false,
                        hint: String = "a manifest's names are file names inside its folder; this one was not written by Matchcut")
        throws -> String {
        guard let reason = problem(name, hiddenAllowed: hiddenAllowed) else { return name }
        throw MatchcutError.merge(reason: "\(quoted(source)) names a \(what) \(quoted(name)), which is not a single "
                                      + "file name: \(reason)",
                                  hint: hint)
    }
}
