/// The app's card hero, as a Matchcut scene: a card in a list opens into its detail, the
/// card's colour and title flying with matchedGeometryEffect.
public enum CardScene {
    public static let source = """
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

    scene("Card hero") {
        canvas(width: 160, height: 240, scale: 2)
        fps(30)
        root(CardHero())
        timeline {
            wait(0.2)
            withAnimation(.spring(duration: 0.5)) { open = true }
            wait(0.2)
        }
    }
    """
}
