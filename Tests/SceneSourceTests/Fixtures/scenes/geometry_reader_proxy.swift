GeometryReader { proxy in
    HStack(spacing: 0) {
        Color.red
            .frame(width: proxy.size.width / 4)
        Color.blue
            .frame(width: proxy.frame(in: .local).width - proxy.size.width / 4)
    }
}
.frame(width: 200, height: 100)
