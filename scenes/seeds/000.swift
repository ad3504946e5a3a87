// Seed 000 (SwiftUI matchedGeometryEffect 列表到详情页的 Hero 动画: CardItem, ListCard, DetailView, ContentView).
// The article's code blocks, copied verbatim from shared/seeds/000_69d4a74324427e69.txt in the article's order;
// only these comment lines are added. The scene that shows it is ../seed-000-card-grid.scene.

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
                .matchedGeometryEffect(id: "cover-\(item.id)", in: namespace)
            Text(item.title)
                .font(.title3.bold())
                .matchedGeometryEffect(id: "title-\(item.id)", in: namespace)
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
                    .matchedGeometryEffect(id: "cover-\(item.id)", in: namespace)
                Text(item.title)
                    .font(.largeTitle.bold())
                    .matchedGeometryEffect(id: "title-\(item.id)", in: namespace)
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

struct ContentView: View {
    @Namespace private var heroNamespace
    @State private var selectedItem: CardItem?
    @State private var showDetail = false
    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 160), spacing: 16)], spacing: 16) {
                    ForEach(sampleItems) { item in
                        ListCard(item: item,
                                 namespace: heroNamespace,
                                 selectedItem: $selectedItem,
                                 showDetail: $showDetail)
                    }
                }
                .padding()
            }
            .navigationDestination(isPresented: $showDetail) {
                if let selectedItem {
                    DetailView(item: selectedItem,
                               namespace: heroNamespace,
                               showDetail: $showDetail)
                }
            }
        }
    }
}
