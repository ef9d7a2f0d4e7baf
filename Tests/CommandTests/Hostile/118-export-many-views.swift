import SwiftUI

// Class 4: 40,000 views, which an export would lay out at every width from a third of the
// screen's to the screen's, at each size, light and dark (about 80 million view frames).
struct A118: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<40_000, id: \.self) { index in // ATTACK
                    Color.red.frame(width: Double(index % 300), height: 1)
                }
            }
        }
    }
}

#Preview { A118() }
