import SwiftUI

struct SavedView: View {
    @ObservedObject var store: TripStore

    var body: some View {
        if store.saved.isEmpty {
            EmptyStateView(title: "Nothing saved yet", message: "Tap the heart on a place to keep it here.", systemImage: "heart")
        } else {
            ScrollView {
                VStack(alignment: .leading, spacing: 12) {
                    Text("Saved").font(.largeTitle.bold())
                    ForEach(store.saved) { destination in
                        HStack(spacing: 12) {
                            Image(destination.imageName)
                                .resizable()
                                .aspectRatio(contentMode: .fill)
                                .frame(width: 64, height: 64)
                                .clipShape(RoundedRectangle(cornerRadius: 12, style: .continuous))
                            VStack(alignment: .leading, spacing: 2) {
                                Text(destination.name).font(.headline)
                                Text(destination.country).font(.subheadline).foregroundStyle(.secondary)
                            }
                            Spacer()
                            PriceTag(amount: destination.nightlyPrice)
                        }
                        .padding(10)
                        .cardStyle(cornerRadius: 16)
                    }
                }
                .padding(.screenPadding)
            }
        }
    }
}

#Preview("Empty") {
    SavedView(store: TripStore(favorites: []))
}
