#Preview {
    Color.blue
        .frame(width: 100, height: 100)
        .overlay(alignment: .topTrailing) {
            Circle().fill(Color.red).frame(width: 20, height: 20).offset(x: 10, y: -10)
        }
        .padding(20)
        .position(x: 150, y: 120)
        .layoutPriority(1)
        .alignmentGuide(.leading) { d in d.width / 2 }
}
