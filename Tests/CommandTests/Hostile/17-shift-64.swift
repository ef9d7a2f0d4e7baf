import SwiftUI

struct A17: View {
    var body: some View {
        Color.red.frame(width: CGFloat(1 << 64), height: 10) // ATTACK
    }
}

#Preview { A17() }
