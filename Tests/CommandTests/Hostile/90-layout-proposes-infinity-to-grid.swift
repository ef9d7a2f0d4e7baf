import SwiftUI

// A custom layout proposes an infinite width to an adaptive grid (an infinite count of columns
// trapped). An infinite proposal across a grid is taken as none: the cells' ideal sizes.
struct Endless: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let size = subviews.first?.sizeThatFits(ProposedViewSize(width: .infinity, height: 200)) ?? .zero // ATTACK
        return CGSize(width: min(size.width, 300), height: min(size.height, 300))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, proposal: ProposedViewSize(width: .infinity, height: 200))
    }
}

struct InfiniteGrid: View {
    var body: some View {
        Endless {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 40))]) {
                ForEach(0..<6) { index in Color.blue.frame(height: 20).overlay(Text("\(index)")) }
            }
        }
    }
}

#Preview { InfiniteGrid() }
