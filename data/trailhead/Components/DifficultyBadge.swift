import SwiftUI

/// A capsule naming a trail's difficulty in its colour. It has no preview of its own: the
/// playground shows it with a sample difficulty (--view DifficultyBadge).
struct DifficultyBadge: View {
    let difficulty: Difficulty

    var body: some View {
        Text(difficulty.title)
            .font(.caption.weight(.semibold))
            .padding(.horizontal, Spacing.s)
            .padding(.vertical, Spacing.xs)
            .foregroundStyle(difficulty.color)
            .background(difficulty.color.opacity(0.15), in: Capsule())
    }
}
