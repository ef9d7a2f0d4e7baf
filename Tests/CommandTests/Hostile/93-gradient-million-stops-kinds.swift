import SwiftUI

// Radial, elliptical and stop-listed gradients of 200,000 stops each, one of them a text's
// foreground style (each colour or stop read is a step): each is drawn with 1,024 stops, with
// a warning at each.
struct MillionStopsEverywhere: View {
    var body: some View {
        VStack {
            Circle()
                .fill(RadialGradient(colors: Array(repeating: Color.blue, count: 200_000), center: .center, startRadius: 0, endRadius: 40)) // ATTACK
                .frame(width: 80, height: 80)
            Ellipse()
                .fill(EllipticalGradient(stops: Array(repeating: Gradient.Stop(color: .green, location: 0.5), count: 200_000)))
                .frame(width: 120, height: 60)
            Text("a million stops")
                .foregroundStyle(LinearGradient(gradient: Gradient(colors: Array(repeating: Color.orange, count: 200_000)), startPoint: .top, endPoint: .bottom))
        }
    }
}

#Preview { MillionStopsEverywhere() }
