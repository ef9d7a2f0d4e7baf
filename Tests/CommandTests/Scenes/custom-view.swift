struct Badge: View {
    var side: CGFloat = 20

    var body: some View {
        Color.orange.frame(width: side, height: side)
    }
}

#Preview {
    HStack(spacing: 0) {
        Badge()
        Badge(side: 40)
    }
}
