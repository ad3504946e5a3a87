import Foundation
import Render

/// The render engine of the calling thread, made on first use and kept for the thread's
/// life: what the library's calls that take no engine draw and measure with. An engine
/// holds Pango and Cairo state that must never cross threads (platform notes), so each
/// thread has its own.
enum ThreadEngine {
    private static let key = "org.matchcut.render-engine"

    static func current() throws -> RenderEngine {
        if let engine = Thread.current.threadDictionary[key] as? RenderEngine { return engine }
        let engine = try RenderEngine()
        Thread.current.threadDictionary[key] = engine
        return engine
    }
}
