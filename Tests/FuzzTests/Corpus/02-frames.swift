#Preview {
    HStack {
        Color.orange
            .frame(minWidth: 10, idealWidth: 50, maxWidth: 100, minHeight: 20, maxHeight: .infinity)
        Text("Hello, World!")
            .frame(width: 60, height: 40, alignment: .topLeading)
            .border(Color.black)
        Rectangle()
            .fill(Color.green)
            .aspectRatio(1.5, contentMode: .fit)
            .frame(maxWidth: 200)
    }
    .frame(width: 320, height: 200)
}
