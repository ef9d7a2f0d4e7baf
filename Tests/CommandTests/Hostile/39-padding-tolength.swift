import SwiftUI

struct A39: View {
    var body: some View {
        Text("\("".padding(toLength: 200_000, withPad: "x", startingAt: 0).count)") // ATTACK
    }
}

#Preview { A39() }
