struct B: View {
    var body: some View {
        HStack {
            ForEach(0..<2, id: \.self) { _ in
                B()
            }
        }
    }
}

#Preview {
    B()
}
