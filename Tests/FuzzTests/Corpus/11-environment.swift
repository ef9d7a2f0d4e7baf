import SwiftUI

struct Card: View {
    @Environment(\.dynamicTypeSize) var size
    @ScaledMetric var spacing: CGFloat = 10
    let title: String
    let subtitle: String

    var body: some View {
        VStack(alignment: .leading, spacing: spacing) {
            Text(title).font(.headline)
            Text(subtitle).font(.subheadline).foregroundStyle(.secondary)
            if size >= .accessibility1 {
                Text("Large type")
            }
        }
        .padding()
        .background(RoundedRectangle(cornerRadius: 12).fill(Color.white))
    }
}

#Preview {
    Card(title: "Weather", subtitle: "Sunny, 21°, light wind from the west")
        .environment(\.layoutDirection, .rightToLeft)
}
