// source: Apple, Layout.explicitAlignment(of:in:proposal:subviews:cache:) documentation: a layout's explicit value is the guide its parent aligns it by; nil (and the default implementation) merges its subviews' explicit values, else the implicit guide applies (derived)
// proposal: 100x100
// expect-size: 40,70
// expect: 0 = 0,0,40,70
// expect: 0.0 = 0,0,40,60
// expect: 0.0.0 = 0,0,20,20
// expect: 0.0.1 = 20,0,20,60
// expect: 0.0.1.0 = 20,0,20,20
// expect: 0.0.1.1 = 20,20,20,40
// expect: 0.1 = 20,60,10,10
// note: FirstRowCentered stacks its subviews and answers .center at the middle of its first row (10) and .leading
// note: 5 points in. In the HStack the red square's centre lines up with the first row's, not the whole height:
// note: red at y 0, not 20. The HStack merges its subview's explicit leading (20 + 5 = 25), so in the leading
// note: VStack the lone FirstRowCentered (leading at 5) is shifted 20 right to line up with it.
VStack(alignment: .leading, spacing: 0) {
    HStack(spacing: 0) {
        Color.red.frame(width: 20, height: 20)
        FirstRowCentered {
            Color.blue.frame(width: 20, height: 20)
            Color.green.frame(width: 20, height: 40)
        }
    }
    FirstRowCentered { Color.gray.frame(width: 10, height: 10) }
}

struct FirstRowCentered: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
            y += subview.sizeThatFits(.unspecified).height
        }
    }

    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        guard guide == .center, let first = subviews.first else { return nil }
        return bounds.minY + first.sizeThatFits(.unspecified).height / 2
    }

    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        guard guide == .leading else { return nil }
        return bounds.minX + 5
    }
}
