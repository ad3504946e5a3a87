import ViewTree
import XCTest
@testable import SceneLanguage

/// Code pasted from the seed articles, with only a scene block added, evaluates.
final class SeedTests: XCTestCase {
    static let seed000 = """
    struct CardItem: Identifiable {
        let id = UUID()
        let title: String
        let subtitle: String
        let imageName: String
    }
    struct ListCard: View {
        let item: CardItem
        var namespace: Namespace.ID
        @Binding var selectedItem: CardItem?
        @Binding var showDetail: Bool
        var body: some View {
            VStack(alignment: .leading, spacing: 12) {
                Image(item.imageName)
                    .resizable()
                    .aspectRatio(contentMode: .fill)
                    .frame(maxWidth: .infinity)
                    .frame(height: 180)
                    .clipShape(RoundedRectangle(cornerRadius: 16, style: .continuous))
                    .matchedGeometryEffect(id: "cover-\\(item.id)", in: namespace)
                Text(item.title)
                    .font(.title3.bold())
                    .matchedGeometryEffect(id: "title-\\(item.id)", in: namespace)
                Text(item.subtitle)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            .padding(12)
            .background(Color(.secondarySystemBackground))
            .clipShape(RoundedRectangle(cornerRadius: 20, style: .continuous))
            .onTapGesture {
                selectedItem = item
                withAnimation(.spring(response: 0.5, dampingFraction: 0.8)) {
                    showDetail = true
                }
            }
        }
    }
    struct DetailView: View {
        let item: CardItem
        var namespace: Namespace.ID
        @Binding var showDetail: Bool
        var body: some View {
            ScrollView {
                VStack(alignment: .leading, spacing: 16) {
                    Image(item.imageName)
                        .resizable()
                        .aspectRatio(contentMode: .fill)
                        .frame(maxWidth: .infinity)
                        .frame(height: 320)
                        .clipShape(RoundedRectangle(cornerRadius: 24, style: .continuous))
                        .matchedGeometryEffect(id: "cover-\\(item.id)", in: namespace)
                    Text(item.title)
                        .font(.largeTitle.bold())
                        .matchedGeometryEffect(id: "title-\\(item.id)", in: namespace)
                    Text(item.subtitle)
                        .font(.body)
                        .foregroundStyle(.secondary)
                    Text("这里是详情正文，用来展示更完整的说明信息。")
                        .font(.body)
                        .padding(.top, 8)
                }
                .padding(16)
            }
            .overlay(alignment: .topTrailing) {
                Button {
                    withAnimation(.spring(response: 0.5, dampingFraction: 0.8)) {
                        showDetail = false
                    }
                } label: {
                    Image(systemName: "xmark.circle.fill")
                        .font(.title)
                        .foregroundStyle(.secondary)
                }
                .padding()
            }
        }
    }
    struct HeroDemo: View {
        @Namespace private var heroNamespace
        @State private var showDetail = false
        @State private var selectedItem: CardItem? = nil
        let item = CardItem(title: "Lake", subtitle: "Calm water", imageName: "lake")
        var body: some View {
            ZStack {
                if showDetail {
                    DetailView(item: item, namespace: heroNamespace, showDetail: $showDetail)
                } else {
                    ListCard(item: item, namespace: heroNamespace, selectedItem: $selectedItem, showDetail: $showDetail)
                }
            }
            .animation(.spring(response: 0.5, dampingFraction: 0.8), value: showDetail)
        }
    }
    scene("Card to detail") {
        device(.iPhone15Pro)
        root(HeroDemo())
        layout("list") { showDetail = false }
        layout("detail") { showDetail = true }
    }
    """

    func testSeed000CardAndDetailEvaluate() throws {
        let (scene, diagnostics) = SceneCompiler.compile(source: SourceFile(path: "seed000.scene", text: Self.seed000))
        XCTAssertFalse(diagnostics.contains { $0.severity == .error }, "\(diagnostics)")
        let s = try XCTUnwrap(scene)
        XCTAssertEqual(s.layouts.count, 2)
        XCTAssertEqual(s.changes.count, 1) // no timeline: first layout → second, `.default`
        XCTAssertEqual(s.changes[0].animation?.curve, .spring(response: 0.5, dampingFraction: 1, blendDuration: 0))
        let listKeys = matchKeys(s.layouts[0].tree), detailKeys = matchKeys(s.layouts[1].tree)
        XCTAssertEqual(listKeys, ["HeroDemo.heroNamespace#cover-UUID-0001", "HeroDemo.heroNamespace#title-UUID-0001"])
        XCTAssertEqual(listKeys, detailKeys)
    }

    static let seed004 = """
    struct Track: Identifiable {
    let id = UUID()
    let title: String
    let color: Color
    }
    struct MusicPlayerView: View {
    @Namespace private var playerSpace
    @State private var selectedTrack: Track? = nil
    let tracks = [
    Track(title: "Chill Mix", color: .purple),
    Track(title: "Gym Flow", color: .orange),
    Track(title: "Focus", color: .blue)
    ]
    var body: some View {
    ZStack {
    // Capa 1: La Lista (Grid)
    if selectedTrack == nil {
    LazyVGrid(columns: [GridItem(.adaptive(minimum: 150))]) {
    ForEach(tracks) { track in
    TrackCard(track: track, namespace: playerSpace)
    .onTapGesture {
    withAnimation(.spring(response: 0.6, dampingFraction: 0.8)) {
    selectedTrack = track
    }
    }
    }
    }
    }
    // Capa 2: El Detalle (Reproductor a pantalla completa)
    if let track = selectedTrack {
    TrackDetail(track: track, namespace: playerSpace)
    .onTapGesture {
    withAnimation(.spring(response: 0.6, dampingFraction: 0.8)) {
    selectedTrack = nil
    }
    }
    .zIndex(1) // Aseguramos que el detalle esté siempre encima
    }
    }
    }
    }
    struct TrackCard: View {
    let track: Track
    let namespace: Namespace.ID
    var body: some View {
    VStack {
    Spacer()
    Text(track.title)
    .font(.headline)
    .foregroundColor(.white)
    // Emparejamos el texto para que viaje
    .matchedGeometryEffect(id: "\\(track.id)-text", in: namespace)
    }
    .frame(height: 150)
    .background(
    track.color
    // Emparejamos el fondo
    .matchedGeometryEffect(id: "\\(track.id)-bg", in: namespace)
    )
    .cornerRadius(20)
    .padding()
    }
    }
    struct TrackDetail: View {
    let track: Track
    let namespace: Namespace.ID
    var body: some View {
    VStack {
    RoundedRectangle(cornerRadius: 25)
    .fill(track.color)
    .frame(height: 300)
    // EL MISMO ID que en la tarjeta pequeña (fondo)
    .matchedGeometryEffect(id: "\\(track.id)-bg", in: namespace)
    .overlay(
    Text(track.title)
    .font(.largeTitle) // El tamaño de fuente cambiará suavemente
    .foregroundColor(.white)
    // EL MISMO ID para el texto
    .matchedGeometryEffect(id: "\\(track.id)-text", in: namespace)
    )
    Text("Reproduciendo ahora...")
    .padding()
    // Transición normal para elementos que NO existen en la lista
    .transition(.opacity.combined(with: .move(edge: .bottom)))
    Spacer()
    }
    .edgesIgnoringSafeArea(.all)
    }
    }
    scene("Music player") {
        root(MusicPlayerView())
        layout("grid") { selectedTrack = nil }
        layout("player") { selectedTrack = tracks[1] }
        timeline {
            wait(0.5)
            withAnimation(.spring(response: 0.6, dampingFraction: 0.8)) { selectedTrack = tracks[1] }
            wait(1)
        }
    }
    """

    func testSeed004MusicPlayerEvaluates() throws {
        let (scene, diagnostics) = SceneCompiler.compile(source: SourceFile(path: "seed004.scene", text: Self.seed004))
        XCTAssertFalse(diagnostics.contains { $0.severity == .error }, "\(diagnostics)")
        let s = try XCTUnwrap(scene)
        XCTAssertEqual(s.timelineEnd, 1.5, accuracy: 1e-9)
        XCTAssertEqual(s.changes.first?.animation?.curve, .spring(response: 0.6, dampingFraction: 0.8, blendDuration: 0))
        XCTAssertEqual(matchKeys(s.initial).count, 6) // three cards × (text, background)
        XCTAssertEqual(Set(matchKeys(s.changes[0].tree)),
                       ["MusicPlayerView.playerSpace#UUID-0002-bg", "MusicPlayerView.playerSpace#UUID-0002-text"])
    }

    /// Every matched-geometry key in a tree, in tree order.
    func matchKeys(_ node: ViewNode) -> [String] {
        var keys: [String] = []
        for m in node.modifiers {
            switch m {
            case let .matchedGeometry(g): keys.append(g.key.description)
            case let .background(v, _), let .overlay(v, _): keys += matchKeys(v)
            default: break
            }
        }
        switch node.kind {
        case let .stack(_, c), let .zstack(_, c), let .group(c): keys += c.flatMap(matchKeys)
        default: break
        }
        return keys
    }
}
