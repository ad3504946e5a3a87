// Seed 001 (SwiftUI MatchedGeometryEffect 如何实现 Banner 轮播与视图的共享元素过渡动画: BannerView, ContentView).
// The article's code blocks, copied verbatim from shared/seeds/001_7ba244c1363af26e.txt in the article's order;
// only these comment lines are added. The scene that shows it is ../seed-001-banner.scene.

struct BannerView: View {
    let images = ["banner1", "banner2", "banner3"]
    @State private var currentIndex = 0
    private let timer = Timer.publish(every: 3, on: .main, in: .common).autoconnect()

    var body: some View {
        TabView(selection: $currentIndex) {
            ForEach(images.indices, id: \.self) { index in
                Image(images[index])
                    .resizable()
                    .scaledToFill()
                    .frame(height: 180)
                    .clipped()
                    .tag(index)
            }
        }
        .tabViewStyle(.page(indexDisplayMode: .never))
        .frame(height: 180)
        .onReceive(timer) { _ in
            withAnimation(.easeInOut) {
                currentIndex = (currentIndex + 1) % images.count
            }
        }
    }
}

struct ContentView: View {
    let images = ["banner1", "banner2", "banner3"]
    @State private var currentIndex = 0
    @State private var selectedBanner: Int? = nil
    @Namespace private var bannerNamespace
    private let timer = Timer.publish(every: 3, on: .main, in: .common).autoconnect()

    var body: some View {
        ZStack {
            if selectedBanner == nil {
                bannerList
            } else {
                detailView(index: selectedBanner!)
            }
        }
    }

    private var bannerList: some View {
        VStack(spacing: 0) {
            TabView(selection: $currentIndex) {
                ForEach(images.indices, id: \.self) { index in
                    Image(images[index])
                    .resizable()
                    .scaledToFill()
                    .frame(height: 180)
                    .clipped()
                    .matchedGeometryEffect(id: index, in: bannerNamespace, isSource: selectedBanner == nil)
                    .tag(index)
                    .onTapGesture {
                        withAnimation(.spring(response: 0.4, dampingFraction: 0.85)) {
                            selectedBanner = currentIndex
                        }
                    }
                }
            }
            .tabViewStyle(.page(indexDisplayMode: .never))
            .frame(height: 180)
            .onReceive(timer) { _ in
                guard selectedBanner == nil else { return }
                withAnimation(.easeInOut) {
                    currentIndex = (currentIndex + 1) % images.count
                }
            }

            // 页码指示器
            HStack(spacing: 6) {
                ForEach(images.indices, id: \.self) { index in
                    Capsule()
                        .fill(index == currentIndex ? Color.white : Color.gray.opacity(0.5))
                        .frame(width: index == currentIndex ? 18 : 6, height: 4)
                }
            }
            .padding(.top, 8)

            Spacer()
        }
    }

    private func detailView(index: Int) -> some View {
        VStack(spacing: 16) {
            Image(images[index])
                .resizable()
                .scaledToFill()
                .frame(height: 300)
                .clipped()
                .matchedGeometryEffect(id: index, in: bannerNamespace, isSource: selectedBanner != nil)
                .onTapGesture {
                    withAnimation(.spring(response: 0.4, dampingFraction: 0.85)) {
                        selectedBanner = nil
                    }
                }
            Text("这是第 \(index + 1) 张Banner的详情内容")
                .font(.title3)
                .padding()
            Spacer()
        }
        .background(Color.white.ignoresSafeArea())
    }
}
