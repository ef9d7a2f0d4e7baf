// source: https://developer.apple.com/documentation/swiftui/view/gridcolumnalignment(_:) ("Overrides the default horizontal alignment of the grid column that the view appears in")
// proposal: 393x852
// expect-size: 108,48   // derived
// expect: 0.0.0 = 0,0,80,20   // derived
// expect: 0.0.1 = 88,0,20,20   // derived
// expect: 0.1.0 = 50,28,30,20   // derived
// expect: 0.1.1 = 88,28,20,20   // derived
// note: The first column is 80 wide; its cells align to its trailing edge, so the 30-wide cell starts at 50.
Grid(horizontalSpacing: 8, verticalSpacing: 8) {
    GridRow {
        Color.red.frame(width: 80, height: 20)
        Color.blue.frame(width: 20, height: 20)
    }
    GridRow {
        Color.green.frame(width: 30, height: 20).gridColumnAlignment(.trailing)
        Color.yellow.frame(width: 20, height: 20)
    }
}
