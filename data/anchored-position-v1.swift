// render: --proposal 393x400
// render: --proposal 600x400
// Nil Coalescing, "Using Layout protocol to align explicitly positioned views", the first
// version: `AnchoredPosition` takes the whole proposal and places its content with its anchor
// on the location, proposing it the whole proposal. Nothing checks the room: at 393 wide the
// callout starts at x = 300 and runs off the right edge; at 600 it fits. Drag the anchor
// handle in the window to move the location.
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
            view.place(
                at: locationInBounds,
                anchor: anchor,
                proposal: proposal
            )
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
