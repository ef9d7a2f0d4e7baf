import SwiftUI

struct A21: View {
    var body: some View {
        Text("\([1, 2][5])") // ATTACK
    }
}

#Preview { A21() }
