import SwiftUI

struct Probe: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        var w: CGFloat = 0
        var h: CGFloat = 0
        for s in subviews {
            let a = s.sizeThatFits(.zero)
            let b = s.sizeThatFits(.infinity)
            let c = s.sizeThatFits(.unspecified)
            let d = s.sizeThatFits(proposal)
            w = max(w, a.width + b.width * 0 + c.width + d.width)
            h += d.height
        }
        return CGSize(width: w, height: h)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for s in subviews {
            let a = s.sizeThatFits(.zero)
            let b = s.sizeThatFits(.infinity)
            let d = s.sizeThatFits(ProposedViewSize(width: bounds.width, height: nil))
            s.place(at: CGPoint(x: bounds.minX, y: y), proposal: ProposedViewSize(width: bounds.width, height: nil))
            y += d.height + a.height * 0 + b.height * 0
        }
    }
}

struct A40: View {
    var body: some View {
        Probe { Probe { Probe { Probe { Probe { Probe { // ATTACK
            ForEach(0..<20) { i in Text("item \(i)") }
        } } } } } }
    }
}

#Preview { A40() }
