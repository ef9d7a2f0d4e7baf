// render: --proposal 393x400
// render: --proposal 600x400
// Nil Coalescing, "Using Layout protocol to align explicitly positioned views": an onboarding
// callout placed with AnchoredPosition beside the point where the next stroke starts. Its
// anchor is .leading (the callout extends to the right of the point); where that does not fit
// it flips to .trailing, and where neither side fits it hangs below the point. The label keeps
// its text on one line (fixedSize), so near an edge it must flip rather than wrap: at 393 wide
// the callout flips; at 600 it fits on the right.
struct OnboardingCalloutLabel: View {
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
                OnboardingCalloutLabel()
            }
        }
    }
}

#Preview {
    DrawingSurface()
}
