import SwiftUI

struct Track: Identifiable {
    let id = UUID()
    let title: String
    let artist: String
    let duration: TimeInterval
}

final class PlayerModel: ObservableObject {
    @Published var queue: [Track] = [
        Track(title: "Midnight Drive", artist: "The Parallels", duration: 214),
        Track(title: "Paper Lanterns", artist: "Juniper Fields", duration: 187),
        Track(title: "Low Tide", artist: "Harbor Lights", duration: 243),
    ]
    @Published var currentIndex = 0
    @Published var elapsed: TimeInterval = 73
    @Published var isPlaying = true
    @Published var volume = 0.6

    var current: Track { queue[currentIndex] }
    var progress: Double { elapsed / current.duration }

    func next() {
        currentIndex = (currentIndex + 1) % queue.count
        elapsed = 0
    }

    func previous() {
        currentIndex = max(currentIndex - 1, 0)
        elapsed = 0
    }
}

func timeString(_ seconds: TimeInterval) -> String {
    let total = Int(seconds)
    return String(format: "%d:%02d", total / 60, total % 60)
}

struct PlaybackControls: View {
    @ObservedObject var player: PlayerModel

    var body: some View {
        HStack(spacing: 44) {
            Button(action: player.previous) {
                Image(systemName: "backward.fill")
            }
            Button {
                player.isPlaying.toggle()
            } label: {
                Image(systemName: player.isPlaying ? "pause.circle.fill" : "play.circle.fill")
                    .font(.system(size: 64))
            }
            Button(action: player.next) {
                Image(systemName: "forward.fill")
            }
        }
        .font(.title)
        .foregroundStyle(.primary)
    }
}

struct NowPlayingView: View {
    @StateObject private var player = PlayerModel()

    var body: some View {
        VStack(spacing: 28) {
            RoundedRectangle(cornerRadius: 24)
                .fill(LinearGradient(colors: [.pink, .purple, .indigo],
                                     startPoint: .topLeading, endPoint: .bottomTrailing))
                .aspectRatio(1, contentMode: .fit)
                .overlay {
                    Image(systemName: "music.note")
                        .font(.system(size: 96))
                        .foregroundColor(Color.white.opacity(0.8))
                }
                .shadow(radius: 20, y: 10)
                .scaleEffect(player.isPlaying ? 1 : 0.85)
                .padding(.horizontal, 24)

            HStack {
                VStack(alignment: .leading, spacing: 4) {
                    Text(player.current.title)
                        .font(.title2.bold())
                    Text(player.current.artist)
                        .font(.title3)
                        .foregroundStyle(.secondary)
                }
                Spacer()
                Image(systemName: "ellipsis.circle.fill")
                    .font(.title)
                    .foregroundStyle(.secondary)
            }

            VStack(spacing: 6) {
                GeometryReader { proxy in
                    ZStack(alignment: .leading) {
                        Capsule().fill(Color.secondary.opacity(0.25))
                        Capsule()
                            .fill(Color.primary)
                            .frame(width: proxy.size.width * player.progress)
                    }
                }
                .frame(height: 6)

                HStack {
                    Text(timeString(player.elapsed))
                    Spacer()
                    Text("-" + timeString(player.current.duration - player.elapsed))
                }
                .font(.caption.monospacedDigit())
                .foregroundStyle(.secondary)
            }

            PlaybackControls(player: player)

            HStack {
                Image(systemName: "speaker.fill")
                Slider(value: $player.volume)
                Image(systemName: "speaker.wave.3.fill")
            }
            .foregroundStyle(.secondary)

            Text("Up next: \(player.queue[(player.currentIndex + 1) % player.queue.count].title)")
                .font(.footnote)
                .foregroundStyle(.secondary)
        }
        .padding(24)
    }
}

#if DEBUG
#Preview {
    NowPlayingView()
}
#endif
