#Preview {
    VStack(spacing: 0) {
        Text("Title")
            .font(.title.weight(.bold))
            .lineLimit(1)
            .multilineTextAlignment(.center)
            .padding(.top, 4)
        Color.blue.opacity(0.5)
            .aspectRatio(CGSize(width: 16, height: 9), contentMode: .fit)
            .cornerRadius(4)
        Rectangle()
            .stroke(Color.green, lineWidth: 2)
            .frame(minWidth: 10, idealWidth: 40, maxWidth: .infinity, minHeight: 20)
            .fixedSize(horizontal: true, vertical: false)
        Ellipse()
            .strokeBorder(.orange)
            .scaledToFit()
            .position(x: 50, y: 20)
            .layoutPriority(1)
        Text("Tap")
            .onTapGesture {}
            .background(alignment: .leading) {
                Color.yellow
                Color.pink
                    .frame(width: 2)
            }
            .environment(\.dynamicTypeSize, .xxLarge)
            .dynamicTypeSize(...DynamicTypeSize.xLarge)
    }
    .padding([.horizontal, .bottom], 8)
    .offset(CGSize(width: 1, height: 2))
}
