import SwiftUI

struct Bad: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: -500, height: -1e9) // ATTACK
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for s in subviews { s.place(at: bounds.origin, proposal: proposal) }
    }
}

struct A62: View {
    var body: some View {
        VStack { Bad { Text("a"); Text("b") }; Text("after") }
    }
}

#Preview { A62() }
