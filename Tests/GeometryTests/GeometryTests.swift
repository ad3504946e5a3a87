import XCTest
@testable import Geometry

final class GeometryTests: XCTestCase {
    func testRectInterpolationHitsBothEndsExactly() {
        let a = Rect(x: 170, y: 403.6667, width: 50, height: 50)
        let b = Rect(x: 95, y: 710, width: 200, height: 100)
        XCTAssertEqual(a.interpolated(to: b, by: 0), a)
        XCTAssertEqual(a.interpolated(to: b, by: 1), b)
        XCTAssertEqual(a.interpolated(to: b, by: 0.5).width, 125)
    }

    func testMappingCarriesAnInnerRectWithItsView() {
        let view = Rect(x: 0, y: 0, width: 100, height: 100)
        let inner = Rect(x: 10, y: 20, width: 50, height: 30)
        let mapped = view.mapping(inner, into: Rect(x: 100, y: 100, width: 200, height: 50))
        XCTAssertEqual(mapped, Rect(x: 120, y: 110, width: 100, height: 15))
    }

    func testColorInterpolatesInLinearLight() {
        let red = SystemColors.named["red"]!, blue = SystemColors.named["blue"]!
        XCTAssertEqual(red.interpolated(to: blue, by: 0), red)
        XCTAssertEqual(red.interpolated(to: blue, by: 1), blue)
        let mid = red.interpolated(to: blue, by: 0.5)
        // Linear-light mean of 1.0 and 0.0 red is 0.5 → encoded 0.7354.
        XCTAssertEqual(mid.red, 0.7354, accuracy: 1e-4)
    }

    /// Two clear colours part-way keep their own colour: a gradient's `.white.opacity(0)` stop
    /// stays white through an animation (it once turned black, and its gradient grey).
    func testTwoClearColoursKeepTheirColourPartWay() {
        let clearWhite = Color(red: 1, green: 1, blue: 1, opacity: 0)
        let part = clearWhite.interpolated(to: clearWhite, by: 0.3)
        XCTAssertEqual(part.opacity, 0)
        XCTAssertEqual(part.red, 1, accuracy: 1e-9)
        XCTAssertEqual(part.blue, 1, accuracy: 1e-9)
        let mid = Color(red: 1, green: 0, blue: 0, opacity: 0).interpolated(to: Color(red: 0, green: 0, blue: 0, opacity: 0), by: 0.5)
        XCTAssertEqual(mid.opacity, 0)
        XCTAssertEqual(mid.red, 0.7354, accuracy: 1e-4, "in linear light, as opaque colours mix")
    }

    func testPointsFormatCompactly() {
        XCTAssertEqual(formatPoints(170), "170")
        XCTAssertEqual(formatPoints(1211.0 / 3), "403.667")
        XCTAssertEqual(Rect(x: 95, y: 710, width: 200, height: 100).description, "[95 710 200 100]")
    }
}
