import Geometry

/// Where an image's pixels land for a content mode: the rectangle, in points, that the
/// whole image is drawn into. `.fill` may overflow the frame; only clips cut it, as in SwiftUI.
public enum ImageFit {
    public static func rect(natural: Size, in frame: Rect, mode: ContentMode) -> Rect {
        guard natural.width > 0, natural.height > 0 else { return frame }
        switch mode {
        case .stretch:
            return frame
        case .original:
            return .placing(natural, anchor: .center, at: frame.point(at: .center))
        case .fit, .fill:
            let sx = frame.width / natural.width, sy = frame.height / natural.height
            let s = mode == .fit ? min(sx, sy) : max(sx, sy)
            let size = Size(width: natural.width * s, height: natural.height * s)
            return .placing(size, anchor: .center, at: frame.point(at: .center))
        }
    }
}
