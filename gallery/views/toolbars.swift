// gallery/views/toolbars.swift — the toolbars gallery's views: toolbars.scene shows them in light,
// toolbars-dark.scene in dark; the same views, states and timeline in both.

struct Message: Identifiable {
    let id: Int
    let from: String
    let subject: String
}

struct Inbox: View {
    @State private var page = "inbox"
    @State private var query = ""

    let messages = [
        Message(id: 1, from: "Grace", subject: "Compiler notes"),
        Message(id: 2, from: "Alan", subject: "Lunch on Friday?"),
        Message(id: 3, from: "Ada", subject: "The engine's first program")
    ]

    var body: some View {
        NavigationStack {
            if page == "inbox" {
                inbox
            } else if page == "tinted" {
                tinted
            } else {
                Color.orange.opacity(0.2)
                    .ignoresSafeArea()
                    .overlay { Text("No bar on this page") }
                    .navigationBarHidden(true)
            }
        }
    }

    var inbox: some View {
        List(messages) { message in
            VStack(alignment: .leading, spacing: 2) {
                Text(message.from).font(.headline)
                Text(message.subject).foregroundStyle(.secondary)
            }
        }
        .listStyle(.plain)
        .navigationTitle("Inbox")
        .searchable(text: $query, prompt: "Search mail")
        .toolbar {
            ToolbarItem(placement: .topBarLeading) {
                EditButton()
            }
            ToolbarItem(placement: .topBarTrailing) {
                Button { } label: { Image(systemName: "square.and.pencil") }
            }
            ToolbarItemGroup(placement: .bottomBar) {
                Button("Filter") { }
                Text("Updated just now").font(.caption)
                Button { } label: { Image(systemName: "square.and.arrow.up") }
            }
        }
    }

    var tinted: some View {
        ScrollView {
            Text("An inline bar with its own background")
                .padding()
        }
        .navigationTitle("Settings")
        .navigationBarTitleDisplayMode(.inline)
        .toolbarBackground(Color.indigo, for: .navigationBar)
        .toolbarBackground(.visible, for: .navigationBar)
        .toolbarColorScheme(.dark, for: .navigationBar)
        .toolbar {
            Button("Done") { }
        }
    }
}
