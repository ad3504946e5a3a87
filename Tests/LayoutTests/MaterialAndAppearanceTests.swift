import SwiftCore
import Drawing
import Geometry
@testable import Layout
import Render
import SceneLanguage
import ViewTree
import XCTest

/// Materials as apps write them (`.background(.ultraThinMaterial)`, `in:` a shape, a fill,
/// `glassEffect`) and the appearance they and every system colour are drawn in:
/// `.environment(\.colorScheme, .dark)`, `preferredColorScheme(.dark)`, the scene's
/// `appearance(.dark)`.
final class MaterialAndAppearanceTests: XCTestCase {
    struct Laid {
        var snapshot: LayoutSnapshot
        var diagnostics: [Diagnostic]

        /// The fills of the shapes, in drawing order.
        var fills: [(kind: ShapeKind, paint: Paint?, frame: Rect)] {
            snapshot.elements.compactMap { e in
                if case let .shape(kind, fill, _) = e.content, !e.identity.description.hasPrefix("StatusBar") { return (kind, fill, e.frame) }
                return nil
            }
        }

        func text(_ string: String) -> Color? {
            for e in snapshot.elements { if case .text(let run) = e.content, run.string == string { return run.color } }
            return nil
        }
    }

    func lay(_ body: String, scene extra: String = "", device: String = "canvas(width: 400, height: 400, scale: 2)") throws -> Laid {
        let text = "struct V: View {\n    @Environment(\\.colorScheme) var scheme\n    var body: some View {\n\(body)\n    }\n}\nscene(\"s\") { \(device); \(extra) root(V()) }\n"
        let (snapshot, diagnostics) = try laidOutScene(text)
        return Laid(snapshot: snapshot, diagnostics: diagnostics)
    }

    func testABackgroundMaterialFillsTheViewAndReachesPastTheSafeArea() throws {
        let laid = try lay("Text(\"A\").frame(maxWidth: .infinity, maxHeight: .infinity).background(.ultraThinMaterial)", device: "device(.iPhone14)")
        let fill = try XCTUnwrap(laid.fills.first)
        XCTAssertEqual(fill.paint, .material(MaterialPaint(style: .ultraThin, appearance: .light)))
        // iOS 15's background(_:ignoresSafeAreaEdges: .all): the whole 390 × 844 screen.
        XCTAssertEqual(fill.frame, Rect(x: 0, y: 0, width: 390, height: 844))
    }

    func testIgnoringNoEdgesKeepsTheBackgroundInTheSafeArea() throws {
        let laid = try lay("Color.clear.background(.red, ignoresSafeAreaEdges: [])", device: "device(.iPhone14)")
        let fill = try XCTUnwrap(laid.fills.last)
        XCTAssertEqual(fill.frame.minY, 47)
        XCTAssertEqual(fill.frame.maxY, 844 - 34)
    }

    func testAMaterialInAShapeAndAsAFill() throws {
        let laid = try lay("""
                VStack {
                    Text("A").frame(width: 100, height: 40).background(.regularMaterial, in: RoundedRectangle(cornerRadius: 12))
                    Circle().fill(.thickMaterial).frame(width: 30, height: 30)
                    Capsule().fill(.bar).frame(width: 60, height: 30)
                }
        """)
        let fills = laid.fills
        XCTAssertEqual(fills.count, 3)
        XCTAssertEqual(fills[0].kind, .roundedRectangle(cornerRadius: 12, style: .continuous))
        XCTAssertEqual(fills[0].paint, .material(MaterialPaint(style: .regular)))
        XCTAssertEqual(fills[0].frame.size, Size(width: 100, height: 40), "in a shape it stays in the view's frame")
        XCTAssertEqual(fills[1].paint, .material(MaterialPaint(style: .thick)))
        XCTAssertEqual(fills[2].paint, .material(MaterialPaint(style: .bar)))
    }

    func testGlassIsAMaterialInACapsuleWithANote() throws {
        let laid = try lay("""
                HStack {
                    Text("A").padding().glassEffect()
                    Text("B").padding().glassEffect(.regular.tint(.blue), in: RoundedRectangle(cornerRadius: 8))
                    Text("C").padding().glassEffect(.clear.interactive())
                    Text("D").padding().glassEffect(isEnabled: false)
                }
        """)
        let fills = laid.fills
        XCTAssertEqual(fills.count, 3)
        XCTAssertEqual(fills[0].kind, .capsule(style: .continuous))
        XCTAssertEqual(fills[0].paint, .material(MaterialPaint(style: .glass)))
        XCTAssertEqual(fills[1].kind, .roundedRectangle(cornerRadius: 8, style: .continuous))
        XCTAssertEqual(fills[1].paint, .material(MaterialPaint(style: .glass, tint: SystemColors.named["blue"]!.resolved(in: .light))))
        XCTAssertEqual(fills[2].paint, .material(MaterialPaint(style: .clearGlass)))
        let notes = laid.diagnostics.filter { $0.id == "approximated-view" }
        XCTAssertEqual(notes.count, 3)
        XCTAssertEqual(notes.first?.location.line, 5)
    }

    /// `.environment(\.colorScheme, .dark)`: the views inside take the dark values of every
    /// system colour and material; those outside keep the light ones.
    func testTheColorSchemeEnvironmentDarkensTheViewsInside() throws {
        let laid = try lay("""
                VStack {
                    Text("light")
                    VStack {
                        Text("dark")
                        Rectangle().fill(Color(.secondarySystemBackground)).frame(width: 10, height: 10)
                        Rectangle().fill(.blue).frame(width: 10, height: 10)
                        Rectangle().fill(.regularMaterial).frame(width: 10, height: 10)
                        Rectangle().fill(Color(red: 0.5, green: 0.5, blue: 0.5)).frame(width: 10, height: 10)
                    }
                    .environment(\\.colorScheme, .dark)
                }
        """)
        XCTAssertEqual(laid.text("light"), .black)
        XCTAssertEqual(laid.text("dark"), .white)
        let paints = laid.fills.map(\.paint)
        XCTAssertEqual(paints, [.color(Color(rgb255: 28, 28, 30)), .color(Color(rgb255: 10, 132, 255)),
                                .material(MaterialPaint(style: .regular, appearance: .dark)), .color(Color(red: 0.5, green: 0.5, blue: 0.5))])
    }

    /// `preferredColorScheme(.dark)` anywhere in the tree, or the scene's `appearance(.dark)`:
    /// the whole screen is dark, the status bar's content white, and `@Environment(\.colorScheme)`
    /// reads `.dark` (with the scene's appearance).
    func testTheScreensAppearance() throws {
        for (body, extra) in [("Text(\"A\").preferredColorScheme(.dark)", ""), ("Text(scheme == .dark ? \"A\" : \"light\")", "appearance(.dark);")] {
            let laid = try lay(body, scene: extra, device: "device(.iPhone14)")
            XCTAssertEqual(laid.snapshot.canvas.appearance, .dark, body)
            XCTAssertEqual(laid.text("A"), .white, body)
            XCTAssertEqual(laid.text("9:41"), .white, "the status bar's time, light on dark")
        }
        let light = try lay("Text(\"A\")", device: "device(.iPhone14)")
        XCTAssertEqual(light.snapshot.canvas.appearance, .light)
        XCTAssertEqual(light.text("9:41"), .black)
    }
}
