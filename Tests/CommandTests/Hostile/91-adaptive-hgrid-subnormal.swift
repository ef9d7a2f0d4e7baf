import SwiftUI

// A horizontal adaptive grid 1e308 points high whose rows may be as small as the smallest
// subnormal Double, with no spacing: the count of rows is far past Int's range.
struct SubnormalRows: View {
    var body: some View {
        ScrollView(.horizontal) {
            LazyHGrid(rows: [GridItem(.adaptive(minimum: 5e-324), spacing: 0)]) {
                ForEach(0..<4) { index in Text("\(index)") }
            }
            .frame(height: 1e308) // ATTACK
        }
    }
}

#Preview { SubnormalRows() }
