import SwiftUI

struct A72: View {
    var body: some View {
        Text("hi")
    }
}

#Preview {
    var x = 0
    while x >= 0 { x = (x + 1) % 1000 } // ATTACK
    return A72()
}
