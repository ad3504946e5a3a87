// gallery/views/lists.swift — the lists gallery's views: lists.scene shows them in light,
// lists-dark.scene in dark; the same views, states and timeline in both.

struct Setting: Identifiable {
    let id: Int
    let title: String
    let symbol: String
    let color: Color
}

struct ListsGallery: View {
    @State private var style = "insetGrouped"

    let general = [
        Setting(id: 1, title: "Favourites", symbol: "star.fill", color: .orange),
        Setting(id: 2, title: "Health", symbol: "heart.fill", color: .pink),
        Setting(id: 3, title: "Now Playing", symbol: "play.fill", color: .blue)
    ]
    let more = ["Privacy", "Battery", "Storage"]

    var body: some View {
        if style == "insetGrouped" {
            settings.listStyle(.insetGrouped)
        } else if style == "grouped" {
            settings.listStyle(.grouped)
        } else if style == "plain" {
            settings.listStyle(.plain)
        } else if style == "inset" {
            settings.listStyle(.inset)
        } else {
            List(more, id: \.self) { name in
                Text(name)
            }
            .listRowSpacing(8)
            .scrollContentBackground(.hidden)
            .background(Color.indigo.opacity(0.15))
        }
    }

    var settings: some View {
        List {
            Section("General") {
                ForEach(general) { setting in
                    HStack(spacing: 12) {
                        Image(systemName: setting.symbol)
                            .foregroundStyle(setting.color)
                        Text(setting.title)
                    }
                }
            }
            Section {
                ForEach(more, id: \.self) { name in
                    Text(name)
                        .listRowSeparatorTint(name == "Privacy" ? .orange : nil)
                }
                Text("Highlighted")
                    .listRowBackground(Color.yellow.opacity(0.3))
            } header: {
                Text("More")
            } footer: {
                Text("Rows keep their order; the last one has a background of its own.")
            }
            Section("Recent") {
                Text("Keyboard")
            }
            .headerProminence(.increased)
        }
    }
}
