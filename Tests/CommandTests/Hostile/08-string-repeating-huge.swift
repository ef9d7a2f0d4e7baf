import SwiftUI

struct A08: View {
    var body: some View {
        Text("\(String(repeating: "ab", count: Int.max / 2 + 1).count)") // ATTACK
    }
}

#Preview { A08() }
