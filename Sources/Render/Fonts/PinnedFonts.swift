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

    /// Inter's italic faces by name, in the same order: "Italic" is Regular's.
    static var interItalicFaces: [String] { interFaces.map { $0 == "Regular" ? "Italic" : $0 + "Italic" } }

    /// The Inter files, in the order fontconfig is given them.
    static var interFiles: [String] {
        let faces = interFaces + interItalicFaces
        return faces.map { "\(interFolder)/Inter-\($0).otf" } + faces.map { "\(interFolder)/InterDisplay-\($0).otf" }
    }

    /// The Noto Sans CJK collections. Each holds ten faces (JP, KR, SC, TC, HK and their Mono
    /// cuts); only the SC face is pinned.
    static let cjkFiles = ["\(notoFolder)/NotoSansCJK-Regular.ttc", "\(notoFolder)/NotoSansCJK-Bold.ttc"]
    static let cjkFamily = "Noto Sans CJK SC"
    /// Where Debian 12's fonts-noto-cjk keeps the SC face in each collection; checked by name
    /// when the configuration is built, and searched for if a later package moves it.
    static let cjkFaceIndex: UInt32 = 2

    /// Every pinned file.
    public static var files: [String] { interFiles + cjkFiles }

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
        init() { result = Result { Pointer(pointer: try PinnedFonts.makeConfig()) } }
    }

    /// A fontconfig configuration that holds exactly the pinned faces, built in code so no
    /// system or user fonts.conf is read. The caller owns the returned `FcConfig`.
    ///
    /// Fontconfig reads a font's whole character map to record its coverage, which for a CJK
    /// face is 65,000 glyphs: scanning only the SC face of each collection, instead of all
    /// ten, makes the configuration about 5 times cheaper (about 25 ms → 5 ms), and building
    /// it once per process instead of once per engine saves that again for every worker.
    static func makeConfig() throws -> OpaquePointer {
        for path in files where !FileManager.default.fileExists(atPath: path) {
            throw RenderError.missingFont(path: path)
        }
        guard let config = FcConfigCreate() else {
            throw RenderError.fontSetupFailed(reason: "FcConfigCreate returned nothing")
        }
        do {
            for path in interFiles where FcConfigAppFontAddFile(config, path) == 0 {
                throw RenderError.fontSetupFailed(reason: "fontconfig cannot read '\(path)'")
            }
            // The application font set exists once a file has been added to it.
            guard let set = FcConfigGetFonts(config, FcSetApplication) else {
                throw RenderError.fontSetupFailed(reason: "fontconfig made no application font set")
            }
            for path in cjkFiles {
                let face = try cjkFace(in: path)
                guard FcFontSetAdd(set, face) != 0 else {
                    FcPatternDestroy(face)
                    throw RenderError.fontSetupFailed(reason: "fontconfig cannot add '\(path)'")
                }
            }
        } catch {
            FcConfigDestroy(config)
            throw error
        }
        return config
    }

    /// The pattern of the SC face in the collection at `path`: at `cjkFaceIndex`, or found by
    /// family name among the collection's faces.
    private static func cjkFace(in path: String) throws -> OpaquePointer {
        var count: Int32 = 0
        if let face = FcFreeTypeQuery(path, cjkFaceIndex, nil, &count) {
            if family(of: face) == cjkFamily { return face }
            FcPatternDestroy(face)
        }
        for index in 0..<UInt32(max(0, count)) where index != cjkFaceIndex {
            guard let face = FcFreeTypeQuery(path, index, nil, &count) else { continue }
            if family(of: face) == cjkFamily { return face }
            FcPatternDestroy(face)
        }
        throw RenderError.fontSetupFailed(reason: "'\(path)' has no \(cjkFamily) face")
    }

    private static func family(of pattern: OpaquePointer) -> String? {
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, FC_FAMILY, 0, &value) == FcResultMatch, let value else { return nil }
        return String(cString: value)
    }
}
