VStack {
    Color.red
    Foo()
}
