VStack(alignment: .leading, spacing: 4) {
    ForEach(0..<3) { index in
        Color.red
            .frame(width: CGFloat(index + 1) * 10, height: 10)
    }
    ForEach(["a", "b"], id: \.self) { name in
        Text(name)
    }
    Group {
        Spacer(minLength: 2)
        Divider()
    }
    if 2 > 1 && !false {
        Rectangle()
            .frame(height: 4)
    } else {
        EmptyView()
    }
    ForEach([10, 20], id: \.self) {
        Capsule()
            .frame(width: $0, height: 2)
    }
}
