import SwiftUI

struct CountBadge: ViewModifier {
    let count: Int
    var color: Color = .red

    func body(content: Content) -> some View {
        content
            .overlay(alignment: .topTrailing) {
                if count > 0 {
                    Text(count > 99 ? "99+" : "\(count)")
                        .font(.caption2.bold())
                        .foregroundColor(.white)
                        .padding(.horizontal, 5)
                        .frame(minWidth: 18, minHeight: 18)
                        .background(color, in: Capsule())
                        .overlay(Capsule().stroke(Color.white, lineWidth: 2))
                        .offset(x: 8, y: -8)
                }
            }
    }
}

extension View {
    func countBadge(_ count: Int, color: Color = .red) -> some View {
        modifier(CountBadge(count: count, color: color))
    }
}

enum OrderStatus: String, CaseIterable {
    case pending = "Pending"
    case processing = "Processing"
    case shipped = "Shipped"
    case cancelled = "Cancelled"

    var color: Color {
        switch self {
        case .pending: return .orange
        case .processing: return .blue
        case .shipped: return .green
        case .cancelled: return .gray
        }
    }

    var symbol: String {
        switch self {
        case .pending: return "clock"
        case .processing: return "gearshape.2"
        case .shipped: return "shippingbox"
        case .cancelled: return "xmark.circle"
        }
    }
}

struct StatusPill: View {
    let status: OrderStatus

    var body: some View {
        Label(status.rawValue, systemImage: status.symbol)
            .font(.caption.weight(.semibold))
            .padding(.horizontal, 10)
            .padding(.vertical, 5)
            .foregroundStyle(status.color)
            .background(status.color.opacity(0.12), in: Capsule())
    }
}

struct NewRibbon: View {
    var body: some View {
        Text("NEW")
            .font(.system(size: 10, weight: .heavy))
            .kerning(1)
            .foregroundColor(.white)
            .padding(.horizontal, 6)
            .padding(.vertical, 2)
            .background(Color.purple)
            .cornerRadius(4)
    }
}

struct BadgeGallery: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 24) {
            HStack(spacing: 32) {
                Image(systemName: "bell.fill")
                    .font(.title)
                    .countBadge(3)
                Image(systemName: "envelope.fill")
                    .font(.title)
                    .countBadge(128, color: .blue)
                Image(systemName: "cart.fill")
                    .font(.title)
                    .modifier(CountBadge(count: 0))
            }
            .padding(.top, 8)

            VStack(alignment: .leading, spacing: 8) {
                ForEach(OrderStatus.allCases, id: \.self) { status in
                    StatusPill(status: status)
                }
            }

            HStack {
                Text("Live Activities")
                    .font(.headline)
                NewRibbon()
            }
        }
        .padding()
    }
}

#Preview(traits: .sizeThatFitsLayout) {
    BadgeGallery()
}
