// A custom Layout whose sizeThatFits fails only when it is proposed a width of 250: loading
// cannot see the error; the layout at that proposal meets it.
struct Picky: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        if proposal.width == 250 {
            let widths = [1.0]
            return CGSize(width: widths[3], height: 10)
        }
        return CGSize(width: proposal.width ?? 10, height: 10)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

#Preview {
    Picky {
        Color.red
    }
}
