import SwiftUI

// A linear gradient of a million stops: one step to make (Array(repeating:count:)), and
// minutes for `render` and `export` to draw. It is drawn with 1,024 of them, with a warning.
struct MillionStops: View {
    var body: some View {
        Rectangle()
            .fill(LinearGradient(colors: Array(repeating: Color.red, count: 999_999) + [.blue], startPoint: .leading, endPoint: .trailing)) // ATTACK
            .frame(width: 120, height: 80)
    }
}

#Preview { MillionStops() }
