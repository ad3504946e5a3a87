import Foundation
import Matchcut
import Render
import XCTest

/// Where `.shadow` is written against a clip (docs/drawing.md, "Shadows"): a `cornerRadius`
/// or `clipShape` written before `.shadow` is the shape that casts the shadow, and the shadow
/// falls outside it, as in SwiftUI's card pattern; one written after clips the shadow away.
final class ShadowScopeTests: XCTestCase {
    /// A white 100 × 60 card at (50, 40), radius 16, shadow radius 10 and 8 pt down, on grey.
    /// 6 pt under its bottom edge (y 106) the shadow darkens the grey when the clip is inside
    /// the shadow; with the clip outside, that pixel is the plain grey (0.9 white, 230).
    func testAClipBeforeTheShadowCastsItAndOneAfterClipsItAway() throws {
        let engine = try RenderEngine()
        func pixelUnderTheCard(_ modifiers: String) throws -> (under: Int, grey: Int) {
            let scene = try compileProbeScene("""
                ZStack {
                    Color(white: 0.9)
                    Color.white.frame(width: 100, height: 60)\(modifiers)
                        .position(x: 100, y: 70)
                }
                """, width: 200, height: 160, scale: 1, engine: engine)
            let frame = Renderer.render(scene.plan.sample(at: 0).displayList, scale: 1, engine: engine)
            return (Int(frame.rgba(x: 100, y: 106).r), Int(frame.rgba(x: 10, y: 10).r))
        }
        let inside = try pixelUnderTheCard(".cornerRadius(16).shadow(radius: 10, y: 8)")
        XCTAssertEqual(inside.grey, 230)
        XCTAssertLessThan(inside.under, inside.grey - 5)
        XCTAssertEqual(try pixelUnderTheCard(".clipShape(RoundedRectangle(cornerRadius: 16)).shadow(radius: 10, y: 8)").under, inside.under)
        XCTAssertEqual(try pixelUnderTheCard(".shadow(radius: 10, y: 8).cornerRadius(16)").under, 230)
    }

    /// The same card at the bottom of a 100-pt ScrollView: the scroll view clips its content
    /// (`scrollClipDisabled` turns that off), so the card's shadow stops at its edge, y 100,
    /// while inside it (y 96, 4 pt beside the card's corner) the shadow shows. The scroll
    /// view's clip is laid out after the card's, outside it, and must not pass for a clip
    /// written inside the shadow.
    func testAScrollViewsClipCutsTheShadowOfACardInside() throws {
        let engine = try RenderEngine()
        let scene = try compileProbeScene("""
            ZStack {
                Color(white: 0.9)
                ScrollView {
                    Color.white.frame(width: 100, height: 60).cornerRadius(16).shadow(radius: 10, y: 8)
                        .frame(maxWidth: .infinity)
                        .padding(.top, 40)
                }
                .frame(width: 200, height: 100)
                .position(x: 100, y: 50)
            }
            """, width: 200, height: 160, scale: 1, engine: engine)
        let frame = Renderer.render(scene.plan.sample(at: 0).displayList, scale: 1, engine: engine)
        XCTAssertEqual(frame.rgba(x: 100, y: 103).r, 230, "below the scroll view: no shadow")
        XCTAssertLessThan(Int(frame.rgba(x: 46, y: 96).r), 225, "beside the card, inside the scroll view: shadow")
    }

    /// A 100-pt blue square masked to a circle, centred at (100, 70), with a hard black
    /// shadow 40 pt to the right: the shadow is the masked result's, a circle centred at
    /// (140, 70). At (185, 25), inside the square's shadow but outside the circle's (45 pt
    /// right and up of its centre, 63.6 from it, past the radius of 50), the white shows; at
    /// (185, 70), inside both, the shadow is black. Until 2026-12-07 the square cast it.
    func testAMaskedViewCastsTheMaskedShapesShadow() throws {
        let engine = try RenderEngine()
        let scene = try compileProbeScene("""
            ZStack {
                Color.white
                Rectangle().fill(Color.blue).frame(width: 100, height: 100)
                    .mask(Circle())
                    .shadow(color: .black, radius: 0, x: 40, y: 0)
                    .position(x: 100, y: 70)
            }
            """, width: 200, height: 140, scale: 1, engine: engine)
        let frame = Renderer.render(scene.plan.sample(at: 0).displayList, scale: 1, engine: engine)
        XCTAssertEqual(frame.rgba(x: 185, y: 25).r, 255, "outside the circle's shadow: white")
        XCTAssertEqual(frame.rgba(x: 185, y: 70).r, 0, "inside it: the black shadow")
        XCTAssertEqual(frame.rgba(x: 100, y: 70).b, 255, "the circle itself, blue, over its shadow")
    }
}
