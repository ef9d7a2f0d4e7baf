import SwiftUI

struct A14: View {
    var body: some View {
        Text("\(Int.min / -1)") // ATTACK
    }
}

#Preview { A14() }
