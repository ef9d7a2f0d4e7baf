import SwiftUI

struct A23: View {
    var body: some View {
        Color.red.frame(width: Double.nan, height: 10) // ATTACK
    }
}

#Preview { A23() }
