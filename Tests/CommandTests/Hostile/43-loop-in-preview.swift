import SwiftUI

struct A43: View {
    var body: some View {
        Text("hi")
    }
}

#Preview {
    var x = 0
    for i in 0..<1_000_000_000 { x = (x &+ i) % 7 } // ATTACK
    return A43()
}
