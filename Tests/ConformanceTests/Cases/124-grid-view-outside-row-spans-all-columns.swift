// source: https://developer.apple.com/documentation/swiftui/grid ("a view that you put in a grid outside a grid row ... spans all the grid's columns"; the Divider example with gridCellUnsizedAxes)
// proposal: 393x852
// expect-size: 108,106   // derived
// expect: 0 = 0,0,108,106   // derived
// expect: 0.0.0 = 0,0,50,50   // derived
// expect: 0.1 = 0,58,108,10   // derived
// expect: 0.2.0 = 10,76,30,30   // derived
// expect: 0.2.1 = 68,76,30,30   // derived
// note: Columns 50 and 50 with 8 between; the middle view takes a row of its own across both; the last row's cells centred in their columns.
Grid(horizontalSpacing: 8, verticalSpacing: 8) {
    GridRow {
        Color.red.frame(width: 50, height: 50)
        Color.blue.frame(width: 50, height: 50)
    }
    Color.green
        .frame(height: 10)
        .gridCellUnsizedAxes(.horizontal)
    GridRow {
        Color.yellow.frame(width: 30, height: 30)
        Color.orange.frame(width: 30, height: 30)
    }
}
