import SwiftUI

struct RingArc: Shape {
    var progress: Double

    var animatableData: Double {
        get { progress }
        set { progress = newValue }
    }

    func path(in rect: CGRect) -> Path {
        let radius = min(rect.width, rect.height) / 2
        let center = CGPoint(x: rect.midX, y: rect.midY)
        var path = Path()
        path.addArc(center: center,
                    radius: radius,
                    startAngle: .degrees(-90),
                    endAngle: .degrees(-90 + 360 * min(progress, 1)),
                    clockwise: false)
        return path
    }
}

struct ActivityRings: View {
    typealias Ring = (label: String, value: Double, goal: Double, unit: String, color: Color)

    let rings: [Ring]
    var lineWidth: CGFloat = 18

    var body: some View {
        HStack(spacing: 28) {
            ZStack {
                ForEach(rings.indices, id: \.self) { index in
                    let ring = rings[index]
                    let inset = CGFloat(index) * (lineWidth + 4)
                    ZStack {
                        Circle()
                            .stroke(ring.color.opacity(0.2), lineWidth: lineWidth)
                        RingArc(progress: ring.value / ring.goal)
                            .stroke(ring.color, style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
                    }
                    .padding(inset + lineWidth / 2)
                }
            }
            .frame(width: 170, height: 170)

            VStack(alignment: .leading, spacing: 14) {
                ForEach(rings.indices, id: \.self) { index in
                    let ring = rings[index]
                    VStack(alignment: .leading, spacing: 2) {
                        Text(ring.label)
                            .font(.subheadline.weight(.semibold))
                        Text("\(Int(ring.value))/\(Int(ring.goal)) \(ring.unit.uppercased())")
                            .font(.system(.title3, design: .rounded).bold())
                            .foregroundStyle(ring.color)
                    }
                }
            }
        }
        .padding()
        .background(Color.black, in: RoundedRectangle(cornerRadius: 24))
        .foregroundStyle(.white)
    }
}

struct ActivitySummaryCard: View {
    let rings: [ActivityRings.Ring] = [
        ("Move", 420, 600, "cal", .red),
        ("Exercise", 24, 30, "min", .green),
        ("Stand", 11, 12, "hrs", .cyan),
    ]

    private var overall: Double {
        let ratios = rings.map { min($0.value / $0.goal, 1) }
        return ratios.reduce(0, +) / Double(ratios.count)
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack {
                Text("Activity")
                    .font(.title2.bold())
                Spacer()
                Text(Date(), format: .dateTime.weekday(.wide))
                    .foregroundStyle(.secondary)
            }
            ActivityRings(rings: rings)
            Text("You're \(Int(overall * 100))% of the way to closing all your rings.")
                .font(.footnote)
                .foregroundStyle(.secondary)
        }
        .padding()
    }
}

#Preview {
    ActivitySummaryCard()
}

#Preview("Dark") {
    ActivitySummaryCard()
        .preferredColorScheme(.dark)
}
