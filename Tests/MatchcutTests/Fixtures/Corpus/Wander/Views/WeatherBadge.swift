import SwiftUI

struct WeatherBadge: View {
    let weather: Weather

    private var tint: Color {
        switch weather {
        case .sunny: .orange
        case .rainy: .blue
        case .snow: .cyan
        }
    }

    var body: some View {
        HStack(spacing: 4) {
            Image(systemName: weather.symbol)
            Text(weather.label)
        }
        .pill(tint)
    }
}

#Preview {
    HStack {
        WeatherBadge(weather: .sunny(high: 24))
        WeatherBadge(weather: .rainy(chance: 70))
        WeatherBadge(weather: .snow)
    }
}
