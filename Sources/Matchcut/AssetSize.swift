import Foundation
import ImageFiles
import Geometry
import Output

/// The size of an image asset in points: its pixels divided by the scale in its name
/// (`banner@3x.png` is 3 pixels a point; a name without `@2x`/`@3x` is 1), as UIKit reads
/// asset files; a file of an asset catalog's image set has the scale its Contents.json gives
/// it. Only the PNG header is read.
public enum AssetSize {
    public static func points(ofPNGAt path: String) -> Size? {
        guard let pixels = (try? PNGReader.size(path)) ?? JPEGReader.size(atPath: path) else { return nil }
        let stem = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        let scale: Double = AssetCatalog.scale(ofImageSetFile: path) ?? (stem.hasSuffix("@3x") ? 3 : stem.hasSuffix("@2x") ? 2 : 1)
        return Size(width: Double(pixels.width) / scale, height: Double(pixels.height) / scale)
    }
}
