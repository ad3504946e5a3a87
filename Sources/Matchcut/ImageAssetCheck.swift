import Files
import ImageFiles
import Foundation
import Layout
import Output
import Render
import ViewTree

/// Every image a scene draws, read and checked chunk by chunk (`PNGStructure`), then decoded,
/// when the scene is checked, so a cut, corrupt or lying file is an error at its `Image(…)` in
/// `check` as in `render`, never a placeholder drawn in every frame with exit 0.
enum ImageAssetCheck {
    static func diagnostics(_ snapshots: [LayoutSnapshot]) -> [SceneDiagnostic] {
        var seen: Set<String> = []
        var found: [SceneDiagnostic] = []
        for snapshot in snapshots {
            for element in snapshot.elements {
                guard case .image(let image) = element.content, seen.insert(image.path).inserted else { continue }
                if let reason = problem(image.path) {
                    found.append(SceneDiagnostic(
                        severity: .error, location: element.location, id: "asset-corrupt",
                        message: "image \(quoted(image.path)) cannot be drawn: \(reason)",
                        hint: "export the image again as a PNG file"))
                }
            }
        }
        return found
    }

    /// Why the PNG at `path` cannot be drawn, or nil.
    static func problem(_ path: String) -> String? {
        do {
            let png = try InputFile.read(path, limit: PNGReader.maxFileBytes)
            if JPEGReader.isJPEG(png) { return JPEGReader.problem(png, path: path, maxPixels: ImageCache.maxPixels)?.message }
            // The chunks first (no allocation past the file's size), then the pixels: a
            // garbled deflate stream inside sound chunks drew a placeholder with exit 0.
            try PNGStructure.check(png, path: path, maxPixels: ImageCache.maxPixels)
            _ = try PNGReader.decodeStraightBGRA(png, path: path, maxPixels: ImageCache.maxPixels)
            return nil
        } catch let error as ImageFileError {
            switch error {
            case .corruptPNG(_, let reason): return reason
            default: return error.message
            }
        } catch {
            return SystemErrorText.reason(error)
        }
    }
}
