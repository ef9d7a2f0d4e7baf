import SwiftUI

/// One trail: its title, three figures side by side (or stacked when they do not fit), and
/// the actions.
struct TrailDetailScreen: View {
    let trail: Trail
    @State private var isSaved = false

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: Spacing.l) {
                VStack(alignment: .leading, spacing: Spacing.xs) {
                    Text(trail.name)
                        .font(.trailTitle)
                    HStack(spacing: Spacing.s) {
                        Text(trail.region)
                            .foregroundStyle(.secondary)
                        DifficultyBadge(difficulty: trail.difficulty)
                    }
                }
                ViewThatFits(in: .horizontal) {
                    HStack(spacing: Spacing.m) { stats }
                    VStack(spacing: Spacing.m) { stats }
                }
                HStack(spacing: Spacing.m) {
                    Button {
                        isSaved.toggle()
                    } label: {
                        Label(isSaved ? "Saved" : "Save", systemImage: isSaved ? "bookmark.fill" : "bookmark")
                            .frame(maxWidth: .infinity)
                    }
                    .buttonStyle(.bordered)
                    Button {
                    } label: {
                        Label("Start", systemImage: "figure.hiking")
                            .frame(maxWidth: .infinity)
                    }
                    .buttonStyle(.borderedProminent)
                    .tint(.trailGreen)
                }
            }
            .padding(Spacing.l)
        }
    }

    @ViewBuilder private var stats: some View {
        StatTile(value: String(format: "%.1f km", trail.distanceKm), label: "Distance", systemImage: "map")
        StatTile(value: "\(trail.elevationGain) m", label: "Climb", systemImage: "mountain.2")
        StatTile(value: String(format: "%.1f h", trail.estimatedHours), label: "Time", systemImage: "clock")
    }
}

#if DEBUG
struct TrailDetailScreen_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            TrailDetailScreen(trail: .samples[1])
                .previewDisplayName("Detail")
            TrailDetailScreen(trail: .samples[1])
                .environment(\.dynamicTypeSize, .accessibility2)
                .previewDisplayName("Detail, accessibility size")
        }
    }
}
#endif
