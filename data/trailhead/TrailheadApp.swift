// Trailhead: a small hiking app, the playground's own example of a whole app folder
// (layout-playground list data/trailhead). Models, theme, components and screens live in
// their own files; previews sit inside #if DEBUG as Xcode writes them, and DifficultyBadge
// has no preview at all (layout-playground layout data/trailhead --view DifficultyBadge).
import SwiftUI

@main
struct TrailheadApp: App {
    @StateObject private var store = TrailStore()

    var body: some Scene {
        WindowGroup {
            TrailListScreen()
                .environmentObject(store)
        }
    }
}
