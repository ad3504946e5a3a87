import SwiftUI

struct ProfileView: View {
    @ObservedObject var store: TripStore

    var body: some View {
        ScrollView {
            VStack(spacing: 20) {
                HStack(spacing: 16) {
                    AvatarView(initials: "AK", size: 64)
                    VStack(alignment: .leading, spacing: 4) {
                        Text("Alex Kim")
                            .font(.title2.bold())
                        Text("\(store.destinations.count) places · \(store.saved.count) saved")
                            .foregroundStyle(.secondary)
                    }
                    Spacer()
                }
                SectionCard("Countries", subtitle: "\(Set(store.destinations.map(\.country)).count) in all") {
                    StatsGrid(destinations: store.destinations)
                }
                SettingsRows()
            }
            .padding(.screenPadding)
            .padding(.bottom, 96)
        }
    }
}

#Preview {
    ProfileView(store: TripStore())
}
