import Drawing
import Foundation
@testable import Matchcut
import Render
import XCTest

/// The frame cache's keys encode display lists with KeyEncoder: equal lists give equal
/// bytes and unequal ones unequal bytes.
final class KeyEncoderTests: XCTestCase {
    struct Inner: Codable, Equatable {
        var name: String
        var values: [Double]
    }

    enum Shape: Codable, Equatable {
        case circle
        case rect(width: Double, height: Double)
    }

    struct Outer: Codable, Equatable {
        var inner: Inner
        var shape: Shape
        var count: Int?
    }

    func testEveryChangeIsAnotherEncoding() throws {
        let base = Outer(inner: Inner(name: "a", values: [1, 2]), shape: .rect(width: 1, height: 2), count: 3)
        XCTAssertEqual(try KeyEncoder.encode(base), try KeyEncoder.encode(base))
        var variants: [Outer] = []
        for change in 0..<8 {
            var v = base
            switch change {
            case 0: v.inner.name = "b"
            case 1: v.inner.values = [2, 1]
            case 2: v.inner.values = [1, 2, 0]
            case 3: v.inner.values = [1, -0.0 + 2.000000000000001]
            case 4: v.shape = .circle
            case 5: v.shape = .rect(width: 2, height: 1)
            case 6: v.count = nil
            default: v.inner = Inner(name: "", values: [])
            }
            variants.append(v)
        }
        let encodings = try ([base] + variants).map { try KeyEncoder.encode($0) }
        XCTAssertEqual(Set(encodings).count, encodings.count, "each variant its own bytes")
        // A string that spells the next field's record is still another string.
        let strings = try [Inner(name: "ab", values: [1]), Inner(name: "a", values: [1])].map { try KeyEncoder.encode($0) }
        XCTAssertNotEqual(strings[0], strings[1])
    }

    /// Over every frame of two scenes: two display lists have the same encoding exactly when
    /// they are equal.
    func testSceneFramesHaveEqualEncodingsExactlyWhenEqual() throws {
        let engine = try RenderEngine()
        for name in ["card-hero", "shape-morph"] {
            let scene = try CompiledScene.load(path: Repo.path("scenes/\(name).scene"), engine: engine)
            let lists = (0..<scene.frameCount).map { scene.plan.sample(at: scene.time(ofFrame: $0)).displayList }
            var byList: [DisplayList: [UInt8]] = [:], byEncoding: [[UInt8]: DisplayList] = [:]
            for list in lists {
                let bytes = try KeyEncoder.encode(list)
                if let known = byList[list] { XCTAssertEqual(known, bytes, name) }
                if let known = byEncoding[bytes] { XCTAssertEqual(known, list, name) }
                byList[list] = bytes
                byEncoding[bytes] = list
            }
            XCTAssertEqual(byList.count, byEncoding.count, name)
            XCTAssertGreaterThan(byList.count, 10, name)
        }
    }
}
