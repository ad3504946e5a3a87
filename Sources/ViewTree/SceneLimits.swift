/// What one scene may ask a render for (docs/security.md, "Limits"). The scene language
/// checks what a scene says; later stages check what the settings and the motion plan make
/// of it (`--scale` times the canvas, an animation's length), with the same numbers.
public enum SceneLimits {
    /// Frames in one scene: 10 minutes at 60 fps.
    public static let maxFrames = 36_000
    public static let maxFPS = 240
    /// A frame's side, in pixels: the 4096-point canvas at scale 4.
    public static let maxPixelSide = 16_384
    /// A frame's pixels: 8192 × 8192, 256 MiB of BGRA.
    public static let maxPixels = 8_192 * 8_192

    /// Why a frame of `width` × `height` pixels is refused; nil when it is within the limits.
    public static func pixelProblem(width: Int, height: Int) -> String? {
        guard width >= 1, height >= 1 else { return "a frame has at least one pixel a side" }
        guard width <= maxPixelSide, height <= maxPixelSide else {
            return "the limit is \(maxPixelSide) pixels a side"
        }
        guard width <= maxPixels / height else { return "the limit is \(maxPixels) pixels (8192 × 8192)" }
        return nil
    }
}
