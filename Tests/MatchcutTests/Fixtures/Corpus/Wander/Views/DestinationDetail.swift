import SwiftUI

struct DestinationDetail: View {
    let destination: Destination
    let namespace: Namespace.ID
    var onClose: () -> Void = {}
    @State private var selectedTag: String?

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                Image(destination.imageName)
                    .resizable()
                    .aspectRatio(contentMode: .fill)
                    .frame(minWidth: 0, maxWidth: .infinity)
                    .frame(height: 300)
                    .clipped()
                    .matchedGeometryEffect(id: "image-\(destination.id)", in: namespace)
                VStack(alignment: .leading, spacing: 12) {
                    Text(destination.name)
                        .font(.largeTitle.bold())
                        .matchedGeometryEffect(id: "title-\(destination.id)", in: namespace, properties: .position)
                    HStack {
                        Text(destination.country)
                            .foregroundStyle(.secondary)
                        Spacer()
                        WeatherBadge(weather: destination.weather)
                    }
                    TagChips(tags: destination.tags, selected: $selectedTag)
                    Text(destination.about)
                        .font(.callout)
                    SectionCard("Itinerary", subtitle: "\(destination.stops.count) stops") {
                        ItineraryView(stops: destination.stops)
                    }
                    BookingBar(destination: destination)
                }
                .padding(.horizontal, 20)
            }
        }
        .ignoresSafeArea(edges: .top)
        .overlay(alignment: .topTrailing) {
            Button(action: onClose) {
                Image(systemName: "xmark")
                    .font(.system(size: 14, weight: .bold))
                    .foregroundStyle(.white)
                    .frame(width: 32, height: 32)
                    .background(Circle().fill(.black.opacity(0.4)))
            }
            .padding(.trailing, 16)
        }
    }
}

#Preview {
    @Namespace var namespace
    DestinationDetail(destination: Destination.samples[2], namespace: namespace)
}
