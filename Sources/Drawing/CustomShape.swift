import Foundation
import Geometry

/// A `Shape` the app declares: a struct whose `path(in:)` makes its outline for the
/// rectangle it is drawn in. The path is asked for where the shape is drawn, at the size it
/// has in that frame, so a shape whose frame animates is re-pathed at every in-between size,
/// as SwiftUI redraws it. `animatableData` is the part of the shape that animates: a flight
/// mixes it between the two states and the path is asked for with the mixed value, as
/// SwiftUI writes the interpolated `animatableData` back before it calls `path(in:)`.
///
/// Two shapes are equal when they are of one type with the same stored values (`values`),
/// the same animatable data, inset and fill rule, made by the same code (`code`): equal
/// shapes draw the same path. The encoding (the frame cache's key) holds the same fields, so
/// an edit of the app's code misses instead of reusing frames its old `path(in:)` drew.
public struct CustomShape: Hashable, Sendable, Codable {
    /// The type's name, as written in the scene.
    public var typeName: String
    /// The instance's stored properties, as text: what the path depends on besides the rect.
    public var values: String
    /// `animatableData`, flattened (a number, or the numbers of an `AnimatablePair`); empty
    /// for a shape that does not declare it, which does not animate.
    public var animatableData: [Double]
    /// How far `inset(by:)` moved its edges in (an `InsettableShape` under `strokeBorder`).
    public var inset: Double
    /// `fill(style: FillStyle(eoFill: true))`.
    public var evenOdd: Bool
    /// A digest of the code the path is made by (the scene's module: its file and the app's
    /// files it reads), since `path(in:)` may call any of it.
    public var code: String
    private let paths: Paths

    public init(typeName: String, values: String, animatableData: [Double], code: String = "",
                evaluate: @escaping Paths.Evaluate) {
        self.typeName = typeName
        self.values = values
        self.code = code
        self.animatableData = animatableData
        self.inset = 0
        self.evenOdd = false
        self.paths = Paths(evaluate)
    }

    /// The outline for a frame of `size`, in its own coordinates (origin (0, 0)).
    public func path(size: Size) -> PathData {
        var path = paths.path(Paths.Question(size: size, animatableData: animatableData, inset: inset))
        path.evenOdd = evenOdd
        return path
    }

    /// Part-way to `other` when both are of one type with as many animatable numbers: the
    /// data mixes, the rest is `other`'s; nil otherwise.
    public func interpolated(to other: CustomShape, by t: Double) -> CustomShape? {
        guard typeName == other.typeName, animatableData.count == other.animatableData.count, !animatableData.isEmpty else { return nil }
        var mixed = other
        mixed.animatableData = zip(animatableData, other.animatableData).map { $0 + ($1 - $0) * t }
        mixed.inset = inset + (other.inset - inset) * t
        return mixed
    }

    public static func == (a: CustomShape, b: CustomShape) -> Bool {
        a.typeName == b.typeName && a.values == b.values && a.animatableData == b.animatableData && a.inset == b.inset
            && a.evenOdd == b.evenOdd && a.code == b.code
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(typeName)
        hasher.combine(values)
        hasher.combine(animatableData)
        hasher.combine(inset)
        hasher.combine(evenOdd)
        hasher.combine(code)
    }

    private enum CodingKeys: String, CodingKey { case typeName, values, animatableData, inset, evenOdd, code }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(typeName, forKey: .typeName)
        try c.encode(values, forKey: .values)
        try c.encode(animatableData, forKey: .animatableData)
        try c.encode(inset, forKey: .inset)
        try c.encode(evenOdd, forKey: .evenOdd)
        try c.encode(code, forKey: .code)
    }

    /// A custom shape's path comes from the scene's code, which an encoding does not hold.
    public init(from decoder: Decoder) throws {
        throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                debugDescription: "a custom shape is made by its scene's code, not decoded"))
    }

    /// Runs the app's `path(in:)`, each question once.
    public final class Paths: @unchecked Sendable {
        public typealias Evaluate = @Sendable (_ size: Size, _ animatableData: [Double], _ inset: Double) -> PathData

        struct Question: Hashable {
            var size: Size
            var animatableData: [Double]
            var inset: Double
        }

        private let evaluate: Evaluate
        private let lock = NSLock()
        private var answers: [Question: PathData] = [:]

        init(_ evaluate: @escaping Evaluate) { self.evaluate = evaluate }

        func path(_ q: Question) -> PathData {
            lock.lock()
            if let known = answers[q] {
                lock.unlock()
                return known
            }
            lock.unlock()
            let made = evaluate(q.size, q.animatableData, q.inset)
            lock.lock()
            defer { lock.unlock() }
            if let known = answers[q] { return known }
            answers[q] = made
            return made
        }
    }
}
