import SwiftUI

struct A27: View {
    var body: some View {
        Color.red.frame(width: .greatestFiniteMagnitude, height: 1e308 * 10) // ATTACK
    }
}

#Preview { A27() }
