import Drawing
import Geometry
import ViewTree

/// A horizontal track filled up to a fraction: a Slider (with its thumb), a linear
/// ProgressView or a Gauge. As wide as offered (320 pt when not), as tall as its thumb or
/// its track.
///
/// - Slider: a 4-pt capsule track, the tint up to the thumb and `systemFill` after it, under
///   a 28-pt white thumb with a soft shadow, centred at the value (UISlider).
/// - Progress: a 4-pt capsule track in `systemFill`, the tint up to the fraction (UIProgressView).
class TrackNode: LayoutNode {
    let fraction: Double
    let tint: Color
    let thumb: Double?

    init(fraction: Double, tint: Color, thumb: Double?, identity: Identity, location: SourceLocation) {
        self.fraction = min(1, max(0, fraction.isFinite ? fraction : 0))
        self.tint = tint
        self.thumb = thumb
        super.init(identity: identity, location: location)
    }

    override func computeSize(_ proposal: ProposedSize) -> Size {
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? 320
        return Size(width: width, height: thumb ?? LayoutConstants.trackHeight)
    }

    override func place(in frame: Rect, context: inout PlacementContext) {
        let h = LayoutConstants.trackHeight
        let inset = (thumb ?? 0) / 2
        let usable = max(0, frame.width - 2 * inset)
        let x = frame.minX + inset + usable * fraction
        let track = Rect(x: frame.minX, y: frame.midY - h / 2, width: frame.width, height: h)
        let capsule = ShapeKind.capsule(style: .continuous)
        context.emit(.shape(capsule, fill: .color(ControlEnvironment.fill), stroke: nil), frame: track,
                     identity: identity.appending("track"), location: location)
        context.emit(.shape(capsule, fill: .color(tint), stroke: nil),
                     frame: Rect(x: track.minX, y: track.minY, width: x - track.minX, height: h),
                     identity: identity.appending("value"), location: location)
        guard let thumb else { return }
        context.scoped { inner in
            inner.shadow = ShadowSpec(color: Color(red: 0, green: 0, blue: 0, opacity: 0.15), radius: 4, x: 0, y: 3)
            inner.emit(.shape(.circle, fill: .color(.white), stroke: nil),
                       frame: Rect(x: x - thumb / 2, y: frame.midY - thumb / 2, width: thumb, height: thumb),
                       identity: identity.appending("thumb"), location: location)
        }
    }
}

/// `Slider(value:in:)`: a track with a thumb, in the tint (docs/layout.md, "Controls").
final class SliderNode: TrackNode {
    init(fraction: Double, env: ControlEnvironment, identity: Identity, location: SourceLocation) {
        super.init(fraction: fraction, tint: env.isEnabled ? env.accent : ControlEnvironment.disabledLabel,
                   thumb: LayoutConstants.sliderThumb, identity: identity, location: location)
    }
}

extension LayoutConstants {
    public static let trackHeight: Double = 4
    public static let sliderThumb: Double = 28
}
