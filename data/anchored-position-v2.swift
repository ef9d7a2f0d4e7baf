// render: --proposal 393x400
// render: --proposal 600x400
// Nil Coalescing's second version of `AnchoredPosition.placeSubviews`: with a .leading anchor,
// when the content's width from the location passes the bounds' right edge, place it with
// .trailing instead. At 393 wide the callout ends at x = 300; at 600 it starts there. The
// content is still proposed the whole proposal.
struct AnchoredPosition: Layout {
    let location: CGPoint
    let anchor: UnitPoint

    func sizeThatFits(
        proposal: ProposedViewSize,
        subviews: Subviews,
        cache: inout ()
    ) -> CGSize {
        return proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(
        in bounds: CGRect,
        proposal: ProposedViewSize,
        subviews: Subviews,
        cache: inout ()
    ) {
        let locationInBounds = CGPoint(
            x: location.x + bounds.origin.x,
            y: location.y + bounds.origin.y
        )

        for view in subviews {
            if anchor == .leading,
                location.x + view.sizeThatFits(proposal).width > bounds.width {
                view.place(
                    at: locationInBounds,
                    anchor: .trailing,
                    proposal: proposal
                )
            } else {
                view.place(
                    at: locationInBounds,
                    anchor: anchor,
                    proposal: proposal
                )
            }
        }
    }
}

struct OnBoardingCalloutLabel: View {
    var body: some View {
        Text("Start your first stroke here")
            .font(.callout)
            .fixedSize()
            .foregroundStyle(.white)
            .padding(.horizontal, 12)
            .padding(.vertical, 8)
            .background(Color.blue)
            .cornerRadius(8)
    }
}

struct DrawingSurface: View {
    var body: some View {
        ZStack {
            Color.gray.opacity(0.15)
            Circle()
                .fill(Color.orange)
                .frame(width: 16, height: 16)
                .position(x: 300, y: 180)
        }
        .overlay {
            AnchoredPosition(location: CGPoint(x: 300, y: 180), anchor: .leading) {
                OnBoardingCalloutLabel()
            }
        }
    }
}

#Preview {
    DrawingSurface()
}
