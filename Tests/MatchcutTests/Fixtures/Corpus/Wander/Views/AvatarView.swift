import SwiftUI

struct AvatarView: View {
    let initials: String
    var size: CGFloat = 44

    var body: some View {
        Text(initials)
            .font(.system(size: size * 0.4, weight: .semibold))
            .foregroundStyle(.white)
            .frame(width: size, height: size)
            .background(
                Circle().fill(
                    LinearGradient(colors: [.brand, .purple], startPoint: .topLeading, endPoint: .bottomTrailing)
                )
            )
    }
}

#Preview {
    AvatarView(initials: "AK", size: 64)
}
