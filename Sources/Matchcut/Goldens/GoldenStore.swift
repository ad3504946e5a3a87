import Files
import Foundation
import Golden
import Output

/// One scene's goldens folder: the PNG files, the sidecar, and the files no frame checks.
public struct GoldenStore: Sendable {
    /// `<scene folder>/__goldens__/<scene>`, or `<goldens root>/<scene>`.
    public let folder: String

    public init(folder: String) {
        self.folder = folder
    }

    /// `<scene folder>/__goldens__/<scene>`, or `<root>/<scene>` when a root is given.
    public init(forScene path: String, name: String, root: String?) {
        if let root {
            folder = (root as NSString).appendingPathComponent(name)
        } else {
            let parent = parentPath(path)
            folder = parent.isEmpty ? "__goldens__/\(name)" : (parent as NSString).appendingPathComponent("__goldens__/\(name)")
        }
    }

    public func path(of name: String) -> String { (folder as NSString).appendingPathComponent(name) }

    public func exists(_ name: String) -> Bool { FileManager.default.fileExists(atPath: path(of: name)) }

    /// The PNG files in the folder, sorted; none when there is no folder.
    public var pngNames: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".png") }.sorted()
    }

    /// Writes a golden atomically, creating the folder.
    public func write(_ png: Data, as name: String) throws {
        try createFolder()
        do {
            try AtomicFile.write(png, to: path(of: name))
        } catch let error as DescribedError {
            throw MatchcutError.io(path: path(of: name), reason: error.message)
        }
    }

    public func remove(_ name: String) throws {
        do {
            try FileManager.default.removeItem(atPath: path(of: name))
        } catch {
            throw MatchcutError.io(path: path(of: name), reason: SystemErrorText.reason(error))
        }
    }

    func createFolder() throws {
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw MatchcutError.io(path: folder, reason: SystemErrorText.reason(error))
        }
    }

    /// Goldens no frame of `selection` will ever check, with what each one is: a key-frame
    /// golden whose transition or progress the scene no longer has, a key-frame golden under
    /// the time-stamped name of Matchcut 0.1 (`t0-p025-0.484s.png`, now `t0-p025.png`), or,
    /// under `--frames`, a frame past the scene's last. A golden `goldens.json` lists under
    /// another name (a key frame the scene named, `key("card-open", …)`) counts as a key
    /// frame. Files of the other selection, and other PNGs, are left alone.
    public func orphans(checked: Set<String>, selection: FrameSelection, frameCount: Int,
                        recorded: Set<String> = []) -> [OrphanedGolden] {
        pngNames.compactMap { name in
            guard !checked.contains(name), let kind = GoldenName(name) ?? (recorded.contains(name) ? .keyFrame : nil) else { return nil }
            switch (kind, selection) {
            case (.frame(let index), .frames), (.frame(let index), .all):
                return index >= frameCount ? OrphanedGolden(name: name) : nil
            case (.keyFrame, .keyFrames): return OrphanedGolden(name: name)
            case (.legacyKeyFrame(let renamed), .keyFrames): return OrphanedGolden(name: name, renamedTo: renamed)
            default: return nil  // the other selection's files, or a selection of single frames
            }
        }
    }
}

/// How Matchcut names a golden file, read back from the name.
enum GoldenName: Equatable {
    case keyFrame
    case legacyKeyFrame(renamedTo: String)
    case frame(Int)

    init?(_ name: String) {
        let stem = name.dropLast(4)
        if stem.hasPrefix("frame-"), let index = Int(stem.dropFirst(6)) {
            self = .frame(index)
            return
        }
        if stem.hasPrefix("at-"), stem.hasSuffix("s"), Double(stem.dropFirst(3).dropLast()) != nil {
            self = .keyFrame
            return
        }
        // t<transition>-p<percent>, and 0.1's t<transition>-p<percent>-<time>s.
        let parts = stem.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2 || parts.count == 3, parts[0].hasPrefix("t"), Int(parts[0].dropFirst()) != nil,
              parts[1].hasPrefix("p"), parts[1].count == 4, Int(parts[1].dropFirst()) != nil else { return nil }
        if parts.count == 2 {
            self = .keyFrame
        } else if parts[2].hasSuffix("s"), Double(parts[2].dropLast()) != nil {
            self = .legacyKeyFrame(renamedTo: "\(parts[0])-\(parts[1]).png")
        } else {
            return nil
        }
    }
}
