import SwiftUI

struct TicketShape: Shape {
    var notchRadius: CGFloat = 14
    var notchY: CGFloat
    var cornerRadius: CGFloat = 18

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX + cornerRadius, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX - cornerRadius, y: rect.minY))
        path.addArc(center: CGPoint(x: rect.maxX - cornerRadius, y: rect.minY + cornerRadius),
                    radius: cornerRadius, startAngle: .degrees(-90), endAngle: .degrees(0), clockwise: false)
        path.addLine(to: CGPoint(x: rect.maxX, y: notchY - notchRadius))
        path.addArc(center: CGPoint(x: rect.maxX, y: notchY),
                    radius: notchRadius, startAngle: .degrees(-90), endAngle: .degrees(90), clockwise: true)
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - cornerRadius))
        path.addArc(center: CGPoint(x: rect.maxX - cornerRadius, y: rect.maxY - cornerRadius),
                    radius: cornerRadius, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
        path.addLine(to: CGPoint(x: rect.minX + cornerRadius, y: rect.maxY))
        path.addArc(center: CGPoint(x: rect.minX + cornerRadius, y: rect.maxY - cornerRadius),
                    radius: cornerRadius, startAngle: .degrees(90), endAngle: .degrees(180), clockwise: false)
        path.addLine(to: CGPoint(x: rect.minX, y: notchY + notchRadius))
        path.addArc(center: CGPoint(x: rect.minX, y: notchY),
                    radius: notchRadius, startAngle: .degrees(90), endAngle: .degrees(-90), clockwise: true)
        path.addLine(to: CGPoint(x: rect.minX, y: rect.minY + cornerRadius))
        path.addArc(center: CGPoint(x: rect.minX + cornerRadius, y: rect.minY + cornerRadius),
                    radius: cornerRadius, startAngle: .degrees(180), endAngle: .degrees(270), clockwise: false)
        path.closeSubpath()
        return path
    }
}

struct DashedLine: Shape {
    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: CGPoint(x: rect.minX, y: rect.midY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
        }
    }
}

struct Flight {
    let airline: String
    let number: String
    let from: (code: String, city: String)
    let to: (code: String, city: String)
    let departure: Date
    let gate: String
    let seat: String
    let boardingGroup: Int
}

struct BoardingPassView: View {
    let flight: Flight
    private let stubTop: CGFloat = 210

    var body: some View {
        VStack(spacing: 0) {
            VStack(spacing: 18) {
                HStack {
                    Label(flight.airline, systemImage: "airplane")
                        .font(.headline)
                    Spacer()
                    Text(flight.number)
                        .font(.subheadline.monospaced())
                }
                HStack {
                    airport(flight.from.code, flight.from.city, alignment: .leading)
                    Spacer()
                    Image(systemName: "airplane")
                        .font(.title2)
                        .foregroundStyle(.secondary)
                    Spacer()
                    airport(flight.to.code, flight.to.city, alignment: .trailing)
                }
                HStack {
                    detail("Gate", flight.gate)
                    detail("Seat", flight.seat)
                    detail("Group", "\(flight.boardingGroup)")
                    detail("Boards", flight.departure.addingTimeInterval(-40 * 60).formatted(date: .omitted, time: .shortened))
                }
            }
            .padding(20)
            .frame(height: stubTop)

            DashedLine()
                .stroke(style: StrokeStyle(lineWidth: 1.5, dash: [6, 5]))
                .foregroundColor(Color.gray.opacity(0.5))
                .frame(height: 1)
                .padding(.horizontal, 22)

            HStack(spacing: 2) {
                ForEach(0..<40, id: \.self) { index in
                    Rectangle()
                        .frame(width: index % 3 == 0 ? 3 : 1.5)
                }
            }
            .frame(height: 56)
            .padding(20)
        }
        .background(TicketShape(notchY: stubTop).fill(Color.white))
        .compositingGroup()
        .shadow(color: Color.black.opacity(0.15), radius: 10, y: 4)
        .padding()
    }

    private func airport(_ code: String, _ city: String, alignment: HorizontalAlignment) -> some View {
        VStack(alignment: alignment, spacing: 2) {
            Text(code).font(.system(size: 40, weight: .bold, design: .rounded))
            Text(city).font(.caption).foregroundStyle(.secondary)
        }
    }

    private func detail(_ title: String, _ value: String) -> some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(title.uppercased()).font(.caption2).foregroundStyle(.secondary)
            Text(value).font(.subheadline.bold())
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

struct BoardingPassView_Previews: PreviewProvider {
    static let flight = Flight(airline: "Pacific Air", number: "PA 2041",
                               from: ("SFO", "San Francisco"), to: ("HND", "Tokyo"),
                               departure: Date().addingTimeInterval(5_400),
                               gate: "G92", seat: "14A", boardingGroup: 3)

    static var previews: some View {
        BoardingPassView(flight: flight)
            .background(Color.blue.opacity(0.1))
            .previewLayout(.sizeThatFits)
    }
}
