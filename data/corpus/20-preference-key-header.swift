import SwiftUI

struct ScrollOffsetKey: PreferenceKey {
    static var defaultValue: CGFloat = 0

    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = nextValue()
    }
}

struct HeaderHeightKey: PreferenceKey {
    static var defaultValue: CGFloat = 0

    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = max(value, nextValue())
    }
}

struct Episode: Identifiable {
    let id = UUID()
    let number: Int
    let title: String
    let minutes: Int
}

extension Episode {
    static let samples: [Episode] = (1...12).map {
        Episode(number: $0, title: "Episode \($0): Layout Deep Dive", minutes: 20 + ($0 * 7) % 25)
    }
}

struct ShowDetailView: View {
    let episodes: [Episode]
    @State private var offset: CGFloat = 0
    @State private var headerHeight: CGFloat = 0

    private var collapseProgress: Double {
        guard headerHeight > 0 else { return 0 }
        return min(max(-offset / headerHeight, 0), 1)
    }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 0) {
                header
                    .background(
                        GeometryReader { proxy in
                            Color.clear
                                .preference(key: ScrollOffsetKey.self,
                                            value: proxy.frame(in: .named("scroll")).minY)
                                .preference(key: HeaderHeightKey.self, value: proxy.size.height)
                        }
                    )

                LazyVStack(alignment: .leading, spacing: 0) {
                    ForEach(episodes) { episode in
                        HStack {
                            Text("\(episode.number)")
                                .font(.headline.monospacedDigit())
                                .foregroundStyle(.secondary)
                                .frame(width: 32)
                            Text(episode.title)
                            Spacer()
                            Text("\(episode.minutes) min")
                                .font(.caption)
                                .foregroundStyle(.secondary)
                        }
                        .padding()
                        Divider().padding(.leading, 48)
                    }
                }
            }
        }
        .coordinateSpace(name: "scroll")
        .onPreferenceChange(ScrollOffsetKey.self) { offset = $0 }
        .onPreferenceChange(HeaderHeightKey.self) { headerHeight = $0 }
        .overlay(alignment: .top) {
            Text("Layout Radio")
                .font(.headline)
                .frame(maxWidth: .infinity)
                .padding(.vertical, 12)
                .background(.bar)
                .opacity(collapseProgress)
        }
    }

    private var header: some View {
        VStack(spacing: 12) {
            RoundedRectangle(cornerRadius: 20)
                .fill(Color.teal.gradient)
                .frame(width: 160, height: 160)
                .overlay(Image(systemName: "mic.fill").font(.system(size: 56)).foregroundColor(.white))
                .scaleEffect(1 - collapseProgress * 0.3)
            Text("Layout Radio")
                .font(.title.bold())
            Text("Weekly conversations about views, stacks and frames.")
                .font(.subheadline)
                .foregroundStyle(.secondary)
                .multilineTextAlignment(.center)
            Text("Offset: \(Int(offset)) pt")
                .font(.caption.monospaced())
                .foregroundStyle(.tertiary)
        }
        .padding(.vertical, 32)
        .padding(.horizontal)
        .frame(maxWidth: .infinity)
    }
}

#if DEBUG
struct ShowDetailView_Previews: PreviewProvider {
    static var previews: some View {
        ShowDetailView(episodes: Episode.samples)
    }
}
#endif
