import Geometry
import Layout
import XCTest
@testable import Motion
import ViewTree

/// One fixture per matched-geometry diagnostic: the layouts and trees that raise it, and the
/// diagnostic expected with its location.
final class MotionDiagnosticTests: XCTestCase {
    func at(_ line: Int) -> SourceLocation { SourceLocation(file: "fixture.scene", line: line, column: 5) }

    func member(_ path: String, id: String, line: Int, namespace: String = "Gallery.hero", frame: Rect = Rect(x: 0, y: 0, width: 100, height: 100),
                isSource: Bool = true) -> PlacedElement {
        let identity = Identity(path.split(separator: "/").map(String.init))
        let effect = MatchedGeometry(id: id, namespace: NamespaceID(name: namespace), isSource: isSource, location: at(line))
        return PlacedElement(identity: identity, content: .shape(.rectangle, fill: .color(Color(red: 1, green: 0, blue: 0)), stroke: nil),
                             frame: frame, matched: [MatchedMembership(effect: effect, viewFrame: frame, viewIdentity: identity)])
    }

    func check(_ initial: [PlacedElement], _ targets: [[PlacedElement]] = [], animated: Bool = true,
               trees: [ViewNode] = []) -> [MotionDiagnostic] {
        let changes = targets.enumerated().map { i, t in
            PlannedChange(time: Double(i), animation: animated ? .default : nil, target: Fixture.snapshot(t), location: at(90 + i))
        }
        return MatchedGeometryChecker.check(initial: Fixture.snapshot(initial), changes: changes, trees: trees)
    }

    func testSeveralSourcesNameBothPlaces() {
        let found = check([member("A/card", id: "card", line: 3), member("B/card", id: "card", line: 9)])
        XCTAssertEqual(found.map(\.id), [.multipleSources])
        XCTAssertEqual(found[0].location, at(9))
        XCTAssertEqual(found[0].notes.map(\.location), [at(3)])
        XCTAssertEqual(found[0].severity, .warning)
    }

    func testAnIDInOnlyOneLayoutFades() {
        let found = check([member("List/card", id: "card", line: 3)], [[member("Detail/photo", id: "photo", line: 12)]])
        XCTAssertEqual(found.map(\.id), [.unmatchedID, .unmatchedID])
        XCTAssertEqual(found.map(\.location), [at(3), at(12)])
        XCTAssertTrue(found[0].message.contains("fades out"), found[0].message)
        XCTAssertTrue(found[1].message.contains("fades in"), found[1].message)
    }

    func testAConstantIDInsideAForEach() {
        // Seed 000's pitfall: `ForEach(items) { … .matchedGeometryEffect(id: "cover", in: ns) }`.
        let found = check([member("List/ForEach/id:1/cover", id: "cover", line: 7), member("List/ForEach/id:2/cover", id: "cover", line: 7),
                           member("List/ForEach/id:3/cover", id: "cover", line: 7)])
        XCTAssertEqual(found.map(\.id), [.forEachConstantID])
        XCTAssertEqual(found[0].location, at(7))
        XCTAssertTrue(found[0].message.contains("3 elements"), found[0].message)
    }

    func testAnEffectOutsideAFixedFrame() {
        let effect = MatchedGeometry(id: "photo", namespace: Fixture.namespace, location: at(21))
        let image = ViewNode(kind: .image(.asset(name: "p", path: "/p.png"), isResizable: true),
                             modifiers: [.frame(width: 120, height: 80, alignment: .center), .matchedGeometry(effect)],
                             identity: Identity(["Grid", "photo"]))
        // The same before the frame is fine; a filled circle that morphs is fine too.
        let inside = ViewNode(kind: image.kind, modifiers: [.matchedGeometry(effect), .frame(width: 120, height: 80, alignment: .center)],
                              identity: Identity(["Grid", "photo2"]))
        let circle = ViewNode(kind: .shape(.circle, fill: .color(Color(red: 1, green: 0, blue: 0)), stroke: nil),
                              modifiers: [.frame(width: 50, height: 50, alignment: .center), .matchedGeometry(effect)],
                              identity: Identity(["Grid", "dot"]))
        let tree = ViewNode(kind: .stack(StackSpec(axis: .vertical), [image, inside, circle]), identity: Identity(["Grid"]))
        let found = check([], trees: [tree])
        XCTAssertEqual(found.map(\.id), [.effectOutsideFixedFrame])
        XCTAssertEqual(found[0].location, at(21))
        XCTAssertTrue(found[0].message.contains("'.frame(width: 120, height: 80)'"), found[0].message)
    }

    func testMatchedViewsInDifferentNamespaces() {
        let found = check([member("List/card", id: "card", line: 3, namespace: "List.ns")],
                          [[member("Detail/card", id: "card", line: 14, namespace: "Detail.ns")]])
        XCTAssertEqual(found.map(\.id), [.namespaceMismatch])
        XCTAssertEqual(found[0].location, at(3))
        XCTAssertEqual(found[0].notes.map(\.location), [at(14)])
    }

    func testAMatchedChangeWithoutAnimation() {
        let found = check([member("List/card", id: "card", line: 3)], [[member("Detail/card", id: "card", line: 14)]], animated: false)
        XCTAssertEqual(found.map(\.id), [.unanimatedChange])
        XCTAssertEqual(found[0].location, at(90))
        XCTAssertTrue(check([member("List/card", id: "card", line: 3)], [[member("Detail/card", id: "card", line: 14)]]).isEmpty)
    }

    /// `.animation(_:value:)` around the matched views animates a plain change (a scoped
    /// animation of the change): no warning. A scope that makes them instant keeps it.
    func testAPlainChangeAnimatedByAScopeAroundTheMatchedViewsIsNotInstant() {
        func change(_ scoped: Animation?) -> [MotionDiagnostic] {
            let planned = PlannedChange(time: 0, animation: nil, target: Fixture.snapshot([member("Screen/Detail/card", id: "card", line: 14)]),
                                        scoped: [ScopedChange(root: Identity(["Screen"]), animation: scoped)], location: at(90))
            return MatchedGeometryChecker.check(initial: Fixture.snapshot([member("Screen/List/card", id: "card", line: 3)]),
                                                changes: [planned], trees: [])
        }
        XCTAssertEqual(change(.default).map(\.id), [])
        XCTAssertEqual(change(nil).map(\.id), [.unanimatedChange])
    }

    /// The deprecated `.animation(.easeIn)` on each branch of an `if`, in a plain change: the
    /// scope is the inserted view's, and the removed one, hidden while its partner flies from
    /// its frame, does not jump (a public sample was told it did, while its frames animated).
    func testARemovedMatchedViewOutsideTheAnimationIsNotSaidToJump() {
        let planned = PlannedChange(time: 0, animation: nil, target: Fixture.snapshot([member("Screen/big/card", id: "card", line: 14)]),
                                    scoped: [ScopedChange(root: Identity(["Screen", "big"]), animation: .default)], location: at(90))
        let found = MatchedGeometryChecker.check(initial: Fixture.snapshot([member("Screen/small/card", id: "card", line: 3)]),
                                                 changes: [planned], trees: [])
        XCTAssertEqual(found.map(\.id), [])
    }

    /// `.animation(nil)` around the inserted matched view in an animated change: it jumps to
    /// its frame (as in SwiftUI), and is said at its effect, with the change as a note.
    func testAMatchedViewUnderANilAnimationInAnAnimatedChangeIsWarned() {
        let planned = PlannedChange(time: 0, animation: .default, target: Fixture.snapshot([member("Screen/Detail/card", id: "card", line: 14)]),
                                    scoped: [ScopedChange(root: Identity(["Screen", "Detail"]), animation: nil)], location: at(90))
        let found = MatchedGeometryChecker.check(initial: Fixture.snapshot([member("Screen/List/card", id: "card", line: 3)]),
                                                 changes: [planned], trees: [])
        XCTAssertEqual(found.map(\.id), [.instantMatchedView])
        XCTAssertEqual(found.first?.location, at(14))
        XCTAssertEqual(found.first?.notes.map(\.location), [at(90)])
        XCTAssertEqual(check([member("Screen/List/card", id: "card", line: 3)], [[member("Screen/Detail/card", id: "card", line: 14)]]).map(\.id), [])
    }

    func testTextMatchedWithFrameIsANote() {
        let effect = MatchedGeometry(id: "title", namespace: Fixture.namespace, location: at(30))
        let text = ViewNode(kind: .text("Lisbon"), modifiers: [.matchedGeometry(effect)], identity: Identity(["List", "title"]))
        let a = Fixture.matched(Fixture.text("List/title", "Lisbon", size: 20, Rect(x: 0, y: 0, width: 60, height: 24)), id: "title")
        let b = Fixture.matched(Fixture.text("Detail/title", "Lisbon", size: 34, Rect(x: 0, y: 300, width: 100, height: 41)), id: "title")
        let found = check([a], [[b]], trees: [text])
        XCTAssertEqual(found.map(\.id), [.textWithFrame])
        XCTAssertEqual(found[0].severity, .note)
        XCTAssertEqual(found[0].location, at(30))
    }
}
