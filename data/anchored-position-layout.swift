// render: --proposal 393x400
// render: --proposal 600x400
// Nil Coalescing, "Using Layout protocol to align explicitly positioned views", as the article
// writes it: `struct AnchoredPosition: Layout` takes the whole proposal and places its content
// with its anchor at the location. Its third version checks whether the anchor fits, switches
// to the opposite anchor when it does not (alternativeAnchor), and proposes the content only
// the space left on the chosen side (remainingProposedSize). At 393 wide the callout does not
// fit to the right of the point and flips to .trailing; at 600 it stays .leading.
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
            if let alternativeAnchor = alternativeAnchor(
                for: view,
                in: bounds
            ) {
                view.place(
                    at: locationInBounds,
                    anchor: alternativeAnchor,
                    proposal: remainingProposedSize(
                        in: bounds,
                        for: alternativeAnchor
                    )
                )
            } else {
                view.place(
                    at: locationInBounds,
                    anchor: anchor,
                    proposal: remainingProposedSize(
                        in: bounds,
                        for: anchor
                    )
                )
            }
        }
    }

    func remainingProposedSize(
        in bounds: CGRect,
        for anchor: UnitPoint
    ) -> ProposedViewSize {
        var newProposal = ProposedViewSize(
            width: bounds.width,
            height: bounds.height
        )

        let leadingWidth = bounds.width - location.x
        let topHeight = bounds.height - location.y

        switch anchor {
        case .bottom:
            newProposal.height = location.y
        case .bottomLeading:
            newProposal.height = location.y
            newProposal.width = leadingWidth
        case .bottomTrailing:
            newProposal.height = location.y
            newProposal.width = location.x
        case .center, .zero:
            break
        case .leading:
            newProposal.width = leadingWidth
        case .top:
            newProposal.height = topHeight
        case .topLeading:
            newProposal.height = topHeight
            newProposal.width = leadingWidth
        case .topTrailing:
            newProposal.height = topHeight
            newProposal.width = location.x
        case .trailing:
            newProposal.width = location.y
        default:
            break
        }
        return newProposal
    }

    func alternativeAnchor(
        for view: LayoutSubview,
        in bounds: CGRect
    ) -> UnitPoint? {

        let viewSize = view.sizeThatFits(
            remainingProposedSize(in: bounds, for: self.anchor)
        )

        switch anchor {
        case .center, .zero:
            return nil
        case .top:
            if viewSize.height + location.y > bounds.height {
                return .bottom
            }
        case .bottom:
            if viewSize.height > location.y {
                return .top
            }
        case .bottomLeading:
            if viewSize.width + location.x > bounds.width {
                return .bottomTrailing
            }
        case .bottomTrailing:
            if viewSize.width > location.x {
                return .bottomLeading
            }
        case .topLeading:
            if viewSize.width + location.x > bounds.width {
                return .topTrailing
            }
        case .topTrailing:
            if viewSize.width > location.x {
                return .topLeading
            }
        case .leading:
            if viewSize.width + location.x > bounds.width {
                return .trailing
            }
        case .trailing:
            if viewSize.width > location.x {
                return .leading
            }
        default:
            return nil
        }
        return nil
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
    let anchorPoint = CGPoint(x: 300, y: 180)

    var body: some View {
        ZStack {
            Color.gray.opacity(0.15)
            Circle()
                .fill(Color.orange)
                .frame(width: 16, height: 16)
                .position(x: anchorPoint.x, y: anchorPoint.y)
        }
        .overlay {
            AnchoredPosition(location: anchorPoint, anchor: .leading) {
                OnBoardingCalloutLabel()
            }
        }
    }
}

#Preview {
    DrawingSurface()
}
