import SwiftUI

struct A45: View {
    var body: some View {
        let v = (0..<1_000_000_000).reduce(0) { ($0 &+ $1) % 7 } // ATTACK
        return Text("\(v)")
    }
}

#Preview { A45() }
