// render: --proposal 600x400
// render: --proposal 393x400
// `AnchoredPosition` corrected. The article's third version proposes `location.y` as the
// width for a .trailing anchor (a slip: the room left of the point is `location.x` wide);
// here it is `location.x`. A side is chosen where the content's ideal size fits; when it fits
// on neither side of the point (the article leaves this as an exercise), the content hangs
// below the point (.top), or above it (.bottom) when below has no room, proposed the width
// around the point so that the text wraps. At 600 wide the callout sits right of the point
// at x = 200; at 393 it fits on neither side (193 and 200 points for 223) and hangs below.
struct AnchoredPosition: Layout {
    let location: CGPoint
    let anchor: UnitPoint

    func sizeThatFits(
        proposal: ProposedViewSize,
        subviews: Subviews,
        cache: inout ()
    ) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(
        in bounds: CGRect,
        proposal: ProposedViewSize,
        subviews: Subviews,
        cache: inout ()
    ) {
        let locationInBounds = CGPoint(x: location.x + bounds.minX, y: location.y + bounds.minY)
        for view in subviews {
            let chosen = chosenAnchor(for: view, in: bounds)
            view.place(at: locationInBounds, anchor: chosen, proposal: remainingProposedSize(in: bounds, for: chosen))
        }
    }

    /// The room on the side of the location the content extends to; centred on the
    /// location, twice the distance to the nearer edge.
    func remainingProposedSize(in bounds: CGRect, for anchor: UnitPoint) -> ProposedViewSize {
        var proposal = ProposedViewSize(width: bounds.width, height: bounds.height)
        switch anchor.x {
        case 0: proposal.width = bounds.width - location.x
        case 1: proposal.width = location.x
        default: proposal.width = 2 * min(location.x, bounds.width - location.x)
        }
        switch anchor.y {
        case 0: proposal.height = bounds.height - location.y
        case 1: proposal.height = location.y
        default: proposal.height = 2 * min(location.y, bounds.height - location.y)
        }
        return proposal
    }

    /// The anchor asked for if the content's ideal size fits on its side, else the
    /// opposite side's, else below the location, else above it.
    func chosenAnchor(for view: LayoutSubview, in bounds: CGRect) -> UnitPoint {
        let ideal = view.sizeThatFits(.unspecified)
        let opposite = UnitPoint(x: 1 - anchor.x, y: anchor.y)
        for candidate in [anchor, opposite] {
            let room = remainingProposedSize(in: bounds, for: candidate)
            if ideal.width <= room.width ?? .infinity, ideal.height <= room.height ?? .infinity {
                return candidate
            }
        }
        let below = remainingProposedSize(in: bounds, for: .top)
        if view.sizeThatFits(below).height <= below.height ?? .infinity {
            return .top
        }
        return .bottom
    }
}

struct OnBoardingCalloutLabel: View {
    var body: some View {
        Text("Start your first stroke here")
            .font(.callout)
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
                .position(x: 200, y: 180)
        }
        .overlay {
            AnchoredPosition(location: CGPoint(x: 200, y: 180), anchor: .leading) {
                OnBoardingCalloutLabel()
            }
        }
    }
}

#Preview {
    DrawingSurface()
}
