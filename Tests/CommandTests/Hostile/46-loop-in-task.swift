import SwiftUI

struct A46: View {
    var body: some View {
        Text("x").task { // ATTACK
            var x = 0
            while true { x += 1 }
        }
    }
}

#Preview { A46() }
