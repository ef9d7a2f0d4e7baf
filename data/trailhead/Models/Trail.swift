import Foundation

/// A hiking trail, as the list and the detail screen show it.
struct Trail: Identifiable, Hashable {
    let id: UUID
    var name: String
    var region: String
    var distanceKm: Double
    var elevationGain: Int
    var difficulty: Difficulty
    var rating: Double
    var isFavorite: Bool

    init(name: String, region: String, distanceKm: Double, elevationGain: Int,
         difficulty: Difficulty, rating: Double, isFavorite: Bool = false) {
        self.id = UUID()
        self.name = name
        self.region = region
        self.distanceKm = distanceKm
        self.elevationGain = elevationGain
        self.difficulty = difficulty
        self.rating = rating
        self.isFavorite = isFavorite
    }

    /// About 4 km an hour, plus an hour for every 600 m climbed.
    var estimatedHours: Double {
        distanceKm / 4 + Double(elevationGain) / 600
    }
}

enum Difficulty: String, CaseIterable, Identifiable {
    case easy, moderate, hard

    var id: String { rawValue }
    var title: String { rawValue.capitalized }
}
