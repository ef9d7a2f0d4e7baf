// source: https://developer.apple.com/documentation/swiftui/grid/init(alignment:horizontalspacing:verticalspacing:content:) ("alignment: The guide for aligning the child views within the space allocated for a given cell")
// proposal: 393x852
// expect-size: 88,88   // derived
// expect: 0.0.0 = 0,0,40,40   // derived
// expect: 0.0.1 = 48,0,20,20   // derived
// expect: 0.1.0 = 0,48,20,20   // derived
// expect: 0.1.1 = 48,48,40,40   // derived
// note: Columns and rows 40 with 8 between; the smaller cells sit at the top leading corner of their cells.
Grid(alignment: .topLeading, horizontalSpacing: 8, verticalSpacing: 8) {
    GridRow {
        Color.red.frame(width: 40, height: 40)
        Color.blue.frame(width: 20, height: 20)
    }
    GridRow {
        Color.green.frame(width: 20, height: 20)
        Color.yellow.frame(width: 40, height: 40)
    }
}
