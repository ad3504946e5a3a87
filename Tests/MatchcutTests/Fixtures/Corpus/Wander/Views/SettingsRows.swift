import SwiftUI

struct SettingsRows: View {
    @AppStorage("notifications") private var notifications = true
    @AppStorage("units") private var units = "Metric"

    private let rows: [(icon: String, title: String)] = [
        ("bell", "Notifications"),
        ("thermometer", "Units"),
        ("lock", "Privacy"),
    ]

    var body: some View {
        SectionCard("Settings") {
            VStack(spacing: 0) {
                ForEach(rows, id: \.title) { row in
                    HStack(spacing: 12) {
                        Image(systemName: row.icon)
                            .frame(width: 24)
                            .foregroundStyle(Color.brand)
                        Text(row.title)
                        Spacer()
                        Text(value(for: row.title))
                            .foregroundStyle(.secondary)
                        Image(systemName: "chevron.right")
                            .font(.caption)
                            .foregroundStyle(.tertiary)
                    }
                    .padding(.vertical, 10)
                    if row.title != rows.last?.title {
                        Divider()
                    }
                }
            }
        }
    }

    private func value(for title: String) -> String {
        switch title {
        case "Notifications": notifications ? "On" : "Off"
        case "Units": units
        default: ""
        }
    }
}

#Preview {
    SettingsRows()
        .padding()
}
