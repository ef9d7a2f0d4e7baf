import SwiftUI

struct A74: View {
    var body: some View {
        let v = (0..<1_000_000).reduce(0) { ($0 + $1) % 97 } // ATTACK
        return Text("\(v)")
    }
}

#Preview { A74() }
