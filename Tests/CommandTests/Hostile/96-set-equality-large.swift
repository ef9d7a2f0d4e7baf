import SwiftUI

// Class 1: `==` on two large sets compared each element against every other (one step).
struct A96: View {
    var body: some View {
        let a = Set(0..<300_000)
        let b = Set((0..<300_000).reversed())
        return Text(a == b ? "same" : "different") // ATTACK
    }
}

#Preview { A96() }
