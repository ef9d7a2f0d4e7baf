import SwiftUI

/// The trails the app knows, shared by its screens through the environment.
final class TrailStore: ObservableObject {
    @Published var trails: [Trail]
    @Published var units: Units = .metric

    enum Units {
        case metric, imperial
    }

    init(trails: [Trail] = []) {
        self.trails = trails
    }

    var favorites: [Trail] {
        trails.filter(\.isFavorite)
    }
}
