// source: https://developer.apple.com/documentation/swiftui/griditem/size-swift.enum/flexible(minimum:maximum:) ("the size of the grid with spacing and inflexible items removed, divided by the number of flexible items")
// proposal: 300x100
// expect-size: 300,30
// expect: 0.0 = 0,0,100,30
// expect: 0.1 = 108,5,192,20   // derived
// note: 300 - 100 (fixed) - 8 (spacing) = 192 for the flexible column; the 20-high cell is centred in the 30-high row.
LazyVGrid(columns: [GridItem(.fixed(100), spacing: 8), GridItem(.flexible())]) {
    Color.red.frame(height: 30)
    Color.blue.frame(height: 20)
}
