import SwiftUI

// An adaptive grid given 1e308 points across: as many 1-point columns as fit would be 1e308
// of them (converting that count to Int trapped). At most 1,000 tracks are made.
struct HugeGrid: View {
    var body: some View {
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 1), spacing: 0)]) {
            ForEach(0..<4) { index in Text("\(index)") }
        }
        .frame(width: 1e308) // ATTACK
    }
}

#Preview { HugeGrid() }
