import Drawing
import Foundation
import Geometry
import Matchcut
import Render
import XCTest

/// `UIBezierPath` in a `Shape`'s `path(in:)`, as public samples write a per-corner rounded
/// rectangle and a wave (issue 30, item 7), and a `path(in:)` that fails is an error `check`
/// reports where it is written, not an empty shape at draw time.
final class UIBezierPathTests: XCTestCase {
    static let scene = """
    struct CustomCorner: Shape {
        var corners: UIRectCorner
        var radius: CGFloat
        func path(in rect: CGRect) -> Path {
            let path = UIBezierPath(roundedRect: rect, byRoundingCorners: corners, cornerRadii: CGSize(width: radius, height: radius))
            return Path(path.cgPath)
        }
    }

    struct Wave: Shape {
        func path(in rect: CGRect) -> Path {
            let p = UIBezierPath()
            p.move(to: CGPoint(x: 0, y: rect.midY))
            p.addCurve(to: CGPoint(x: rect.maxX, y: rect.midY), controlPoint1: CGPoint(x: 50, y: 0), controlPoint2: CGPoint(x: 150, y: rect.maxY))
            p.addArc(withCenter: CGPoint(x: rect.maxX, y: rect.maxY), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
            p.close()
            return Path(p.cgPath)
        }
    }

    struct Cards: View {
        var body: some View {
            VStack {
                Color.red.frame(width: 200, height: 200).clipShape(CustomCorner(corners: [.topLeft, .bottomRight], radius: 40))
                Wave().fill(.blue).frame(width: 200, height: 80)
            }
        }
    }

    scene("bezier") {
        device(.iPhone14)
        root(Cards())
    }
    """

    func testPerCornerRoundingAndUIKitMethodsMakeTheirPaths() throws {
        let s = try CompiledScene.load(path: try Repo.sceneFile(Self.scene, named: "bezier"), engine: RenderEngine())
        let elements = s.plan.sample(at: 0).elements.map(\.element)
        // The clip: the named corners rounded, each a quarter circle, clockwise from the top left.
        let clip = try XCTUnwrap(elements.flatMap(\.clips).first { if case .custom = $0.shape { true } else { false } })
        guard case let .custom(corner) = clip.shape else { return XCTFail("no custom clip") }
        XCTAssertEqual(corner.path(size: Size(width: 200, height: 200)).elements, [
            .move(Point(x: 40, y: 0)), .line(Point(x: 200, y: 0)), .line(Point(x: 200, y: 160)),
            .arc(center: Point(x: 160, y: 160), radius: 40, start: 0, end: .pi / 2, clockwise: false),
            .line(Point(x: 0, y: 200)), .line(Point(x: 0, y: 40)),
            .arc(center: Point(x: 40, y: 40), radius: 40, start: .pi, end: 3 * .pi / 2, clockwise: false), .close,
        ])
        // The wave: UIKit's names, and its `clockwise: true` (on the screen) is SwiftUI's false.
        let wave = try XCTUnwrap(elements.compactMap { e -> CustomShape? in
            if case let .shape(.custom(shape), _, _) = e.content { shape } else { nil }
        }.first)
        XCTAssertEqual(wave.path(size: Size(width: 200, height: 80)).elements, [
            .move(Point(x: 0, y: 40)),
            .curve(to: Point(x: 200, y: 40), control1: Point(x: 50, y: 0), control2: Point(x: 150, y: 80)),
            .arc(center: Point(x: 200, y: 80), radius: 10, start: 0, end: .pi / 2, clockwise: false), .close,
        ])
    }

    func testAPathThatFailsIsAnErrorWhereItIsWritten() throws {
        let path = try Repo.sceneFile("""
        struct Blob: Shape {
            func path(in rect: CGRect) -> Path { Path(NoSuchPath(rect)) }
        }
        struct V: View { var body: some View { Blob().fill(.red).frame(width: 50, height: 50) } }
        scene("bad") { root(V()) }
        """, named: "bad")
        let result = try runMatchcut(["check", path])
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("bad.scene:2:47: error: unknown type 'NoSuchPath'"), result.stderr)
    }
}
