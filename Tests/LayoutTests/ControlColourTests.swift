import Geometry
@testable import Layout
import Render
import SceneLanguage
import ViewTree
import XCTest

/// The colours controls draw in, which the fixtures' dumps do not show: a button's label in
/// the tint (white on a prominent bezel, tertiary label when disabled, its own under
/// `.plain`), a Label's icon tinted in a List row, a picker's selection in a Form.
final class ControlColourTests: XCTestCase {
    /// Colours as placed: Layout resolves each system colour to its light value.
    static let blue = SystemColors.named["blue"]!.resolved(in: .light)

    func texts(_ body: String) throws -> [String: Color] {
        let text = "struct V: View {\n    @State private var s = \"a\"\n    var body: some View {\n\(body)\n    }\n}\nscene(\"s\") { canvas(width: 400, height: 400, scale: 2); root(V()) }\n"
        let snapshot = try laidOutScene(text).snapshot
        var colours: [String: Color] = [:]
        for element in snapshot.elements {
            if case .text(let run) = element.content { colours[run.string] = run.color }
            if case .symbol(let name, let color, _) = element.content { colours[name] = color }
        }
        return colours
    }

    func testButtonLabelsTakeTheirStylesColours() throws {
        let c = try texts("""
                VStack {
                    Button("Automatic") { }
                    Button("Prominent") { }.buttonStyle(.borderedProminent)
                    Button("Off") { }.buttonStyle(.bordered).disabled(true)
                    Button { } label: { Text("Own").foregroundStyle(.green) }.buttonStyle(.plain)
                    Button("Orange") { }.tint(.orange)
                    Button("Delete", role: .destructive) { }
                }
        """)
        XCTAssertEqual(c["Automatic"], Self.blue)
        XCTAssertEqual(c["Prominent"], .white)
        XCTAssertEqual(c["Off"], ControlEnvironment.disabledLabel.resolved(in: .light))
        XCTAssertEqual(c["Own"], SystemColors.named["green"]!.resolved(in: .light))
        XCTAssertEqual(c["Orange"], SystemColors.named["orange"]!.resolved(in: .light))
        XCTAssertEqual(c["Delete"], SystemColors.named["red"]!.resolved(in: .light))
    }

    func testAListRowsLabelIconIsTintedAndAFormPickersSelectionIsSecondary() throws {
        let c = try texts("""
                Form {
                    Label("Starred", systemImage: "star.fill")
                    Picker("Letter", selection: $s) { Text("Alpha").tag("a") }
                }
        """)
        XCTAssertEqual(c["star.fill"], Self.blue)
        XCTAssertEqual(c["Starred"], .black)
        XCTAssertEqual(c["Alpha"], Color(rgb255: 60, 60, 67, opacity: 0.6))
        XCTAssertEqual(c["chevron.up.chevron.down"], Color(rgb255: 60, 60, 67, opacity: 0.6))
    }

    func testADisabledToggleDrawsItsLabelInTheDisabledColour() throws {
        let c = try texts("        Toggle(\"Wi-Fi\", isOn: .constant(true)).disabled(true)")
        XCTAssertEqual(c["Wi-Fi"], ControlEnvironment.disabledLabel.resolved(in: .light))
    }
}
