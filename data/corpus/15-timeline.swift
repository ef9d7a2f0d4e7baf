import SwiftUI

extension HorizontalAlignment {
    private enum TimelineMarker: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat {
            context[HorizontalAlignment.center]
        }
    }

    static let timelineMarker = HorizontalAlignment(TimelineMarker.self)
}

enum ShipmentStatus: String {
    case done, current, upcoming

    var color: Color {
        switch self {
        case .done: .green
        case .current: .blue
        case .upcoming: .gray
        }
    }
}

struct TimelineEvent: Identifiable {
    let id = UUID()
    let time: String
    let title: String
    let detail: String
    let status: ShipmentStatus
}

extension TimelineEvent {
    static let samples = [
        TimelineEvent(time: "Mon 9:12", title: "Order placed", detail: "We've received your order.", status: .done),
        TimelineEvent(time: "Mon 16:40", title: "Packed", detail: "Warehouse: Reno, NV", status: .done),
        TimelineEvent(time: "Tue 07:05", title: "In transit", detail: "Departed regional facility", status: .current),
        TimelineEvent(time: "Wed", title: "Out for delivery", detail: "Estimated by 8 PM", status: .upcoming),
        TimelineEvent(time: "Wed", title: "Delivered", detail: "Leave at front door", status: .upcoming),
    ]
}

struct TimelineRow: View {
    let event: TimelineEvent
    let isLast: Bool

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            Text(event.time)
                .font(.caption.monospacedDigit())
                .foregroundStyle(.secondary)
                .frame(width: 72, alignment: .trailing)

            VStack(spacing: 0) {
                Circle()
                    .fill(event.status.color)
                    .frame(width: 14, height: 14)
                    .overlay {
                        if event.status == .current {
                            Circle().stroke(event.status.color.opacity(0.3), lineWidth: 6)
                        }
                    }
                Rectangle()
                    .fill(isLast ? Color.clear : Color.gray.opacity(0.3))
                    .frame(width: 2)
            }
            .alignmentGuide(.timelineMarker) { d in d[HorizontalAlignment.center] }

            VStack(alignment: .leading, spacing: 2) {
                Text(event.title)
                    .font(.subheadline.weight(event.status == .current ? .bold : .regular))
                    .foregroundColor(event.status == .upcoming ? .secondary : .primary)
                Text(event.detail)
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            .padding(.bottom, 20)
            Spacer(minLength: 0)
        }
    }
}

struct ShipmentTimeline: View {
    let events: [TimelineEvent]

    var body: some View {
        VStack(alignment: .timelineMarker, spacing: 0) {
            Label("Tracking #1Z 999 AA1", systemImage: "shippingbox.fill")
                .font(.headline)
                .alignmentGuide(.timelineMarker) { d in d[.leading] + 10 }
                .padding(.bottom, 16)
            ForEach(Array(events.enumerated()), id: \.offset) { index, event in
                TimelineRow(event: event, isLast: index == events.count - 1)
            }
        }
        .padding()
    }
}

#Preview(traits: .sizeThatFitsLayout) {
    ShipmentTimeline(events: TimelineEvent.samples)
}
