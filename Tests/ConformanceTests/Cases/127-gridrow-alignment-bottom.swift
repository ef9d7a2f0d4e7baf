// source: https://developer.apple.com/documentation/swiftui/gridrow/init(alignment:content:) ("alignment: An optional VerticalAlignment for the row ... overrides the vertical component of the grid's alignment")
// proposal: 393x852
// expect-size: 68,40   // derived
// expect: 0.0.0 = 0,0,40,40   // derived
// expect: 0.0.1 = 48,20,20,20   // derived
// note: The 20-high cell sits at the bottom of the 40-high row, still centred horizontally in its 20-wide column.
Grid(horizontalSpacing: 8, verticalSpacing: 8) {
    GridRow(alignment: .bottom) {
        Color.red.frame(width: 40, height: 40)
        Color.blue.frame(width: 20, height: 20)
    }
}
