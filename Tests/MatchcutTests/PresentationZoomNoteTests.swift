import Foundation
import Matchcut
import XCTest

/// iOS 18 zooms a sheet or a full-screen cover out of its `matchedTransitionSource` when its
/// content has `navigationTransition(.zoom(sourceID:in:))`; Matchcut zooms only pushed pages,
/// so it presents such a cover with its slide and says so where the zoom is written (it said
/// nothing: `check` was ok).
final class PresentationZoomNoteTests: XCTestCase {
    func testAZoomOnACoversContentIsNotedWhereItIsWritten() throws {
        let folder = Repo.temporaryFolder("cover-zoom")
        let path = folder + "/cover.scene"
        try """
            struct Gallery: View {
                @Namespace private var zoom
                @State private var showCover = true

                var body: some View {
                    RoundedRectangle(cornerRadius: 12)
                        .frame(width: 120, height: 120)
                        .matchedTransitionSource(id: 1, in: zoom)
                        .fullScreenCover(isPresented: $showCover) {
                            Color.blue
                                .navigationTransition(.zoom(sourceID: 1, in: zoom))
                        }
                }
            }

            scene("cover") {
                device(.iPhone14)
                root(Gallery())
            }
            """.write(toFile: path, atomically: true, encoding: .utf8)
        let check = try CompiledScene.check(path: path)
        XCTAssertFalse(check.hasErrors, check.report)
        let notes = check.diagnostics.filter { $0.message.contains("navigationTransition(.zoom(sourceID:in:))") }
        XCTAssertEqual(notes.count, 1, check.report)
        XCTAssertEqual(notes.first?.location.line, 11)
        XCTAssertEqual(notes.first?.message,
                       "'navigationTransition(.zoom(sourceID:in:))' is accepted but Matchcut does not draw a sheet or cover zooming out of its source")
    }
}
