import SwiftUI

struct RatingView: View {
    let rating: Double
    var maximum = 5

    var body: some View {
        HStack(spacing: 2) {
            ForEach(1...maximum, id: \.self) { index in
                Image(systemName: symbol(for: index))
                    .foregroundStyle(.orange)
            }
            Text(rating, format: .number.precision(.fractionLength(1)))
                .foregroundStyle(.secondary)
                .padding(.leading, 4)
        }
        .font(.caption)
    }

    private func symbol(for index: Int) -> String {
        Double(index) <= rating.rounded() ? "star.fill" : "star"
    }
}

#Preview {
    RatingView(rating: 4.4)
}
