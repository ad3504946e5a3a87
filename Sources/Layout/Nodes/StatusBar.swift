import Drawing
import Geometry
import ViewTree

/// The status bar as simulator screenshots show it: 9:41, full signal, Wi-Fi and battery,
/// in the label colour (black content on light, white on dark), centred vertically in the top safe-area inset (or in the 20-pt bar of a
/// Home-button phone). Drawn above everything.
enum StatusBar {
    static let time = "9:41"
    static let zIndex = 1e9

    static func elements(canvas: CanvasSpec, measurer: TextMeasurer) -> [PlacedElement] {
        let height = canvas.safeArea.top
        guard canvas.showsStatusBar, height > 0 else { return [] }
        let root = Identity(["StatusBar"])
        let hasNotch = height > 30
        let midY = hasNotch ? height / 2 + 1 : height / 2
        var run = TextRun(string: time, font: Font(size: hasNotch ? 17 : 15, weight: .semibold), color: SystemColors.label)
        let timeSize = measurer.measure(run, proposedWidth: nil).size
        // The frame's edges are rounded to the pixel grid, which can leave it a hair narrower
        // than the measured line: drawn wrapped at that width, "9:41" broke after "9:4" on
        // the SE. Wrap where it was measured, as TextNode does.
        run.wrapWidth = timeSize.width + TextNode.wrapSlack
        // On notched phones the time is centred in the left "ear"; otherwise in the middle.
        let timeCenterX = hasNotch ? canvas.size.width * 0.1385 + 0.6 : canvas.size.width / 2
        var result = [PlacedElement(identity: root.appending("time"), content: .text(run),
                                    frame: .placing(timeSize, anchor: .center, at: Point(x: timeCenterX, y: midY)),
                                    zIndex: zIndex)]
        let trailing = canvas.size.width - (hasNotch ? 22 : 6)
        let glyphs: [(String, Size)] = [("battery", Size(width: 27.3, height: 13)), ("wifi", Size(width: 17, height: 12)),
                                        ("cellular", Size(width: 18, height: 12))]
        var x = trailing
        for (name, size) in glyphs {
            x -= size.width
            result.append(PlacedElement(identity: root.appending(name),
                                        content: .symbol(name: "matchcut.statusbar." + name, color: SystemColors.label),
                                        frame: Rect(x: x, y: midY - size.height / 2, width: size.width, height: size.height),
                                        zIndex: zIndex))
            x -= 5
        }
        return result
    }
}
