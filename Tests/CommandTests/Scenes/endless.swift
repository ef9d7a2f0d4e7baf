import SwiftUI

struct Spinning: View {
    var body: some View {
        var turns = 0
        while true { turns += 1 }
        return Text("never")
    }
}

struct Stuck: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        var n = 0
        while n >= 0 { n += 1 }
        return .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

#Preview {
    VStack {
        ForEach(0..<20) { _ in Spinning() }
        Stuck { Text("inside") }
        Color.green.frame(width: 30, height: 30)
    }
}
