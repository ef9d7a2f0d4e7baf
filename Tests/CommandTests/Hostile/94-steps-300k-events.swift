import SwiftUI

// Three thousand rows: a layout of about 300,000 steps, and `render --steps` would write a
// picture of the whole canvas for each (a minute per 1,200 in the release build). It writes the
// first 250, the most one command writes, with a warning.
struct ManySteps: View {
    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<3000) { index in // ATTACK
                HStack { Text("row \(index)"); Spacer(); Color.red.frame(width: 4, height: 4) }
            }
        }
    }
}

#Preview { ManySteps() }
