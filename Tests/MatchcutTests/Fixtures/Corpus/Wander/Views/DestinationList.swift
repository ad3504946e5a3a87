import SwiftUI

/// The card list the view model drives.
struct DestinationList: View {
    @ObservedObject var store: TripStore
    let namespace: Namespace.ID

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 16) {
                ForEach(store.destinations) { destination in
                    DestinationCard(destination, namespace: namespace, isFavorite: store.isFavorite(destination))
                        .onTapGesture {
                            withAnimation(.spring(response: 0.45, dampingFraction: 0.85)) {
                                store.selected = destination
                            }
                        }
                }
            }
            .padding(.horizontal, .screenPadding)
            .padding(.bottom, 96)
        }
    }
}

#Preview {
    @Namespace var namespace
    DestinationList(store: TripStore(), namespace: namespace)
}
