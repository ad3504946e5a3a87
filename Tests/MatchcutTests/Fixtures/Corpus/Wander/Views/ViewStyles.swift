import SwiftUI

/// A capsule label tinted with one colour.
struct PillModifier: ViewModifier {
    var tint: Color

    func body(content: Content) -> some View {
        content
            .font(.badge)
            .padding(.horizontal, 10)
            .padding(.vertical, 5)
            .foregroundStyle(tint)
            .background(Capsule().fill(tint.opacity(0.15)))
    }
}

extension View {
    func cardStyle(cornerRadius: CGFloat = .cardRadius) -> some View {
        self
            .background(Color.cardBackground)
            .clipShape(RoundedRectangle(cornerRadius: cornerRadius, style: .continuous))
            .shadow(color: .black.opacity(0.08), radius: 8, x: 0, y: 4)
    }

    func sectionHeader() -> some View {
        font(.title3.weight(.semibold))
            .frame(maxWidth: .infinity, alignment: .leading)
    }

    func pill(_ tint: Color = .brand) -> some View {
        modifier(PillModifier(tint: tint))
    }
}

#Preview("Styles") {
    VStack(spacing: 16) {
        Text("Section").sectionHeader()
        Text("Card").padding().cardStyle()
        Text("Pill").pill()
    }
    .padding()
}
