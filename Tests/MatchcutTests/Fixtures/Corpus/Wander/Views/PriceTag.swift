import SwiftUI

struct PriceTag: View {
    let amount: Double
    var unit = "night"

    private var price: String {
        String(format: "€%.0f", amount)
    }

    var body: some View {
        HStack(alignment: .firstTextBaseline, spacing: 2) {
            Text(price)
                .font(.headline)
            Text("/ \(unit)")
                .font(.caption)
                .foregroundStyle(.secondary)
        }
    }
}

#Preview {
    PriceTag(amount: 140)
}
