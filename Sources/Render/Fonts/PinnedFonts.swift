import CCairo
import Foundation

/// The only font files Matchcut ever draws with: Inter (SF Pro's stand-in, reference §4.2)
/// and Noto Sans CJK SC (PingFang SC's). Pinning them makes renders identical on every
/// machine; no other installed font (DejaVu is on every Debian) can leak in as a fallback.
///
/// `fonts/fonts.conf` at the repository root lists the same files for command-line tools
/// (`FONTCONFIG_FILE=fonts/fonts.conf fc-match Inter`); this list is what the renderer uses.
public enum PinnedFonts {
    public static let interFolder = "/usr/share/fonts/opentype/inter"
    public static let notoFolder = "/usr/share/fonts/opentype/noto"

    /// Inter's upright faces by name, lightest first; Inter Display has the same names.
    static let interFaces = ["Thin", "ExtraLight", "Light", "Regular", "Medium", "SemiBold",
                             "Bold", "ExtraBold", "Black"]

    /// Every pinned file, in the order fontconfig is given them.
    public static var files: [String] {
        interFaces.map { "\(interFolder)/Inter-\($0).otf" }
            + interFaces.map { "\(interFolder)/InterDisplay-\($0).otf" }
            + ["\(notoFolder)/NotoSansCJK-Regular.ttc", "\(notoFolder)/NotoSansCJK-Bold.ttc"]
    }

    /// A fontconfig configuration that holds exactly the pinned files, built in code so no
    /// system or user fonts.conf is read. The caller owns the returned `FcConfig`.
    static func makeConfig() throws -> OpaquePointer {
        for path in files where !FileManager.default.fileExists(atPath: path) {
            throw RenderError.missingFont(path: path)
        }
        guard let config = FcConfigCreate() else {
            throw RenderError.fontSetupFailed(reason: "FcConfigCreate returned nothing")
        }
        for path in files where FcConfigAppFontAddFile(config, path) == 0 {
            FcConfigDestroy(config)
            throw RenderError.fontSetupFailed(reason: "fontconfig cannot read '\(path)'")
        }
        return config
    }
}
