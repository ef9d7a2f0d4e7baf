import SwiftUI

enum WeatherCondition: String, CaseIterable {
    case sunny, cloudy, rainy, stormy, snowy

    var symbol: String {
        switch self {
        case .sunny: "sun.max.fill"
        case .cloudy: "cloud.fill"
        case .rainy: "cloud.rain.fill"
        case .stormy: "cloud.bolt.rain.fill"
        case .snowy: "snowflake"
        }
    }
}

enum Precipitation {
    case none
    case rain(chance: Int)
    case snow(inches: Double)

    var summary: String {
        switch self {
        case .none:
            return "No precipitation expected"
        case .rain(let chance):
            return "\(chance)% chance of rain"
        case .snow(let inches):
            return String(format: "%.1f in of snow", inches)
        }
    }
}

struct DailyForecast {
    let day: String
    let condition: WeatherCondition
    let low: Int
    let high: Int
}

struct WeatherSummaryView: View {
    let city: String
    let current: Int
    let condition: WeatherCondition
    let precipitation: Precipitation
    let forecast: [DailyForecast]

    private var weekLow: Int { forecast.map(\.low).min() ?? 0 }
    private var weekHigh: Int { forecast.map(\.high).max() ?? 0 }

    var body: some View {
        VStack(spacing: 24) {
            VStack(spacing: 4) {
                Text(city)
                    .font(.title2)
                Text("\(current)°")
                    .font(.system(size: 72, weight: .thin))
                Label(condition.rawValue.capitalized, systemImage: condition.symbol)
                    .font(.headline)
                Text(precipitation.summary)
                    .font(.footnote)
            }
            .foregroundStyle(.white)

            VStack(alignment: .leading, spacing: 0) {
                Label("7-DAY FORECAST", systemImage: "calendar")
                    .font(.caption)
                    .foregroundColor(Color.white.opacity(0.7))
                    .padding(.bottom, 8)
                ForEach(Array(forecast.enumerated()), id: \.offset) { index, day in
                    if index > 0 {
                        Divider().overlay(Color.white.opacity(0.3))
                    }
                    HStack(spacing: 12) {
                        Text(index == 0 ? "Today" : day.day)
                            .frame(width: 56, alignment: .leading)
                        Image(systemName: day.condition.symbol)
                            .symbolRenderingMode(.multicolor)
                            .frame(width: 28)
                        Text("\(day.low)°")
                            .foregroundColor(Color.white.opacity(0.7))
                        rangeBar(low: day.low, high: day.high)
                        Text("\(day.high)°")
                    }
                    .font(.body.weight(.medium))
                    .foregroundStyle(.white)
                    .padding(.vertical, 10)
                }
            }
            .padding()
            .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 16))
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(LinearGradient(colors: [.blue, .cyan], startPoint: .top, endPoint: .bottom))
    }

    private func rangeBar(low: Int, high: Int) -> some View {
        GeometryReader { proxy in
            let span = CGFloat(max(weekHigh - weekLow, 1))
            let start = CGFloat(low - weekLow) / span * proxy.size.width
            let width = CGFloat(high - low) / span * proxy.size.width
            Capsule()
                .fill(Color.white.opacity(0.2))
                .overlay(alignment: .leading) {
                    Capsule()
                        .fill(LinearGradient(colors: [.teal, .orange], startPoint: .leading, endPoint: .trailing))
                        .frame(width: width)
                        .offset(x: start)
                }
        }
        .frame(height: 4)
    }
}

struct WeatherSummaryView_Previews: PreviewProvider {
    static let week: [DailyForecast] = [
        DailyForecast(day: "Mon", condition: .sunny, low: 58, high: 74),
        DailyForecast(day: "Tue", condition: .cloudy, low: 55, high: 69),
        DailyForecast(day: "Wed", condition: .rainy, low: 52, high: 63),
        DailyForecast(day: "Thu", condition: .stormy, low: 50, high: 61),
        DailyForecast(day: "Fri", condition: .sunny, low: 57, high: 77),
    ]

    static var previews: some View {
        WeatherSummaryView(city: "Cupertino", current: 68, condition: .sunny,
                           precipitation: .rain(chance: 20), forecast: week)
        WeatherSummaryView(city: "Denver", current: 28, condition: .snowy,
                           precipitation: .snow(inches: 3.5), forecast: week)
            .previewDisplayName("Snow")
    }
}
