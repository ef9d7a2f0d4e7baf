// source: https://developer.apple.com/documentation/swiftui/view/gridcellcolumns(_:) ; https://developer.apple.com/documentation/swiftui/view/gridcellunsizedaxes(_:) ("prevent a flexible view from taking more space on the specified axes than the other cells in a row or column need")
// proposal: 393x852
// expect-size: 108,78   // derived
// expect: 0 = 0,0,108,78   // derived
// expect: 0.0.0 = 0,0,50,50   // derived
// expect: 0.0.1 = 58,0,50,50   // derived
// expect: 0.1.0 = 0,58,108,20   // derived
// note: The green cell spans both columns (50 + 8 + 50) and, unsized horizontally, takes no more than they need.
Grid(horizontalSpacing: 8, verticalSpacing: 8) {
    GridRow {
        Color.red.frame(width: 50, height: 50)
        Color.blue.frame(width: 50, height: 50)
    }
    GridRow {
        Color.green
            .frame(height: 20)
            .gridCellColumns(2)
            .gridCellUnsizedAxes(.horizontal)
    }
}
