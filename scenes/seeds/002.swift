// Seed 002 (SwiftUI MatchedGeometryEffect 与 NavigationStack 路径如何实现深度链接共享元素动画: Item, ContentView, DetailView, DeepLinkRouter).
// The article's code blocks, copied verbatim from shared/seeds/002_1f996abb6b96e84b.txt in the article's order;
// only comment lines are added. The article's onOpenURL snippet, a modifier it places "on the root view",
// is attached to ContentView's NavigationStack, indented to fit. The scene that shows it is ../seed-002-navigation-deeplink.scene.

import SwiftUI

struct Item: Identifiable, Hashable {
    let id: Int
    let title: String
    let color: Color
}

struct ContentView: View {
    @Namespace private var animationNamespace
    @State private var path = NavigationPath()

    let items = [
        Item(id: 1, title: "SwiftUI 动画", color: .blue),
        Item(id: 2, title: "NavigationStack 导航", color: .green),
        Item(id: 3, title: "Matched Geometry", color: .orange)
    ]

    var body: some View {
        NavigationStack(path: $path) {
            List(items) { item in
                NavigationLink(value: item) {
                    HStack {
                        RoundedRectangle(cornerRadius: 8)
                            .fill(item.color)
                            .frame(width: 40, height: 40)
                            .matchedGeometryEffect(id: item.id, in: animationNamespace)
                        Text(item.title)
                    }
                }
            }
            .navigationDestination(for: Item.self) { item in
                DetailView(item: item, namespace: animationNamespace)
            }
        }
        // The article's onOpenURL handler, which it writes "on the root view" (its third block):
        .onOpenURL { url in
            guard let item = DeepLinkRouter.parse(url) else {
                return
            }
            path = NavigationPath()
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.05) {
                withAnimation(.spring(response: 0.4, dampingFraction: 0.8)) {
                    path.append(item)
                }
            }
        }
    }
}

struct DetailView: View {
    let item: Item
    let namespace: Namespace.ID

    var body: some View {
        VStack(spacing: 20) {
            RoundedRectangle(cornerRadius: 16)
                .fill(item.color)
                .frame(width: 200, height: 200)
                .matchedGeometryEffect(id: item.id, in: namespace)
            Text(item.title)
                .font(.largeTitle)
            Spacer()
        }
        .padding()
        .navigationTitle(item.title)
    }
}

struct DeepLinkRouter {
    static func parse(_ url: URL) -> Item? {
        guard url.scheme == "myapp",
              url.host == "item",
              let id = Int(url.lastPathComponent) else {
            return nil
        }
        return Item(id: id, title: "详情页 \(id)", color: .purple)
    }
}
