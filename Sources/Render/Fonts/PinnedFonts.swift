import CCairo
import Files
import Foundation

/// The only font files Matchcut ever draws with: Inter (SF Pro's stand-in, reference §4.2),
/// Noto Sans CJK SC (PingFang SC's), and, for the monospaced and serif designs, Noto Sans
/// Mono CJK SC and Noto Serif CJK SC (SF Mono's and New York's); Noto Color Emoji (Apple
/// Color Emoji's), and two icon fonts SF Symbols are drawn from (docs/symbols.md). Pinning
/// them makes renders identical on every machine; no other installed font (DejaVu is on every
/// Debian) can leak in as a fallback.
///
/// The configuration is fontconfig's own XML (`configuration`), which `fonts/fonts.conf` at
/// the repository root holds word for word for command-line tools
/// (`FONTCONFIG_FILE=fonts/fonts.conf fc-match Inter`; a test keeps the two equal).
public enum PinnedFonts {
    public static let interFolder = "/usr/share/fonts/opentype/inter"
    public static let notoFolder = "/usr/share/fonts/opentype/noto"
    /// `fonts-noto-color-emoji` and `fonts-materialdesignicons-webfont`: one TrueType file
    /// each; and Material Symbols Outlined, which `make render-deps` installs from PyPI
    /// (Makefile, `symbol-font`), one variable TrueType file.
    static let emojiFile = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"
    static let materialSymbolsFile = "/usr/local/share/fonts/matchcut/MaterialSymbolsOutlined.ttf"
    static let communityIconsFile = "/usr/share/fonts/truetype/materialdesignicons-webfont/materialdesignicons-webfont.ttf"
    /// Where Debian's fontconfig package keeps the caches it builds when fonts are installed.
    static let systemCacheFolder = "/var/cache/fontconfig"

    /// The folder the paths above are read under: empty (the machine's own `/`) for a build
    /// on a machine set up by `make render-deps`, and a release bundle's font tree for the
    /// binary a bundle carries (`bin/matchcut` beside `share/matchcut/fonts`, which holds
    /// the same files under the same paths, their list in `pinned-fonts.txt` and fontconfig's
    /// caches of them; scripts/dist.sh). The paths
    /// themselves never change, so the renderer fingerprint of a bundle and of a build from
    /// source are equal when their files are. Found from the executable's own location,
    /// never from the environment: `FONTCONFIG_FILE`, `FONTCONFIG_PATH` and
    /// `FONTCONFIG_SYSROOT` cannot move it.
    public static let root: String = bundleRoot(executable: executablePath())

    /// Where the pinned file `path` (one of `files`) is read from.
    public static func location(of path: String) -> String { root.isEmpty ? path : root + path }

    /// `executable`'s bundle font tree, or empty when it is not in a bundle.
    static func bundleRoot(executable: String?) -> String {
        guard let executable, executable.hasPrefix("/") else { return "" }
        let prefix = parentPath(parentPath(executable))
        let tree = (prefix == "/" ? "" : prefix) + "/share/matchcut/fonts"
        return FileManager.default.fileExists(atPath: tree + "/pinned-fonts.txt") ? tree : ""
    }

    /// This process's executable, links resolved: from `/proc/self/exe`, or, where `/proc`
    /// is not mounted (a bare chroot), from an absolute `argv[0]`, which the bundle's launcher
    /// always passes.
    public static func executablePath() -> String? {
        let proc = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
        if proc != "/proc/self/exe" { return proc }
        guard let first = CommandLine.arguments.first, first.hasPrefix("/") else { return nil }
        return URL(fileURLWithPath: first).resolvingSymlinksInPath().path
    }

    /// Inter's upright faces by name, lightest first; Inter Display has the same names.
    static let interFaces = ["Thin", "ExtraLight", "Light", "Regular", "Medium", "SemiBold",
                             "Bold", "ExtraBold", "Black"]

    /// Inter's italic faces by name, in the same order: "Italic" is Regular's.
    static var interItalicFaces: [String] { interFaces.map { $0 == "Regular" ? "Italic" : $0 + "Italic" } }

    /// The Inter files, in the order fontconfig is given them.
    static var interFiles: [String] {
        let faces = interFaces + interItalicFaces
        return faces.map { "\(interFolder)/Inter-\($0).otf" } + faces.map { "\(interFolder)/InterDisplay-\($0).otf" }
    }

    /// The Noto CJK collections: the sans ones hold ten faces each (JP, KR, SC, TC, HK and
    /// their Mono cuts), the serif ones five. Only the SC faces are pinned.
    static let cjkFiles = ["\(notoFolder)/NotoSansCJK-Regular.ttc", "\(notoFolder)/NotoSansCJK-Bold.ttc",
                           "\(notoFolder)/NotoSerifCJK-Regular.ttc", "\(notoFolder)/NotoSerifCJK-Bold.ttc"]
    static let cjkFamily = "Noto Sans CJK SC"
    static let monospacedFamily = "Noto Sans Mono CJK SC"
    static let serifFamily = "Noto Serif CJK SC"
    static let cjkFamilies = [cjkFamily, monospacedFamily, serifFamily]
    /// Drawn in colour (bitmap glyphs), after every text face: an emoji in any text.
    static let emojiFamily = "Noto Color Emoji"
    /// Google's Material Symbols Outlined (a variable font: outline or filled, nine weights)
    /// and the community Material Design Icons (filled and outlined): SF Symbols' glyphs
    /// (SymbolGlyphs).
    static let materialSymbolsFamily = "Material Symbols Outlined"
    static let communityIconsFamily = "Material Design Icons"
    /// The single-file faces, each with its family.
    static var singleFaces: [(file: String, family: String)] {
        [(emojiFile, emojiFamily), (materialSymbolsFile, materialSymbolsFamily), (communityIconsFile, communityIconsFamily)]
    }

    /// Every pinned file.
    public static var files: [String] { interFiles + cjkFiles + singleFaces.map(\.file) }
    /// Every pinned folder.
    static var folders: [String] {
        [interFolder, notoFolder] + singleFaces.map { URL(fileURLWithPath: $0.file).deletingLastPathComponent().path }
    }

    /// The pinned fonts as a fontconfig configuration: the two folders, read from the caches
    /// Debian's fontconfig builds when the packages are installed, with every file refused
    /// but the pinned ones, and every face of those refused but Inter's and the SC faces of
    /// the Noto collections (an empty pattern matches every face; accepting wins).
    ///
    /// Reading the caches takes well under a millisecond. Scanning the files instead, as
    /// fontconfig does when a cache is missing or stale, reads every face's whole character
    /// map (65,000 glyphs for a CJK face) and takes tens of milliseconds, with the same result.
    public static var configuration: String { configuration(root: "") }

    /// `configuration` for the files under `root` (a bundle's font tree; `location`). Each
    /// folder is a `remap-dir` whose `as-path` is its system path: fontconfig keys the folder's
    /// cache on that path, so caches built where the bundle was made stay valid wherever it is
    /// unpacked, and the faces it lists have their files' real paths for cairo to open.
    static func configuration(root: String) -> String {
        let place = { (path: String) in xmlEscaped(root + path) }
        let globs = files.map { "      <glob>\(place($0))</glob>" }
        let folderLines = folders.map {
            root.isEmpty ? "  <dir>\($0)</dir>" : "  <remap-dir as-path=\"\(xmlEscaped($0))\">\(place($0))</remap-dir>"
        }
        let families = (["Inter", "Inter Display"] + cjkFamilies + singleFaces.map(\.family)).map {
            "      <pattern><patelt name=\"family\"><string>\($0)</string></patelt></pattern>"
        }
        return """
        <?xml version="1.0"?>
        <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
        <!--
          Matchcut's pinned fonts (Sources/Render/Fonts/PinnedFonts.swift builds the renderer's
          configuration from this same text). For command-line tools:
            FONTCONFIG_FILE=fonts/fonts.conf fc-list
        -->
        <fontconfig>
        \(folderLines.joined(separator: "\n"))
          <cachedir>\(place(systemCacheFolder))</cachedir>
          <selectfont>
            <acceptfont>
        \(globs.joined(separator: "\n"))
        \(families.joined(separator: "\n"))
            </acceptfont>
            <rejectfont>
              <glob>*</glob>
              <pattern></pattern>
            </rejectfont>
          </selectfont>
        </fontconfig>

        """
    }

    /// `text` with XML's five special characters escaped, for a path in the configuration.
    static func xmlEscaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "'", with: "&apos;")
    }

    /// The process's configuration of the pinned faces, built on first use and shared by
    /// every render engine, each of which takes a reference (`FcConfigReference`) and gives it
    /// back (`FcConfigDestroy`). Fontconfig's configurations are thread-safe once built; what
    /// must never be shared is a Pango font map (platform notes), and each engine has its own.
    static func sharedConfig() throws -> OpaquePointer {
        switch shared.result {
        case .success(let config): return FcConfigReference(config.pointer)!
        case .failure(let error): throw error
        }
    }

    private static let shared = SharedConfig()

    /// Holds the process's configuration, which lives as long as the process.
    private final class SharedConfig: @unchecked Sendable {
        struct Pointer: @unchecked Sendable { let pointer: OpaquePointer }
        let result: Result<Pointer, Error>
        /// The configuration is also made fontconfig's current one: cairo resolves each face's
        /// pattern against the current configuration (FcConfigSubstitute with none given),
        /// which would otherwise be loaded from /etc/fonts and ~/.config/fontconfig, whose rules
        /// could change how a glyph is drawn on one machine only, and on a bare system with no
        /// /etc/fonts print "Cannot load default config file".
        init() {
            result = Result {
                let config = try PinnedFonts.makeConfig()
                FcConfigSetCurrent(config)
                return Pointer(pointer: config)
            }
        }
    }

    /// A fontconfig configuration that holds exactly the pinned faces under `root`, built from
    /// `configuration(root:)` (or `configuration` when given) so no system or user fonts.conf
    /// is read. The caller owns the result.
    static func makeConfig(root: String = root, _ configuration: String? = nil) throws -> OpaquePointer {
        let location = { (path: String) in root + path }
        let configuration = configuration ?? self.configuration(root: root)
        for path in files.map(location) where !FileManager.default.fileExists(atPath: path) {
            throw RenderError.missingFont(path: path)
        }
        guard let config = FcConfigCreate() else {
            throw RenderError.fontSetupFailed(reason: "FcConfigCreate returned nothing")
        }
        do {
            // No system root: FcConfigCreate takes one from FONTCONFIG_SYSROOT, and nothing in
            // the environment may move the pinned files.
            FcConfigSetSysRoot(config, nil)
            let text = Array(configuration.utf8) + [0]
            guard FcConfigParseAndLoadFromMemory(config, text, 1) != 0 else {
                throw RenderError.fontSetupFailed(reason: "fontconfig refused the pinned configuration")
            }
            guard FcConfigBuildFonts(config) != 0 else {
                throw RenderError.fontSetupFailed(reason: "fontconfig could not read the pinned folders")
            }
            let found = faces(in: config)
            for path in interFiles + singleFaces.map(\.file) where !found.contains(where: { $0.file == location(path) }) {
                throw RenderError.fontSetupFailed(reason: "fontconfig cannot read '\(location(path))'")
            }
            for family in cjkFamilies where !found.contains(where: { $0.family == family }) {
                throw RenderError.fontSetupFailed(reason: "no \(family) face in '\(notoFolder)'")
            }
        } catch {
            FcConfigDestroy(config)
            throw error
        }
        return config
    }

    /// The file and first family name of every face `config` holds.
    static func faces(in config: OpaquePointer) -> [(file: String, family: String)] {
        guard let set = FcConfigGetFonts(config, FcSetSystem) else { return [] }
        return (0..<Int(set.pointee.nfont)).compactMap { i in
            guard let pattern = set.pointee.fonts[i] else { return nil }
            var file: UnsafeMutablePointer<FcChar8>?, family: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(pattern, FC_FILE, 0, &file) == FcResultMatch, let file,
                  FcPatternGetString(pattern, FC_FAMILY, 0, &family) == FcResultMatch, let family else { return nil }
            return (String(cString: file), String(cString: family))
        }
    }
}
