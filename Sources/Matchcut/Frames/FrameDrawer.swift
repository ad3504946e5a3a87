import Drawing
import Foundation
import Geometry
import Render

/// The one place Matchcut draws a frame. Every render, golden, continuity check, contact
/// sheet and preview frame goes through a drawer, made with the render engine of the thread
/// it draws on and the scale chosen for its job (`CompiledScene.scale(_:)`: the scene's own
/// unless `--scale` says otherwise). Not Sendable: a drawer stays on its engine's thread.
package struct FrameDrawer {
    let engine: RenderEngine
    package let scale: Double

    /// A drawer on `engine`, which must belong to the calling thread.
    package init(engine: RenderEngine, scale: Double) {
        self.engine = engine
        self.scale = scale
    }

    /// A drawer on the calling thread's engine.
    package init(scale: Double) throws {
        self.init(engine: try RenderEngines.current(), scale: scale)
    }

    package func draw(_ list: DisplayList) -> Frame {
        Renderer.render(list, scale: scale, engine: engine)
    }

    /// Draws into `frame`, reusing its pixels when the size is the same.
    package func draw(_ list: DisplayList, into frame: inout Frame) {
        Renderer.render(list, scale: scale, engine: engine, into: &frame)
    }

    /// The size in pixels of `list`'s frame.
    package func pixelSize(of list: DisplayList) -> (width: Int, height: Int) {
        Renderer.pixelSize(of: list, scale: scale)
    }

    /// `list` drawn band by band into `pixels` (the whole frame's), for an encoder that takes
    /// rows as they are drawn.
    package func bands(of list: DisplayList, into pixels: UnsafeMutableRawPointer) -> Renderer.Bands {
        Renderer.Bands(list, scale: scale, engine: engine, pixels: pixels)
    }
}

/// The one place Matchcut makes a render engine, and the engine of the calling thread, made
/// on first use and kept for the thread's life: what the library's calls that take no engine
/// draw and measure with. An engine holds Pango and Cairo state that must never cross
/// threads (platform notes), so each thread has its own.
package enum RenderEngines {
    private static let key = "org.matchcut.render-engine"

    /// A new engine for the calling thread; `images` shares decoded images between the
    /// engines of one render's workers.
    package static func make(images: ImageCache = ImageCache()) throws -> RenderEngine {
        try RenderEngine(images: images)
    }

    package static func current() throws -> RenderEngine {
        if let engine = Thread.current.threadDictionary[key] as? RenderEngine { return engine }
        let engine = try make()
        Thread.current.threadDictionary[key] = engine
        return engine
    }
}
