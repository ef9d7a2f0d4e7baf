import SwiftUI

// A view that reads the model declared in Reading.swift.
struct ReadingsView: View {
    let readings: [Reading]

    var body: some View {
        VStack(spacing: 4) {
            ForEach(readings) { reading in
                Color.blue.frame(width: reading.width, height: 10)
            }
        }
    }
}

#Preview {
    ReadingsView(readings: Reading.samples)
}
