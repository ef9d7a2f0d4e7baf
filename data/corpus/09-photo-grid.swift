import SwiftUI

struct Photo: Identifiable {
    let id = UUID()
    let assetName: String
    let hue: Double
    let isFavorite: Bool
    let isVideo: Bool
    let duration: Int
}

extension Photo {
    static let samples: [Photo] = (0..<24).map { index in
        Photo(assetName: "photo-\(index)",
              hue: Double(index) / 24.0,
              isFavorite: index % 5 == 0,
              isVideo: index % 7 == 3,
              duration: 12 + index * 3)
    }
}

struct PhotoCell: View {
    let photo: Photo

    var body: some View {
        Rectangle()
            .fill(Color(hue: photo.hue, saturation: 0.45, brightness: 0.85))
            .aspectRatio(1, contentMode: .fit)
            .overlay {
                Image(systemName: "photo")
                    .font(.title2)
                    .foregroundColor(Color.white.opacity(0.7))
            }
            .overlay(alignment: .bottomLeading) {
                if photo.isFavorite {
                    Image(systemName: "heart.fill")
                        .font(.caption)
                        .foregroundStyle(.white)
                        .padding(6)
                }
            }
            .overlay(alignment: .bottomTrailing) {
                if photo.isVideo {
                    Text(String(format: "%d:%02d", photo.duration / 60, photo.duration % 60))
                        .font(.caption2.monospacedDigit())
                        .foregroundStyle(.white)
                        .padding(6)
                }
            }
            .clipped()
    }
}

struct PhotoGridView: View {
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    let photos: [Photo]

    private var columns: [GridItem] {
        let count = horizontalSizeClass == .regular ? 6 : 3
        return Array(repeating: GridItem(.flexible(), spacing: 2), count: count)
    }

    private var favoriteCount: Int {
        photos.filter(\.isFavorite).count
    }

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: columns, spacing: 2) {
                    ForEach(photos) { photo in
                        PhotoCell(photo: photo)
                    }
                }

                Text("\(photos.count) Photos, \(favoriteCount) Favorites")
                    .font(.footnote.weight(.semibold))
                    .foregroundStyle(.secondary)
                    .padding(.vertical, 24)
            }
            .navigationTitle("Library")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button("Select") {}
                }
            }
        }
    }
}

#if DEBUG
#Preview {
    PhotoGridView(photos: Photo.samples)
}

#Preview("Regular width") {
    PhotoGridView(photos: Photo.samples)
        .environment(\.horizontalSizeClass, .regular)
}
#endif
