import SwiftUI

struct DestinationCard: View {
    let destination: Destination
    let namespace: Namespace.ID
    var isFavorite: Bool

    init(_ destination: Destination, namespace: Namespace.ID, isFavorite: Bool = false) {
        self.destination = destination
        self.namespace = namespace
        self.isFavorite = isFavorite
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Image(destination.imageName)
                .resizable()
                .aspectRatio(contentMode: .fill)
                .frame(minWidth: 0, maxWidth: .infinity)
                .frame(height: 150)
                .clipped()
                .matchedGeometryEffect(id: "image-\(destination.id)", in: namespace)
                .overlay(alignment: .topTrailing) {
                    if isFavorite {
                        Image(systemName: "heart.fill")
                            .foregroundStyle(.white)
                            .padding(10)
                    }
                }
            VStack(alignment: .leading, spacing: 4) {
                Text(destination.name)
                    .font(.cardTitle)
                    .matchedGeometryEffect(id: "title-\(destination.id)", in: namespace, properties: .position)
                Text(destination.country)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                HStack {
                    RatingView(rating: destination.rating)
                    Spacer()
                    PriceTag(amount: destination.nightlyPrice)
                }
            }
            .padding(12)
        }
        .cardStyle()
    }
}

#Preview {
    @Namespace var namespace
    DestinationCard(Destination.samples[0], namespace: namespace, isFavorite: true)
        .padding()
}
