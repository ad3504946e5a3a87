import Foundation

/// A projective transform of the plane: SwiftUI's `ProjectionTransform`, and a
/// `CGAffineTransform` when its last column is (0, 0, 1).
///
/// Points are row vectors, as in Core Graphics: (x, y, 1) · M, divided by the third
/// coordinate. `a.concatenating(b)` applies `a` first, then `b`.
public struct ProjectionTransform: Hashable, Sendable, Codable {
    public var m11, m12, m13: Double
    public var m21, m22, m23: Double
    public var m31, m32, m33: Double

    public init(m11: Double = 1, m12: Double = 0, m13: Double = 0,
                m21: Double = 0, m22: Double = 1, m23: Double = 0,
                m31: Double = 0, m32: Double = 0, m33: Double = 1) {
        (self.m11, self.m12, self.m13) = (m11, m12, m13)
        (self.m21, self.m22, self.m23) = (m21, m22, m23)
        (self.m31, self.m32, self.m33) = (m31, m32, m33)
    }

    public static let identity = ProjectionTransform()

    /// `CGAffineTransform(a:b:c:d:tx:ty:)`: x' = a·x + c·y + tx, y' = b·x + d·y + ty.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.init(m11: a, m12: b, m21: c, m22: d, m31: tx, m32: ty)
    }

    public static func translation(_ dx: Double, _ dy: Double) -> ProjectionTransform {
        ProjectionTransform(m31: dx, m32: dy)
    }

    public static func scale(_ sx: Double, _ sy: Double) -> ProjectionTransform {
        ProjectionTransform(m11: sx, m22: sy)
    }

    /// Clockwise on screen for a positive angle, as y grows downwards.
    public static func rotation(_ radians: Double) -> ProjectionTransform {
        let c = cos(radians), s = sin(radians)
        return ProjectionTransform(m11: c, m12: s, m21: -s, m22: c)
    }

    /// Whether the transform keeps parallel lines parallel (no perspective).
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    public var isIdentity: Bool { self == .identity }

    /// `self`, then `other`.
    public func concatenating(_ t: ProjectionTransform) -> ProjectionTransform {
        ProjectionTransform(
            m11: m11 * t.m11 + m12 * t.m21 + m13 * t.m31, m12: m11 * t.m12 + m12 * t.m22 + m13 * t.m32,
            m13: m11 * t.m13 + m12 * t.m23 + m13 * t.m33,
            m21: m21 * t.m11 + m22 * t.m21 + m23 * t.m31, m22: m21 * t.m12 + m22 * t.m22 + m23 * t.m32,
            m23: m21 * t.m13 + m22 * t.m23 + m23 * t.m33,
            m31: m31 * t.m11 + m32 * t.m21 + m33 * t.m31, m32: m31 * t.m12 + m32 * t.m22 + m33 * t.m32,
            m33: m31 * t.m13 + m32 * t.m23 + m33 * t.m33)
    }

    /// The transform about `origin`: as if `origin` were (0, 0).
    public func about(_ origin: Point) -> ProjectionTransform {
        ProjectionTransform.translation(-origin.x, -origin.y).concatenating(self)
            .concatenating(.translation(origin.x, origin.y))
    }

    public var determinant: Double {
        m11 * (m22 * m33 - m23 * m32) - m12 * (m21 * m33 - m23 * m31) + m13 * (m21 * m32 - m22 * m31)
    }

    /// The inverse, or nil when the transform collapses the plane (a scale of 0).
    public func inverted() -> ProjectionTransform? {
        let det = determinant
        guard det.isFinite, abs(det) > 1e-12 else { return nil }
        let k = 1 / det
        return ProjectionTransform(
            m11: (m22 * m33 - m23 * m32) * k, m12: (m13 * m32 - m12 * m33) * k, m13: (m12 * m23 - m13 * m22) * k,
            m21: (m23 * m31 - m21 * m33) * k, m22: (m11 * m33 - m13 * m31) * k, m23: (m13 * m21 - m11 * m23) * k,
            m31: (m21 * m32 - m22 * m31) * k, m32: (m12 * m31 - m11 * m32) * k, m33: (m11 * m22 - m12 * m21) * k)
    }

    /// Where `p` goes, or nil when it goes to infinity (behind the viewer in a perspective).
    public func apply(to p: Point) -> Point? {
        let w = p.x * m13 + p.y * m23 + m33
        guard w > 1e-9 else { return nil }
        return Point(x: (p.x * m11 + p.y * m21 + m31) / w, y: (p.x * m12 + p.y * m22 + m32) / w)
    }

    /// The bounds of `rect`'s transformed corners, or nil when a corner goes to infinity.
    public func bounds(of rect: Rect) -> Rect? {
        let corners = [Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
                       Point(x: rect.minX, y: rect.maxY), Point(x: rect.maxX, y: rect.maxY)].compactMap(apply)
        guard corners.count == 4 else { return nil }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}
