import SwiftUI

struct Bad: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 100, height: 100)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews[99].place(at: bounds.origin, proposal: proposal) // ATTACK
    }
}

struct A66: View {
    var body: some View {
        VStack { Bad { Text("a"); Text("b") }; Text("after") }
    }
}

#Preview { A66() }
