import Foundation
import Matchcut
import XCTest

/// `presentationDetents(_:selection:)` with a selection that is not one of the detents:
/// Apple asks that it be one ("Ensure that the value matches one of the detents that you
/// provide"), and iOS's behaviour otherwise is not documented, so Matchcut shows the smallest
/// detent and says so where the selection is written.
final class PresentationDetentTests: XCTestCase {
    func testASelectionOutsideTheDetentsIsNotedAndTheSmallestIsShown() throws {
        let folder = Repo.temporaryFolder("detent-selection")
        let path = folder + "/sheet.scene"
        try """
            struct Player: View {
                @State private var showSheet = true
                @State private var detent: PresentationDetent = .large

                var body: some View {
                    Text("Now playing")
                        .sheet(isPresented: $showSheet) {
                            Text("Queue")
                                .presentationDetents([.medium], selection: $detent)
                        }
                }
            }

            scene("sheet") {
                device(.iPhone14)
                root(Player())
            }
            """.write(toFile: path, atomically: true, encoding: .utf8)
        let check = try CompiledScene.check(path: path)
        XCTAssertFalse(check.hasErrors, check.report)
        let note = try XCTUnwrap(check.diagnostics.first { $0.message.contains("presentationDetents(_:selection:)") }, check.report)
        XCTAssertEqual(note.location.line, 9)
        XCTAssertTrue(note.message.contains("does not draw a selection that is not one of the detents given"), note.message)
        XCTAssertEqual(note.hint, "the sheet shows the smallest detent; Apple asks that the selection be one of the detents")
        // The sheet at .medium: its top at 844 − (753 / 2 + 34) = 433.5, on the 3x grid 433.667.
        let scene = try CompiledScene.load(path: path)
        let sheet = try XCTUnwrap(scene.plan.sample(at: 0).displayList.items.first { item in
            if case .shape = item.content, item.frame.width == 390, abs(item.frame.minY - 433.667) < 0.01 { true } else { false }
        })
        XCTAssertEqual(sheet.frame.height, 420.333, accuracy: 0.01)
    }

    /// Behind a large sheet the presenter moves back over black, and the status bar's content
    /// is drawn white over it; at `.medium` the presenter stays and so does the black content.
    func testTheStatusBarIsWhiteOverThePushedBackPresenter() throws {
        func clock(_ detent: String) throws -> Color? {
            let folder = Repo.temporaryFolder("detent-status-bar")
            let path = folder + "/sheet.scene"
            try """
                struct Player: View {
                    @State private var showSheet = true

                    var body: some View {
                        Text("Now playing")
                            .sheet(isPresented: $showSheet) {
                                Text("Queue").presentationDetents([\(detent)])
                            }
                    }
                }

                scene("sheet") {
                    device(.iPhone14)
                    root(Player())
                }
                """.write(toFile: path, atomically: true, encoding: .utf8)
            let items = try CompiledScene.load(path: path).plan.sample(at: 0).displayList.items
            return items.lazy.compactMap { item -> Color? in
                if case let .text(run, _) = item.content, run.string == "9:41" { run.color } else { nil }
            }.first
        }
        XCTAssertEqual(try clock(".large"), .white)
        XCTAssertEqual(try clock(".medium"), .black)
    }
}
