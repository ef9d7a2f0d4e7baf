import SwiftUI

struct A33: View {
    var body: some View {
        Text("\(Array(0..<1_000_000_000).count)") // ATTACK
    }
}

#Preview { A33() }
