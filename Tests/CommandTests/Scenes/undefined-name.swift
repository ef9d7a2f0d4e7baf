VStack {
    Color.red
    Color.blue.frame(width: missing)
}
