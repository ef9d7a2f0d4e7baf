import SwiftUI

enum DayState {
    case regular
    case today
    case selected
    case outsideMonth
}

struct DayCell: View {
    let day: Int
    let state: DayState
    let eventColors: [Color]

    init(day: Int, state: DayState = .regular, eventColors: [Color] = []) {
        self.day = day
        self.state = state
        self.eventColors = eventColors
    }

    private var textColor: Color {
        switch state {
        case .regular: return .primary
        case .today: return .red
        case .selected: return .white
        case .outsideMonth: return .secondary
        }
    }

    var body: some View {
        VStack(spacing: 4) {
            Text("\(day)")
                .font(.system(.body, design: .rounded).weight(state == .today ? .bold : .regular))
                .foregroundColor(textColor)
                .frame(width: 36, height: 36)
                .background {
                    switch state {
                    case .selected:
                        Circle().fill(Color.red)
                    case .today:
                        Circle().stroke(Color.red, lineWidth: 1.5)
                    default:
                        Color.clear
                    }
                }
            HStack(spacing: 3) {
                ForEach(eventColors.prefix(3).indices, id: \.self) { index in
                    Circle()
                        .fill(eventColors[index])
                        .frame(width: 5, height: 5)
                }
            }
            .frame(height: 5)
        }
        .opacity(state == .outsideMonth ? 0.4 : 1)
    }
}

struct MonthView: View {
    let monthTitle: String
    let daysInMonth: Int
    let firstWeekdayOffset: Int
    let today: Int
    @State private var selectedDay: Int? = 14

    private let columns = Array(repeating: GridItem(.flexible(), spacing: 0), count: 7)
    private let weekdays = ["S", "M", "T", "W", "T", "F", "S"]
    private let events: [Int: [Color]] = [3: [.blue], 9: [.green, .orange], 14: [.purple], 21: [.blue, .red, .green, .pink]]

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack {
                Text(monthTitle)
                    .font(.title2.bold())
                Spacer()
                Image(systemName: "chevron.left")
                Image(systemName: "chevron.right")
                    .padding(.leading, 16)
            }
            .foregroundStyle(.primary)

            LazyVGrid(columns: columns, spacing: 8) {
                ForEach(Array(weekdays.enumerated()), id: \.offset) { _, symbol in
                    Text(symbol)
                        .font(.caption.bold())
                        .foregroundStyle(.secondary)
                }
                ForEach(0..<firstWeekdayOffset, id: \.self) { index in
                    DayCell(day: 27 + index, state: .outsideMonth)
                }
                ForEach(1...daysInMonth, id: \.self) { day in
                    DayCell(day: day, state: state(for: day), eventColors: events[day] ?? [])
                        .onTapGesture { selectedDay = day }
                }
            }
        }
        .padding()
    }

    private func state(for day: Int) -> DayState {
        if day == selectedDay { return .selected }
        if day == today { return .today }
        return .regular
    }
}

#Preview("Month") {
    MonthView(monthTitle: Date().formatted(.dateTime.month(.wide).year()),
              daysInMonth: 30,
              firstWeekdayOffset: 3,
              today: Calendar.current.component(.day, from: Date()))
}

#Preview("Cells", traits: .sizeThatFitsLayout) {
    HStack {
        DayCell(day: 8)
        DayCell(day: 9, state: .today, eventColors: [.blue, .green])
        DayCell(day: 10, state: .selected, eventColors: [.orange])
        DayCell(day: 1, state: .outsideMonth)
    }
    .padding()
}
