import Geometry
import ViewTree
import XCTest
@testable import SceneLanguage

/// The view code of every seed article, pasted into Fixtures/seeds/*.scene with only asset
/// names changed and a scene block added, evaluates into the containers the code writes.
final class SeedTests: XCTestCase {
    // MARK: 000 — grid of cards in a NavigationStack, detail pushed by `isPresented`

    func testSeed000GridPushesDetailThroughIsPresented() throws {
        let (scene, diagnostics) = Fixtures.compile("seeds/seed000.scene")
        // A scene with a timeline has nothing to warn about; its close button's symbol notes
        // that it is sized by its stand-in glyph.
        XCTAssertEqual(diagnostics.map(\.id), ["symbol-frame"], "\(diagnostics)")
        let s = try XCTUnwrap(scene)
        XCTAssertEqual(s.layouts.map(\.name), ["grid", "detail"])

        // Grid: one page holding ScrollView > LazyVGrid of two cards.
        let grid = s.layouts[0].tree
        guard case let .navigationStack(gridPages) = grid.kind else { return XCTFail("not a stack: \(grid.kind)") }
        XCTAssertEqual(gridPages.map(\.identity.description), ["ContentView/0:NavigationStack/page:0"])
        XCTAssertEqual(containerKinds(grid), ["navigationStack", "scrollView", "grid", "vstack"])
        let gridNode = try XCTUnwrap(allNodes(grid).first { if case .grid = $0.kind { true } else { false } })
        guard case let .grid(spec, cards) = gridNode.kind else { return XCTFail() }
        XCTAssertEqual(spec, GridSpec(axis: .vertical, items: [GridItemSpec(size: .adaptive(minimum: 160, maximum: .infinity), spacing: 16)],
                                      alignment: .center, spacing: 16))
        XCTAssertEqual(cards.count, 1) // the ForEach, holding both cards
        XCTAssertEqual(matchKeys(grid), ["cover-UUID-0001", "title-UUID-0001", "cover-UUID-0002", "title-UUID-0002"]
            .map { "ContentView.heroNamespace#" + $0 })

        // Detail: the presented page on top, the second card's cover and title matched.
        guard case let .navigationStack(pages) = s.layouts[1].tree.kind else { return XCTFail() }
        XCTAssertEqual(pages.map(\.identity.description), ["ContentView/0:NavigationStack/page:0", "ContentView/0:NavigationStack/page:1:presented"])
        XCTAssertEqual(matchKeys(pages[1].content), ["ContentView.heroNamespace#cover-UUID-0002",
                                                     "ContentView.heroNamespace#title-UUID-0002"])
        // The close button is a button control holding its label (Layout tints it).
        let button = try XCTUnwrap(allNodes(pages[1].content).first { if case .control(.button) = $0.kind { true } else { false } })
        guard case let .control(.button(_, label)) = button.kind, case .image(.system("xmark.circle.fill"), _) = label.first?.kind else {
            return XCTFail("button label: \(button.kind)")
        }
        // Images resolve inside the scene's assets folder.
        let image = try XCTUnwrap(allNodes(pages[1].content).compactMap { n -> String? in
            if case let .image(.asset(_, path), _) = n.kind { return path } else { return nil }
        }.first)
        XCTAssertTrue(image.hasSuffix("Fixtures/seeds/assets/forest.png"), image)
        // t = 0.3 s: the instant assignment; the push follows with the card's spring.
        XCTAssertEqual(s.changes.map(\.animation?.label), [nil, ".spring(response: 0.5, dampingFraction: 0.8)"])
    }

    // MARK: 001 — page TabView banner, detail by a helper function

    func testSeed001BannerPagesAndDetailHelper() throws {
        let (scene, diagnostics) = Fixtures.compile("seeds/seed001.scene")
        XCTAssertEqual(diagnostics, [])
        let s = try XCTUnwrap(scene)
        let banner = s.layouts[0].tree
        XCTAssertEqual(containerKinds(banner), ["zstack", "vstack", "pageTabView", "hstack"])
        let tab = try XCTUnwrap(allNodes(banner).first { if case .pageTabView = $0.kind { true } else { false } })
        guard case let .pageTabView(spec, pages) = tab.kind else { return XCTFail() }
        XCTAssertEqual(spec, PageTabSpec(selection: "0", indexDisplayMode: .never))
        XCTAssertEqual(pages.map(tag), ["0", "1", "2"])
        let paths = pages.compactMap { p -> String? in if case let .image(.asset(_, path), _) = p.kind { path } else { nil } }
        XCTAssertEqual(paths.map { URL(fileURLWithPath: $0).lastPathComponent }, ["banner1.png", "banner2.png", "banner3@2x.png"])

        // The timer's tick, then the tap: page 1 selected, then the detail helper's view.
        XCTAssertEqual(s.changes.count, 2)
        let ticked = try XCTUnwrap(allNodes(s.changes[0].tree).first { if case .pageTabView = $0.kind { true } else { false } })
        guard case let .pageTabView(tickedSpec, _) = ticked.kind else { return XCTFail() }
        XCTAssertEqual(tickedSpec.selection, "1")
        XCTAssertEqual(matchKeys(s.changes[1].tree), ["ContentView.bannerNamespace#1"])
        XCTAssertEqual(matchKeys(s.layouts[1].tree), ["ContentView.bannerNamespace#1"])
    }

    func testSeed001BannerViewsTimerTicksOnTheScenesClock() throws {
        // No timeline and no duration: the scene ends at once, so its 3-second timer never ticks.
        let (scene, diagnostics) = try Fixtures.compile("seeds/seed001.scene", scene: "scene(\"b\") { root(BannerView()) }")
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(scene?.changes.count, 0)
        // With duration(7): ticks at 3 and 6 s advance the page, each with '.easeInOut'.
        let (long, _) = try Fixtures.compile("seeds/seed001.scene", scene: "scene(\"b\") { root(BannerView()); duration(7) }")
        let s = try XCTUnwrap(long)
        XCTAssertEqual(s.changes.map(\.time), [3, 6])
        XCTAssertEqual(s.changes.map { $0.animation?.curve }, Array(repeating: .bezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1, duration: 0.35), count: 2))
        let pages = s.changes.map { change -> String? in
            guard let tab = allNodes(change.tree).first(where: { if case .pageTabView = $0.kind { true } else { false } }),
                  case let .pageTabView(spec, _) = tab.kind else { return nil }
            return spec.selection
        }
        XCTAssertEqual(pages, ["1", "2"])
        XCTAssertEqual(s.timelineEnd, 7)
    }

    private func tag(_ node: ViewNode) -> String? {
        node.modifiers.compactMap { if case let .tag(t) = $0 { t } else { nil } }.first
    }

    // MARK: 002 — NavigationStack(path:) with a List of NavigationLinks

    func testSeed002PathPushesTheDestinationForItsType() throws {
        let (scene, diagnostics) = Fixtures.compile("seeds/seed002.scene")
        XCTAssertEqual(diagnostics, [])
        let s = try XCTUnwrap(scene)
        guard case let .navigationStack(listPages) = s.layouts[0].tree.kind else { return XCTFail() }
        XCTAssertEqual(listPages.count, 1)
        guard case let .list(style, rows) = listPages[0].content.kind else { return XCTFail("\(listPages[0].content.kind)") }
        XCTAssertEqual(style, .insetGrouped)
        XCTAssertEqual(rows.count, 3) // one NavigationLink label per item
        XCTAssertEqual(matchKeys(listPages[0].content), ["1", "2", "3"].map { "ContentView.animationNamespace#" + $0 })

        guard case let .navigationStack(pages) = s.layouts[1].tree.kind else { return XCTFail() }
        XCTAssertEqual(pages.map(\.identity.description), ["ContentView/0:NavigationStack/page:0", "ContentView/0:NavigationStack/page:1:2"])
        XCTAssertEqual(pages.map(\.title), [nil, "NavigationStack 导航"])
        XCTAssertEqual(matchKeys(pages[1].content), ["ContentView.animationNamespace#2"])

        // t = 0.05 s push, t = 0.85 s pop.
        XCTAssertEqual(s.changes.count, 2)
        XCTAssertEqual(s.changes[0].time, 0.05, accuracy: 1e-9)
        XCTAssertEqual(s.changes[1].time, 0.85, accuracy: 1e-9)
        let depths = s.changes.map { c -> Int in if case let .navigationStack(p) = c.tree.kind { p.count } else { 0 } }
        XCTAssertEqual(depths, [2, 1])
    }

    // MARK: 003 — ScrollViewReader scrolled by onChange, index bar with a matched highlight

    func testSeed003OnChangeScrollsTheReadersScrollView() throws {
        let (scene, diagnostics) = Fixtures.compile("seeds/seed003.scene")
        XCTAssertEqual(diagnostics, [])
        let s = try XCTUnwrap(scene)
        let cities = ["北京", "上海", "广州", "深圳", "杭州", "成都", "重庆", "武汉", "西安", "苏州", "南京", "天津", "长沙", "郑州", "东莞",
                      "青岛", "沈阳", "宁波", "昆明", "大连", "厦门", "合肥", "佛山", "福州", "哈尔滨", "济南", "温州", "长春", "石家庄", "南宁"]
        let letters = Set(cities.map { String($0.prefix(1)) }).sorted()
        XCTAssertEqual(letters.count, 28)

        let top = s.layouts[0].tree
        XCTAssertEqual(containerKinds(top), ["hstack", "scrollView", "vstack"])
        let scrollTop = try scrollSpec(top)
        XCTAssertNil(scrollTop.targetID)
        let headers = allNodes(top).compactMap { n -> String? in n.identity.components.last.flatMap { $0.hasPrefix("id:") ? String($0.dropFirst(3)) : nil } }
        XCTAssertEqual(headers.filter { letters.contains($0) }.count, 28)

        // Layout "西": the observer ran; the scroll view is at 西's header, top anchor.
        let west = try scrollSpec(s.layouts[1].tree)
        XCTAssertEqual(west.targetID, "西")
        XCTAssertEqual(west.anchor, .top)
        XCTAssertEqual(matchKeys(s.layouts[1].tree), ["IndexBar.indexNamespace#selectedIndex"])
        XCTAssertEqual(matchKeys(top), [])

        // Timeline: the letter changes with 0.2 s; the scroll view scrolls with its own 0.3 s.
        let change = try XCTUnwrap(s.changes.first)
        XCTAssertEqual(change.animation?.curve, .bezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1, duration: 0.2))
        let scrollView = try XCTUnwrap(allNodes(change.tree).first { if case .scrollView = $0.kind { true } else { false } })
        XCTAssertEqual(change.scopedAnimations.map(\.root), [scrollView.identity])
        XCTAssertEqual(change.scopedAnimations.first?.animation?.curve, .bezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1, duration: 0.3))
        XCTAssertEqual(try scrollSpec(change.tree).targetID, "西")
    }

    private func scrollSpec(_ tree: ViewNode) throws -> ScrollSpec {
        let node = try XCTUnwrap(allNodes(tree).first { if case .scrollView = $0.kind { true } else { false } })
        guard case let .scrollView(spec, _) = node.kind else {
            XCTFail("the node found is not a scroll view")
            throw CancellationError()
        }
        return spec
    }

    // MARK: 004 — ZStack of a grid and a detail; the basic circle/rectangle example

    func testSeed004MusicPlayerEvaluates() throws {
        let (scene, diagnostics) = Fixtures.compile("seeds/seed004.scene")
        XCTAssertEqual(errors(diagnostics), [])
        let s = try XCTUnwrap(scene)
        XCTAssertEqual(s.timelineEnd, 1.5, accuracy: 1e-9)
        XCTAssertEqual(s.changes.first?.animation?.curve, .spring(response: 0.6, dampingFraction: 0.8, blendDuration: 0))
        XCTAssertEqual(containerKinds(s.initial), ["zstack", "grid", "vstack"])
        XCTAssertEqual(matchKeys(s.initial).count, 6) // three cards × (text, background)
        XCTAssertEqual(Set(matchKeys(s.changes[0].tree)),
                       ["MusicPlayerView.playerSpace#UUID-0002-bg", "MusicPlayerView.playerSpace#UUID-0002-text"])
    }

    func testSeed004ConceptoBasicoEvaluates() throws {
        let (scene, diagnostics) = try Fixtures.compile("seeds/seed004.scene", scene: """
        scene("c") { root(ConceptoBasico()); layout("a") { isFlipped = false }; layout("b") { isFlipped = true } }
        """)
        let s = try XCTUnwrap(scene, "\(diagnostics)")
        XCTAssertEqual(matchKeys(s.layouts[0].tree), ["ConceptoBasico.nspace#geoID"])
        XCTAssertEqual(matchKeys(s.layouts[1].tree), ["ConceptoBasico.nspace#geoID"])
        // No timeline: the tap handler never runs, a warning at `.onTapGesture` (line 23, column 2).
        XCTAssertEqual(diagnostics.filter { $0.id == "drives-time" }.map { "\($0.location.line):\($0.location.column)" }, ["23:2"])
    }
}
