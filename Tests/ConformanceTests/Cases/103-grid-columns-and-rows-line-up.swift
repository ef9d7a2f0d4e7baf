// source: https://developer.apple.com/documentation/swiftui/grid ("the grid sizes each column to fit its widest cell and each row to fit its tallest cell"; default alignment center)
// proposal: 393x200
// expect-size: 148,58
// expect: 0.0.0 = 10,5,40,20   // derived
// expect: 0.0.1 = 68,0,80,30
// expect: 0.1.0 = 0,43,60,10   // derived
// expect: 0.1.1 = 98,38,20,20  // derived
// note: columns 60 and 80 wide with 8 between; rows 30 and 20 high with 8 between; each cell centred in its column and row.
Grid(horizontalSpacing: 8, verticalSpacing: 8) {
    GridRow {
        Color.red.frame(width: 40, height: 20)
        Color.blue.frame(width: 80, height: 30)
    }
    GridRow {
        Color.green.frame(width: 60, height: 10)
        Color.yellow.frame(width: 20, height: 20)
    }
}
