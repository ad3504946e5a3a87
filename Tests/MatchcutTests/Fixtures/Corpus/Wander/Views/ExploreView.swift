import SwiftUI

/// The app's root: the tab's page under the floating tab bar, and a destination's detail
/// flying out of its card.
struct ExploreView: View {
    @StateObject private var store = TripStore()
    @State private var tab: AppTab = .explore
    @Namespace private var hero

    var body: some View {
        ZStack(alignment: .bottom) {
            Color.screenBackground.ignoresSafeArea()
            if let selected = store.selected {
                DestinationDetail(destination: selected, namespace: hero) {
                    withAnimation(.spring(response: 0.45, dampingFraction: 0.85)) {
                        store.selected = nil
                    }
                }
                .background(Color.cardBackground.ignoresSafeArea())
                .zIndex(1)
            } else {
                page
                TabBar(selection: $tab)
                    .padding(.horizontal, 40)
            }
        }
    }

    @ViewBuilder
    private var page: some View {
        switch tab {
        case .explore:
            VStack(spacing: 0) {
                ExploreHeader()
                DestinationList(store: store, namespace: hero)
            }
        case .saved:
            SavedView(store: store)
        case .profile:
            ProfileView(store: store)
        }
    }
}

#Preview("Light") {
    ExploreView()
}

#Preview("Dark") {
    ExploreView()
        .preferredColorScheme(.dark)
}
