import Drawing
import Files
import Foundation
import Geometry
import Layout
import Motion
import Output
import ViewTree

/// Display lists used by several render tests.
enum RenderFixtures {
    static let systemRed = Color(rgb255: 255, 59, 48)

    static func shape(_ kind: ShapeKind, _ frame: Rect, _ color: Color = systemRed) -> DisplayItem {
        DisplayItem(content: .shape(kind, fill: .color(color), stroke: nil), frame: frame)
    }

    /// A small hero-like scene: a card with a shadow, a photo-less header, text in Latin and
    /// Chinese, symbols, a translucent group and a clip.
    static var heroScene: DisplayList {
        let title = TextRun(string: "北京 · SwiftUI 动画", font: Font(style: .title), color: .black)
        let body = TextRun(string: "Canción de la transición, con varias líneas de texto que se ajustan.",
                           font: .body, color: Color(rgb255: 60, 60, 67, opacity: 0.6), alignment: .center)
        let card = DisplayItem(
            content: .shape(.roundedRectangle(cornerRadius: 24, style: .continuous),
                            fill: .linearGradient(colors: [Color(rgb255: 0, 122, 255), Color(rgb255: 175, 82, 222)],
                                                  start: .topLeading, end: .bottomTrailing),
                            stroke: StrokePaint(paint: .color(.white), lineWidth: 2)),
            frame: Rect(x: 20, y: 40, width: 200, height: 140),
            shadow: ShadowSpec(color: Color.black.withOpacity(0.3), radius: 10, x: 0, y: 6))
        let group = DisplayItem(
            content: .group([
                shape(.circle, Rect(x: 40, y: 200, width: 60, height: 60)),
                shape(.capsule(style: .continuous), Rect(x: 80, y: 215, width: 120, height: 30),
                      Color(rgb255: 52, 199, 89)),
            ], blend: .plusLighter),
            frame: Rect(x: 40, y: 200, width: 160, height: 60), opacity: 0.7)
        return DisplayList(canvasSize: Size(width: 240, height: 360), items: [
            card,
            DisplayItem(content: .text(title, layoutSize: Size(width: 180, height: 34)),
                        frame: Rect(x: 30, y: 60, width: 180, height: 34)),
            DisplayItem(content: .text(body, layoutSize: Size(width: 200, height: 61)),
                        frame: Rect(x: 20, y: 270, width: 200, height: 61),
                        clips: [ClipRegion(rect: Rect(x: 20, y: 270, width: 200, height: 40), shape: .rectangle)]),
            group,
            DisplayItem(content: .symbol(name: "xmark.circle.fill", color: .black),
                        frame: Rect(x: 190, y: 50, width: 22, height: 22)),
            DisplayItem(content: .symbol(name: "heart.fill", color: systemRed),
                        frame: Rect(x: 20, y: 330, width: 24, height: 24), scale: 1.5),
            DisplayItem(content: .symbol(name: "star.fill", color: Color(rgb255: 255, 204, 0)),
                        frame: Rect(x: 60, y: 330, width: 24, height: 24)),
            DisplayItem(content: .symbol(name: "no.such.symbol", color: .black),
                        frame: Rect(x: 100, y: 330, width: 24, height: 24)),
        ])
    }

    /// Writes a photo-like `width` × `height` PNG to a new temporary file: smooth gradients
    /// (red across, green down) with a hard diagonal edge (blue 230 above it, 20 below).
    static func writePhoto(width: Int, height: Int) throws -> String {
        let path = NSTemporaryDirectory() + "matchcut-photo-\(UUID().uuidString).png"
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                pixels[i] = UInt8(x * 255 / (width - 1))
                pixels[i + 1] = UInt8(y * 255 / (height - 1))
                pixels[i + 2] = x > y ? 230 : 20
            }
        }
        try AtomicFile.write(try PNGEncoder().encode(Frame(width: width, height: height, pixels: pixels)), to: path)
        return path
    }
}
