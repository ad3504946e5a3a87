import Files
import Foundation

/// Golden folders whose scene is gone (deleted or renamed): a folder under a goldens root
/// (`<scene folder>/__goldens__/`, or `--goldens`) that no scene of the run keeps its
/// goldens in. Only a run given whole folders, with no `--filter`, `--shard` or `--only`, can
/// tell: a scene it left out is never an orphan.
public enum OrphanedScenes {
    /// The folders under `roots` that are not in `kept` (each scene's goldens folder), sorted.
    public static func find(roots: [String], kept: [String]) -> [String] {
        let keep = Set(kept.map(normalized))
        var found: Set<String> = []
        let fm = FileManager.default
        for root in Set(roots.map(normalized)) {
            guard let names = try? fm.contentsOfDirectory(atPath: root) else { continue }
            for name in names where !name.hasPrefix(".") {
                let folder = (root as NSString).appendingPathComponent(name)
                var isFolder: ObjCBool = false
                // A link is never followed (lstat): it is not a golden folder Matchcut made.
                guard let attributes = try? fm.attributesOfItem(atPath: folder), attributes[.type] as? FileAttributeType == .typeDirectory,
                      fm.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue,
                      !keep.contains(normalized(folder)) else { continue }
                found.insert(folder)
            }
        }
        return found.sorted()
    }

    /// Removes an orphaned scene's golden folder: only when it holds nothing but regular
    /// `.png` files and `goldens.json` (what Matchcut writes there); otherwise nothing is
    /// removed and the error says what is in the way.
    public static func remove(_ folder: String) throws {
        let fm = FileManager.default
        let names: [String]
        do { names = try fm.contentsOfDirectory(atPath: folder) } catch {
            throw MatchcutError.io(path: folder, reason: SystemErrorText.reason(error))
        }
        for name in names {
            let path = (folder as NSString).appendingPathComponent(name)
            let type = (try? fm.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
            guard type == .typeRegular, name.hasSuffix(".png") || name == "goldens.json" else {
                throw MatchcutError.invalidInput(message: "'\(folder)' holds '\(name)', which is not a golden; it is not pruned",
                                                 hint: "move what you keep there elsewhere, or delete the folder yourself")
            }
        }
        do { try fm.removeItem(atPath: folder) } catch {
            throw MatchcutError.io(path: folder, reason: SystemErrorText.reason(error))
        }
    }

    static func normalized(_ path: String) -> String {
        (path as NSString).standardizingPath
    }
}
