// Seed 003 (MatchedGeometryEffect 与 ScrollViewReader 实现索引栏: City, sampleCities, groupCities, IndexBar, CityListView).
// The article's code blocks, copied verbatim from shared/seeds/003_b14d5c4e689d8587.txt in the article's order;
// only these comment lines are added. The scene that shows it is ../seed-003-index-bar.scene.

import SwiftUI

// 城市模型
struct City: Identifiable {
    let id = UUID()
    let name: String
    // 城市名称的首字母，用于分组和索引
    var firstLetter: String {
        String(name.prefix(1)).uppercased()
    }
}

// 模拟城市数据
let sampleCities = [
    "北京", "上海", "广州", "深圳", "杭州",
    "成都", "重庆", "武汉", "西安", "苏州",
    "南京", "天津", "长沙", "郑州", "东莞",
    "青岛", "沈阳", "宁波", "昆明", "大连",
    "厦门", "合肥", "佛山", "福州", "哈尔滨",
    "济南", "温州", "长春", "石家庄", "南宁"
].map { City(name: $0) }

// 对城市进行分组，按照首字母排序
func groupCities(_ cities: [City]) -> [(letter: String, cities: [City])] {
    let grouped = Dictionary(grouping: cities) { $0.firstLetter }
    return grouped.map { ($0.key, $0.value) }.sorted { $0.letter < $1.letter }
}

struct IndexBar: View {
    let letters: [String]
    @Binding var selectedLetter: String
    @Namespace var indexNamespace
    
    var body: some View {
        VStack(spacing: 4) {
            ForEach(letters, id: \.self) { letter in
                Text(letter)
                    .font(.system(size: 12))
                    .frame(width: 24, height: 24)
                    .background(
                        // 选中的字母显示背景，配合MatchedGeometryEffect做动画
                        selectedLetter == letter ?
                        Circle().fill(Color.blue).matchedGeometryEffect(id: "selectedIndex", in: indexNamespace) :
                        Circle().fill(Color.clear)
                    )
                    .foregroundColor(selectedLetter == letter ? .white : .gray)
                    .onTapGesture {
                        // 点击时更新选中的字母，触发动画和滚动
                        withAnimation(.easeInOut(duration: 0.2)) {
                            selectedLetter = letter
                        }
                    }
            }
        }
        .padding(.vertical, 8)
        .padding(.horizontal, 4)
        .background(Color(.systemGray6).cornerRadius(12))
    }
}

struct CityListView: View {
    let groupedCities = groupCities(sampleCities)
    @State private var selectedLetter = ""
    // 滚动代理，用于外部触发滚动
    @State private var scrollProxy: ScrollViewProxy? = nil
    
    var body: some View {
        HStack(spacing: 0) {
            // 城市列表滚动视图
            ScrollViewReader { proxy in
                ScrollView {
                    LazyVStack(alignment: .leading, spacing: 0) {
                        ForEach(groupedCities, id: \.letter) { group in
                            // 分组标题，设置id为字母，用于滚动定位
                            Text(group.letter)
                                .font(.title3.bold())
                                .padding(.horizontal)
                                .padding(.top, 8)
                                .id(group.letter)
                            
                            // 分组内的城市列表
                            ForEach(group.cities) { city in
                                Text(city.name)
                                    .font(.body)
                                    .padding(.horizontal)
                                    .padding(.vertical, 6)
                                Divider()
                                    .padding(.horizontal)
                            }
                        }
                    }
                }
                .onAppear {
                    // 保存滚动代理
                    scrollProxy = proxy
                }
                // 监听选中的字母变化，触发滚动
                .onChange(of: selectedLetter) { newLetter in
                    guard !newLetter.isEmpty else { return }
                    withAnimation(.easeInOut(duration: 0.3)) {
                        proxy.scrollTo(newLetter, anchor: .top)
                    }
                }
            }
            
            // 右侧索引栏
            IndexBar(
                letters: groupedCities.map { $0.letter },
                selectedLetter: $selectedLetter
            )
            .padding(.trailing, 4)
        }
        .navigationTitle("城市列表")
    }
}
