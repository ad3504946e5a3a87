import Foundation

struct Trip: Identifiable, Hashable {
    let id: Int
    let city: String
    let nights: Int

    var summary: String { "\(city) · \(nights) nights" }

    static let samples = [
        Trip(id: 1, city: "Lisbon", nights: 3),
        Trip(id: 2, city: "Kyoto", nights: 4),
    ]
}

/// Never reached by a scene: Matchcut does not evaluate it.
final class TripClient {
    private let session = URLSession.shared

    func fetchTrips() async throws -> [Trip] {
        let (data, _) = try await session.data(from: URL(string: "https://example.com/trips")!)
        return try JSONDecoder().decode([Trip].self, from: data)
    }
}
