import SwiftUI

extension Color {
    /// From the asset catalog: blue in light appearance, a lighter blue in dark.
    static let brand = Color("Brand")
    static let cardBackground = Color("CardBackground")
    static let screenBackground = Color("ScreenBackground")
}

extension Font {
    static let cardTitle = Font.system(size: 20, weight: .bold)
    static let badge = Font.caption.weight(.semibold)
}

extension CGFloat {
    static let cardRadius: CGFloat = 20
    static let screenPadding: CGFloat = 16
}
