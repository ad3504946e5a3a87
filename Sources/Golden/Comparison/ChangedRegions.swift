/// The rectangles around what changed: the counted differences of a diff (its red pixels),
/// gathered into boxes a person can see at a glance in a 3x phone frame.
///
/// The image is cut into tiles of `tile` pixels. Tiles holding a red pixel that touch (also
/// diagonally) form one region, whose box is the exact bounds of its red pixels: a
/// one-pixel change gets a one-pixel box (differences a tile apart always share one; up to two tiles apart may).
/// Regions come top to bottom, then left to right.
public enum ChangedRegions {
    public static let tile = 16

    public static func find(in diff: RGBAImage, tile: Int = tile) -> [PixelRect] {
        let columns = (diff.width + tile - 1) / tile, rows = (diff.height + tile - 1) / tile
        guard columns > 0, rows > 0 else { return [] }
        // Step 1: the bounds of the red pixels in each tile.
        var bounds = [PixelRect?](repeating: nil, count: columns * rows)
        diff.pixels.withUnsafeBufferPointer { p in
            for y in 0..<diff.height {
                for x in 0..<diff.width {
                    let i = (y * diff.width + x) * 4
                    guard p[i] == 255, p[i + 1] == 0, p[i + 2] == 0, p[i + 3] == 255 else { continue }
                    let t = (y / tile) * columns + x / tile
                    bounds[t] = bounds[t].map { $0.including(x: x, y: y) } ?? PixelRect(x: x, y: y, width: 1, height: 1)
                }
            }
        }
        // Step 2: touching tiles, one region each, in reading order of their first tile.
        var seen = [Bool](repeating: false, count: bounds.count)
        var regions: [PixelRect] = []
        for start in bounds.indices where bounds[start] != nil && !seen[start] {
            var box = bounds[start]!, stack = [start]
            seen[start] = true
            while let t = stack.popLast() {
                box = box.union(bounds[t]!)
                let (tx, ty) = (t % columns, t / columns)
                for ny in max(0, ty - 1)...min(rows - 1, ty + 1) {
                    for nx in max(0, tx - 1)...min(columns - 1, tx + 1) {
                        let n = ny * columns + nx
                        if bounds[n] != nil, !seen[n] {
                            seen[n] = true
                            stack.append(n)
                        }
                    }
                }
            }
            regions.append(box)
        }
        return regions.sorted { ($0.y, $0.x) < ($1.y, $1.x) }
    }
}

/// A rectangle of whole pixels, top-left origin, as the report and its JSON give it.
public struct PixelRect: Sendable, Equatable, Codable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    func including(x px: Int, y py: Int) -> PixelRect {
        union(PixelRect(x: px, y: py, width: 1, height: 1))
    }

    func union(_ other: PixelRect) -> PixelRect {
        let minX = min(x, other.x), minY = min(y, other.y)
        let maxX = max(x + width, other.x + other.width), maxY = max(y + height, other.y + other.height)
        return PixelRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// `24,24 3×12`.
    public var description: String { "\(x),\(y) \(width)×\(height)" }
}
