import SwiftUI

struct ItineraryView: View {
    let stops: [String]

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            ForEach(Array(stops.enumerated()), id: \.offset) { index, stop in
                HStack(spacing: 12) {
                    Text("\(index + 1)")
                        .font(.caption.bold())
                        .foregroundStyle(.white)
                        .frame(width: 24, height: 24)
                        .background(Circle().fill(Color.brand))
                    Text(stop)
                    Spacer()
                }
            }
        }
    }
}

#Preview {
    ItineraryView(stops: ["Shibuya", "Asakusa"])
        .padding()
}
