import SwiftUI

struct BookingBar: View {
    let destination: Destination
    var nights = 3

    private var total: Double { destination.nightlyPrice * Double(nights) }

    var body: some View {
        HStack {
            VStack(alignment: .leading, spacing: 2) {
                Text(String(format: "€%.0f total", total))
                    .font(.headline)
                Text("\(nights) nights")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            Button {
                // Booking runs in the app; a render only shows the button.
            } label: {
                Text("Book")
                    .font(.headline)
                    .foregroundStyle(.white)
                    .padding(.horizontal, 28)
                    .padding(.vertical, 12)
                    .background(Capsule().fill(Color.brand))
            }
        }
        .padding(.screenPadding)
        .cardStyle()
    }
}

#Preview {
    BookingBar(destination: Destination.samples[0])
        .padding()
}
