import SwiftUI

/// The app's card hero: a card in a list opens into its detail, the card's colour and title
/// flying with matchedGeometryEffect. This folder plays the app's own sources; the example
/// package's scene reads this file with sources(…), so the test checks the code the app runs.
struct CardHero: View {
    @State private var open = false
    @Namespace private var hero

    var body: some View {
        ZStack {
            if open {
                RoundedRectangle(cornerRadius: 0)
                    .fill(Color.blue)
                    .matchedGeometryEffect(id: "card", in: hero)
                    .ignoresSafeArea()
                Text("Detail")
                    .font(.title)
                    .foregroundStyle(Color.white)
                    .matchedGeometryEffect(id: "title", in: hero)
            } else {
                VStack {
                    ZStack {
                        RoundedRectangle(cornerRadius: 12)
                            .fill(Color.blue)
                            .matchedGeometryEffect(id: "card", in: hero)
                        Text("Card")
                            .font(.headline)
                            .foregroundStyle(Color.white)
                            .matchedGeometryEffect(id: "title", in: hero)
                    }
                    .frame(width: 100, height: 64)
                    Spacer()
                }
                .padding(.top, 20)
            }
        }
    }
}

#Preview {
    CardHero()
}
