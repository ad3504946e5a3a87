import SwiftUI

/// How many destinations each country has, two to a row.
struct StatsGrid: View {
    let destinations: [Destination]

    private let columns = [GridItem(.flexible(), spacing: 12), GridItem(.flexible(), spacing: 12)]

    private var byCountry: [(country: String, count: Int)] {
        Dictionary(grouping: destinations, by: \.country)
            .map { (country: $0.key, count: $0.value.count) }
            .sorted { $0.country < $1.country }
    }

    var body: some View {
        LazyVGrid(columns: columns, spacing: 12) {
            ForEach(byCountry, id: \.country) { entry in
                VStack(alignment: .leading, spacing: 2) {
                    Text("\(entry.count)")
                        .font(.title2.bold())
                    Text(entry.country)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding(12)
                .background(RoundedRectangle(cornerRadius: 12, style: .continuous).fill(Color.screenBackground))
            }
        }
    }
}

#Preview {
    StatsGrid(destinations: Destination.samples)
        .padding()
}
