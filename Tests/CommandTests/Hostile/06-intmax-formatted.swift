import SwiftUI

struct A06: View {
    var body: some View {
        Text("\(Int.max.formatted())") // ATTACK
    }
}

#Preview { A06() }
