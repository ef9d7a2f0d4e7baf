import SwiftUI

struct A25: View {
    var body: some View {
        Text("x").padding(.infinity) // ATTACK
    }
}

#Preview { A25() }
