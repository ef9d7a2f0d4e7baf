// render: --proposal 393x300
// render: --proposal 200x300
// Stupid SwiftUI Tricks, "Emulating Equal-Size Constraints", as the article wishes it could be
// written: equal widths in one pass with the Layout protocol, no preferences. EqualWidthHStack
// proposes every button the widest button's ideal width; where that does not fit, ViewThatFits
// switches to EqualWidthVStack, which stacks them at that width.
struct EqualWidthHStack: Layout {
    var spacing: CGFloat = 8

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let width = maximumWidth(subviews)
        let height = subviews.map { $0.sizeThatFits(ProposedViewSize(width: width, height: nil)).height }.max() ?? 0
        let count = CGFloat(subviews.count)
        return CGSize(width: width * count + spacing * max(count - 1, 0), height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let width = maximumWidth(subviews)
        var x = bounds.minX
        for subview in subviews {
            subview.place(at: CGPoint(x: x, y: bounds.midY), anchor: .leading,
                          proposal: ProposedViewSize(width: width, height: bounds.height))
            x += width + spacing
        }
    }

    private func maximumWidth(_ subviews: Subviews) -> CGFloat {
        subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
    }
}

struct EqualWidthVStack: Layout {
    var spacing: CGFloat = 8

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let width = subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
        let heights = subviews.map { $0.sizeThatFits(ProposedViewSize(width: width, height: nil)).height }
        return CGSize(width: width, height: heights.reduce(0, +) + spacing * CGFloat(max(heights.count - 1, 0)))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let width = subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
        var y = bounds.minY
        for subview in subviews {
            let height = subview.sizeThatFits(ProposedViewSize(width: width, height: nil)).height
            subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: ProposedViewSize(width: width, height: height))
            y += height + spacing
        }
    }
}

struct ActionButton: View {
    let title: String

    var body: some View {
        Text(title)
            .padding(.horizontal, 16)
            .padding(.vertical, 10)
            .frame(maxWidth: .infinity)
            .background(Color.blue.opacity(0.15), in: RoundedRectangle(cornerRadius: 8))
    }
}

struct EqualWidthActions: View {
    var body: some View {
        ViewThatFits {
            EqualWidthHStack {
                ActionButton(title: "OK")
                ActionButton(title: "Try again later")
            }
            EqualWidthVStack {
                ActionButton(title: "OK")
                ActionButton(title: "Try again later")
            }
        }
    }
}

#Preview {
    EqualWidthActions()
}
