import SwiftUI

struct A26: View {
    var body: some View {
        Color.red.frame(width: CGFloat((1 << Int.min) + (Int.max >> -64)), height: 10) // ATTACK
    }
}

#Preview { A26() }
