import SwiftUI

struct A24: View {
    var body: some View {
        Color.red.frame(width: -10, height: 10) // ATTACK
    }
}

#Preview { A24() }
