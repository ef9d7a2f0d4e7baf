import SwiftUI

struct A13: View {
    var body: some View {
        Text("\(Int.max + 1)") // ATTACK
    }
}

#Preview { A13() }
