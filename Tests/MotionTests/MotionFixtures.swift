import Drawing
import Foundation
import Geometry
import Layout
@testable import Motion
import ViewTree
import XCTest

/// Hand-built layout elements for Motion tests, shaped as Layout emits them.
enum Fixture {
    static let namespace = NamespaceID(name: "Gallery.hero")

    static func rect(_ name: String, _ frame: Rect, color: Color = Color(red: 0.2, green: 0.4, blue: 0.8),
                     zIndex: Double = 0) -> PlacedElement {
        var e = PlacedElement(identity: Identity(name.split(separator: "/").map(String.init)),
                              content: .shape(.rectangle, fill: .color(color), stroke: nil), frame: frame, zIndex: zIndex)
        // A child of the container its identity names (`A/b` of `A`), with its zIndex.
        if e.identity.components.count > 1 {
            e.zLevels = [ZLevel(container: Identity(Array(e.identity.components.dropLast())), child: e.identity, z: zIndex)]
        }
        return e
    }

    static func matched(_ element: PlacedElement, id: String, view: Rect? = nil, viewIdentity: Identity? = nil,
                        properties: MatchedProperties = .frame, anchor: UnitPoint = .center,
                        isSource: Bool = true) -> PlacedElement {
        var e = element
        let effect = MatchedGeometry(id: id, namespace: namespace, properties: properties, anchor: anchor, isSource: isSource)
        e.matched = [MatchedMembership(effect: effect, viewFrame: view ?? e.frame, viewIdentity: viewIdentity ?? e.identity)]
        return e
    }

    /// A photo clipped by `clipShape(RoundedRectangle(cornerRadius: radius))`, matched as `cover`.
    static func cover(_ name: String, _ frame: Rect, radius: Double, image: String = "lisbon") -> PlacedElement {
        let e = PlacedElement(identity: Identity(name.split(separator: "/").map(String.init)),
                              content: .image(ImageContent(path: "/assets/\(image).png", naturalSize: Size(width: 600, height: 400),
                                                           contentMode: .fill)),
                              frame: frame, clips: [ClipRegion(rect: frame, shape: .roundedRectangle(cornerRadius: radius, style: .continuous))])
        return matched(e, id: "cover")
    }

    static func text(_ name: String, _ string: String, size: Double, _ frame: Rect) -> PlacedElement {
        let run = TextRun(string: string, font: Font(size: size), color: Color(red: 0, green: 0, blue: 0))
        return PlacedElement(identity: Identity(name.split(separator: "/").map(String.init)), content: .text(run), frame: frame)
    }

    static func snapshot(_ elements: [PlacedElement]) -> LayoutSnapshot {
        LayoutSnapshot(canvas: .iPhone14, elements: elements)
    }

    /// spring(response: 0.5, dampingFraction: 0.8) in closed form (reference §1.6).
    static func cardSpring(_ t: Double) -> Double {
        let w = 4 * Double.pi, l = 0.8 * w, wd = w * 0.6
        return 1 - exp(-l * t) * (cos(wd * t) + l / wd * sin(wd * t))
    }

    static let cardAnimation = Animation(curve: .spring(SpringCurve(response: 0.5, dampingFraction: 0.8)))
}

extension SampledFrame {
    func element(_ identity: String) -> SampledElement? {
        elements.first { $0.element.identity.description == identity }
    }
}

extension XCTestCase {
    /// Two rectangles equal to 1e-9 pt on every side.
    func assertRect(_ a: Rect, _ b: Rect, _ message: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(a.minX, b.minX, accuracy: 1e-9, message, file: file, line: line)
        XCTAssertEqual(a.minY, b.minY, accuracy: 1e-9, message, file: file, line: line)
        XCTAssertEqual(a.width, b.width, accuracy: 1e-9, message, file: file, line: line)
        XCTAssertEqual(a.height, b.height, accuracy: 1e-9, message, file: file, line: line)
    }
}
