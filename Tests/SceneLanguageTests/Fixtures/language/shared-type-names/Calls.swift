import SwiftUI

struct Calls: View {
    enum Filter: String, CaseIterable {
        case missed, recent, favourites
        var title: String { "#" + rawValue }
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
    var body: some View { Text("Calls: " + title) }
}

fileprivate enum Constants {
    static let footer = "calls footer"
}
