import SwiftUI

struct Bad: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 100, height: 100)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for s in subviews { s.place(at: CGPoint(x: .nan, y: .infinity), proposal: ProposedViewSize(width: .nan, height: -5)) } // ATTACK
    }
}

struct A63: View {
    var body: some View {
        VStack { Bad { Text("a"); Text("b") }; Text("after") }
    }
}

#Preview { A63() }
