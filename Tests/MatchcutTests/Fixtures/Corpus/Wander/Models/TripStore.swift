import Combine
import Foundation

/// The app's view model: the destinations, the one open in detail, and the saved ones.
final class TripStore: ObservableObject {
    @Published var destinations: [Destination]
    @Published var selected: Destination?
    @Published private(set) var favorites: Set<Int> = []
    @Published var selectedTag: String? = nil

    init(destinations: [Destination] = Destination.samples, favorites: Set<Int> = [3]) {
        self.destinations = destinations
        self.favorites = favorites
    }

    var saved: [Destination] {
        destinations.filter { favorites.contains($0.id) }
    }

    var allTags: [String] {
        Array(Set(destinations.flatMap(\.tags))).sorted()
    }

    func isFavorite(_ destination: Destination) -> Bool {
        favorites.contains(destination.id)
    }

    func toggleFavorite(_ destination: Destination) {
        if favorites.contains(destination.id) {
            favorites.remove(destination.id)
        } else {
            favorites.insert(destination.id)
        }
    }

    @MainActor
    func refresh(using client: TripClient = TripClient()) async {
        if let fresh = try? await client.destinations() {
            destinations = fresh
        }
    }
}

/// The network side, which no view reaches while it is drawn.
struct TripClient {
    var baseURL = URL(string: "https://api.example.com")!

    func destinations() async throws -> [Destination] {
        let (data, _) = try await URLSession.shared.data(from: baseURL.appendingPathComponent("destinations"))
        return try JSONDecoder().decode([DestinationDTO].self, from: data).map(\.model)
    }
}

private struct DestinationDTO: Decodable {
    let id: Int
    let name: String
    let country: String

    var model: Destination {
        Destination(id: id, name: name, country: country, imageName: "lake", nightlyPrice: 0, rating: 0)
    }
}
