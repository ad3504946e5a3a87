import SwiftUI

enum AppTab: String, CaseIterable, Identifiable {
    case explore, saved, profile

    var id: Self { self }

    var title: String { rawValue.capitalized }

    var systemImage: String {
        switch self {
        case .explore: "map"
        case .saved: "heart"
        case .profile: "person.crop.circle"
        }
    }
}

/// The floating tab bar: the selected tab's capsule slides to the tab tapped.
struct TabBar: View {
    @Binding var selection: AppTab
    @Namespace private var indicator

    var body: some View {
        HStack(spacing: 4) {
            ForEach(AppTab.allCases) { tab in
                VStack(spacing: 2) {
                    Image(systemName: tab.systemImage)
                        .font(.system(size: 17, weight: .semibold))
                    Text(tab.title)
                        .font(.caption2)
                }
                .foregroundStyle(selection == tab ? Color.brand : Color.secondary)
                .frame(maxWidth: .infinity)
                .padding(.vertical, 8)
                .background {
                    if selection == tab {
                        Capsule()
                            .fill(Color.brand.opacity(0.14))
                            .matchedGeometryEffect(id: "selected-tab", in: indicator)
                    }
                }
                .onTapGesture {
                    withAnimation(.spring(response: 0.35, dampingFraction: 0.8)) {
                        selection = tab
                    }
                }
            }
        }
        .padding(6)
        .background(Capsule().fill(Color.cardBackground))
        .shadow(color: .black.opacity(0.12), radius: 12, x: 0, y: 6)
    }
}

#Preview("Tab bar") {
    TabBar(selection: .constant(.saved))
        .padding()
}
