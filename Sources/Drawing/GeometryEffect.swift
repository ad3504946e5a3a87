import Foundation
import Geometry

/// A geometry effect as written: `scaleEffect`, `rotationEffect`, `rotation3DEffect`,
/// `transformEffect` or `projectionEffect`. Like SwiftUI's `GeometryEffect`s it is applied
/// after layout, to the view as drawn, and changes no frame; its parameters are what
/// animates (an angle, a scale, an anchor), and `matrix(size:)` is its `effectValue(size:)`.
public enum GeometryEffect: Hashable, Sendable {
    case scale(x: Double, y: Double, anchor: UnitPoint)
    case rotation(radians: Double, anchor: UnitPoint)
    /// `rotation3DEffect(_:axis:anchor:anchorZ:perspective:)`: a true perspective, the eye
    /// `max(width, height) / perspective` in front of the view (perspective 0: none).
    case rotation3D(radians: Double, axis: Axis3D, anchor: UnitPoint, anchorZ: Double, perspective: Double)
    /// `transformEffect(_:)` and `projectionEffect(_:)`, in the view's own coordinates.
    case transform(ProjectionTransform)

    public struct Axis3D: Hashable, Sendable {
        public var x: Double, y: Double, z: Double
        public init(x: Double, y: Double, z: Double) { (self.x, self.y, self.z) = (x, y, z) }
    }

    /// The transform in the view's own coordinates (origin at its top-left corner).
    public func matrix(size: Size) -> ProjectionTransform {
        switch self {
        case let .scale(x, y, anchor):
            let p = anchor.point(in: size)
            return ProjectionTransform.scale(x, y).about(p)
        case let .rotation(radians, anchor):
            return ProjectionTransform.rotation(radians).about(anchor.point(in: size))
        case let .rotation3D(radians, axis, anchor, anchorZ, perspective):
            let p = anchor.point(in: size)
            let distance = perspective == 0 ? Double.infinity : max(size.width, size.height) / perspective
            return Transform3D.rotation(radians, axis).perspective(distance)
                .about(x: p.x, y: p.y, z: anchorZ).projection
        case let .transform(matrix):
            return matrix
        }
    }

    /// Part-way to `other`, parameter by parameter, as SwiftUI interpolates an effect's
    /// `animatableData`; nil when the two are different effects. An explicit matrix
    /// (`transformEffect`) is not animatable in SwiftUI: it takes the new value at once.
    public func interpolated(to other: GeometryEffect, by t: Double) -> GeometryEffect? {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        func mix(_ a: UnitPoint, _ b: UnitPoint) -> UnitPoint { UnitPoint(x: mix(a.x, b.x), y: mix(a.y, b.y)) }
        switch (self, other) {
        case let (.scale(x0, y0, a0), .scale(x1, y1, a1)):
            return .scale(x: mix(x0, x1), y: mix(y0, y1), anchor: mix(a0, a1))
        case let (.rotation(r0, a0), .rotation(r1, a1)):
            return .rotation(radians: mix(r0, r1), anchor: mix(a0, a1))
        case let (.rotation3D(r0, x0, a0, z0, p0), .rotation3D(r1, x1, a1, z1, p1)):
            return .rotation3D(radians: mix(r0, r1), axis: Axis3D(x: mix(x0.x, x1.x), y: mix(x0.y, x1.y), z: mix(x0.z, x1.z)),
                               anchor: mix(a0, a1), anchorZ: mix(z0, z1), perspective: mix(p0, p1))
        case (.transform, .transform):
            return other
        default:
            return nil
        }
    }
}

/// A geometry effect where it was applied: the frame (canvas points) of the view it modifies.
public struct PlacedTransform: Hashable, Sendable {
    public var effect: GeometryEffect
    public var viewFrame: Rect

    public init(effect: GeometryEffect, viewFrame: Rect) {
        self.effect = effect
        self.viewFrame = viewFrame
    }

    /// The effect in canvas points.
    public var matrix: ProjectionTransform {
        effect.matrix(size: viewFrame.size).about(viewFrame.origin)
    }
}

/// Core Animation's 4 × 4 transforms, row vectors, for `rotation3DEffect`: rotate about an
/// axis, look from a distance, and drop z.
struct Transform3D {
    var m: [[Double]]

    static func identity() -> Transform3D {
        Transform3D(m: (0..<4).map { i in (0..<4).map { $0 == i ? 1 : 0 } })
    }

    /// `CATransform3DMakeRotation(angle, x, y, z)`; an axis of length 0 rotates nothing.
    static func rotation(_ angle: Double, _ axis: GeometryEffect.Axis3D) -> Transform3D {
        let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
        guard length > 0, length.isFinite else { return identity() }
        let x = axis.x / length, y = axis.y / length, z = axis.z / length
        let c = cos(angle), s = sin(angle), t = 1 - c
        return Transform3D(m: [
            [x * x * t + c, x * y * t + z * s, x * z * t - y * s, 0],
            [x * y * t - z * s, y * y * t + c, y * z * t + x * s, 0],
            [x * z * t + y * s, y * z * t - x * s, z * z * t + c, 0],
            [0, 0, 0, 1],
        ])
    }

    func concatenating(_ other: Transform3D) -> Transform3D {
        Transform3D(m: (0..<4).map { i in (0..<4).map { j in (0..<4).reduce(0) { $0 + m[i][$1] * other.m[$1][j] } } })
    }

    /// Then seen from `distance` in front (m34 = −1/distance).
    func perspective(_ distance: Double) -> Transform3D {
        var p = Transform3D.identity()
        if distance.isFinite, distance > 0 { p.m[2][3] = -1 / distance }
        return concatenating(p)
    }

    /// About the point (x, y, z): translated there first, and back after.
    func about(x: Double, y: Double, z: Double) -> Transform3D {
        var to = Transform3D.identity(), back = Transform3D.identity()
        to.m[3] = [-x, -y, -z, 1]
        back.m[3] = [x, y, z, 1]
        return to.concatenating(self).concatenating(back)
    }

    /// The plane z = 0 as it lands, z dropped: SwiftUI's `ProjectionTransform(CATransform3D)`.
    var projection: ProjectionTransform {
        ProjectionTransform(m11: m[0][0], m12: m[0][1], m13: m[0][3],
                            m21: m[1][0], m22: m[1][1], m23: m[1][3],
                            m31: m[3][0], m32: m[3][1], m33: m[3][3])
    }
}

extension PlacedTransform {
    /// The same effect about another frame.
    public func with(viewFrame: Rect) -> PlacedTransform {
        PlacedTransform(effect: effect, viewFrame: viewFrame)
    }
}

extension [PlacedTransform] {
    /// What the outermost k + 1 effects do together, for each k: `DisplayItem.transforms`.
    public var cumulativeMatrices: [ProjectionTransform] {
        var combined = ProjectionTransform.identity
        return map { transform in
            combined = transform.matrix.concatenating(combined)
            return combined
        }
    }
}
