import SwiftUI

enum WorkoutKind: String {
    case run = "Outdoor Run"
    case ride = "Cycling"
    case swim = "Pool Swim"

    var symbol: String {
        switch self {
        case .run: "figure.run"
        case .ride: "figure.outdoor.cycle"
        case .swim: "figure.pool.swim"
        }
    }
}

struct Workout {
    let kind: WorkoutKind
    let start: Date
    let duration: TimeInterval
    let distanceKm: Double
    let calories: Int
    let heartRates: [Int]

    var pacePerKm: TimeInterval { duration / max(distanceKm, 0.01) }
    var heartRange: (min: Int, max: Int) { (heartRates.min() ?? 0, heartRates.max() ?? 0) }
    var averageHeartRate: Int { heartRates.isEmpty ? 0 : heartRates.reduce(0, +) / heartRates.count }
}

extension Workout {
    static let morningRun = Workout(
        kind: .run,
        start: Calendar.current.date(bySettingHour: 6, minute: 42, second: 0, of: Date()) ?? Date(),
        duration: 2_847,
        distanceKm: 8.42,
        calories: 612,
        heartRates: [118, 132, 145, 151, 158, 162, 155, 149, 166, 171, 160]
    )
}

func formatDuration(_ interval: TimeInterval) -> String {
    let seconds = Int(interval)
    let (h, m, s) = (seconds / 3600, (seconds % 3600) / 60, seconds % 60)
    return h > 0 ? String(format: "%d:%02d:%02d", h, m, s) : String(format: "%d:%02d", m, s)
}

struct SummaryPanel<Content: View>: View {
    var title: String
    @ViewBuilder var content: () -> Content

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text(title.uppercased())
                .font(.caption.weight(.semibold))
                .foregroundStyle(.secondary)
            content()
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(Color.gray.opacity(0.12), in: RoundedRectangle(cornerRadius: 16))
    }
}

struct WorkoutSummaryView: View {
    let workout: Workout
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @ScaledMetric(relativeTo: .largeTitle) private var iconSize: CGFloat = 44

    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            HStack(spacing: 14) {
                Image(systemName: workout.kind.symbol)
                    .font(.system(size: iconSize * 0.55))
                    .foregroundStyle(.green)
                    .frame(width: iconSize, height: iconSize)
                    .background(Color.green.opacity(0.15), in: Circle())
                VStack(alignment: .leading) {
                    Text(workout.kind.rawValue)
                        .font(.headline)
                    Text(workout.start.formatted(date: .abbreviated, time: .shortened))
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
            }

            SummaryPanel(title: "Workout Details") {
                Grid(alignment: .leading, horizontalSpacing: 24, verticalSpacing: 16) {
                    GridRow {
                        stat("Workout Time", formatDuration(workout.duration), color: .yellow)
                        stat("Distance", String(format: "%.2f km", workout.distanceKm), color: .cyan)
                    }
                    GridRow {
                        stat("Avg. Pace", formatDuration(workout.pacePerKm) + " /km", color: .mint)
                        stat("Active Calories", "\(workout.calories) kcal", color: .pink)
                    }
                    if !dynamicTypeSize.isAccessibilitySize {
                        Divider()
                            .gridCellUnsizedAxes(.horizontal)
                    }
                    GridRow {
                        stat("Avg. Heart Rate", "\(workout.averageHeartRate) bpm", color: .red)
                        stat("Range", "\(workout.heartRange.min)–\(workout.heartRange.max) bpm", color: .red)
                    }
                }
            }
        }
        .padding()
    }

    @ViewBuilder
    private func stat(_ title: String, _ value: String, color: Color) -> some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(title)
                .font(.caption)
                .foregroundStyle(.secondary)
            Text(value)
                .font(.system(.title3, design: .rounded).weight(.semibold))
                .foregroundStyle(color)
                .lineLimit(1)
                .minimumScaleFactor(0.6)
        }
    }
}

#Preview {
    WorkoutSummaryView(workout: .morningRun)
}

#Preview("Dark") {
    WorkoutSummaryView(workout: .morningRun)
        .preferredColorScheme(.dark)
}
