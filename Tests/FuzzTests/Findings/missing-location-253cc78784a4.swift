#Preview {
    Text("cafÿ")
}
