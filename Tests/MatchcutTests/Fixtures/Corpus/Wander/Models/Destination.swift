import Foundation

struct Destination: Identifiable, Hashable {
    let id: Int
    let name: String
    let country: String
    let imageName: String
    let nightlyPrice: Double
    let rating: Double
    var tags: [String] = []
    var weather: Weather = .sunny(high: 24)
    var stops: [String] = []

    var about: String {
        "\(name) in \(country): \(tags.prefix(2).joined(separator: " and ").lowercased()), from \(nightlyPrice.formatted()) € a night."
    }
}

enum Weather: Hashable {
    case sunny(high: Int)
    case rainy(chance: Int)
    case snow

    var symbol: String {
        switch self {
        case .sunny: "sun.max.fill"
        case .rainy: "cloud.rain"
        case .snow: "snowflake"
        }
    }

    var label: String {
        switch self {
        case let .sunny(high): "\(high)°"
        case let .rainy(chance) where chance > 50: "Rain likely"
        case let .rainy(chance): "\(chance)% rain"
        case .snow: "Snow"
        }
    }
}

extension Destination {
    static let samples: [Destination] = [
        Destination(id: 1, name: "Lake Bled", country: "Slovenia", imageName: "lake", nightlyPrice: 140, rating: 4.8,
                    tags: ["Lakes", "Hiking", "Castles"], weather: .sunny(high: 22), stops: ["Bled Castle", "Vintgar Gorge", "Lake Bohinj"]),
        Destination(id: 2, name: "Black Forest", country: "Germany", imageName: "forest", nightlyPrice: 95, rating: 4.6,
                    tags: ["Forests", "Spas", "Food"], weather: .rainy(chance: 60), stops: ["Freiburg", "Triberg Falls", "Baden-Baden"]),
        Destination(id: 3, name: "Tokyo", country: "Japan", imageName: "city", nightlyPrice: 180, rating: 4.9,
                    tags: ["Food", "Nightlife", "Design"], weather: .sunny(high: 27), stops: ["Shibuya", "Asakusa", "Shimokitazawa"]),
        Destination(id: 4, name: "Dolomites", country: "Italy", imageName: "mountains", nightlyPrice: 160, rating: 4.4,
                    tags: ["Hiking", "Skiing"], weather: .snow, stops: ["Cortina", "Seceda", "Tre Cime"]),
    ]
}
