import SwiftUI

/// The app's spacing steps, colours and fonts: used everywhere, declared once.
enum Spacing {
    static let xs: CGFloat = 4
    static let s: CGFloat = 8
    static let m: CGFloat = 12
    static let l: CGFloat = 16
    static let xl: CGFloat = 24
}

extension Color {
    static let trailGreen = Color(red: 0.18, green: 0.49, blue: 0.34)
    static let trailSand = Color(red: 0.95, green: 0.91, blue: 0.82)
    static let cardBackground = Color(.secondarySystemBackground)
}

extension Font {
    static let trailTitle = Font.system(.title2, design: .rounded).weight(.bold)
    static let statValue = Font.system(.title3, design: .rounded).weight(.semibold)
}

extension Difficulty {
    var color: Color {
        switch self {
        case .easy: return .green
        case .moderate: return .orange
        case .hard: return .red
        }
    }
}
