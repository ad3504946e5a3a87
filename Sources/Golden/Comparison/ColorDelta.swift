/// The perceived difference of two colours, in YIQ (NTSC) space, as pixelmatch measures it.
///
/// From Kotsarenko and Ramos, "Measuring perceived color difference using YIQ NTSC
/// transmission color space in mobile applications" (2010): the squared distance weighs
/// brightness (Y) most, then the two chroma axes. 35215 is the largest value it can take,
/// between black and white, so a threshold t in 0…1 allows a squared distance of
/// 35215 · t².
enum ColorDelta {
    static let maximum = 35215.0

    static func y(_ r: Double, _ g: Double, _ b: Double) -> Double { r * 0.29889531 + g * 0.58662247 + b * 0.11448223 }
    static func i(_ r: Double, _ g: Double, _ b: Double) -> Double { r * 0.59597799 - g * 0.27417610 - b * 0.32180189 }
    static func q(_ r: Double, _ g: Double, _ b: Double) -> Double { r * 0.21147017 - g * 0.52261711 + b * 0.31114694 }

    /// The difference of pixel `k` of `a` and pixel `m` of `b` (byte offsets of their red
    /// channels) as the channel differences (red, green, blue) after both are composited
    /// over `background`, which is chosen by `k`.
    @inline(__always)
    static func channelDifferences(_ a: UnsafeBufferPointer<UInt8>, _ k: Int,
                                   _ b: UnsafeBufferPointer<UInt8>, _ m: Int,
                                   background: AlphaBackground) -> (Double, Double, Double)? {
        let r1 = Double(a[k]), g1 = Double(a[k + 1]), b1 = Double(a[k + 2]), a1 = Double(a[k + 3])
        let r2 = Double(b[m]), g2 = Double(b[m + 1]), b2 = Double(b[m + 2]), a2 = Double(b[m + 3])
        if r1 == r2, g1 == g2, b1 == b2, a1 == a2 { return nil }
        guard a1 < 255 || a2 < 255 else { return (r1 - r2, g1 - g2, b1 - b2) }
        // Both composited over the same background colour: c·α + bg·(1 − α), in 0…255.
        let (rb, gb, bb) = background.color(atByteOffset: k)
        let da = a1 - a2
        return ((r1 * a1 - r2 * a2 - rb * da) / 255,
                (g1 * a1 - g2 * a2 - gb * da) / 255,
                (b1 * a1 - b2 * a2 - bb * da) / 255)
    }

    /// The squared YIQ distance, negative when pixel `m` of `b` is the darker one
    /// (pixelmatch's sign convention). 0 for identical pixels.
    @inline(__always)
    static func delta(_ a: UnsafeBufferPointer<UInt8>, _ k: Int, _ b: UnsafeBufferPointer<UInt8>, _ m: Int,
                      background: AlphaBackground) -> Double {
        guard let (dr, dg, db) = channelDifferences(a, k, b, m, background: background) else { return 0 }
        let dy = y(dr, dg, db), di = i(dr, dg, db), dq = q(dr, dg, db)
        let delta = 0.5053 * dy * dy + 0.299 * di * di + 0.1957 * dq * dq
        return dy > 0 ? -delta : delta
    }

    /// The brightness (Y) difference alone: positive when pixel `k` is the brighter one.
    @inline(__always)
    static func brightness(_ a: UnsafeBufferPointer<UInt8>, _ k: Int, _ b: UnsafeBufferPointer<UInt8>, _ m: Int,
                           background: AlphaBackground) -> Double {
        guard let (dr, dg, db) = channelDifferences(a, k, b, m, background: background) else { return 0 }
        return y(dr, dg, db)
    }
}

/// What a translucent pixel is composited over before colours are compared.
public enum AlphaBackground: String, Sendable, Codable {
    /// White, as pixelmatch up to version 5 did and as a person looking at a PNG in a
    /// browser usually sees it. Matchcut's default.
    case white
    /// pixelmatch 6 and 7's background: each channel 48 or 207, alternating with the
    /// pixel's byte offset (by 1, by 1.618… and by 2.618… for red, green and blue), so that
    /// a change in alpha alone shows whatever the colour.
    case pixelmatchPattern

    @inline(__always)
    func color(atByteOffset k: Int) -> (Double, Double, Double) {
        switch self {
        case .white:
            return (255, 255, 255)
        case .pixelmatchPattern:
            let kk = Double(k)
            return (48 + 159 * Double(k % 2),
                    48 + 159 * Double(Int(kk / 1.618033988749895) % 2),
                    48 + 159 * Double(Int(kk / 2.618033988749895) % 2))
        }
    }
}
