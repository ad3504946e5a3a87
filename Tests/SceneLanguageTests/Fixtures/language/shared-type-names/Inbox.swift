import SwiftUI

struct Inbox: View {
    enum Filter: String, CaseIterable {
        case all, unread
        var title: String { rawValue.capitalized }
    }

    var body: some View {
        VStack {
            ForEach(Filter.allCases, id: \.self) { Row(title: $0.title) }
            Text(Constants.footer)
        }
    }
}

private struct Row: View {
    let title: String
    var body: some View { Text("Inbox: " + title) }
}

fileprivate enum Constants {
    static let footer = "inbox footer"
}
