import SwiftUI

/// A trail in the list: name and region on the leading side, the difficulty and the distance
/// on the trailing one; at accessibility sizes the two sides stack.
struct TrailRow: View {
    let trail: Trail
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    var body: some View {
        let layout = dynamicTypeSize.isAccessibilitySize
            ? AnyLayout(VStackLayout(alignment: .leading, spacing: Spacing.s))
            : AnyLayout(HStackLayout(alignment: .center, spacing: Spacing.m))
        layout {
            VStack(alignment: .leading, spacing: Spacing.xs) {
                HStack(spacing: Spacing.xs) {
                    Text(trail.name)
                        .font(.headline)
                    if trail.isFavorite {
                        Image(systemName: "heart.fill")
                            .foregroundStyle(.pink)
                            .font(.caption)
                    }
                }
                Text(trail.region)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer(minLength: 0)
            VStack(alignment: .trailing, spacing: Spacing.xs) {
                DifficultyBadge(difficulty: trail.difficulty)
                Text(trail.distanceKm, format: .number.precision(.fractionLength(1)))
                    .font(.subheadline.monospacedDigit())
                    + Text(" km").font(.subheadline)
            }
        }
        .padding(.vertical, Spacing.xs)
    }
}

#if DEBUG
#Preview("Trail row", traits: .sizeThatFitsLayout) {
    TrailRow(trail: .samples[0])
        .padding()
}
#endif
