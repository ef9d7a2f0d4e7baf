import SwiftUI

struct Bad: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: .nan, height: .nan) // ATTACK
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for s in subviews { s.place(at: bounds.origin, proposal: proposal) }
    }
}

struct A60: View {
    var body: some View {
        VStack { Bad { Text("a"); Text("b") }; Text("after") }
    }
}

#Preview { A60() }
