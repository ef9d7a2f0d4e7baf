import SwiftUI

/// A rounded card on the secondary background, the app's one container style.
struct CardStyle: ViewModifier {
    var padding: CGFloat = Spacing.l

    func body(content: Content) -> some View {
        content
            .padding(padding)
            .background(Color.cardBackground, in: RoundedRectangle(cornerRadius: 16, style: .continuous))
    }
}

extension View {
    func cardStyle(padding: CGFloat = Spacing.l) -> some View {
        modifier(CardStyle(padding: padding))
    }
}
