import SwiftUI

/// The app's first screen: favourites in a horizontal strip, then every trail.
struct TrailListScreen: View {
    @EnvironmentObject private var store: TrailStore

    var body: some View {
        NavigationStack {
            List {
                if !store.favorites.isEmpty {
                    Section("Favorites") {
                        ScrollView(.horizontal, showsIndicators: false) {
                            HStack(spacing: Spacing.m) {
                                ForEach(store.favorites) { trail in
                                    FavoriteCard(trail: trail)
                                }
                            }
                        }
                        .listRowInsets(EdgeInsets(top: Spacing.s, leading: Spacing.l, bottom: Spacing.s, trailing: Spacing.l))
                    }
                }
                Section("All trails") {
                    ForEach(store.trails) { trail in
                        TrailRow(trail: trail)
                    }
                }
            }
            .navigationTitle("Trails")
        }
    }
}

/// A favourite trail as a small card in the strip.
struct FavoriteCard: View {
    let trail: Trail

    var body: some View {
        VStack(alignment: .leading, spacing: Spacing.xs) {
            Text(trail.name)
                .font(.subheadline.weight(.semibold))
                .lineLimit(1)
            Text("\(trail.distanceKm, specifier: "%.1f") km")
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .frame(width: 140, alignment: .leading)
        .cardStyle(padding: Spacing.m)
    }
}

#if DEBUG
#Preview("Trail list") {
    TrailListScreen()
        .environmentObject(TrailStore.preview)
}
#endif
