import SwiftUI

struct A20: View {
    var body: some View {
        Text("\(Array(repeating: 0, count: -1).count)") // ATTACK
    }
}

#Preview { A20() }
