import Foundation
import Geometry
import Motion
import Output
import XCTest
@testable import Render

/// Prints the cost of one full-size frame when MATCHCUT_PERF is set (no assertion on time:
/// machines differ). Run with
/// `MATCHCUT_PERF=1 swift test -c release -Xswiftc -enable-testing --filter PerfProbe`.
/// Measured on 2 cores: 15 ms to render and 6 ms to encode one 1170×2532 hero frame.
final class PerfProbeTests: XCTestCase {
    func testFullSizeFrameCost() throws {
        guard ProcessInfo.processInfo.environment["MATCHCUT_PERF"] != nil else { return }
        var list = RenderFixtures.heroScene
        list.canvasSize = Size(width: 390, height: 844)
        let engine = try RenderEngine(), encoder = PNGEncoder()
        var frame = Renderer.render(list, scale: 3, engine: engine)
        let t0 = Date()
        for _ in 0..<10 { frame = Renderer.render(list, scale: 3, engine: engine) }
        let t1 = Date()
        var bytes = 0
        for _ in 0..<10 { bytes = try encoder.encode(frame).count }
        let t2 = Date()
        print("PERF \(frame.width)×\(frame.height): render \(Int(t1.timeIntervalSince(t0) * 100)) ms, encode \(Int(t2.timeIntervalSince(t1) * 100)) ms, \(bytes / 1024) KB")
    }
}
