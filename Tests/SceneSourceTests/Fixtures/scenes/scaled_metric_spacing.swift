struct Badge: View {
    @ScaledMetric var spacing = 8
    @Environment(\.dynamicTypeSize) var size
    var label: String = "New"

    var body: some View {
        HStack(spacing: spacing) {
            Circle()
                .frame(width: size >= .xxLarge ? 20 : 10, height: 10)
            Text("\(label) \(spacing)")
        }
    }
}

#Preview("Badges") {
    VStack {
        Badge()
        Badge(label: "Old")
            .dynamicTypeSize(.accessibility1)
    }
}
