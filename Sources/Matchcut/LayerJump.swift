import Geometry
import Layout
import Motion
import ViewTree

/// The continuity check, layer by layer: a layer (one drawn element, by its identity) whose
/// step from the frame before is out of line with its own steps around it.
///
/// The frame check (`Continuity`) compares whole frames, so a large fade hides a small jump
/// beside it: a full-screen view fading out changes every frame by so much that a badge
/// jumping 40 pt at the same time is within three times the frames around. Here each layer
/// is measured against its own neighbours, in the trace's terms: its frame cut by its clips
/// (the largest change of its four edges, in points) and its opacity (its cross-fade weight
/// included).
/// A layer present in only one of two frames is not compared: appearing and vanishing are
/// the frame check's, since a transition may start a view anywhere at opacity 0.
public struct LayerJump: Sendable, Equatable {
    /// What is compared of a layer in one frame.
    public struct Layer: Sendable, Equatable {
        /// What is seen of it: its frame cut by its clips, so a crop or clip that jumps is a jump.
        public var frame: Rect
        public var opacity: Double
        /// Its frame uncut: how fast it moves, seen or not (a row entering the scroll view at
        /// the end of a long scroll moves as fast as the frames before, where it was hidden).
        var whole = Rect.zero
        /// False when its clips leave nothing of it: where no one sees it, it may move.
        var isInsideClips = true
        /// The view a matched flight started from, when that is another view's.
        var from: Identity?
        /// Whether it merges the halves of a view drawn twice.
        var isPart = false
    }

    /// The frame (≥ 1); the jump is from frame `index − 1` to it.
    public var index: Int
    public var time: Double = 0
    public var identity: String
    /// How far its edges moved, in points, and how much its opacity changed.
    public var distance: Double
    public var opacityChange: Double
    /// The larger of the same measures over the steps just before and after (else two frames away).
    public var neighbourDistance: Double
    public var neighbourOpacityChange: Double
    public var distanceLimit: Double
    public var opacityLimit: Double
    public var transition: Int?
    public var progress: Double?

    /// Added to the limits, so that a layer starting to move from rest (its steps around are
    /// 0, 0, d, d), a spring's last snap (docs/motion.md, "Settling rule") or a text's
    /// pixel-grid rounding is not a jump: 4 pt of frame, a tenth of opacity.
    static let distanceFloor = 4.0
    static let opacityFloor = 0.1

    /// The layers of one frame by the view they draw. The two halves of one view (the old side
    /// of a cross-fade, a layer lifted over a crossing flight) are one layer: its frame is the
    /// view's, its opacity the two halves composited. A matched element that starts its flight
    /// from another view's place is followed from that view (`from`) when that view is not drawn
    /// beside it: the flight took its place. A view drawn twice in any other way is left out,
    /// as its parts cannot be told apart.
    static func layers(of frame: SampledFrame) -> [Identity: Layer] {
        var layers: [Identity: Layer] = [:], twice = Set<Identity>()
        for e in frame.elements {
            let view = e.viewIdentity, isPart = view != e.element.identity
            let opacity = e.opacity * Self.colourAlpha(of: e.element.content)
            let seen = e.element.clips.reduce(e.frame) { $0.intersection($1.rect) }
            let isInsideClips = seen.width > 0 && seen.height > 0
            if var layer = layers[view] {
                guard isPart || layer.isPart else { twice.insert(view); continue }
                layer.opacity = 1 - (1 - layer.opacity) * (1 - opacity)
                if !isPart { layer.frame = seen; layer.whole = e.frame; layer.isInsideClips = isInsideClips }
                layer.isPart = true
                layers[view] = layer
            } else {
                layers[view] = Layer(frame: seen, opacity: opacity, whole: e.frame, isInsideClips: isInsideClips, from: e.startIdentity,
                                     isPart: isPart)
            }
        }
        for identity in twice { layers[identity] = nil }
        return layers
    }

    /// How much of a shape filled with one colour is seen: that colour's alpha (a clear circle
    /// that turns blue fades in, as its colour is interpolated). Anything else, 1.
    static func colourAlpha(of content: ElementContent) -> Double {
        guard case .shape(_, let fill, let stroke) = content, stroke == nil else { return 1 }
        guard let fill else { return 0 }
        if case .color(let c) = fill { return c.opacity }
        return 1
    }

    /// Every step of a layer more than `options.ratio` times the larger of its steps around
    /// plus the floor, in frame or in opacity, in frame order and then by identity.
    static func find(in frames: [[Identity: Layer]], options: Continuity.Options) -> [LayerJump] {
        // What `b` is compared with in the frame before: itself when it was seen there.
        // Else, when it flies from another view's place and took that view's place (the view
        // is no longer seen: a highlight sliding from one letter's background to another's),
        // that view, which is then not compared itself: it handed its picture over.
        func takesOver(_ k: Int, _ identity: Identity, _ b: Layer) -> Identity? {
            guard (frames[k - 1][identity]?.opacity ?? 0) == 0, let from = b.from,
                  (frames[k][from]?.opacity ?? 0) == 0, frames[k - 1][from] != nil else { return nil }
            return from
        }
        let handedOver: [Set<Identity>] = frames.indices.map { k in
            k == 0 ? [] : Set(frames[k].compactMap { identity, b in takesOver(k, identity, b) })
        }
        // A step's distance is nil where the layer is not seen in one of the two frames: where
        // no one sees it, it may move; its opacity step says the rest.
        // `motion`: how far its uncut frame moved, seen or not, when it is drawn in both: what
        // a step is measured against.
        func step(_ k: Int, _ identity: Identity) -> (distance: Double?, motion: Double?, opacity: Double)? {
            guard k >= 1, k < frames.count, let b = frames[k][identity], !handedOver[k].contains(identity),
                  let a = takesOver(k, identity, b).flatMap({ frames[k - 1][$0] }) ?? frames[k - 1][identity] else { return nil }
            func edges(_ p: Rect, _ q: Rect) -> Double {
                max(abs(q.minX - p.minX), abs(q.minY - p.minY), abs(q.maxX - p.maxX), abs(q.maxY - p.maxY))
            }
            let drawn = a.opacity > 0 && b.opacity > 0
            let seen = drawn && a.isInsideClips && b.isInsideClips
            return (seen ? edges(a.frame, b.frame) : nil, drawn ? max(edges(a.whole, b.whole), seen ? edges(a.frame, b.frame) : 0) : nil,
                    abs(b.opacity - a.opacity))
        }
        var jumps: [LayerJump] = []
        for k in frames.indices.dropFirst() {
            for identity in frames[k].keys.sorted(by: { $0.description < $1.description }) {
                guard let here = step(k, identity), here.distance?.isFinite != false else { continue }
                // Its steps just before and just after (else two frames away): a layer may
                // speed up as fast as a spring starts or a quick fade runs, not more. A move is
                // measured against how far the layer moved around it, seen or not: a row that
                // comes into view on a long scroll's last frames keeps the scroll's pace.
                var around = [k - 1, k + 1].compactMap { step($0, identity) }
                if around.isEmpty { around = [k - 2, k + 2].compactMap { step($0, identity) } }
                let moves = around.compactMap(\.motion)
                let d = moves.max() ?? 0, o = around.map(\.opacity).max() ?? 0
                let distanceLimit = options.ratio * d + distanceFloor, opacityLimit = options.ratio * o + opacityFloor
                let moved = here.distance.map { $0 > distanceLimit && !moves.isEmpty } ?? false
                guard moved || here.opacity > opacityLimit else { continue }
                jumps.append(LayerJump(index: k, identity: identity.description, distance: here.distance ?? 0, opacityChange: here.opacity,
                                       neighbourDistance: d, neighbourOpacityChange: o,
                                       distanceLimit: distanceLimit, opacityLimit: opacityLimit))
            }
        }
        return jumps
    }
}
