import Foundation
import Geometry
import Matchcut
import Output
import Render

/// Small scenes and outputs the hostile cases build on.
enum HostileFixtures {
    /// A 40 × 40 scene at 1x and 10 fps: a red bar that widens over 0.2 s, three frames.
    static func scene(body: String = "Rectangle().fill(Color.red).frame(width: on ? 40 : 20, height: 20)",
                      animation: String = ".linear(duration: 0.2)", canvas: String = "canvas(width: 40, height: 40, scale: 1)",
                      extra: String = "") -> String {
        """
        struct V: View {
            @State var on = false
            var body: some View {
                \(body)
            }
        }
        \(extra)
        scene("tiny") {
            \(canvas)
            fps(10)
            root(V())
            timeline {
                withAnimation(\(animation)) { on = true }
                wait(0.1)
            }
        }
        """
    }
}

extension Sandbox {
    /// A real PNG of `width` × `height` white pixels, with its size and SHA-256.
    func png(_ relative: String, width: Int, height: Int) throws -> (size: Int, sha256: String) {
        let data = try PNGEncoder().encode(Frame(width: width, height: height,
                                                 pixels: [UInt8](repeating: 255, count: width * height * 4)))
        try write(relative, data)
        return (data.count, SHA256.hex(data))
    }
}
