import Foundation
import Geometry
import Motion
import Render
import ViewTree

/// The continuity check (`matchcut check --continuity`): no frame pops.
///
/// Every frame of the scene is drawn, and each frame's change (the mean absolute difference
/// from the frame before, over every channel of every pixel, on a 0…255 scale) is compared
/// with the changes around it. A frame whose change is more than `ratio` times the median
/// of the changes of the two frames on each side, plus `floor`, pops: something (a layer,
/// a clip, a crop, an opacity, a colour or a position) jumped between two frames. A frame
/// is allowed to jump when the timeline makes an instant change between it and the frame
/// before (a plain assignment, or a subtree whose animation is `nil`).
public struct Continuity: Sendable {
    /// One frame's change from the frame before it.
    public struct Change: Sendable, Equatable {
        /// The frame (≥ 1); the change is from frame `index − 1` to it.
        public var index: Int
        public var time: Double
        /// Mean absolute difference per channel, 0…255.
        public var change: Double
        /// The same difference when each block may be matched with the frame before moved
        /// by up to a pixel, one level of rounding forgiven (`wholePixelChange(_:_:)`);
        /// measured only for a frame whose
        /// `change` is over its limit, `change` for every other.
        public var steppedChange: Double
        /// The median change of the (up to) two frames on each side.
        public var neighbourMedian: Double
        /// The mean change of the frames of the transition this frame belongs to (from its
        /// change until it settles); 0 at rest.
        public var typical: Double
        /// Whether an instant change of the timeline falls between the two frames.
        public var declaredInstant: Bool
        /// The timeline change running (or last finished) at this frame, and its progress.
        public var transition: Int?
        public var progress: Double?

        public init(index: Int, time: Double, change: Double, steppedChange: Double? = nil, neighbourMedian: Double,
                    typical: Double, declaredInstant: Bool, transition: Int?, progress: Double?) {
            self.index = index
            self.time = time
            self.change = change
            self.steppedChange = steppedChange ?? change
            self.neighbourMedian = neighbourMedian
            self.typical = typical
            self.declaredInstant = declaredInstant
            self.transition = transition
            self.progress = progress
        }
    }

    public struct Options: Sendable {
        /// Points to pixels: 1 draws at the canvas's point size, which is enough to see a pop.
        public var scale: Double = 1
        /// How many times the neighbours' median a change may be.
        public var ratio: Double = 3
        /// Added to the limit, so that changes near zero (a spring's settling tail) are not
        /// measured against noise: 0.02 of 255 is 1/12 750 of full black-to-white everywhere.
        public var floor: Double = 0.02
        /// Also added: this share of the transition's mean frame change. A spring's progress
        /// snaps to 1 at its settling time (docs/motion.md, "Settling rule"), a last step of
        /// 0.1 % of the distance, which is several times the tail's steps before it but a few
        /// hundredths of the transition's mean step; a pop is of the order of the mean step or more.
        public var share: Double = 0.25

        public init(scale: Double = 1, ratio: Double = 3, floor: Double = 0.02, share: Double = 0.25) {
            self.scale = scale
            self.ratio = ratio
            self.floor = floor
            self.share = share
        }
    }

    public let scene: String
    public let options: Options
    /// Where each timeline change was written, for the diagnostics.
    let locations: [SourceLocation]
    /// Frame 1 … n−1.
    public let changes: [Change]
    /// Layers that jump where no frame pops: the layer check (`LayerJump`).
    public let layerJumps: [LayerJump]

    /// The frames that pop.
    public var pops: [Change] { changes.filter { Self.isPop($0, options) } }

    /// Whether frame `c` pops: it is not an instant change, and its change is above the
    /// limit even when its ink may have stepped by a whole pixel.
    public static func isPop(_ c: Change, _ options: Options) -> Bool {
        !c.declaredInstant && min(c.change, c.steppedChange) > limit(c, options)
    }

    /// The largest change frame `c` may make.
    public static func limit(_ c: Change, _ options: Options) -> Double {
        options.ratio * c.neighbourMedian + options.floor + options.share * c.typical
    }

    /// Draws every frame of `scene` on the calling thread's render engine.
    public init(scene: CompiledScene, options: Options = Options()) throws {
        self.init(scene: scene, engine: try RenderEngines.current(), options: options)
    }

    package init(scene: CompiledScene, engine: RenderEngine, options: Options = Options()) {
        self.scene = scene.name
        self.options = options
        locations = scene.plan.changes.map(\.location)
        let count = scene.frameCount
        let drawer = FrameDrawer(engine: engine, scale: options.scale)
        var raw: [Double] = []
        var frame = Frame(width: 1, height: 1)
        var previous: [UInt32] = [], current: [UInt32] = []
        var layers: [[Identity: LayerJump.Layer]] = []
        for index in 0..<count {
            let sample = scene.plan.sample(at: scene.time(ofFrame: index))
            layers.append(LayerJump.layers(of: sample))
            let list = sample.displayList
            drawer.draw(list, into: &frame)
            Self.blockSums(frame, into: &current)
            if index > 0 { raw.append(Self.meanDifference(previous, current, pixels: frame.width * frame.height)) }
            swap(&previous, &current)
        }
        let plan = scene.plan
        let spans = scene.plan.transitions
        let step = 1.0 / Double(scene.fps)
        // A change's frames: from the first drawn at or after it until the first drawn after
        // it has settled.
        func within(_ t: Double, _ span: MotionPlan.TransitionSpan) -> Bool {
            t >= span.time - 1e-9 && t <= span.time + span.duration + step + 1e-9
        }
        func frames(of span: MotionPlan.TransitionSpan) -> [Int] {
            raw.indices.filter { within(scene.time(ofFrame: $0 + 1), span) }
        }
        let typicals = spans.map { span -> Double in
            let ks = frames(of: span)
            return ks.isEmpty ? 0 : ks.map { raw[$0] }.reduce(0, +) / Double(ks.count)
        }
        let measured = raw.indices.map { k in
            let index = k + 1
            let around = [k - 2, k - 1, k + 1, k + 2].filter { raw.indices.contains($0) }.map { raw[$0] }
            let before = scene.time(ofFrame: index - 1), time = scene.time(ofFrame: index)
            let sample = scene.plan.sample(at: time)
            let span = spans.lastIndex { within(time, $0) }
            return Change(index: index, time: time, change: raw[k], neighbourMedian: Self.median(around),
                          typical: span.map { typicals[$0] } ?? 0,
                          declaredInstant: Self.declaresInstant(plan, after: before, through: time),
                          transition: sample.transition, progress: sample.progress)
        }
        // A frame over its limit is drawn again with the one before, and measured with
        // whole-pixel steps and 8-bit rounding allowed: only what neither explains can pop.
        changes = measured.map { c in
            guard !c.declaredInstant, c.change > Self.limit(c, options) else { return c }
            var stepped = c
            var a = Frame(width: 1, height: 1), b = Frame(width: 1, height: 1)
            drawer.draw(scene.plan.sample(at: scene.time(ofFrame: c.index - 1)).displayList, into: &a)
            drawer.draw(scene.plan.sample(at: c.time).displayList, into: &b)
            stepped.steppedChange = Self.wholePixelChange(a, b)
            return stepped
        }
        let byIndex = Dictionary(changes.map { ($0.index, $0) }, uniquingKeysWith: { first, _ in first })
        let popping = Set(changes.filter { Self.isPop($0, options) }.map(\.index))
        layerJumps = LayerJump.find(in: layers, options: options).compactMap { jump in
            guard let c = byIndex[jump.index], !c.declaredInstant, !popping.contains(jump.index) else { return nil }
            var located = jump
            (located.time, located.transition, located.progress) = (c.time, c.transition, c.progress)
            return located
        }
    }

    /// The change from `before` to `after` when the ink of each block may have stepped by a
    /// whole pixel: for each block, the least difference of its sums in `after` from the sums
    /// of the same block in `before` moved by −1, 0 or 1 pixel across and down, each channel's
    /// mean forgiven one level of 255 (`roundingTolerance`).
    ///
    /// Cairo 1.16 puts glyphs on whole pixels, so text creeping by less than a pixel a frame
    /// (a spring's overshoot coming home) jumps a pixel at one frame while nothing else moves.
    /// Inside a block a small text's step mostly cancels out, a large bold title's does not:
    /// its stems cross the blocks' edges along the whole line. Moved by that pixel, the blocks
    /// of the frame before match again; a view that appears, fades or changes layer at once,
    /// or jumps further, does not.
    static func wholePixelChange(_ before: Frame, _ after: Frame) -> Double {
        // Frames of one scene have one size; two that do not match under no move.
        guard before.width == after.width, before.height == after.height else { return .infinity }
        var now: [UInt32] = []
        blockSums(after, into: &now)
        var least = [UInt64](repeating: .max, count: now.count / 4)
        var moved: [UInt32] = []
        for dy in -1...1 {
            for dx in -1...1 {
                blockSums(before, dx: dx, dy: dy, into: &moved)
                for b in least.indices {
                    var d: UInt64 = 0
                    for c in 0..<4 {
                        let x = now[b * 4 + c], y = moved[b * 4 + c]
                        d += UInt64(x > y ? x - y : y - x).subtractingRounding(roundingTolerance)
                    }
                    least[b] = min(least[b], d)
                }
            }
        }
        return Double(least.reduce(0, +)) / Double(max(1, after.width * after.height * 4))
    }

    /// What a block's channel sum may differ by from the frame before for nothing: one level
    /// of 255 on the block's mean. Cairo rounds every composite to 8 bits, so a fade of many
    /// overlapping views (10,000 translucent squares coming to opacity 1) can move the whole
    /// screen by one level at one frame and back at the next, which no eye sees; a view that
    /// appears, vanishes or changes layer moves its blocks' means by far more.
    static let roundingTolerance = UInt64(block * block)

    /// Whether the scene asks for a jump after `a` and up to `b`: a timeline change that is
    /// instant in whole or in part (writes outside its animation too), or a repeating
    /// animation starting a cycle again (`Animation.jumps`).
    static func declaresInstant(_ plan: MotionPlan, after a: Double, through b: Double) -> Bool {
        plan.changes.contains { change in
            let partly = change.animation == nil || change.scoped.contains { $0.animation == nil }
                || change.instantStart != nil || change.animatedEnd != nil
            if partly, change.time > a + 1e-9, change.time <= b + 1e-9 { return true }
            let animations = [change.animation] + change.scoped.map(\.animation)
            return animations.contains { $0?.jumps(after: a - change.time, through: b - change.time) ?? false }
        }
    }

    /// The median; of an even count, the mean of the middle two.
    public static func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let mid = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
    }

    /// The side of the square blocks a frame is averaged over before two frames are compared.
    ///
    /// Cairo 1.16 puts glyphs on whole pixels, and every edge moving by less than a pixel a
    /// frame steps in whole pixels: a slow motion changes 0, 0, 1 pixel, 0, 0. Compared
    /// pixel by pixel, that step looks like a pop. Averaged over 8 × 8 blocks, ink that moves
    /// by a pixel mostly stays in its block, while a view that vanishes, fades at once or
    /// jumps across the screen changes its blocks in full.
    static let block = 8

    /// Per channel, the mean of each `block` × `block` square of `frame` (×64: sums). With
    /// `dx`, `dy`, the squares' pixels are read that far to the right and down (clamped to
    /// the frame's edge): the sums of the frame moved by (−dx, −dy).
    static func blockSums(_ frame: Frame, dx: Int = 0, dy: Int = 0, into sums: inout [UInt32]) {
        let bw = (frame.width + block - 1) / block, bh = (frame.height + block - 1) / block
        if sums.count != bw * bh * 4 { sums = [UInt32](repeating: 0, count: bw * bh * 4) }
        for i in sums.indices { sums[i] = 0 }
        let w = frame.width, h = frame.height
        frame.pixels.withUnsafeBufferPointer { px in
            sums.withUnsafeMutableBufferPointer { out in
                for y in 0..<h {
                    let row = (y / block) * bw
                    let from = min(max(y + dy, 0), h - 1) * w
                    for x in 0..<w {
                        let o = (row + x / block) * 4
                        let i = (from + (dx == 0 ? x : min(max(x + dx, 0), w - 1))) * 4
                        out[o] &+= UInt32(px[i]); out[o + 1] &+= UInt32(px[i + 1])
                        out[o + 2] &+= UInt32(px[i + 2]); out[o + 3] &+= UInt32(px[i + 3])
                    }
                }
            }
        }
    }

    /// The mean absolute difference of two frames' block averages, per channel, 0…255.
    /// Edge blocks count as if they were whole, so that their weight matches their area.
    static func meanDifference(_ a: [UInt32], _ b: [UInt32], pixels: Int) -> Double {
        precondition(a.count == b.count, "frames of one scene have one size")
        var total: UInt64 = 0
        for i in a.indices { total += UInt64(a[i] > b[i] ? a[i] - b[i] : b[i] - a[i]) }
        return Double(total) / Double(max(1, pixels * 4))
    }

    /// Each popping frame, then each layer that jumps, as an error at the timeline change it
    /// belongs to.
    public var diagnostics: [SceneDiagnostic] {
        framePops + layerJumps.map { jump in
            let at = jump.transition.map { t in String(format: "transition %d at %.0f%%", t, 100 * (jump.progress ?? 0)) }
                ?? "before the first change"
            let what = jump.distance > jump.distanceLimit
                ? String(format: "moves %.1f pt from the frame before, where the frames around move it at most %.1f (limit %.1f)",
                         jump.distance, jump.neighbourDistance, jump.distanceLimit)
                : String(format: "changes its opacity by %.2f from the frame before, where the frames around change it by %.2f (limit %.2f)",
                         jump.opacityChange, jump.neighbourOpacityChange, jump.opacityLimit)
            return SceneDiagnostic(severity: .error, location: jump.transition.map { locations[$0] } ?? .unknown, id: "layer-jumps",
                                   message: "frame \(jump.index) (\(String(format: "%.3f", jump.time)) s, \(at)): '\(jump.identity)' \(what)",
                                   hint: "a layer may jump only where the timeline changes state without an animation; "
                                       + "anything else is a Matchcut defect: please report the scene")
        }
    }

    private var framePops: [SceneDiagnostic] {
        pops.map { c in
            let at = c.transition.map { t in String(format: "transition %d at %.0f%%", t, 100 * (c.progress ?? 0)) }
                ?? "before the first change"
            let numbers = String(format: "its change from the frame before is %.3f (%.3f with whole-pixel steps and 8-bit rounding allowed), "
                                     + "%.1f× the median %.3f of the frames around it (at most %.3f)",
                                 c.change, c.steppedChange, c.change / max(c.neighbourMedian, 1e-9), c.neighbourMedian,
                                 Self.limit(c, options))
            return SceneDiagnostic(severity: .error, location: c.transition.map { locations[$0] } ?? .unknown, id: "frame-pops",
                                   message: "frame \(c.index) (\(String(format: "%.3f", c.time)) s, \(at)) pops: \(numbers)",
                                   hint: "a frame may jump only where the timeline changes state without an animation; "
                                       + "anything else is a Matchcut defect: please report the scene")
        }
    }
}

private extension UInt64 {
    /// `self − amount`, or 0 when `amount` is larger.
    func subtractingRounding(_ amount: UInt64) -> UInt64 { self > amount ? self - amount : 0 }
}
