import Foundation

#if DEBUG
extension Trail {
    static let samples: [Trail] = [
        Trail(name: "Lakeshore Loop", region: "Silver Lake", distanceKm: 6.2, elevationGain: 120, difficulty: .easy, rating: 4.6, isFavorite: true),
        Trail(name: "Eagle Ridge Traverse", region: "North Cascades", distanceKm: 14.8, elevationGain: 1_150, difficulty: .hard, rating: 4.9, isFavorite: true),
        Trail(name: "Fern Gully", region: "Redwood Hollow", distanceKm: 9.5, elevationGain: 380, difficulty: .moderate, rating: 4.2),
        Trail(name: "Summit Spur", region: "Granite Peak", distanceKm: 4.1, elevationGain: 610, difficulty: .hard, rating: 4.4),
    ]
}

extension TrailStore {
    static var preview: TrailStore {
        TrailStore(trails: Trail.samples)
    }
}
#endif
