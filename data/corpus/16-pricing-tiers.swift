import SwiftUI

struct EqualWidthHStack: Layout {
    var spacing: CGFloat = 8

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let largest = largestSize(of: subviews)
        let totalSpacing = spacing * CGFloat(subviews.count - 1)
        return CGSize(width: largest.width * CGFloat(subviews.count) + totalSpacing, height: largest.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard !subviews.isEmpty else { return }
        let largest = largestSize(of: subviews)
        let width = (bounds.width - spacing * CGFloat(subviews.count - 1)) / CGFloat(subviews.count)
        let itemProposal = ProposedViewSize(width: width, height: largest.height)
        var x = bounds.minX + width / 2
        for subview in subviews {
            subview.place(at: CGPoint(x: x, y: bounds.midY), anchor: .center, proposal: itemProposal)
            x += width + spacing
        }
    }

    private func largestSize(of subviews: Subviews) -> CGSize {
        subviews
            .map { $0.sizeThatFits(.unspecified) }
            .reduce(CGSize.zero) { CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height)) }
    }
}

enum BillingPeriod: String, CaseIterable, Identifiable {
    case monthly = "Monthly", yearly = "Yearly"
    var id: Self { self }
}

enum Tier: String, CaseIterable, Identifiable {
    case starter = "Starter"
    case pro = "Pro"
    case team = "Team"

    var id: String { rawValue }

    var monthlyPrice: Double {
        switch self {
        case .starter: return 0
        case .pro: return 9.99
        case .team: return 24.99
        }
    }

    var features: [String] {
        switch self {
        case .starter: return ["3 projects", "Community support"]
        case .pro: return ["Unlimited projects", "Cloud sync", "Priority support"]
        case .team: return ["Everything in Pro", "Shared workspaces", "Admin controls", "SSO"]
        }
    }

    func price(for period: BillingPeriod) -> Double {
        period == .monthly ? monthlyPrice : monthlyPrice * 12 * 0.8
    }
}

struct TierCard: View {
    let tier: Tier
    let period: BillingPeriod
    @Binding var selection: Tier

    private var isSelected: Bool { selection == tier }

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            HStack {
                Text(tier.rawValue)
                    .font(.headline)
                Spacer()
                if tier == .pro {
                    Text("MOST POPULAR")
                        .font(.caption2.bold())
                        .padding(.horizontal, 6)
                        .padding(.vertical, 3)
                        .background(Color.orange, in: Capsule())
                        .foregroundStyle(.white)
                }
            }
            HStack(alignment: .firstTextBaseline, spacing: 2) {
                Group {
                    if tier.monthlyPrice == 0 {
                        Text("Free")
                    } else {
                        Text("$\(tier.price(for: period), specifier: "%.2f")")
                    }
                }
                .font(.title.bold())
                if tier.monthlyPrice > 0 {
                    Text(period == .monthly ? "/mo" : "/yr")
                        .foregroundStyle(.secondary)
                }
            }
            ForEach(tier.features, id: \.self) { feature in
                Label(feature, systemImage: "checkmark")
                    .font(.subheadline)
            }
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(RoundedRectangle(cornerRadius: 16).fill(isSelected ? Color.accentColor.opacity(0.08) : Color.clear))
        .overlay(RoundedRectangle(cornerRadius: 16)
            .stroke(isSelected ? Color.accentColor : Color.gray.opacity(0.3), lineWidth: isSelected ? 2 : 1))
        .onTapGesture { selection = tier }
    }
}

struct PricingView: View {
    @State private var period: BillingPeriod = .monthly
    @State private var selection: Tier = .pro

    var body: some View {
        ScrollView {
            VStack(spacing: 16) {
                Text("Choose your plan")
                    .font(.largeTitle.bold())
                EqualWidthHStack(spacing: 8) {
                    ForEach(BillingPeriod.allCases) { option in
                        Button(option.rawValue) { period = option }
                            .buttonStyle(.bordered)
                            .tint(period == option ? Color.accentColor : Color.gray)
                    }
                }
                ForEach(Tier.allCases) { tier in
                    TierCard(tier: tier, period: period, selection: $selection)
                }
                Text("Yearly plans save 20%. Cancel anytime.")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
            .padding()
        }
    }
}

#Preview {
    PricingView()
}

#Preview("Single card", traits: .sizeThatFitsLayout) {
    TierCard(tier: .team, period: .yearly, selection: .constant(.team))
        .padding()
}
