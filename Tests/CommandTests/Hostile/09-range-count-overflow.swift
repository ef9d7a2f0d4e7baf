import SwiftUI

struct A09: View {
    var body: some View {
        Text("\((Int.min..<Int.max).count)") // ATTACK
    }
}

#Preview { A09() }
