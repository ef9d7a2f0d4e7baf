import SwiftUI

struct Bad: Layout {
    func makeCache(subviews: Subviews) -> [Int] { Array(repeating: 7, count: 100_000_000) } // ATTACK
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout [Int]) -> CGSize {
        CGSize(width: 10, height: CGFloat(cache.count))
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout [Int]) {
        for s in subviews { s.place(at: bounds.origin, proposal: proposal) }
    }
}

struct A65: View {
    var body: some View {
        VStack { Bad { Text("a"); Text("b") }; Text("after") }
    }
}

#Preview { A65() }
