import SwiftUI

struct A15: View {
    var body: some View {
        Text("\(Int.min % -1)") // ATTACK
    }
}

#Preview { A15() }
