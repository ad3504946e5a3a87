import SwiftUI

struct ExploreHeader: View {
    @Environment(\.colorScheme) private var colorScheme
    var name = "Alex"

    private var today: String {
        Date().formatted(date: .abbreviated, time: .omitted)
    }

    var body: some View {
        HStack(alignment: .center) {
            VStack(alignment: .leading, spacing: 2) {
                Text(today.uppercased())
                    .font(.caption.weight(.semibold))
                    .foregroundStyle(.secondary)
                Text("Where to next, \(name)?")
                    .font(.title2.bold())
            }
            Spacer()
            AvatarView(initials: String(name.prefix(1)), size: 40)
                .opacity(colorScheme == .dark ? 0.9 : 1)
        }
        .padding(.horizontal, .screenPadding)
        .padding(.vertical, 8)
    }
}

#Preview {
    ExploreHeader()
}
