import SwiftUI

/// Tags in a row; the selected one's capsule slides to the tag tapped.
struct TagChips: View {
    let tags: [String]
    @Binding var selected: String?
    @Namespace private var chip

    var body: some View {
        HStack(spacing: 8) {
            ForEach(tags, id: \.self) { tag in
                Text(tag)
                    .font(.subheadline.weight(.medium))
                    .padding(.horizontal, 14)
                    .padding(.vertical, 7)
                    .foregroundStyle(selected == tag ? Color.white : Color.primary)
                    .background {
                        if selected == tag {
                            Capsule()
                                .fill(Color.brand)
                                .matchedGeometryEffect(id: "chip", in: chip)
                        } else {
                            Capsule()
                                .stroke(Color.secondary.opacity(0.3), lineWidth: 1)
                        }
                    }
                    .onTapGesture {
                        withAnimation(.spring(response: 0.3, dampingFraction: 0.8)) {
                            selected = tag
                        }
                    }
            }
        }
    }
}

/// The chips with state of their own, for previews and the corpus scene.
struct TagChipsDemo: View {
    @State var selected: String? = "Food"
    var tags = ["Food", "Hiking", "Lakes"]

    var body: some View {
        TagChips(tags: tags, selected: $selected)
            .padding()
    }
}

#Preview("Tag chips") {
    TagChipsDemo()
}
