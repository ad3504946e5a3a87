import SwiftUI

struct TripRow: View {
    let trip: Trip

    var body: some View {
        Text(trip.summary)
            .rowTitle()
    }
}

extension View {
    func rowTitle() -> some View {
        font(.headline).padding(8)
    }
}

#Preview {
    TripRow(trip: Trip.samples[0])
}
