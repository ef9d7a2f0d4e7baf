import SwiftUI

/// One figure of a trail (distance, climb, time) over its label.
struct StatTile: View {
    let value: String
    let label: String
    var systemImage: String? = nil

    var body: some View {
        VStack(spacing: Spacing.xs) {
            if let systemImage {
                Image(systemName: systemImage)
                    .foregroundStyle(Color.trailGreen)
            }
            Text(value)
                .font(.statValue)
                .lineLimit(1)
                .minimumScaleFactor(0.8)
            Text(label)
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity)
        .padding(.vertical, Spacing.m)
        .cardStyle(padding: 0)
    }
}

#if DEBUG
#Preview("Stat tile", traits: .sizeThatFitsLayout) {
    StatTile(value: "12.4 km", label: "Distance", systemImage: "figure.walk")
        .frame(width: 120)
        .padding()
}
#endif
