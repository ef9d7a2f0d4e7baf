import SwiftUI

struct Metric: Identifiable {
    let id = UUID()
    let title: String
    let value: Double
    let change: Double
    let symbol: String
}

struct DailyVisits {
    let weekday: String
    let count: Int
}

extension Metric {
    static let samples: [Metric] = [
        Metric(title: "Revenue", value: 48_210, change: 0.124, symbol: "dollarsign.circle.fill"),
        Metric(title: "Orders", value: 1_284, change: 0.031, symbol: "cart.fill"),
        Metric(title: "Refunds", value: 37, change: -0.08, symbol: "arrow.uturn.left.circle.fill"),
        Metric(title: "Visitors", value: 22_930, change: 0.215, symbol: "person.3.fill"),
    ]
}

extension DailyVisits {
    static let week: [DailyVisits] = zip(["M", "T", "W", "T", "F", "S", "S"], [320, 410, 380, 520, 610, 280, 190])
        .map { DailyVisits(weekday: $0.0, count: $0.1) }
}

struct MetricTile: View {
    let metric: Metric
    @ScaledMetric(relativeTo: .title) private var iconSize: CGFloat = 22

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Image(systemName: metric.symbol)
                    .font(.system(size: iconSize))
                    .foregroundStyle(.tint)
                Spacer()
                Text("\(metric.change >= 0 ? "▲" : "▼") \(abs(metric.change * 100), specifier: "%.1f")%")
                    .font(.caption.bold())
                    .foregroundColor(metric.change >= 0 ? .green : .red)
            }
            Text(metric.value.formatted(.number.precision(.fractionLength(0))))
                .font(.title2.bold())
                .minimumScaleFactor(0.7)
                .lineLimit(1)
            Text(metric.title)
                .font(.subheadline)
                .foregroundStyle(.secondary)
        }
        .padding()
        .background(Color.gray.opacity(0.1))
        .cornerRadius(14)
    }
}

struct BarChart: View {
    let data: [DailyVisits]
    var barColor: Color = .blue

    private var maxCount: Int { data.map(\.count).max() ?? 1 }

    var body: some View {
        HStack(alignment: .bottom, spacing: 10) {
            ForEach(data.indices, id: \.self) { index in
                let item = data[index]
                VStack(spacing: 6) {
                    Text("\(item.count)")
                        .font(.system(size: 9))
                        .foregroundStyle(.secondary)
                    Rectangle()
                        .fill(item.count == maxCount ? barColor : barColor.opacity(0.4))
                        .frame(height: 120 * CGFloat(item.count) / CGFloat(maxCount))
                        .clipShape(RoundedRectangle(cornerRadius: 4))
                    Text(item.weekday)
                        .font(.caption2)
                        .foregroundStyle(.secondary)
                }
                .frame(maxWidth: .infinity)
            }
        }
        .frame(height: 170, alignment: .bottom)
    }
}

struct DashboardSection<Content: View>: View {
    let title: String
    let trailing: String?
    let content: Content

    init(_ title: String, trailing: String? = nil, @ViewBuilder content: () -> Content) {
        self.title = title
        self.trailing = trailing
        self.content = content()
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack {
                Text(title)
                    .font(.headline)
                Spacer()
                Text(trailing ?? "")
                    .font(.headline.monospacedDigit())
            }
            content
        }
        .padding()
        .background(Color.gray.opacity(0.1), in: RoundedRectangle(cornerRadius: 14))
    }
}

struct DashboardView: View {
    @Environment(\.horizontalSizeClass) private var sizeClass
    let metrics = Metric.samples
    let visits = DailyVisits.week

    private var columns: [GridItem] {
        Array(repeating: GridItem(.flexible(), spacing: 12), count: sizeClass == .compact ? 2 : 4)
    }

    private var totalVisits: Int { visits.reduce(0) { $0 + $1.count } }

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 20) {
                    LazyVGrid(columns: columns, spacing: 12) {
                        ForEach(metrics) { metric in
                            MetricTile(metric: metric)
                        }
                    }

                    DashboardSection("Visits this week", trailing: totalVisits.formatted()) {
                        BarChart(data: visits, barColor: .indigo)
                    }
                }
                .padding()
            }
            .navigationTitle("Dashboard")
        }
    }
}

#Preview {
    DashboardView()
}
