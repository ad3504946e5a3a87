// gallery/views/tab-bars.swift — the tab bars gallery's views: tab-bars.scene shows them in light,
// tab-bars-dark.scene in dark; the same views, states and timeline in both.

struct Library: View {
    @State private var tab = 0

    var body: some View {
        TabView(selection: $tab) {
            NavigationStack {
                List(0..<30, id: \.self) { i in
                    Text("Song \(i + 1)")
                }
                .navigationTitle("Library")
            }
            .tabItem { Label("Library", systemImage: "music.note.list") }
            .tag(0)

            Text("For You")
                .tabItem { Label("For You", systemImage: "heart.fill") }
                .badge(3)
                .tag(1)

            Tab("Browse", systemImage: "square.grid.2x2", value: 2) {
                Text("Browse")
            }

            Tab("Search", systemImage: "magnifyingglass", value: 3) {
                ContentUnavailableView("Search", systemImage: "magnifyingglass", description: Text("Find artists, songs and albums."))
            }
        }
    }
}
